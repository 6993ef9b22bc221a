import {
  applySecurityGates,
  CALCULATOR_LIMIT,
  CUSTOM_PRESET,
  DEFAULT_DEDUCTIBLE,
  DEFAULT_PRESET,
  DEFAULT_RETROACTIVE_PERIOD,
  DEFAULT_WAITING_PERIOD,
  defaultEndDate,
  CALCULATOR_PRESETS,
  presetById,
  presetCoverageIds,
  SECURITY_GATED_COVERAGE_IDS,
  type BackupFrequency,
  type CoverageRule,
  type ProductCode,
  type SecurityAnswers,
} from '@cyber/domain';
import dayjs from 'dayjs';

/**
 * The quote calculator's state and its rules (spec 3 §4, §9), as a pure reducer so the screen
 * and the tests share one implementation: a preset sets the global settings and the coverages;
 * any manual coverage change sets the preset to custom (-1); changing the effective date sets the
 * end date one year later; coverages 23, 24 and 34 stay unselected while the security answers
 * fail them.
 */

export type CoverageSetting = { selected: boolean; subLimit: number | null };

export type CalculatorState = {
  preset: number;
  limit: number;
  deductible: number;
  waitingPeriod: number;
  retroActivePeriod: number;
  effectiveDate: string;
  endDate: string;
  /** Keyed by coverage key (each row also shows its numeric id). */
  coverages: Record<string, CoverageSetting>;
};

export type SecurityGate = {
  answers: SecurityAnswers;
  backupFrequency: BackupFrequency | null;
};

export type CalculatorAction =
  | {
      type: 'preset';
      preset: number;
      product: ProductCode;
      rules: readonly CoverageRule[];
      gate: SecurityGate;
    }
  | {
      type: 'global';
      field: 'limit' | 'deductible' | 'waitingPeriod' | 'retroActivePeriod';
      value: number;
    }
  | { type: 'effectiveDate'; value: string }
  | { type: 'endDate'; value: string }
  | { type: 'toggle'; key: string; selected: boolean }
  | { type: 'subLimit'; key: string; value: number | null }
  | { type: 'rules'; rules: readonly CoverageRule[]; gate: SecurityGate }
  | { type: 'reset'; state: CalculatorState };

const ISO = 'YYYY-MM-DD';
const GATED_IDS: readonly number[] = Object.values(SECURITY_GATED_COVERAGE_IDS);

/** Spec 3 §9: preset 2 (POPULAR), limit 1,000,000, deductible 25,000, 12 hours, full prior acts. */
export function initialCalculatorState(today: string = dayjs().format(ISO)): CalculatorState {
  return {
    preset: DEFAULT_PRESET,
    limit: CALCULATOR_LIMIT.default,
    deductible: DEFAULT_DEDUCTIBLE,
    waitingPeriod: DEFAULT_WAITING_PERIOD,
    retroActivePeriod: DEFAULT_RETROACTIVE_PERIOD,
    effectiveDate: today,
    endDate: defaultEndDate(today),
    coverages: {},
  };
}

/** Whether the security answers allow a coverage (only 23, 24 and 34 are gated). */
export const gatePasses = (id: number | null, gate: SecurityGate): boolean =>
  id === null || !GATED_IDS.includes(id)
    ? true
    : applySecurityGates([id], gate.answers, gate.backupFrequency).length === 1;

/** A rule's row may be selected: available and, for 23/24/34, passing the security answers. */
export const selectable = (rule: CoverageRule, gate: SecurityGate): boolean =>
  rule.available && gatePasses(rule.id, gate);

function presetCoverages(
  preset: number,
  product: ProductCode,
  rules: readonly CoverageRule[],
  previous: Record<string, CoverageSetting>,
): Record<string, CoverageSetting> {
  const found = presetById(preset);
  const ids = found ? presetCoverageIds(found, product) : null;
  const next: Record<string, CoverageSetting> = {};
  for (const rule of rules) {
    const inPreset = rule.mandatory || (ids ? rule.id !== null && ids.includes(rule.id) : false);
    next[rule.key] = {
      selected: ids ? inPreset : (previous[rule.key]?.selected ?? rule.mandatory),
      subLimit: rule.fixedSubLimit ?? null,
    };
  }
  return next;
}

/** Keep every row consistent with the rules: mandatory on, unavailable or failing gates off. */
function enforceRules(
  coverages: Record<string, CoverageSetting>,
  rules: readonly CoverageRule[],
  gate: SecurityGate | null,
): Record<string, CoverageSetting> {
  const next: Record<string, CoverageSetting> = {};
  for (const rule of rules) {
    const current = coverages[rule.key] ?? { selected: rule.mandatory, subLimit: null };
    let selected = rule.mandatory ? true : current.selected;
    if (!rule.available) selected = false;
    if (gate && !gatePasses(rule.id, gate)) selected = false;
    next[rule.key] = { selected, subLimit: rule.fixedSubLimit ?? current.subLimit };
  }
  return next;
}

export function calculatorReducer(
  state: CalculatorState,
  action: CalculatorAction,
): CalculatorState {
  switch (action.type) {
    case 'preset': {
      const found = presetById(action.preset);
      const globals = found
        ? {
            limit: found.limit,
            deductible: found.deductible,
            waitingPeriod: found.waitingPeriod,
            retroActivePeriod: found.retroActivePeriod,
          }
        : {};
      return {
        ...state,
        ...globals,
        preset: action.preset,
        coverages: enforceRules(
          presetCoverages(action.preset, action.product, action.rules, state.coverages),
          action.rules,
          action.gate,
        ),
      };
    }
    case 'global': {
      // a sub-limit never exceeds the limit
      const coverages =
        action.field === 'limit'
          ? Object.fromEntries(
              Object.entries(state.coverages).map(([k, c]) => [
                k,
                c.subLimit !== null && c.subLimit > action.value ? { ...c, subLimit: null } : c,
              ]),
            )
          : state.coverages;
      return { ...state, [action.field]: action.value, coverages, preset: CUSTOM_PRESET };
    }
    case 'effectiveDate':
      return { ...state, effectiveDate: action.value, endDate: defaultEndDate(action.value) };
    case 'endDate':
      return { ...state, endDate: action.value };
    case 'toggle': {
      const current = state.coverages[action.key] ?? { selected: false, subLimit: null };
      return {
        ...state,
        preset: CUSTOM_PRESET,
        coverages: { ...state.coverages, [action.key]: { ...current, selected: action.selected } },
      };
    }
    case 'subLimit': {
      const current = state.coverages[action.key] ?? { selected: true, subLimit: null };
      return {
        ...state,
        preset: CUSTOM_PRESET,
        coverages: { ...state.coverages, [action.key]: { ...current, subLimit: action.value } },
      };
    }
    case 'rules':
      return { ...state, coverages: enforceRules(state.coverages, action.rules, action.gate) };
    case 'reset':
      return action.state;
  }
}

/** The selected coverages as the rater and the quotes API take them. */
export const selectedCoverages = (state: CalculatorState): { key: string; subLimit?: number }[] =>
  Object.entries(state.coverages)
    .filter(([, c]) => c.selected)
    .map(([key, c]) => (c.subLimit === null ? { key } : { key, subLimit: c.subLimit }));

/** The ids of the selected coverages (the security questions' sections follow 23, 24 and 34). */
export const selectedCoverageIds = (
  state: CalculatorState,
  rules: readonly CoverageRule[],
): number[] =>
  rules.filter((r) => r.id !== null && state.coverages[r.key]?.selected).map((r) => r.id!);

/** The calculator set to a stored quote (edit-quote): its globals, preset and coverages. */
export function stateFromQuote(quote: {
  limit: number;
  deductible: number;
  presetName: string | null;
  effectiveDate: string;
  endDate: string;
  rating?:
    | {
        waitingPeriod: number;
        retroActivePeriod: number;
        coverages: readonly { key: string }[];
      }
    | undefined;
}): CalculatorState {
  const preset = CALCULATOR_PRESETS.find((p) => p.name === quote.presetName)?.id ?? CUSTOM_PRESET;
  return {
    preset,
    limit: quote.limit,
    deductible: quote.deductible,
    waitingPeriod: quote.rating?.waitingPeriod ?? DEFAULT_WAITING_PERIOD,
    retroActivePeriod: quote.rating?.retroActivePeriod ?? DEFAULT_RETROACTIVE_PERIOD,
    effectiveDate: quote.effectiveDate,
    endDate: quote.endDate,
    coverages: Object.fromEntries(
      (quote.rating?.coverages ?? []).map((c) => [c.key, { selected: true, subLimit: null }]),
    ),
  };
}
