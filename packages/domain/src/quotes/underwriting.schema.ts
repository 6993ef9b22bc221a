import { z } from 'zod';
import { DECLINE_REASONS } from '../accounts/account.schema.ts';
import { PageNumberSchema, pageOf } from '../common/list.schema.ts';
import { productCodeSchema } from '../products/products.ts';
import { IrpmResultSchema } from '../rating/rater-api.schema.ts';
import { RatingReasonSchema } from '../rating/rating.schema.ts';
import { IRPM_CHARACTERISTICS, type IrpmCharacteristicKey } from '../rating/tables/states.ts';
import { QuoteViewSchema, type QuoteStatus } from './quote.schema.ts';

/**
 * The underwriting workbench (spec 3 §2 underwriter modals, §4 underwriter actions, §5 rules, §7
 * calls, §8 messages, §9 reasons): what an underwriter does to a quote between its referral and
 * a bindable (READY) or DECLINED quote, and the inbox that lists the work. The server's rules are
 * in decision 040.
 */

/** Messages of the underwriting calls; spec 3 §8 wording verbatim (typos included), the rest `design`. */
export const UNDERWRITING_MESSAGES = {
  reasonRequired: 'Reason is a required field',
  submittedForReview: (quoteNumber: string) =>
    `Quote# ${quoteNumber} submitted for Underwriter review`,
  updated: 'Quote succesfully updated. Please review coverages.',
  updateFailed: 'Failed to update quote.',
  releaseFailed: 'Failed to release quote',
  declineFailed: 'Failed to decline quote',
  declineSubmissionFailed: 'Failed to decline submission',
  declineAccountFailed: 'Failed to decline account',
  reassessFailed: 'Failed to reassess risk!',
  irpmSaveFailed: 'Failed to save note',
  submissionDeclined: 'Submission declined', // design
  accountDeclined: 'Account Declined Successfully!',
  declinationReasonRequired: 'Declination Reason is required', // design
  reasonDescriptionRequired: 'Reason Description is required',
  fillInRequired: 'Fill-In text is required',
  claimNumberRequired: 'Claim Number is required', // design
  claimNameRequired: 'Claim Name is required', // design
  invalidDate: 'Invalid date format',
  irpmInvalid: 'Invalid',
  released: (quoteNumber: string) => `Quote# ${quoteNumber} released`, // design
  declined: (quoteNumber: string) => `Quote# ${quoteNumber} declined`, // design
  referred: (quoteNumber: string) => `Quote# ${quoteNumber} referred to underwriting`, // design
  pickedUp: (quoteNumber: string) => `Quote# ${quoteNumber} is now yours to underwrite`, // design
  returnedToInbox: (quoteNumber: string) => `Quote# ${quoteNumber} returned to the inbox`, // design
  reset: (quoteNumber: string) => `Quote# ${quoteNumber} reset to its rated terms`, // design
  reassessed: (quoteNumber: string) => `Risk reassessed for Quote# ${quoteNumber}`, // design
  irpmSaved: 'IRPM saved', // design
  exclusionsSaved: 'Event exclusions saved', // design
  surplusSwitched: (surplus: boolean) =>
    surplus ? 'Quote switched to Surplus' : 'Quote switched to Admitted', // design
  assigned: (name: string) => `Quote assigned to ${name}`, // design
  unassigned: 'Quote returned to the unassigned queue', // design
  subjectivitiesSaved: 'Subjectivities saved', // design
  subjectivityCompleted: 'Subjectivity completed', // design
  subjectivityTextRequired: 'Describe the subjectivity', // design
  evidenceRequired: 'Attach the document that satisfies this subjectivity', // design
  evidenceNotFound: 'Document not found', // design
  subjectivityNotFound: 'Subjectivity not found', // design
  subjectivityClosed: 'This subjectivity is already completed', // design
  wrongStatus: (action: string, status: string) =>
    `A quote in status ${status} cannot be ${action}`, // design
  declinedByEngine:
    'These terms are outside the rating rules and cannot be quoted; change them or decline the quote', // design
  aboveAuthority: (quoteNumber: string) =>
    `Quote# ${quoteNumber} is above your underwriting authority and has been sent to a senior underwriter`, // design
  notUnderwriter: 'Choose an underwriter of the provider', // design
  surplusUsOnly: 'Surplus lines apply to US quotes only', // design
  unchanged: 'Nothing to change', // design
} as const;

// --- reasons (spec 3 §9) --------------------------------------------------------------------

export const FILL_IN_OPTION = 'Fill-in option';

/** Spec 3 §9 decline reasons of a quote. */
export const QUOTE_DECLINE_REASONS = [
  'Class of Business',
  'Poor Cyber Security Controls',
  'BOR',
  'Poor Claims History',
  'Duplicate Quote',
  'Error',
  FILL_IN_OPTION,
] as const;

/** Spec 3 §9 decline reasons of an account (the account's decline modal and the quote's). */
export const ACCOUNT_DECLINE_REASONS = DECLINE_REASONS;

/** Spec 3 §9 decline reasons of a submission. */
export const SUBMISSION_DECLINE_REASONS = [
  'CLAIMS_HISTORY',
  'NATURE_OF_OPERATIONS',
  'POOR_CONTROLS',
  'SIZE_TOO_BIG',
  'FILL_IN_OPTION',
] as const;

// --- the status machine (decision 040) ------------------------------------------------------

/**
 * Every underwriting action with the quote statuses it may start from and the status it leaves
 * (`null`: the status is kept — spec 3 §4 "updating terms keeps the quote at 'Ready'; updating an
 * indication or referred quote keeps its status"; `'RATED'`: the engine's status for the
 * quote's terms). Any other status is a 409 with `wrongStatus`.
 */
export const UNDERWRITING_TRANSITIONS = {
  /** The agent asks for an underwriter's review (spec 3 "submit quote for underwriter review"). */
  'request-review': {
    from: ['READY', 'INDICATION'],
    to: 'REFERRED',
    label: 'submitted for review',
  },
  /** The underwriter refers a quote manually. */
  refer: { from: ['READY', 'INDICATION'], to: 'REFERRED', label: 'referred' },
  /** The underwriter takes a referral from the inbox. */
  underwrite: { from: ['REFERRED'], to: 'IN_REVIEW', label: 'picked up' },
  /** Cancel to inbox: back to the unassigned referrals. */
  'cancel-to-inbox': { from: ['IN_REVIEW'], to: 'REFERRED', label: 'returned to the inbox' },
  update: { from: ['READY', 'INDICATION', 'REFERRED', 'IN_REVIEW'], to: null, label: 'updated' },
  irpm: { from: ['READY', 'INDICATION', 'REFERRED', 'IN_REVIEW'], to: null, label: 'updated' },
  exclusions: {
    from: ['READY', 'INDICATION', 'REFERRED', 'IN_REVIEW'],
    to: null,
    label: 'updated',
  },
  surplus: { from: ['READY', 'INDICATION', 'REFERRED', 'IN_REVIEW'], to: null, label: 'switched' },
  subjectivities: {
    from: ['READY', 'INDICATION', 'REFERRED', 'IN_REVIEW'],
    to: null,
    label: 'given subjectivities',
  },
  assign: { from: ['READY', 'INDICATION', 'REFERRED', 'IN_REVIEW'], to: null, label: 'assigned' },
  /** Re-scan and re-rate: the engine's status for the account as it is now. */
  reassess: {
    from: ['READY', 'INDICATION', 'REFERRED', 'IN_REVIEW'],
    to: 'RATED',
    label: 'reassessed',
  },
  /** Reset: back to the terms as rated at request (IRPM 1, no exclusions), engine's status. */
  reset: { from: ['READY', 'INDICATION', 'REFERRED', 'IN_REVIEW'], to: 'RATED', label: 'reset' },
  release: { from: ['INDICATION', 'REFERRED', 'IN_REVIEW'], to: 'READY', label: 'released' },
  decline: {
    from: ['READY', 'INDICATION', 'REFERRED', 'IN_REVIEW'],
    to: 'DECLINED',
    label: 'declined',
  },
} as const satisfies Record<
  string,
  { from: readonly QuoteStatus[]; to: QuoteStatus | 'RATED' | null; label: string }
>;
export type UnderwritingAction = keyof typeof UNDERWRITING_TRANSITIONS;

/** Whether `action` may start from `status`. */
export const canUnderwrite = (action: UnderwritingAction, status: string): boolean =>
  (UNDERWRITING_TRANSITIONS[action].from as readonly string[]).includes(status);

/** The statuses the underwriter's inbox lists. */
export const INBOX_STATUSES = ['REFERRED', 'IN_REVIEW'] as const;

// --- request bodies -------------------------------------------------------------------------

const requiredText = (message: string, max = 2000) =>
  z.string({ error: message }).trim().min(1, message).max(max);

/** POST /api/quote/v1/{product}/request-review/{id} and uw/refer/{id}: the reason. */
export const ReferQuoteRequestSchema = z.object({
  reason: requiredText(UNDERWRITING_MESSAGES.reasonRequired),
  isNotificationEnabled: z.boolean().default(true),
});
export type ReferQuoteRequest = z.input<typeof ReferQuoteRequestSchema>;

const fillInRule =
  (summaryKey: string, fillInKey: string, fillInValue: string = FILL_IN_OPTION) =>
  (v: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (v[summaryKey] === fillInValue && !v[fillInKey]) {
      ctx.addIssue({
        code: 'custom',
        path: [fillInKey],
        message: UNDERWRITING_MESSAGES.fillInRequired,
      });
    }
  };

/** The account part of a quote's decline (spec 3 §3 decline account: productType, reason, reasonSummary). */
export const DeclineAccountPartSchema = z
  .object({
    reasonSummary: z.string({ error: UNDERWRITING_MESSAGES.declinationReasonRequired }).pipe(
      z.enum(ACCOUNT_DECLINE_REASONS, {
        error: UNDERWRITING_MESSAGES.declinationReasonRequired,
      }),
    ),
    reason: requiredText(UNDERWRITING_MESSAGES.reasonDescriptionRequired),
    reasonFillIn: z.string().trim().max(500).nullish(),
  })
  .superRefine(fillInRule('reasonSummary', 'reasonFillIn'));

/**
 * PUT /api/quote/v1/submissions/decline/{id} (spec 3 §3 "submission declinationReason,
 * declinationReasonDescription, fillInDeclinationReason"), and the submission part of a quote's
 * decline: the submission and every open quote of it are declined in one transaction.
 */
export const DeclineSubmissionRequestSchema = z
  .object({
    declinationReason: z.string({ error: UNDERWRITING_MESSAGES.declinationReasonRequired }).pipe(
      z.enum(SUBMISSION_DECLINE_REASONS, {
        error: UNDERWRITING_MESSAGES.declinationReasonRequired,
      }),
    ),
    declinationReasonDescription: requiredText(UNDERWRITING_MESSAGES.reasonDescriptionRequired),
    fillInDeclinationReason: z.string().trim().max(500).nullish(),
    isNotificationEnabled: z.boolean().default(true),
  })
  .superRefine(fillInRule('declinationReason', 'fillInDeclinationReason', 'FILL_IN_OPTION'));
export type DeclineSubmissionRequest = z.input<typeof DeclineSubmissionRequestSchema>;

/**
 * PUT /api/quote/v1/decline/{id} and POST /api/quote/v1/{product}/uw/decline/{id} (spec 3 §3:
 * reasonSummary 'Declination Reason', reason 'Reason Description', reasonFillIn for the fill-in
 * option; isNotificationEnabled). `declineAccount` also declines the account, in the same
 * transaction (spec 3 §4).
 */
export const DeclineQuoteRequestSchema = z
  .object({
    reasonSummary: z
      .string({ error: UNDERWRITING_MESSAGES.declinationReasonRequired })
      .pipe(
        z.enum(QUOTE_DECLINE_REASONS, { error: UNDERWRITING_MESSAGES.declinationReasonRequired }),
      ),
    reason: requiredText(UNDERWRITING_MESSAGES.reasonDescriptionRequired),
    reasonFillIn: z.string().trim().max(500).nullish(),
    isNotificationEnabled: z.boolean().default(true),
    declineAccount: DeclineAccountPartSchema.nullish(),
    /** Also decline the quote's submission (and its other open quotes). */
    declineSubmission: DeclineSubmissionRequestSchema.nullish(),
  })
  .superRefine(fillInRule('reasonSummary', 'reasonFillIn'));
export type DeclineQuoteRequest = z.input<typeof DeclineQuoteRequestSchema>;

/** POST uw/release/{id}: release to READY, with an optional note to the agent. */
export const ReleaseQuoteRequestSchema = z.object({
  note: z.string().trim().max(2000).nullish(),
  isNotificationEnabled: z.boolean().default(true),
});
export type ReleaseQuoteRequest = z.input<typeof ReleaseQuoteRequestSchema>;

/**
 * PUT /api/quote/v1/{product}/uw/{id}: new terms (update quote confirm). Omitted fields keep the
 * quote's; the engine re-rates and the status is kept.
 */
export const UpdateTermsRequestSchema = z.object({
  limit: z.number().int().positive().optional(),
  aggregateLimit: z.number().int().positive().optional(),
  deductible: z.number().int().min(0).optional(),
  waitingPeriod: z.number().int().optional(),
  retroActivePeriod: z.number().int().optional(),
  effectiveDate: z.iso.date({ error: UNDERWRITING_MESSAGES.invalidDate }).optional(),
  coverages: z
    .array(z.object({ key: z.string().min(1), subLimit: z.number().int().positive().nullish() }))
    .max(80)
    .optional(),
  isNotificationEnabled: z.boolean().default(false),
});
export type UpdateTermsRequest = z.input<typeof UpdateTermsRequestSchema>;

/** The IRPM characteristics as percents, each checked against its item's range (spec 3 §5). */
const irpmPercent = (key: IrpmCharacteristicKey) => {
  const c = IRPM_CHARACTERISTICS.find((x) => x.key === key)!;
  return z
    .number({ error: UNDERWRITING_MESSAGES.irpmInvalid })
    .min(Math.round(c.min * 100 * 1e10) / 1e10, UNDERWRITING_MESSAGES.irpmInvalid)
    .max(Math.round(c.max * 100 * 1e10) / 1e10, UNDERWRITING_MESSAGES.irpmInvalid)
    .default(0);
};

/**
 * PUT /api/quote/v1/{product}/uw/irpm/{id}?isSurplus= (spec 3 §3 IRPM save payload: the seven
 * characteristics, irpmNote, irpmModifier). The server recomputes the modifier from the
 * characteristics (a sent irpmModifier that disagrees is ignored) and re-rates with it.
 */
export const SaveIrpmRequestSchema = z.object({
  ...(Object.fromEntries(IRPM_CHARACTERISTICS.map((c) => [c.key, irpmPercent(c.key)])) as Record<
    IrpmCharacteristicKey,
    ReturnType<typeof irpmPercent>
  >),
  irpmNote: z.string().trim().max(2000).nullish(),
  irpmModifier: z.number().optional(),
  accountId: z.string().optional(),
  accountName: z.string().optional(),
  quoteId: z.string().optional(),
  quoteNumber: z.string().optional(),
  numberOfEmployees: z.number().optional(),
  revenue: z.number().optional(),
});
export type SaveIrpmRequest = z.input<typeof SaveIrpmRequestSchema>;

export const IrpmQuerySchema = z.object({
  isSurplus: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

/** One entry of the event exclusion list (spec 3 §3, §5). */
export const EventExclusionSchema = z.object({
  claimNumber: requiredText(UNDERWRITING_MESSAGES.claimNumberRequired, 60),
  claimName: requiredText(UNDERWRITING_MESSAGES.claimNameRequired, 200),
  claimDescription: z.string().trim().max(2000).nullish(),
  claimDate: z.iso.date({ error: UNDERWRITING_MESSAGES.invalidDate }),
});
export type EventExclusion = z.infer<typeof EventExclusionSchema>;

/** PUT /api/quote/v1/{product}/uw/exclusions/{id}: the whole list (empty clears it). */
export const SaveExclusionsRequestSchema = z.object({
  exclusions: z.array(EventExclusionSchema).max(50),
});
export type SaveExclusionsRequest = z.input<typeof SaveExclusionsRequestSchema>;

/** PUT /api/quote/v1/{product}/uw/surplus/{id}: switch Admitted / Surplus. */
export const SwitchSurplusRequestSchema = z.object({ isSurplus: z.boolean() });

/** PUT /api/quote/v1/{product}/underwriter/{id}: assign (null: back to the unassigned queue). */
export const AssignUnderwriterRequestSchema = z.object({ underwriterId: z.uuid().nullable() });

// --- subjectivities -------------------------------------------------------------------------

export const SUBJECTIVITY_KINDS = ['PRE_BIND', 'POST_BIND'] as const;
export type SubjectivityKind = (typeof SUBJECTIVITY_KINDS)[number];
export const SUBJECTIVITY_STATUSES = ['OPEN', 'COMPLETED'] as const;

/** The catalogue the underwriter picks from (free text besides). */
export const SUBJECTIVITY_CATALOGUE = [
  { key: 'SIGNED_APPLICATION', text: 'Signed and dated application', kind: 'PRE_BIND' },
  { key: 'MFA_REMOTE_ACCESS', text: 'MFA on remote access confirmed', kind: 'PRE_BIND' },
  { key: 'MFA_EMAIL', text: 'MFA on e-mail confirmed', kind: 'PRE_BIND' },
  { key: 'OFFLINE_BACKUPS', text: 'Offline or immutable backups confirmed', kind: 'PRE_BIND' },
  { key: 'EDR_DEPLOYED', text: 'EDR deployed on all endpoints', kind: 'PRE_BIND' },
  { key: 'LOSS_RUNS', text: 'Five years of loss runs', kind: 'PRE_BIND' },
  { key: 'IR_PLAN', text: 'Incident response plan in place', kind: 'POST_BIND' },
  { key: 'PHISHING_TRAINING', text: 'Phishing training completed', kind: 'POST_BIND' },
  { key: 'PATCHING_POLICY', text: 'Critical patches within 30 days', kind: 'POST_BIND' },
] as const satisfies readonly { key: string; text: string; kind: SubjectivityKind }[];

export const SubjectivityInputSchema = z.object({
  /** Kept when the entry already exists; omitted for a new one. */
  id: z.uuid().optional(),
  kind: z.enum(SUBJECTIVITY_KINDS),
  catalogueKey: z.string().max(60).nullish(),
  text: requiredText(UNDERWRITING_MESSAGES.subjectivityTextRequired, 500),
});

/**
 * PUT /api/quote/v1/{product}/quote-subjectivity/settings/{id}: the quote's whole list. Entries
 * left out are removed (completed ones are kept: their evidence is part of the file).
 */
export const SaveSubjectivitiesRequestSchema = z.object({
  subjectivities: z.array(SubjectivityInputSchema).max(30),
});
export type SaveSubjectivitiesRequest = z.input<typeof SaveSubjectivitiesRequestSchema>;

/** POST /api/quote/v1/{product}/quote-subjectivity/complete/{subjectivityId}: the evidence. */
export const CompleteSubjectivityRequestSchema = z.object({
  documentId: z.uuid({ error: UNDERWRITING_MESSAGES.evidenceRequired }),
  comment: z.string().trim().max(2000).nullish(),
});

export const SubjectivitySchema = z.object({
  id: z.string(),
  quoteId: z.string(),
  kind: z.enum(SUBJECTIVITY_KINDS),
  catalogueKey: z.string().nullable(),
  text: z.string(),
  status: z.enum(SUBJECTIVITY_STATUSES),
  documentId: z.string().nullable(),
  documentName: z.string().nullable(),
  comment: z.string().nullable(),
  completedAt: z.string().nullable(),
  completedByName: z.string().nullable(),
  created: z.string(),
});
export type Subjectivity = z.infer<typeof SubjectivitySchema>;
export const SubjectivityListSchema = z.object({ content: z.array(SubjectivitySchema) });

// --- the workbench's view -------------------------------------------------------------------

export const UnderwritingDecisionSchema = z.object({
  action: z.string(),
  at: z.string(),
  byName: z.string().nullable(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  detail: z.string().nullable(),
});
export type UnderwritingDecision = z.infer<typeof UnderwritingDecisionSchema>;

/**
 * GET /api/quote/v1/{product}/details/{id}: the quote (broker copy, with the rating worksheet)
 * and what underwriting keeps on it.
 */
export const UnderwritingDetailSchema = z.object({
  quote: QuoteViewSchema,
  /** The account as the engine rates it now: firmographics, the latest scan, the answers. */
  account: z.object({
    industryCode: z.string().nullable(),
    revenue: z.number().nullable(),
    employees: z.number().nullable(),
    riskFactors: z.array(z.object({ key: z.string(), label: z.string(), value: z.number() })),
    securityAnswers: z.array(
      z.object({ key: z.string(), label: z.string(), answer: z.boolean().nullable() }),
    ),
  }),
  /** The engine's and the manual referral reasons. */
  referralReasons: z.array(RatingReasonSchema),
  manualReferralReason: z.string().nullable(),
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  irpm: IrpmResultSchema.extend({ note: z.string().nullable() }),
  exclusions: z.array(EventExclusionSchema),
  subjectivities: z.array(SubjectivitySchema),
  declineReasonSummary: z.string().nullable(),
  declineReason: z.string().nullable(),
  /** The submission the quote belongs to (GET /api/quote/v1/submissions/{id}). */
  submissionId: z.string().nullable(),
  history: z.array(UnderwritingDecisionSchema),
  /** What the caller may do now (the actions whose `from` holds and whose permission they have). */
  allowedActions: z.array(z.string()),
  /** The caller's authority, when they underwrite (null: unlimited). */
  authority: z
    .object({ maxLimit: z.number().nullable(), maxPremium: z.number().nullable() })
    .nullable(),
});
export type UnderwritingDetail = z.infer<typeof UnderwritingDetailSchema>;

export const UnderwritingResultSchema = z.object({
  message: z.string(),
  detail: UnderwritingDetailSchema,
});
export type UnderwritingResult = z.infer<typeof UnderwritingResultSchema>;

export const UnderwritingParamsSchema = z.object({
  product: productCodeSchema,
  id: z.uuid(),
});

// --- the inbox ------------------------------------------------------------------------------

export const INBOX_ASSIGNEE_FILTERS = ['ME', 'UNASSIGNED', 'ANY'] as const;

/** GET /api/quote/v1/search/uw-inbox: referred and in-review quotes, most urgent first. */
export const InboxQuerySchema = z.object({
  page: PageNumberSchema,
  size: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(INBOX_STATUSES).optional(),
  product: productCodeSchema.optional(),
  agencyId: z.uuid().optional(),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2,3}$/)
    .optional(),
  /** ME, UNASSIGNED, ANY, or one underwriter's id. */
  assignee: z.union([z.enum(INBOX_ASSIGNEE_FILTERS), z.uuid()]).default('ANY'),
  /** The senior underwriters' queue: releases above someone's authority. */
  seniorQueue: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  sort: z.enum(['needByDate,asc', 'needByDate,desc', 'modified,desc', 'modified,asc']).optional(),
});
export type InboxQuery = z.input<typeof InboxQuerySchema>;

/** Urgency from the need-by date: 3 overdue or due today, 2 within 2 days, 1 within 7, else 0. */
export const URGENCY_LABELS = ['Later', 'This week', 'Soon', 'Due'] as const;
export function urgencyIndexOf(needByDate: string | null, today: string): number {
  if (!needByDate) return 0;
  const days = Math.round(
    (Date.parse(`${needByDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  );
  if (days <= 0) return 3;
  if (days <= 2) return 2;
  if (days <= 7) return 1;
  return 0;
}

export const InboxRowSchema = z.object({
  id: z.string(),
  quoteNumber: z.string(),
  accountId: z.string(),
  companyName: z.string(),
  product: productCodeSchema,
  status: z.string(),
  state: z.string().nullable(),
  limit: z.number(),
  totalPremium: z.number(),
  currency: z.enum(['USD', 'GBP']),
  agencyId: z.string().nullable(),
  agencyName: z.string().nullable(),
  needByDate: z.string().nullable(),
  urgencyIndex: z.number().int(),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  requiresSenior: z.boolean(),
  /** The first referral reason, for the row. */
  reason: z.string().nullable(),
  modified: z.string(),
});
export type InboxRow = z.infer<typeof InboxRowSchema>;
export const InboxPageSchema = pageOf(InboxRowSchema);
export type InboxPage = z.infer<typeof InboxPageSchema>;

/** GET /api/quote/v1/statuses: the quote statuses and the underwriting machine, for screens. */
export const QuoteStatusesSchema = z.object({
  statuses: z.array(z.string()),
  transitions: z.record(
    z.string(),
    z.object({ from: z.array(z.string()), to: z.string().nullable() }),
  ),
});

/**
 * One of the provider's underwriters with their authority (decision 040): limits in whole
 * currency units, premium in cents, null bounds unlimited, `products` null for every product.
 */
export const UnderwriterSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  isSenior: z.boolean(),
  maxLimit: z.number().nullable(),
  maxPremium: z.number().nullable(),
  products: z.array(productCodeSchema).nullable(),
});
export type Underwriter = z.infer<typeof UnderwriterSchema>;

/** GET /api/quote/v1/underwriters: who a quote can be assigned to (provider underwriters). */
export const UnderwriterListSchema = z.object({ content: z.array(UnderwriterSchema) });
export type UnderwriterList = z.infer<typeof UnderwriterListSchema>;

/** Messages of the authority editor (design: the spec has no authority). */
export const AUTHORITY_MESSAGES = {
  updated: (name: string) => `Underwriting authority of ${name} updated`,
  failed: 'Failed to update underwriting authority',
  notFound: 'Underwriter not found',
  productsRequired: 'Choose at least one product, or every product',
  amount: 'Enter a whole amount of 0 or more, or leave it empty for no bound',
} as const;

/** The largest bound an authority may state (anything above is "no bound"). */
export const AUTHORITY_MAX_LIMIT = 100_000_000;
export const AUTHORITY_MAX_PREMIUM_CENTS = 100_000_000_00;

const authorityBound = (max: number) =>
  z
    .number({ error: AUTHORITY_MESSAGES.amount })
    .int(AUTHORITY_MESSAGES.amount)
    .min(0, AUTHORITY_MESSAGES.amount)
    .max(max, AUTHORITY_MESSAGES.amount)
    .nullable();

/**
 * PUT /api/quote/v1/underwriters/{userId}/authority (provider admins): the underwriter's bounds;
 * a senior underwriter has none and works the senior queue.
 */
export const UpdateAuthorityRequestSchema = z.object({
  maxLimit: authorityBound(AUTHORITY_MAX_LIMIT),
  maxPremium: authorityBound(AUTHORITY_MAX_PREMIUM_CENTS),
  products: z
    .array(productCodeSchema)
    .min(1, AUTHORITY_MESSAGES.productsRequired)
    .max(20)
    .nullable(),
  isSenior: z.boolean(),
});
export type UpdateAuthorityRequest = z.input<typeof UpdateAuthorityRequestSchema>;

/** The answer: the message and the underwriter as they are now. */
export const UpdateAuthorityResultSchema = z.object({
  message: z.string(),
  underwriter: UnderwriterSchema,
});
export type UpdateAuthorityResult = z.infer<typeof UpdateAuthorityResultSchema>;

/**
 * The underwriting calls' paths (spec 3 §7 names), shared by the server's routes and the web's
 * client so neither spells them twice.
 */
export const UNDERWRITING_PATHS = {
  inbox: '/api/quote/v1/search/uw-inbox',
  statuses: '/api/quote/v1/statuses',
  underwriters: '/api/quote/v1/underwriters',
  authority: (userId: string) => `/api/quote/v1/underwriters/${userId}/authority`,
  details: (product: string, id: string) => `/api/quote/v1/${product}/details/${id}`,
  requestReview: (product: string, id: string) => `/api/quote/v1/${product}/request-review/${id}`,
  refer: (product: string, id: string) => `/api/quote/v1/${product}/uw/refer/${id}`,
  underwrite: (product: string, id: string) => `/api/quote/v1/${product}/uw/underwrite/${id}`,
  cancelToInbox: (product: string, id: string) => `/api/quote/v1/${product}/uw/cancel/${id}`,
  update: (product: string, id: string) => `/api/quote/v1/${product}/uw/${id}`,
  release: (product: string, id: string) => `/api/quote/v1/${product}/uw/release/${id}`,
  reset: (product: string, id: string) => `/api/quote/v1/${product}/uw/reset/${id}`,
  decline: (product: string, id: string) => `/api/quote/v1/${product}/uw/decline/${id}`,
  declineById: (id: string) => `/api/quote/v1/decline/${id}`,
  reassess: (product: string, id: string) => `/api/quote/v1/${product}/uw/reassess/${id}`,
  irpm: (product: string, id: string) => `/api/quote/v1/${product}/uw/irpm/${id}`,
  exclusions: (product: string, id: string) => `/api/quote/v1/${product}/uw/exclusions/${id}`,
  surplus: (product: string, id: string) => `/api/quote/v1/${product}/uw/surplus/${id}`,
  assign: (product: string, id: string) => `/api/quote/v1/${product}/underwriter/${id}`,
  subjectivities: (product: string, id: string) =>
    `/api/quote/v1/${product}/quote-subjectivity/${id}`,
  saveSubjectivities: (product: string, id: string) =>
    `/api/quote/v1/${product}/quote-subjectivity/settings/${id}`,
  completeSubjectivity: (product: string, subjectivityId: string) =>
    `/api/quote/v1/${product}/quote-subjectivity/complete/${subjectivityId}`,
} as const;

/**
 * The authority of an underwriter without one of their own (decision 040): limits in whole
 * currency units, premium in cents. A senior underwriter, or a super admin, has no bounds.
 */
export const DEFAULT_UNDERWRITING_AUTHORITY = { maxLimit: 2_000_000, maxPremium: 5_000_000 };

/** Whether a quote lies within an authority (null bounds are unlimited). */
export const withinAuthority = (
  quote: { limit: number; totalPremium: number },
  authority: { maxLimit: number | null; maxPremium: number | null } | null,
): boolean =>
  authority === null ||
  ((authority.maxLimit === null || quote.limit <= authority.maxLimit) &&
    (authority.maxPremium === null || quote.totalPremium <= authority.maxPremium));

/** The document type of a subjectivity's evidence (the documents catalogue's value). */
export const SUBJECTIVITY_DOCUMENT_TYPE = 'SUBJECTIVITY';
