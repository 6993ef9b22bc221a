export { raterQueryKey } from './api/keys.ts';
export {
  calculate,
  getCalculationQueryOptions,
  getIrpmQueryOptions,
  useCalculate,
  useCalculation,
  useIrpm,
} from './api/calculate.ts';
export {
  getCoverageRulesQueryOptions,
  getRaterGlobalsQueryOptions,
  useCoverageRules,
  useRaterGlobals,
  type GlobalsRequest,
} from './api/rules.ts';
