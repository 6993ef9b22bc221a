import { z } from 'zod';
import { riskFactorsSchema } from '../accounts/risk-factors.ts';
import {
  BACKUP_FREQUENCIES,
  DEDUCTIBLE_OPTIONS,
  isCalculatorLimit,
  PRESET_NAMES,
  RETROACTIVE_PERIODS,
  WAITING_PERIOD_OPTIONS,
} from '../products/calculator.ts';
import { productCodeSchema } from '../products/products.ts';
import { RatingResultSchema } from './rating.schema.ts';
import { IRPM_CHARACTERISTICS, type IrpmCharacteristicKey } from './tables/states.ts';

/**
 * Request and response shapes of the rater API (spec 3 §7 "Rater", `/api/rater/v1/…`): presets,
 * coverage rules, globals, the calculator, IRPM, Tech E&O rate, endorsement rules, rater data and
 * the rating plans. The calculator's own input and result are RatingInputSchema and
 * RatingResultSchema (rating.schema.ts).
 */

export const RATER_MESSAGES = {
  industryCode: 'Enter a NAICS or SIC code of 2 to 6 digits.',
  presetUnknown: 'Choose BASIC, POPULAR, ELITE or CUSTOM (-1).',
  customPresetBody: 'Send the custom preset id or its settings for a CUSTOM preset.',
  presetNotFound: 'Preset not found.',
  builtInReadOnly: 'Built-in presets cannot be changed.',
  presetName: 'Enter a preset name of at most 80 characters.',
  presetNameTaken: 'Your organisation already has a preset with this name for this product.',
  presetCreated: 'Preset saved.',
  presetUpdated: 'Preset updated.',
  presetDeleted: 'Preset deleted.',
  limit: 'Choose a limit from 1,000,000 to 5,000,000 in steps of 500,000.',
  deductible: 'Choose one of the offered deductibles.',
  waitingPeriod: 'Choose a waiting period of 6, 8, 12 or 24 hours.',
  retroActivePeriod: 'Choose a retroactive period of 1 year, 2 years or Full Prior Acts.',
  date: 'Enter the date as YYYY-MM-DD.',
  state: 'Enter the state code.',
  accountNotFound: 'Account not found.',
  accountIncomplete: (fields: string[]) =>
    `The account is missing ${fields.join(', ')}; enter them in the calculator or on the account.`,
  irpmInvalid: 'Invalid',
  irpmNumber: 'Enter each characteristic as a percentage.',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const calendarDate = z
  .string(RATER_MESSAGES.date)
  .trim()
  .refine(
    (v) => ISO_DATE.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    RATER_MESSAGES.date,
  );
const stateCode = z
  .string(RATER_MESSAGES.state)
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2,3}$/, RATER_MESSAGES.state);
const industryCode = z
  .string(RATER_MESSAGES.industryCode)
  .trim()
  .regex(/^\d{2,6}$/, RATER_MESSAGES.industryCode);
/** Query flags arrive as text: true/false (also YES/NO, 1/0). */
const queryFlag = z
  .union([z.boolean(), z.enum(['true', 'false', 'TRUE', 'FALSE', 'YES', 'NO', '1', '0'])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === 'TRUE' || v === 'YES' || v === '1');

// --- presets --------------------------------------------------------------------------------

export const RATER_PRESET_KEYS = [...PRESET_NAMES, 'CUSTOM'] as const;
export type RaterPresetKey = (typeof RATER_PRESET_KEYS)[number];

/** The calculator's preset values: 1 BASIC, 2 POPULAR, 3 ELITE, -1 custom. */
export const PRESET_VALUES: Record<RaterPresetKey, number> = {
  BASIC: 1,
  POPULAR: 2,
  ELITE: 3,
  CUSTOM: -1,
};

/** A coverage of a preset: its key and, optionally, a sub-limit (whole currency units). */
export const PresetCoverageSchema = z.object({
  key: z.string().trim().min(1).max(64),
  subLimit: z.number().int().positive().nullish(),
});
export type PresetCoverage = z.infer<typeof PresetCoverageSchema>;

const presetSettings = {
  limit: z
    .number(RATER_MESSAGES.limit)
    .int(RATER_MESSAGES.limit)
    .refine(isCalculatorLimit, RATER_MESSAGES.limit),
  deductible: z
    .number(RATER_MESSAGES.deductible)
    .refine(
      (v) => (DEDUCTIBLE_OPTIONS as readonly number[]).includes(v),
      RATER_MESSAGES.deductible,
    ),
  waitingPeriod: z
    .number(RATER_MESSAGES.waitingPeriod)
    .refine(
      (v) => (WAITING_PERIOD_OPTIONS as readonly number[]).includes(v),
      RATER_MESSAGES.waitingPeriod,
    ),
  retroActivePeriod: z
    .number(RATER_MESSAGES.retroActivePeriod)
    .refine(
      (v) => (RETROACTIVE_PERIODS as readonly number[]).includes(v),
      RATER_MESSAGES.retroActivePeriod,
    ),
  coverages: z.array(PresetCoverageSchema).max(80).default([]),
};

export const PresetParamsSchema = z.object({
  naicsCode: industryCode,
  /** BASIC, POPULAR, ELITE, CUSTOM or -1 (custom). */
  preset: z
    .string()
    .trim()
    .toUpperCase()
    .transform((v, ctx) => {
      const key = v === '-1' ? 'CUSTOM' : v;
      if (!(RATER_PRESET_KEYS as readonly string[]).includes(key)) {
        ctx.addIssue({ code: 'custom', message: RATER_MESSAGES.presetUnknown });
        return z.NEVER;
      }
      return key as RaterPresetKey;
    }),
});

/** POST presets/{naicsCode}/{preset}: the product, and for CUSTOM a saved preset or settings. */
export const PresetRequestSchema = z.object({
  product: productCodeSchema.default('P100'),
  /** CUSTOM: one of the caller's saved presets. */
  presetId: z.uuid().nullish(),
  /** CUSTOM: settings sent directly (the calculator's current settings). */
  custom: z.object(presetSettings).nullish(),
});
export type PresetRequest = z.input<typeof PresetRequestSchema>;

export const PresetGlobalsSchema = z.object({
  limit: z.number().int(),
  aggregateLimit: z.number().int(),
  deductible: z.number().int(),
  waitingPeriod: z.number().int(),
  retroActivePeriod: z.number().int(),
});

export const PresetResultSchema = z.object({
  preset: z.enum(RATER_PRESET_KEYS),
  /** 1, 2, 3 or -1 (custom), as the calculator keys presets. */
  presetValue: z.number().int(),
  id: z.string().nullable(),
  name: z.string(),
  product: productCodeSchema,
  naicsCode: z.string(),
  builtIn: z.boolean(),
  /** True when the caller's organisation has its own preset of this name. */
  overridden: z.boolean(),
  globals: PresetGlobalsSchema,
  coverages: z.array(
    z.object({
      key: z.string(),
      id: z.number().int().nullable(),
      label: z.string(),
      subLimit: z.number().int().nullable(),
    }),
  ),
});
export type PresetResult = z.infer<typeof PresetResultSchema>;

/** A stored preset (built-in or the caller's organisation's custom one). */
export const RaterPresetSchema = z.object({
  id: z.string(),
  presetKey: z.enum(RATER_PRESET_KEYS),
  name: z.string(),
  product: productCodeSchema,
  naicsCode: z.string().nullable(),
  builtIn: z.boolean(),
  limit: z.number().int(),
  deductible: z.number().int(),
  waitingPeriod: z.number().int(),
  retroActivePeriod: z.number().int(),
  coverages: z.array(PresetCoverageSchema),
  updatedAt: z.string(),
});
export type RaterPreset = z.infer<typeof RaterPresetSchema>;

export const RaterPresetListQuerySchema = z.object({
  product: productCodeSchema.optional(),
  naicsCode: industryCode.optional(),
});
export const RaterPresetListSchema = z.object({ content: z.array(RaterPresetSchema) });
export type RaterPresetList = z.infer<typeof RaterPresetListSchema>;

/** POST presets/custom and PUT presets/{id}: an organisation's named preset. */
export const CustomPresetInputSchema = z.object({
  name: z
    .string(RATER_MESSAGES.presetName)
    .trim()
    .min(1, RATER_MESSAGES.presetName)
    .max(80, RATER_MESSAGES.presetName),
  product: productCodeSchema,
  naicsCode: industryCode.nullish(),
  ...presetSettings,
});
export type CustomPresetInput = z.input<typeof CustomPresetInputSchema>;

export const PresetIdParamsSchema = z.object({ id: z.uuid(RATER_MESSAGES.presetNotFound) });

export const RaterPresetSavedSchema = z.object({
  message: z.string(),
  preset: RaterPresetSchema,
});
export type RaterPresetSaved = z.infer<typeof RaterPresetSavedSchema>;

// --- rules ----------------------------------------------------------------------------------

const yesNo = z.union([z.boolean(), z.enum(['YES', 'NO']), z.null()]).optional();

/** POST rules/{naicsCode}: the coverage rules for an industry in a state. */
export const CoverageRulesRequestSchema = z.object({
  state: stateCode,
  product: productCodeSchema,
  effectiveDate: calendarDate,
  /** The Boost V5 flag; omitted: the caller's feature flag decides. */
  boostV5Enabled: z.boolean().nullish(),
  surplus: z.boolean().default(false),
  limit: presetSettings.limit.default(1_000_000),
  securityAnswers: z.record(z.string(), yesNo).default({}),
  backupFrequency: z.enum(BACKUP_FREQUENCIES).nullish(),
  dedicatedBreachCostsEligible: z.boolean().default(false),
});
export type CoverageRulesRequest = z.input<typeof CoverageRulesRequestSchema>;

export const CoverageRuleSchema = z.object({
  key: z.string(),
  id: z.number().int().nullable(),
  label: z.string(),
  group: z.number().int().nullable(),
  mandatory: z.boolean(),
  locked: z.boolean(),
  disabled: z.boolean(),
  endorsement: z.boolean(),
  available: z.boolean(),
  /** 'State Not Supported', 'Not Available For Industry / State!' or another reason. */
  message: z.string().nullable(),
  fixedSubLimit: z.number().int().nullable(),
});
export type CoverageRule = z.infer<typeof CoverageRuleSchema>;

export const CoverageRulesSchema = z.object({
  product: productCodeSchema,
  state: z.string(),
  naicsCode: z.string(),
  boostVersion: z.enum(['V4', 'V5']).nullable(),
  socialEngineering: z.object({ socialEngineering: z.boolean(), reasons: z.array(z.string()) }),
  coverages: z.array(CoverageRuleSchema),
});
export type CoverageRules = z.infer<typeof CoverageRulesSchema>;

export const GlobalsParamsSchema = z.object({ state: stateCode });

/** POST rules/globals/{state}. */
export const GlobalsRequestSchema = z.object({
  product: productCodeSchema.default('P100'),
  surplus: z.boolean().default(false),
  revenue: z.number().int().positive().nullish(),
});

export const RaterGlobalsSchema = z.object({
  aggLimits: z.array(z.number().int()),
  deductibles: z.array(z.number().int()),
  hrs: z.array(z.number().int()),
  retroActivePeriods: z.array(z.object({ value: z.number().int(), label: z.string() })),
  irpm: z.object({ min: z.number(), max: z.number() }),
  defaults: z.object({
    preset: z.number().int(),
    limit: z.number().int(),
    deductible: z.number().int(),
    waitingPeriod: z.number().int(),
    retroActivePeriod: z.number().int(),
  }),
});
export type RaterGlobalsResult = z.infer<typeof RaterGlobalsSchema>;

export const TechEnoRateQuerySchema = z.object({
  product: productCodeSchema.default('PRIME_TECH'),
  state: stateCode,
  effectiveDate: calendarDate,
  isSurplus: queryFlag,
});
export const TechEnoRateSchema = z.object({
  state: z.string(),
  effectiveDate: z.string(),
  surplus: z.boolean(),
  rate: z.number(),
});
export type TechEnoRate = z.infer<typeof TechEnoRateSchema>;

export const EndorsementRulesQuerySchema = z.object({
  product: productCodeSchema.default('P100'),
  state: stateCode,
  effectiveDate: calendarDate,
  isSurplus: queryFlag,
  industryCode: industryCode.default('541511'),
});
export const EndorsementRulesSchema = z.object({
  content: z.array(
    z.object({
      key: z.string(),
      available: z.boolean(),
      mandatory: z.boolean(),
      underwriterOnly: z.boolean(),
      reason: z.string().nullable(),
    }),
  ),
});
export type EndorsementRules = z.infer<typeof EndorsementRulesSchema>;

// --- calculator -----------------------------------------------------------------------------

/**
 * POST calculator: the rating input (RatingInputSchema), or an `accountId` whose firmographics,
 * security answers and newest risk factors fill the fields the request leaves out. The body is
 * validated by RatingInputSchema after the merge, so its messages are the engine's.
 */
export const CalculatorRequestSchema = z
  .object({ accountId: z.uuid(RATER_MESSAGES.accountNotFound).nullish() })
  .catchall(z.unknown());
export type CalculatorRequest = z.input<typeof CalculatorRequestSchema>;

export const CalculatorResultSchema = RatingResultSchema.extend({
  /** The account the inputs were read from, when one was given. */
  accountId: z.string().nullable(),
});
export type CalculatorResult = z.infer<typeof CalculatorResultSchema>;

/** What the calculator reads from an account (for tests and the screen). */
export const AccountRatingDataSchema = z.object({
  state: z.string().nullable(),
  industryCode: z.string().nullable(),
  revenue: z.number().nullable(),
  employees: z.number().nullable(),
  riskFactors: riskFactorsSchema.nullable(),
});

// --- IRPM -----------------------------------------------------------------------------------

/** A percentage: past ±100 it is none (and an unbounded one overflowed the sums: a 500). */
const percent = z
  .number(RATER_MESSAGES.irpmNumber)
  .min(-100, RATER_MESSAGES.irpmNumber)
  .max(100, RATER_MESSAGES.irpmNumber);

/** POST irpm: the seven characteristics as percentages (5 = +5 %). */
export const IrpmRequestSchema = z.object({
  state: stateCode,
  product: productCodeSchema.default('P100'),
  isSurplus: z.boolean().default(false),
  characteristics: z.object(
    Object.fromEntries(IRPM_CHARACTERISTICS.map((c) => [c.key, percent.default(0)])) as Record<
      IrpmCharacteristicKey,
      z.ZodDefault<typeof percent>
    >,
  ),
});
export type IrpmRequest = z.input<typeof IrpmRequestSchema>;

export const IrpmResultSchema = z.object({
  characteristics: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      value: z.number(),
      min: z.number(),
      max: z.number(),
      valid: z.boolean(),
      message: z.string().nullable(),
    }),
  ),
  valid: z.boolean(),
  /** The sum of the percentages. */
  total: z.number(),
  /** 1 + total / 100, to 10 decimals (null when a characteristic is invalid). */
  modifier: z.number().nullable(),
  direction: z.enum(['CREDIT', 'DEBIT']).nullable(),
  /** The state's range and the modifier bounded by it. */
  bounds: z.object({ min: z.number(), max: z.number() }),
  applied: z.number().nullable(),
});
export type IrpmResult = z.infer<typeof IrpmResultSchema>;

// --- rater data and plans -------------------------------------------------------------------

export const RaterDataSchema = z.object({
  products: z.array(
    z.object({
      code: productCodeSchema,
      name: z.string(),
      coverageSet: z.enum(['BOOST', 'CALCULATOR']),
      currency: z.enum(['USD', 'GBP']),
      surplusOnly: z.boolean(),
      tech: z.boolean(),
    }),
  ),
  coverageGroups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  coverages: z.array(
    z.object({
      id: z.number().int(),
      key: z.string(),
      label: z.string(),
      group: z.number().int(),
      order: z.number().int(),
      mandatory: z.boolean(),
      locked: z.boolean(),
      disabled: z.boolean(),
      endorsement: z.boolean(),
      available: z.boolean(),
      icon: z.string().nullable(),
    }),
  ),
  boostCoverages: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      kind: z.string(),
      versions: z.array(z.enum(['V4', 'V5'])),
      editable: z.boolean(),
    }),
  ),
  limits: z.array(z.number().int()),
  deductibles: z.array(z.number().int()),
  waitingPeriods: z.array(z.number().int()),
  retroActivePeriods: z.array(z.object({ value: z.number().int(), label: z.string() })),
  backupFrequencies: z.array(z.string()),
  presets: z.array(z.object({ value: z.number().int(), name: z.string() })),
  irpmCharacteristics: z.array(
    z.object({ key: z.string(), label: z.string(), min: z.number(), max: z.number() }),
  ),
  defaults: z.object({
    preset: z.number().int(),
    limit: z.number().int(),
    deductible: z.number().int(),
    waitingPeriod: z.number().int(),
    retroActivePeriod: z.number().int(),
    backupFrequency: z.string(),
  }),
  window: z.object({
    startDaysBack: z.number().int(),
    startDaysAhead: z.number().int(),
    termMonths: z.number().int(),
    minEndMonths: z.number().int(),
    maxEndMonths: z.number().int(),
  }),
  boostV5Enabled: z.boolean(),
});
export type RaterData = z.infer<typeof RaterDataSchema>;

export const RatingPlanListSchema = z.object({
  content: z.array(
    z.object({
      product: productCodeSchema,
      name: z.string(),
      version: z.string(),
      effectiveDate: z.string(),
      currency: z.enum(['USD', 'GBP']),
      coverageSet: z.enum(['BOOST', 'CALCULATOR']),
    }),
  ),
});
export type RatingPlanList = z.infer<typeof RatingPlanListSchema>;
