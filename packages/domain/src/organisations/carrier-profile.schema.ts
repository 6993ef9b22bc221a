import { z } from 'zod';
import { US_STATE_CODES } from '../accounts/us-states.ts';
import { SearchBoundSchema, isCalendarDate } from '../common/dates.ts';
import { ListQuerySchema, pageOf } from '../common/list.schema.ts';
import { PRODUCT_CODES, isUkProduct, type ProductCode } from '../products/products.ts';

/**
 * Rater carriers (spec 2 §7 "Rater carriers under /api/rater/v1/carrier with search; GET
 * /api/rater/v1/carrier/profiles. Carrier search params: after, before, state, page, size, sort
 * (field,direction), search"): a carrier's profile says which product it writes, on which paper,
 * in which states (US) or nations (UK), with what share. Quoting picks carriers from the active
 * profiles. Messages are design messages (the spec shows none).
 */

export const CARRIER_PAPERS = ['ADMITTED', 'SURPLUS'] as const;
export type CarrierPaper = (typeof CARRIER_PAPERS)[number];

/** The UK nations a UK product is written in (ISO 3166-2:GB country codes). */
export const UK_NATIONS = [
  { code: 'ENG', name: 'England' },
  { code: 'SCT', name: 'Scotland' },
  { code: 'WLS', name: 'Wales' },
  { code: 'NIR', name: 'Northern Ireland' },
] as const;
export const UK_NATION_CODES: ReadonlySet<string> = new Set(UK_NATIONS.map((n) => n.code));

/** AM Best financial strength ratings, best first. */
export const AM_BEST_RATINGS = [
  'A++',
  'A+',
  'A',
  'A-',
  'B++',
  'B+',
  'B',
  'B-',
  'C++',
  'C+',
  'C',
  'C-',
  'D',
  'E',
  'F',
  'S',
] as const;

export const CARRIER_PROFILE_MESSAGES = {
  productRequired: 'Select a product',
  paperRequired: 'Select admitted or surplus paper',
  invalidUsState: (code: string) => `${code} is not a US state`,
  invalidUkNation: (code: string) =>
    `${code} is not a UK nation (UK products are written in ENG, SCT, WLS or NIR)`,
  shareRange: 'Share must be a whole number from 1 to 100',
  naicFormat: 'NAIC company code must be 5 digits',
  amBestInvalid: 'Unknown AM Best rating',
  effectiveFromRequired: 'Effective from is required',
  dateFormat: 'Use a date like 2026-01-31',
  effectiveToAfterFrom: 'Effective to must be after effective from',
  carrierRequired: 'Select a carrier',
  carrierNotFound: 'Carrier not found',
  profileNotFound: 'Carrier profile not found',
  duplicate: (product: string, paper: string) =>
    `This carrier already writes ${product} on ${paper.toLowerCase()} paper`,
  created: 'Carrier profile added',
  updated: 'Carrier profile updated',
  deleted: 'Carrier profile deleted',
  providerOnly: 'Only provider admins can change carrier profiles',
} as const;

const dateField = z
  .string({ error: CARRIER_PROFILE_MESSAGES.effectiveFromRequired })
  .trim()
  .refine(isCalendarDate, CARRIER_PROFILE_MESSAGES.dateFormat);

/** Where a product is written: US state codes, or UK nations for UK products. */
export const isValidRegionCode = (product: ProductCode, code: string) =>
  isUkProduct(product) ? UK_NATION_CODES.has(code) : US_STATE_CODES.has(code);

const profileFields = {
  product: z.enum(PRODUCT_CODES, { error: CARRIER_PROFILE_MESSAGES.productRequired }),
  paper: z.enum(CARRIER_PAPERS, { error: CARRIER_PROFILE_MESSAGES.paperRequired }),
  /** Empty: the product's whole region (every US state, or every UK nation). */
  states: z
    .array(z.string().trim().toUpperCase())
    .default([])
    .transform((codes) => [...new Set(codes)].sort()),
  sharePercent: z.coerce
    .number({ error: CARRIER_PROFILE_MESSAGES.shareRange })
    .int(CARRIER_PROFILE_MESSAGES.shareRange)
    .min(1, CARRIER_PROFILE_MESSAGES.shareRange)
    .max(100, CARRIER_PROFILE_MESSAGES.shareRange),
  naicCompanyCode: z
    .string()
    .trim()
    .regex(/^(\d{5})?$/, CARRIER_PROFILE_MESSAGES.naicFormat)
    .transform((v) => v || null)
    .nullable()
    .optional(),
  amBestRating: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || (AM_BEST_RATINGS as readonly string[]).includes(v),
      CARRIER_PROFILE_MESSAGES.amBestInvalid,
    )
    .transform((v) => v || null)
    .nullable()
    .optional(),
  effectiveFrom: dateField,
  effectiveTo: z
    .union([z.literal(''), dateField])
    .transform((v) => v || null)
    .nullable()
    .optional(),
  active: z.boolean().default(true),
};

type ProfileShape = {
  product: ProductCode;
  states: string[];
  effectiveFrom: string;
  effectiveTo?: string | null | undefined;
};

/** The cross-field rules: states fit the product's region; the window is not empty. */
function profileRules(value: ProfileShape, ctx: z.RefinementCtx) {
  for (const code of value.states) {
    if (!isValidRegionCode(value.product, code)) {
      ctx.addIssue({
        code: 'custom',
        path: ['states'],
        message: isUkProduct(value.product)
          ? CARRIER_PROFILE_MESSAGES.invalidUkNation(code)
          : CARRIER_PROFILE_MESSAGES.invalidUsState(code),
      });
    }
  }
  if (value.effectiveTo && value.effectiveTo <= value.effectiveFrom) {
    ctx.addIssue({
      code: 'custom',
      path: ['effectiveTo'],
      message: CARRIER_PROFILE_MESSAGES.effectiveToAfterFrom,
    });
  }
}

/** PUT /api/rater/v1/carrier/profiles/{id}: every field but the carrier. */
export const CarrierProfileUpdateSchema = z.object(profileFields).superRefine(profileRules);
export type CarrierProfileUpdateInput = z.input<typeof CarrierProfileUpdateSchema>;

/** POST /api/rater/v1/carrier/profiles. */
export const CarrierProfileCreateSchema = z
  .object({
    carrierId: z.uuid({ error: CARRIER_PROFILE_MESSAGES.carrierRequired }),
    ...profileFields,
  })
  .superRefine(profileRules);
export type CarrierProfileCreateInput = z.input<typeof CarrierProfileCreateSchema>;

export const CarrierProfileSchema = z.object({
  id: z.string(),
  carrierId: z.string(),
  carrierName: z.string(),
  product: z.enum(PRODUCT_CODES),
  productName: z.string(),
  paper: z.enum(CARRIER_PAPERS),
  states: z.array(z.string()),
  sharePercent: z.number().int(),
  naicCompanyCode: z.string().nullable(),
  amBestRating: z.string().nullable(),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CarrierProfile = z.infer<typeof CarrierProfileSchema>;

export const CarrierProfileListSchema = z.object({ content: z.array(CarrierProfileSchema) });
export type CarrierProfileList = z.infer<typeof CarrierProfileListSchema>;

export const CarrierProfileMutationSchema = z.object({
  message: z.string(),
  profile: CarrierProfileSchema,
});
export const CarrierProfileParamsSchema = z.object({ id: z.uuid() });

const booleanFlag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .or(z.boolean());

/**
 * GET /api/rater/v1/carrier/profiles: the active profiles (with the carrier's name), optionally
 * for one product, state or carrier. Provider admins may include inactive ones.
 */
export const CarrierProfilesQuerySchema = z.object({
  product: z.enum(PRODUCT_CODES).optional(),
  state: z.string().trim().toUpperCase().max(3).optional(),
  carrierId: z.uuid().optional(),
  includeInactive: booleanFlag.default(false),
});
export type CarrierProfilesQuery = z.input<typeof CarrierProfilesQuerySchema>;

export const RATER_CARRIER_SORT_FIELDS = ['name', 'createdAt', 'updatedAt', 'profileCount'];

/**
 * GET /api/rater/v1/carrier: carriers by name (`search`), created window (`after`, `before`:
 * ISO date = start/end of that day), and `state` (carriers with an active profile writing there).
 */
export const RaterCarrierSearchQuerySchema = ListQuerySchema.extend({
  after: SearchBoundSchema.optional(),
  before: SearchBoundSchema.optional(),
  state: z.string().trim().toUpperCase().max(3).optional(),
});
export type RaterCarrierSearchQuery = z.input<typeof RaterCarrierSearchQuerySchema>;

export const RaterCarrierSchema = z.object({
  id: z.string(),
  name: z.string(),
  region: z.string(),
  hostname: z.string().nullable(),
  status: z.string(),
  /** Active profiles. */
  profileCount: z.number().int(),
  /** Products of its active profiles. */
  products: z.array(z.enum(PRODUCT_CODES)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RaterCarrier = z.infer<typeof RaterCarrierSchema>;
export const RaterCarrierPageSchema = pageOf(RaterCarrierSchema);
export type RaterCarrierPage = z.infer<typeof RaterCarrierPageSchema>;
