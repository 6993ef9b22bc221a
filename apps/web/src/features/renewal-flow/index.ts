/*
 * The renewal flow of a policy (spec 3 §2 renewal routes; decision 048): verify the insured
 * account and the expiring policy (Continue prepares the renewal quote), the summary of the
 * renewal quote and what changed at renewal, and the custom quote (the calculator on the renewal
 * quote). Its entries: the policy's route, the account-details route and the quotes side's route
 * (which finds the account's policy open for renewal). The routes pass in the quote flow's verify
 * step and the calculator, which the quoting feature keeps out of its index.
 */
export {
  PolicyRenewalScreen,
  type PolicyRenewalScreenProps,
} from './components/policy-renewal-screen.tsx';
export {
  AccountRenewalScreen,
  type AccountRenewalScreenProps,
} from './components/account-renewal-screen.tsx';
export {
  RenewalFromQuotesScreen,
  type RenewalFromQuotesScreenProps,
} from './components/renewal-from-quotes.tsx';
export { isRenewalFlowStep, RENEWAL_FLOW_STEPS, type RenewalFlowStep } from './lib/steps.ts';
export type { CalculatorComponent, VerifyStepComponent } from './components/types.ts';
