import dayjs from 'dayjs';
import { isTechProduct, type ProductCode } from './products.ts';

/**
 * The quote calculator's global settings, options and windows (spec 3 §3 "Calculator global
 * settings", §4 "Quote calculator", §9 "Quote calculator defaults") and its named presets
 * (spec 3 §3 "Named presets: BASIC, POPULAR, ELITE (others custom; custom preset value -1)").
 * Amounts of cover are whole currency units.
 */

export const CALCULATOR_LIMIT = {
  min: 1_000_000,
  max: 5_000_000,
  step: 500_000,
  default: 1_000_000,
} as const;

/** 1,000,000 to 5,000,000 in steps of 500,000. */
export const CALCULATOR_LIMIT_OPTIONS: readonly number[] = Array.from(
  { length: (CALCULATOR_LIMIT.max - CALCULATOR_LIMIT.min) / CALCULATOR_LIMIT.step + 1 },
  (_, i) => CALCULATOR_LIMIT.min + i * CALCULATOR_LIMIT.step,
);

export const isCalculatorLimit = (limit: number): boolean =>
  Number.isInteger(limit) &&
  limit >= CALCULATOR_LIMIT.min &&
  limit <= CALCULATOR_LIMIT.max &&
  (limit - CALCULATOR_LIMIT.min) % CALCULATOR_LIMIT.step === 0;

/** The aggregate limit defaults to the limit (spec 3 §7) and may be at most twice it. */
export const AGGREGATE_LIMIT_MAX_RATIO = 2;

export const DEDUCTIBLE_OPTIONS = [
  1_000, 2_500, 5_000, 10_000, 25_000, 50_000, 100_000, 250_000,
] as const;
export const DEFAULT_DEDUCTIBLE = 25_000;

export const WAITING_PERIOD_OPTIONS = [6, 8, 12, 24] as const;
export type WaitingPeriod = (typeof WAITING_PERIOD_OPTIONS)[number];
export const DEFAULT_WAITING_PERIOD: WaitingPeriod = 12;

/** Retroactive period in years; -1 is Full Prior Acts. */
export const FULL_PRIOR_ACTS = -1;
export const RETROACTIVE_OPTIONS = [
  { value: 1, label: '1 Year' },
  { value: 2, label: '2 Years' },
  { value: FULL_PRIOR_ACTS, label: 'Full Prior Acts' },
] as const;
export type RetroactivePeriod = (typeof RETROACTIVE_OPTIONS)[number]['value'];
export const RETROACTIVE_PERIODS: readonly RetroactivePeriod[] = RETROACTIVE_OPTIONS.map(
  (o) => o.value,
);
export const DEFAULT_RETROACTIVE_PERIOD: RetroactivePeriod = FULL_PRIOR_ACTS;

export const retroactiveLabel = (value: number): string =>
  RETROACTIVE_OPTIONS.find((o) => o.value === value)?.label ?? String(value);
export const waitingPeriodLabel = (hours: number): string => `${hours} Hours`;

/** Spec 3 §9: the read-only coverage card's figures. */
export const READ_ONLY_COVERAGE_CARD = {
  aggregateLimit: 4_000_000,
  deductible: 1_000,
  waitingPeriod: 12,
  retroActivePeriod: FULL_PRIOR_ACTS,
} as const;

export const BACKUP_FREQUENCIES = [
  'DAILY',
  'WEEKLY',
  'MONTHLY',
  'QUARTERLY',
  'SIX_MONTHS',
  'NEVER',
] as const;
export type BackupFrequency = (typeof BACKUP_FREQUENCIES)[number];
export const DEFAULT_BACKUP_FREQUENCY: BackupFrequency = 'SIX_MONTHS';

/** Spec 3 §9: the dual-authorisation threshold for fund transfers. */
export const DUAL_AUTHORIZATION_THRESHOLD = 25_000;

// --- presets --------------------------------------------------------------------------------

export const PRESET_NAMES = ['BASIC', 'POPULAR', 'ELITE'] as const;
export type PresetName = (typeof PRESET_NAMES)[number];
export const CUSTOM_PRESET = -1;
export const DEFAULT_PRESET = 2;

export type CalculatorPreset = {
  id: 1 | 2 | 3;
  name: PresetName;
  limit: number;
  deductible: number;
  waitingPeriod: WaitingPeriod;
  retroActivePeriod: RetroactivePeriod;
  /** Coverage ids selected besides the mandatory ones. */
  coverageIds: readonly number[];
};

const BASIC_COVERAGES = [5, 6, 9];
const POPULAR_COVERAGES = [...BASIC_COVERAGES, 7, 10, 11, 24, 12, 17];
const ELITE_COVERAGES = [...POPULAR_COVERAGES, 8, 23, 13, 16, 34, 20, 18];

export const CALCULATOR_PRESETS: readonly CalculatorPreset[] = [
  {
    id: 1,
    name: 'BASIC',
    limit: 1_000_000,
    deductible: 25_000,
    waitingPeriod: 12,
    retroActivePeriod: FULL_PRIOR_ACTS,
    coverageIds: BASIC_COVERAGES,
  },
  {
    id: 2,
    name: 'POPULAR',
    limit: 1_000_000,
    deductible: 25_000,
    waitingPeriod: 12,
    retroActivePeriod: FULL_PRIOR_ACTS,
    coverageIds: POPULAR_COVERAGES,
  },
  {
    id: 3,
    name: 'ELITE',
    limit: 2_000_000,
    deductible: 10_000,
    waitingPeriod: 8,
    retroActivePeriod: FULL_PRIOR_ACTS,
    coverageIds: ELITE_COVERAGES,
  },
];

export const presetById = (id: number): CalculatorPreset | undefined =>
  CALCULATOR_PRESETS.find((p) => p.id === id);

/** A preset's coverage ids for a product: tech products always carry Tech E&O (id 26). */
export const presetCoverageIds = (preset: CalculatorPreset, product: ProductCode): number[] =>
  isTechProduct(product) ? [...preset.coverageIds, 26] : [...preset.coverageIds];

/** The preset value after a manual coverage change (spec 3 §4): custom. */
export const presetAfterManualChange = (): number => CUSTOM_PRESET;

// --- dates ----------------------------------------------------------------------------------

export const CALCULATOR_WINDOW = {
  startDaysBack: 7,
  startDaysAhead: 75,
  termMonths: 12,
  minEndMonths: 6,
  maxEndMonths: 18,
} as const;

const ISO = 'YYYY-MM-DD';

/** Coverage may start from 7 days ago to 75 days ahead of `today` (YYYY-MM-DD). */
export const effectiveDateWindow = (today: string): { min: string; max: string } => ({
  min: dayjs(today).subtract(CALCULATOR_WINDOW.startDaysBack, 'day').format(ISO),
  max: dayjs(today).add(CALCULATOR_WINDOW.startDaysAhead, 'day').format(ISO),
});

/** Changing the effective date sets the end date one year later (spec 3 §4). */
export const defaultEndDate = (effectiveDate: string): string =>
  dayjs(effectiveDate).add(CALCULATOR_WINDOW.termMonths, 'month').format(ISO);

/** The end date lies 6 to 18 months after the effective date. */
export const endDateWindow = (effectiveDate: string): { min: string; max: string } => ({
  min: dayjs(effectiveDate).add(CALCULATOR_WINDOW.minEndMonths, 'month').format(ISO),
  max: dayjs(effectiveDate).add(CALCULATOR_WINDOW.maxEndMonths, 'month').format(ISO),
});
