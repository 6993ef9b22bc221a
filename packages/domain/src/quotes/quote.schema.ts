import { z } from 'zod';
import { DASHBOARD_PAGE_SIZE, TEAM_SCOPES, type TeamScope } from '../common/constants.ts';
import { PageNumberSchema, pageOf } from '../common/list.schema.ts';
import { productCodeSchema } from '../products/products.ts';
import {
  RatedCoverageSchema,
  RatingResultSchema,
  type RatingResult,
} from '../rating/rating.schema.ts';
import { QuoteFlowCreateFieldsSchema, RetailRequestSchema } from './quote-flow.ts';

/**
 * Quotes (spec 3 §3 Quote). The contract between the quotes API and the screens; the quotes
 * module fills in the rules (status machine, search variants, messages) around it.
 */
export const QUOTE_STATUSES = [
  'INDICATION',
  'READY',
  'REFERRED',
  /** An underwriter has picked the referral up (decision 040). */
  'IN_REVIEW',
  'DECLINED',
  'EXPIRED',
  'INVALID',
  'LOST',
  /** Bound: the quote became a binder (the bind issue; spec 3 agency status filter). */
  'BOUND',
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** The cart holds at most this many variations (spec 3 §9). */
export const QUOTE_CART_LIMIT = 5;

/**
 * POST /api/quote/v1/{product}: one variation. The rating fields are the calculator's (the
 * account fills what is left out, as in POST /api/rater/v1/calculator).
 */
export const CreateQuoteRequestSchema = z
  .object({
    accountId: z.uuid(),
    presetName: z.string().trim().max(60).nullish(),
    needByDate: z.iso.date().nullish(),
    /** The cart request several variations share. */
    requestGroupId: z.uuid().nullish(),
    /** Provider staff quoting for an agency; agency users quote for their own. */
    agencyId: z.uuid().nullish(),
    agentEmail: z.email().nullish(),
    /** The quote flow's additional information and custom terms (ADR 028). */
    ...QuoteFlowCreateFieldsSchema.shape,
  })
  .catchall(z.unknown());
export type CreateQuoteRequest = z.input<typeof CreateQuoteRequestSchema>;

export const QuoteSchema = z.object({
  id: z.string(),
  quoteNumber: z.string(),
  accountId: z.string(),
  companyName: z.string(),
  product: productCodeSchema,
  status: z.enum(QUOTE_STATUSES),
  currency: z.enum(['USD', 'GBP']),
  isSurplus: z.boolean(),
  limit: z.number(),
  aggLimit: z.number(),
  deductible: z.number(),
  presetName: z.string().nullable(),
  effectiveDate: z.string(),
  endDate: z.string(),
  expiresOn: z.string(),
  needByDate: z.string().nullable(),
  /** Cents (pence). */
  premium: z.number(),
  mgaFee: z.number(),
  totalPremium: z.number(),
  referToUnderwriter: z.boolean(),
  agencyId: z.string().nullable(),
  agencyName: z.string().nullable(),
  agentFirstName: z.string().nullable(),
  agentLastName: z.string().nullable(),
  agentEmail: z.string().nullable(),
  created: z.string(),
  modified: z.string(),
  /**
   * The rating worksheet (factors, IRPM range, security score, "why this premium"): on the
   * broker's and the provider's copy of a quote only, never on the insured's (decision 033).
   */
  rating: RatingResultSchema.optional(),
});
export type Quote = z.infer<typeof QuoteSchema>;

/** A coverage as the insured sees it: its name and sub-limit, not the load it puts on the premium. */
export const QuoteTermsCoverageSchema = RatedCoverageSchema.omit({ load: true });

/**
 * What a quote offers, without how its premium was worked out: the terms, the coverages and the
 * charges. Every copy of the quote detail carries it; the rating worksheet (`rating`) is only on
 * the broker's and the provider's copy (decision 033).
 */
export const QuoteTermsSchema = z.object({
  waitingPeriod: z.number().int(),
  retroActivePeriod: z.number().int(),
  coverages: z.array(QuoteTermsCoverageSchema),
  fees: RatingResultSchema.shape.fees,
  taxes: RatingResultSchema.shape.taxes,
});
export type QuoteTerms = z.infer<typeof QuoteTermsSchema>;

/** The insured's part of a rating result (no factors, loads, IRPM, score or reasons). */
export const quoteTermsOf = (rating: RatingResult): QuoteTerms => ({
  waitingPeriod: rating.waitingPeriod,
  retroActivePeriod: rating.retroActivePeriod,
  coverages: rating.coverages.map(({ key, label, mandatory, subLimit }) => ({
    key,
    label,
    mandatory,
    subLimit,
  })),
  fees: rating.fees,
  taxes: rating.taxes,
});

// --- quotes API: messages, rules and request shapes (spec 3 §4, §5, §7, §8, §9) ---------------

/** Messages of the quotes API; spec 3 §8 wording verbatim, the rest marked `design`. */
export const QUOTE_MESSAGES = {
  needsMoreInformation: 'Account needs more information to enable Request Quote',
  notEligible: 'Account is not eligible to Request Quote',
  notFound: 'Quote not found', // design
  accountNotFound: 'Account not found', // design
  created: 'Quote created', // design
  deleted: 'Quote Deleted Successfully!',
  deleteFailed: 'Failed to delete quote',
  lostSaved: 'Quote Lost Reason Saved Successfully!',
  needBySaved: 'Quote NeedBy Saved Successfully!',
  sent: 'Quote request(s) sent successfully!',
  sendFailed: 'Failed to send quote',
  /** Lost quote and need-by failures (spec 3 §8 'lost'). */
  somethingWentWrong: 'Something went wrong. Please try again later',
  lostReasonRequired: 'Loss Reason required',
  lostDescriptionRequired: 'Reason Description is required',
  lostFillInRequired: 'Fill-In text is required',
  onlyAlphabets: 'Please enter only alphabets',
  firstNameRequired: 'First Name is required', // design
  lastNameRequired: 'Last Name is required', // design
  emailRequired: 'Please enter Email Address',
  emailInvalid: 'Please enter a valid Email Address',
  phoneInvalid: 'Please enter a valid Policy Holder Phone Number.',
  needByBeforeToday: 'Need-by date cannot be before today', // design
  dateFormat: 'Date must be in YYYY-MM-DD format', // design
  idsRequired: 'Select at least one quote', // design
  notActive: 'Only a Ready, Indication or Referred quote can be marked lost', // design
  notReady: 'Only a Ready quote can be sent to the policyholder', // design
  wrongRegion: (product: string, region: string) =>
    `${product} is not available for accounts in the ${region === 'UK' ? 'UK' : 'US'}`, // design
  notLicensed: (state: string, product: string) =>
    `The agent is not licensed in ${state} for ${product}. Add a valid licence for ${state} to request this quote.`, // design
  agentNotFound: 'The agent was not found in this agency', // design
  otherSubmission: 'That request group belongs to another account or agency', // design
  agencyRequired: 'Choose the agency to quote for', // design
  noAgency: 'This account is not linked to the agency', // design
  deletedCount: (n: number) => `${n} quote(s) deleted`, // design
} as const;

/** Account statuses that may be quoted (spec 3 §4 quoting eligibility). */
export const QUOTABLE_ACCOUNT_STATUSES = ['OPEN', 'QUOTED', 'ACTIVE_POLICY'] as const;

/** A quote can be bound until its effective date plus this many days. */
export const QUOTE_VALID_DAYS = 30;
/** Spec 3 §9: the need-by date defaults to today plus 7 days. */
export const NEED_BY_DEFAULT_DAYS = 7;
/** Spec 3 §9: dashboard tabs show 20 rows. */
export const QUOTES_PAGE_SIZE = DASHBOARD_PAGE_SIZE;
/** The QUOTES tab counts matches up to this many (or two pages past the one shown). */
export const QUOTES_COUNT_CAP = 1000;

/** The QUOTES tab's status groups. */
export const QUOTE_STATUS_GROUPS = {
  ACTIVE: ['READY', 'INDICATION', 'REFERRED', 'IN_REVIEW'],
  /** Waiting for an underwriter (decision 040). */
  REFERRED: ['REFERRED', 'IN_REVIEW'],
  INVALID: ['INVALID', 'EXPIRED'],
  LOST: ['LOST'],
  DECLINED: ['DECLINED'],
  /** Bound into a binder (the bind issue). */
  BOUND: ['BOUND'],
} as const satisfies Record<string, readonly QuoteStatus[]>;
export type QuoteStatusGroup = keyof typeof QUOTE_STATUS_GROUPS;
export const QUOTE_STATUS_GROUP_KEYS = Object.keys(QUOTE_STATUS_GROUPS) as QuoteStatusGroup[];

/** Quote type filter (spec 3 §2 dashboard filters). */
export const QUOTE_TYPES = ['NEW_BUSINESS', 'RENEWAL'] as const;
export type QuoteType = (typeof QUOTE_TYPES)[number];

/** Team scopes of the QUOTES tab: the dashboard's (TEAM_SCOPES). */
export const QUOTE_TEAM_SCOPES = TEAM_SCOPES;
export type QuoteTeamScope = TeamScope;

/** Spec 3 §9 lost (and decline) reason options; the fifth asks for free text. */
export const LOST_REASONS = [
  'Price is High',
  'Coverage / Limit not enough',
  'Do not want Cyber',
  'Additional - Paper rating, flexibility',
  'Fill-in option',
] as const;
export const FILL_IN_REASON = 'Fill-in option';

/** Sortable columns of the QUOTES tab. */
export const QUOTE_SORT_FIELDS = [
  'modified',
  'created',
  'companyName',
  'quoteNumber',
  'totalPremium',
  'effectiveDate',
  'expiresOn',
  'needByDate',
  'status',
  'product',
] as const;

const isoDateField = z.iso.date({ error: QUOTE_MESSAGES.dateFormat });

/** The scope filters shared by the search and the delete-all calls. */
const QuoteScopeFilterSchema = z.object({
  teamScope: z.enum(QUOTE_TEAM_SCOPES).optional(),
  /** The current team (teamScope CURRENT_TEAM). */
  teamId: z.uuid().optional(),
  accountId: z.uuid().optional(),
});

/** GET /api/quote/v1/search: the QUOTES tab (20 rows, newest change first). */
export const QuoteSearchQuerySchema = QuoteScopeFilterSchema.extend({
  page: PageNumberSchema,
  size: z.coerce.number().int().min(1).max(100).default(QUOTES_PAGE_SIZE),
  sort: z
    .string()
    .regex(/^[A-Za-z0-9_.]+,(asc|desc)$/, 'sort must look like field,asc or field,desc')
    .optional(),
  /** Company name or quote number. */
  search: z.string().trim().max(200).optional(),
  quoteType: z.enum(QUOTE_TYPES).optional(),
  statusGroup: z
    .enum(QUOTE_STATUS_GROUP_KEYS as [QuoteStatusGroup, ...QuoteStatusGroup[]])
    .optional(),
  status: z.enum(QUOTE_STATUSES).optional(),
  product: productCodeSchema.optional(),
});
export type QuoteSearchQuery = z.input<typeof QuoteSearchQuerySchema>;

/** DELETE /api/quote/v1/invalid and /expired: limited to the same scope filters. */
export const QuoteScopeQuerySchema = QuoteScopeFilterSchema;
export type QuoteScopeQuery = z.input<typeof QuoteScopeQuerySchema>;

export const QuoteIdParamsSchema = z.object({ id: z.uuid({ error: QUOTE_MESSAGES.notFound }) });
export const QuoteProductParamsSchema = z.object({ product: productCodeSchema });

/** POST /api/quote/v1/delete: bulk delete. */
export const BulkDeleteQuotesRequestSchema = z.object({
  ids: z.array(z.uuid()).min(1, QUOTE_MESSAGES.idsRequired).max(500),
});
export type BulkDeleteQuotesRequest = z.infer<typeof BulkDeleteQuotesRequestSchema>;

/** PUT /api/quote/v1/update/needBy?quoteId&needBy (spec 3 §7). */
export const QuoteNeedByQuerySchema = z.object({
  quoteId: z.uuid({ error: QUOTE_MESSAGES.notFound }),
  needBy: isoDateField,
});
export type QuoteNeedByQuery = z.infer<typeof QuoteNeedByQuerySchema>;

/**
 * PUT /api/quote/v1/lost/{id} (spec 3 §3 lost quote: productType, reason, reasonSummary).
 * reasonSummary is the chosen loss reason, reason its description; the fill-in option asks for
 * reasonFillIn too (spec 3 §5).
 */
export const LostQuoteRequestSchema = z
  .object({
    productType: productCodeSchema.optional(),
    reasonSummary: z
      .string({ error: QUOTE_MESSAGES.lostReasonRequired })
      .trim()
      .min(1, QUOTE_MESSAGES.lostReasonRequired)
      .pipe(z.enum(LOST_REASONS, { error: QUOTE_MESSAGES.lostReasonRequired })),
    reason: z
      .string({ error: QUOTE_MESSAGES.lostDescriptionRequired })
      .trim()
      .min(1, QUOTE_MESSAGES.lostDescriptionRequired)
      .max(1000),
    reasonFillIn: z.string().trim().max(500).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.reasonSummary === FILL_IN_REASON && !v.reasonFillIn) {
      ctx.addIssue({
        code: 'custom',
        path: ['reasonFillIn'],
        message: QUOTE_MESSAGES.lostFillInRequired,
      });
    }
  });
export type LostQuoteRequest = z.input<typeof LostQuoteRequestSchema>;

const personName = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(60)
    .regex(/^[A-Za-z ]+$/, QUOTE_MESSAGES.onlyAlphabets);

/**
 * POST /api/quote/v1/action/send: send a quote to the policyholder (spec 3 §3 quote-send, §5:
 * names letters and spaces only, e-mail and phone valid and required).
 */
export const SendQuoteRequestSchema = z.object({
  quoteId: z.uuid({ error: QUOTE_MESSAGES.notFound }),
  productType: productCodeSchema.optional(),
  customerFirstName: personName(QUOTE_MESSAGES.firstNameRequired),
  customerLastName: personName(QUOTE_MESSAGES.lastNameRequired),
  customerEmail: z
    .string({ error: QUOTE_MESSAGES.emailRequired })
    .trim()
    .min(1, QUOTE_MESSAGES.emailRequired)
    .pipe(z.email({ error: QUOTE_MESSAGES.emailInvalid })),
  /** Checked against the quote's region on the server (US 10/11 digits, UK +44). */
  customerPhone: z
    .string({ error: QUOTE_MESSAGES.phoneInvalid })
    .trim()
    .min(1, QUOTE_MESSAGES.phoneInvalid),
});
export type SendQuoteRequest = z.input<typeof SendQuoteRequestSchema>;

/** A row of the QUOTES tab and the quote detail: the contract plus tab fields. */
export const QuoteViewSchema = QuoteSchema.extend({
  /** The quote detail's terms, coverages and charges, on every copy (decision 033). */
  terms: QuoteTermsSchema.optional(),
  isRenewal: z.boolean(),
  state: z.string().nullable(),
  teamId: z.string().nullable(),
  lostReason: z.string().nullable(),
  lostReasonSummary: z.string().nullable(),
  customerFirstName: z.string().nullable(),
  customerLastName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  customerPhone: z.string().nullable(),
  sentToCustomerAt: z.string().nullable(),
  /** The quote flow (ADR 028): renewal source, retail agent, custom terms, retail request. */
  renewalOfQuoteId: z.string().nullable().optional(),
  retailAgentFirstName: z.string().nullable().optional(),
  retailAgentLastName: z.string().nullable().optional(),
  retailAgentLicenseNumber: z.string().nullable().optional(),
  customRequest: z
    .object({
      requestedLimit: z.number(),
      requestedRetention: z.number().nullable(),
      reason: z.string(),
    })
    .nullable()
    .optional(),
  retailRequest: RetailRequestSchema.nullable().optional(),
});
export type QuoteView = z.infer<typeof QuoteViewSchema>;

export const QuotePageSchema = pageOf(QuoteViewSchema);
export type QuotePage = z.infer<typeof QuotePageSchema>;

export const QuoteMessageSchema = z.object({
  message: z.string(),
  /** How many quotes a bulk call changed. */
  count: z.number().int().optional(),
});
export type QuoteMessage = z.infer<typeof QuoteMessageSchema>;

/** Adds days to a YYYY-MM-DD date (UTC calendar arithmetic). */
export const addDaysIso = (day: string, days: number): string => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Adds whole years to a YYYY-MM-DD date (29 Feb rolls to 1 Mar). */
export const addYearsIso = (day: string, years: number): string => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
};
