import { z } from 'zod';
import { isCalendarDate } from '../common/dates.ts';
import { COVERAGE_CATALOGUE, SUB_LIMIT_OPTIONS } from '../products/coverages.ts';
import { isBoostProduct, type ProductCode } from '../products/products.ts';
import { addDaysIso } from '../quotes/quote.schema.ts';
import { RETURN_METHODS, type ReturnMethod } from './premium-arithmetic.ts';
import {
  canTransition,
  isEndorsable,
  POLICY_STATUSES,
  type PolicyTransition,
} from './policy-status.ts';

/**
 * Policy transactions (the servicing issue; decision 046): every change to an issued policy is a
 * dated revision — its kind, effective date, reason, who made it, its premium (pro rata) and the
 * terms it leaves — as policy administration systems keep them. Revision 1 is the policy as
 * issued; the policy's record carries the terms of its latest revision.
 */

/** Spec 3 §5: endorsements take effect from 14 days before today to 30 days after it. */
export const ENDORSEMENT_WINDOW = { daysBefore: 14, daysAfter: 30 } as const;

/** After a cancellation for non-payment, the premium paid within this many days reinstates (design). */
export const REINSTATEMENT_DAYS = 30;

/** The window of endorsement dates on `today`; provider staff may use any day of the term. */
export const endorsementWindowOf = (today: string) => ({
  from: addDaysIso(today, -ENDORSEMENT_WINDOW.daysBefore),
  to: addDaysIso(today, ENDORSEMENT_WINDOW.daysAfter),
});

// --- the terms a revision leaves ----------------------------------------------------------

/** An address on the policy (the named insured's, after an address change). */
export const PolicyAddressSchema = z.object({
  address1: z.string().trim().min(1, 'Address is required').max(200),
  address2: z.string().trim().max(200).nullish(),
  city: z.string().trim().min(1, 'City is required').max(100),
  state: z.string().trim().min(1, 'State is required').max(50),
  zipCode: z.string().trim().min(1, 'ZIP Code is required').max(20),
});
export type PolicyAddress = z.infer<typeof PolicyAddressSchema>;

/**
 * The endorsement forms a policy may add or remove without premium: the catalogue's amendatory
 * and policy-wording endorsements (spec 3 coverage groups 6 and 7).
 */
export const POLICY_FORMS = COVERAGE_CATALOGUE.filter((entry) => entry.group >= 6).map((entry) => ({
  key: entry.key,
  label: entry.label,
}));
const FORM_KEYS = new Set(POLICY_FORMS.map((form) => form.key));

/** The terms of a policy as a revision leaves them. Money in minor units, limits whole units. */
export const PolicyTermsSchema = z.object({
  /** Whole currency units. */
  limit: z.number(),
  deductible: z.number(),
  /** The annual premium (cents, pence) the term is rated at from this revision on. */
  annualPremium: z.number().int(),
  namedInsured: z.string(),
  /** Null: the account's address as at issue. */
  address: PolicyAddressSchema.nullable(),
  additionalNamedInsureds: z.array(z.string()),
  /** POLICY_FORMS keys. */
  forms: z.array(z.string()),
  /**
   * The social engineering endorsement's sub-limit (whole units); null when the policy does not
   * carry it. Revisions written before the endorsement existed read as null.
   */
  socialEngineering: z.number().nullable().default(null),
});
export type PolicyTerms = z.infer<typeof PolicyTermsSchema>;

/** The terms of a policy as issued (revision 1): its limit, deductible, premium and insured. */
export const issuedTerms = (policy: {
  limit: number;
  deductible: number;
  premium: number;
  namedInsured: string;
  /** The social engineering sub-limit the quote was bound with (null: not bound with it). */
  socialEngineering?: number | null;
}): PolicyTerms => ({
  limit: policy.limit,
  deductible: policy.deductible,
  annualPremium: policy.premium,
  namedInsured: policy.namedInsured,
  address: null,
  additionalNamedInsureds: [],
  forms: [],
  socialEngineering: policy.socialEngineering ?? null,
});

/**
 * The rating coverage the social engineering endorsement is (decision 050): Boost's Social
 * Engineering endorsement, the calculator products' Cyber Crime Loss (the fund-transfer fraud
 * cover the same questionnaire gates).
 */
export const socialEngineeringCoverageKey = (product: ProductCode): string =>
  isBoostProduct(product) ? 'SOCIAL_ENGINEERING' : 'CYBER_CRIME';

/** The social engineering sub-limit among a quote's rated coverages (null: not rated with it). */
export const boundSocialEngineering = (
  product: ProductCode,
  coverages: readonly { key: string; subLimit: number }[] | undefined,
): number | null =>
  coverages?.find((c) => c.key === socialEngineeringCoverageKey(product))?.subLimit ?? null;

/** The terms' fields, labelled as the revision diff shows them. */
export const POLICY_TERM_LABELS: Record<keyof PolicyTerms, string> = {
  limit: 'Limit',
  deductible: 'Deductible',
  annualPremium: 'Annual premium',
  namedInsured: 'Named insured',
  address: 'Address',
  additionalNamedInsureds: 'Additional named insureds',
  forms: 'Endorsement forms',
  socialEngineering: 'Social engineering sub-limit',
};

/** One changed field between two revisions; values as stored (the screen formats them). */
export const TermChangeSchema = z.object({
  field: z.enum([
    'limit',
    'deductible',
    'annualPremium',
    'namedInsured',
    'address',
    'additionalNamedInsureds',
    'forms',
    'socialEngineering',
  ]),
  label: z.string(),
  /** `money`: minor units; `amount`: whole currency units; `text`, `list` as they are. */
  kind: z.enum(['money', 'amount', 'text', 'list']),
  before: z.union([z.string(), z.number(), z.array(z.string())]).nullable(),
  after: z.union([z.string(), z.number(), z.array(z.string())]).nullable(),
});
export type TermChange = z.infer<typeof TermChangeSchema>;

const KINDS: Record<keyof PolicyTerms, TermChange['kind']> = {
  limit: 'amount',
  deductible: 'amount',
  annualPremium: 'money',
  namedInsured: 'text',
  address: 'text',
  additionalNamedInsureds: 'list',
  forms: 'list',
  socialEngineering: 'amount',
};

/** An address on one line. */
export const addressLine = (a: PolicyAddress | null): string | null =>
  a ? [a.address1, a.address2, a.city, a.state, a.zipCode].filter(Boolean).join(', ') : null;

/** What changed from `before` to `after`, in the terms' order (nothing: []). */
export function diffTerms(before: PolicyTerms, after: PolicyTerms): TermChange[] {
  const changes: TermChange[] = [];
  for (const field of Object.keys(KINDS) as (keyof PolicyTerms)[]) {
    const b = field === 'address' ? addressLine(before.address) : before[field];
    const a = field === 'address' ? addressLine(after.address) : after[field];
    if (JSON.stringify(b) === JSON.stringify(a)) continue;
    changes.push({
      field,
      label: POLICY_TERM_LABELS[field],
      kind: KINDS[field],
      before: b as TermChange['before'],
      after: a as TermChange['after'],
    });
  }
  return changes;
}

// --- revisions ----------------------------------------------------------------------------

/** The kinds of transaction a revision records. */
export const POLICY_REVISION_KINDS = [
  'NEW_BUSINESS',
  'ENDORSEMENT',
  'REVERT',
  'CANCEL_REQUEST',
  'CANCEL_REQUEST_WITHDRAWN',
  'CANCELLATION',
  'FLAT_CANCELLATION',
  'VOID',
  'RESCISSION',
  'REINSTATEMENT',
  'UNDO_CANCELLATION',
  'ERP',
  'ERP_VOID',
  'BROKER_OF_RECORD',
] as const;
export type PolicyRevisionKind = (typeof POLICY_REVISION_KINDS)[number];

export const POLICY_REVISION_LABELS: Record<PolicyRevisionKind, string> = {
  NEW_BUSINESS: 'Issued',
  ENDORSEMENT: 'Endorsement',
  REVERT: 'Endorsement reverted',
  CANCEL_REQUEST: 'Cancellation requested',
  CANCEL_REQUEST_WITHDRAWN: 'Cancellation request withdrawn',
  CANCELLATION: 'Cancellation',
  FLAT_CANCELLATION: 'Flat cancellation',
  VOID: 'Void',
  RESCISSION: 'Rescission',
  REINSTATEMENT: 'Reinstatement',
  UNDO_CANCELLATION: 'Cancellation undone',
  ERP: 'Extended reporting period',
  ERP_VOID: 'Extended reporting period voided',
  BROKER_OF_RECORD: 'Broker of record changed',
};

/**
 * The status a transaction shows in spec 3's lists: a cancellation is a CANCEL TRANSACTION, a
 * void a VOID TRANSACTION (design; those two are never a policy's status).
 */
export const POLICY_REVISION_STATUS: Partial<
  Record<PolicyRevisionKind, (typeof POLICY_STATUSES)[number]>
> = {
  CANCELLATION: 'CANCEL TRANSACTION',
  FLAT_CANCELLATION: 'CANCEL TRANSACTION',
  VOID: 'VOID TRANSACTION',
};

/** The kinds whose transaction produces a document filed on the account. */
export const REVISION_DOCUMENTS: Record<PolicyRevisionKind, string | null> = {
  NEW_BUSINESS: null,
  ENDORSEMENT: 'Endorsement',
  REVERT: 'Endorsement',
  CANCEL_REQUEST: null,
  CANCEL_REQUEST_WITHDRAWN: null,
  CANCELLATION: 'Cancellation-Notice',
  FLAT_CANCELLATION: 'Cancellation-Notice',
  VOID: 'Void-Notice',
  RESCISSION: 'Rescission-Notice',
  REINSTATEMENT: 'Reinstatement-Notice',
  UNDO_CANCELLATION: 'Reinstatement-Notice',
  ERP: 'ERP-Endorsement',
  ERP_VOID: 'ERP-Void-Notice',
  BROKER_OF_RECORD: null,
};

/** The kinds of endorsement (spec 3 §4, §7 `endorsements`, `nonpremium`). */
export const ENDORSEMENT_TYPES = [
  'LIMIT_CHANGE',
  'NAMED_INSURED_CHANGE',
  'ADDRESS_CHANGE',
  'ADDITIONAL_NAMED_INSUREDS',
  'FORMS',
  'SOCIAL_ENGINEERING',
] as const;
export type EndorsementType = (typeof ENDORSEMENT_TYPES)[number];

export const ENDORSEMENT_TYPE_LABELS: Record<EndorsementType, string> = {
  LIMIT_CHANGE: 'Limit and deductible change',
  NAMED_INSURED_CHANGE: 'Named insured change',
  ADDRESS_CHANGE: 'Address change',
  ADDITIONAL_NAMED_INSUREDS: 'Additional named insureds',
  FORMS: 'Amendatory endorsement forms',
  SOCIAL_ENGINEERING: 'Social engineering',
};

/**
 * A limit or deductible change and the social engineering endorsement are re-rated; the others
 * are non-premium endorsements.
 */
export const isPremiumBearing = (type: EndorsementType) =>
  type === 'LIMIT_CHANGE' || type === 'SOCIAL_ENGINEERING';

/** The social engineering sub-limits a policy of `limit` may carry. */
export const socialEngineeringSubLimits = (limit: number): number[] =>
  SUB_LIMIT_OPTIONS.filter((v) => v <= limit);

export const PolicyRevisionSchema = z.object({
  id: z.string(),
  policyId: z.string(),
  /** 1 for the policy as issued, then one more per transaction. */
  number: z.number().int(),
  kind: z.enum(POLICY_REVISION_KINDS),
  label: z.string(),
  /** CANCEL TRANSACTION or VOID TRANSACTION for those transactions; else null. */
  transactionStatus: z.enum(POLICY_STATUSES).nullable(),
  endorsementType: z.enum(ENDORSEMENT_TYPES).nullable(),
  /** YYYY-MM-DD. */
  effectiveDate: z.iso.date(),
  /** Whether its day has come (false: scheduled). */
  inForce: z.boolean(),
  reason: z.string().nullable(),
  /** The policy's status after it. */
  status: z.enum(POLICY_STATUSES),
  /** Premium charged (+) or returned (−) by it, cents (pence). */
  premiumDelta: z.number().int(),
  terms: PolicyTermsSchema,
  /** What it changed against the revision before it. */
  changes: z.array(TermChangeSchema),
  createdBy: z.string().nullable(),
  created: z.string(),
  /** The revision that reverted this one, and the one this one reverts. */
  revertedBy: z.number().int().nullable(),
  reverts: z.number().int().nullable(),
  /** Whether GET …/revisions/{number}/document answers its PDF. */
  hasDocument: z.boolean(),
  /** The document as filed in the account's documents; null until filed (or none). */
  documentId: z.string().nullable(),
});
export type PolicyRevision = z.infer<typeof PolicyRevisionSchema>;

export const PolicyRevisionListSchema = z.object({ revisions: z.array(PolicyRevisionSchema) });
export type PolicyRevisionList = z.infer<typeof PolicyRevisionListSchema>;

export const PolicyDiffQuerySchema = z.object({
  from: z.coerce.number().int().min(1),
  to: z.coerce.number().int().min(1),
});
export const PolicyDiffSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  changes: z.array(TermChangeSchema),
});
export type PolicyDiff = z.infer<typeof PolicyDiffSchema>;

// --- requests -----------------------------------------------------------------------------

/** Messages of the servicing calls; spec 3 shows none, so all are `design`. */
export const SERVICING_MESSAGES = {
  endorsed: (policyNumber: string) => `Policy ${policyNumber} endorsed`,
  endorsementDeleted: 'Scheduled endorsement deleted',
  reverted: (n: number) => `Revision ${n} reverted`,
  cancelRequested: 'Cancellation requested',
  cancelRequestWithdrawn: 'Cancellation request withdrawn',
  cancelled: (policyNumber: string) => `Policy ${policyNumber} cancelled`,
  cancelScheduled: (policyNumber: string, day: string) =>
    `Policy ${policyNumber} will be cancelled on ${day}`,
  flatCancelled: (policyNumber: string) => `Policy ${policyNumber} flat cancelled`,
  voided: (policyNumber: string) => `Policy ${policyNumber} voided`,
  rescinded: (policyNumber: string) => `Policy ${policyNumber} rescinded`,
  reinstated: (policyNumber: string) => `Policy ${policyNumber} reinstated`,
  cancelUndone: (policyNumber: string) => `Cancellation of policy ${policyNumber} undone`,
  dateRequired: 'Effective date is required',
  dateInvalid: 'Effective date must be a valid date',
  outsideTerm: 'The effective date must fall within the policy period',
  outsideWindow: (from: string, to: string) => `Endorsements may take effect from ${from} to ${to}`,
  beforeLatest: (day: string) =>
    `The effective date cannot be before the latest transaction's (${day})`,
  reasonRequired: 'Reason is required',
  noChange: 'The endorsement changes nothing',
  unknownForm: (key: string) => `Unknown endorsement form ${key}`,
  premiumEndorsement:
    'A limit, deductible or social engineering change is a premium-bearing endorsement',
  socialEngineeringIneligible: (reasons: readonly string[]) =>
    `Social engineering cannot be added: ${reasons.join('; ')}`,
  socialEngineeringSubLimit: 'Choose a social engineering sub-limit up to the policy limit',
  declined: 'These terms are outside our appetite and cannot be endorsed',
  referral: 'These terms need an underwriter: ask the underwriting team to endorse the policy',
  notRevertible: 'Only the latest endorsement can be reverted',
  notDeletable: 'Only the latest endorsement, before it takes effect, can be deleted',
  revisionNotFound: 'Revision not found',
  noDocument: 'This transaction has no document',
  providerOnly: 'Only the underwriting team can do this',
  changedMeanwhile: 'The policy changed while this was prepared: review it and try again',
} as const;

const Day = z
  .string({ error: SERVICING_MESSAGES.dateRequired })
  .min(1, SERVICING_MESSAGES.dateRequired)
  .refine(isCalendarDate, SERVICING_MESSAGES.dateInvalid);
const Reason = z
  .string({ error: SERVICING_MESSAGES.reasonRequired })
  .trim()
  .min(1, SERVICING_MESSAGES.reasonRequired)
  .max(1000);
const Names = z.array(z.string().trim().min(1).max(200)).max(50);

const endorsementBase = { effectiveDate: Day, reason: Reason };

/** POST …/endorsements (and …/endorsements/quote): one endorsement of one type. */
export const EndorsementRequestSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('LIMIT_CHANGE'),
    ...endorsementBase,
    limit: z.number().int().positive(),
    deductible: z.number().int().nonnegative(),
  }),
  z.object({
    type: z.literal('NAMED_INSURED_CHANGE'),
    ...endorsementBase,
    namedInsured: z.string().trim().min(1, 'Named insured is required').max(200),
  }),
  z.object({ type: z.literal('ADDRESS_CHANGE'), ...endorsementBase, address: PolicyAddressSchema }),
  z.object({
    type: z.literal('ADDITIONAL_NAMED_INSUREDS'),
    ...endorsementBase,
    additionalNamedInsureds: Names,
  }),
  z.object({
    type: z.literal('SOCIAL_ENGINEERING'),
    ...endorsementBase,
    /** The sub-limit to carry (whole units), or null to remove the endorsement. */
    socialEngineering: z
      .number()
      .int()
      .refine(
        (v) => (SUB_LIMIT_OPTIONS as readonly number[]).includes(v),
        SERVICING_MESSAGES.socialEngineeringSubLimit,
      )
      .nullable(),
  }),
  z.object({
    type: z.literal('FORMS'),
    ...endorsementBase,
    forms: z
      .array(z.string())
      .max(POLICY_FORMS.length)
      .superRefine((keys, ctx) => {
        const unknown = keys.find((key) => !FORM_KEYS.has(key));
        if (unknown)
          ctx.addIssue({ code: 'custom', message: SERVICING_MESSAGES.unknownForm(unknown) });
      }),
  }),
]);
export type EndorsementRequest = z.infer<typeof EndorsementRequestSchema>;

/** The terms an endorsement leaves (before any re-rating of the premium). */
export function endorsedTerms(terms: PolicyTerms, request: EndorsementRequest): PolicyTerms {
  switch (request.type) {
    case 'LIMIT_CHANGE':
      return { ...terms, limit: request.limit, deductible: request.deductible };
    case 'NAMED_INSURED_CHANGE':
      return { ...terms, namedInsured: request.namedInsured };
    case 'ADDRESS_CHANGE':
      return {
        ...terms,
        address: { ...request.address, address2: request.address.address2 || null },
      };
    case 'ADDITIONAL_NAMED_INSUREDS':
      return { ...terms, additionalNamedInsureds: [...new Set(request.additionalNamedInsureds)] };
    case 'FORMS':
      return { ...terms, forms: [...new Set(request.forms)] };
    case 'SOCIAL_ENGINEERING':
      return { ...terms, socialEngineering: request.socialEngineering };
  }
}

/** What an endorsement would do, before it is made. */
export const EndorsementQuoteSchema = z.object({
  premiumDelta: z.number().int(),
  annualPremiumBefore: z.number().int(),
  annualPremiumAfter: z.number().int(),
  changes: z.array(TermChangeSchema),
});
export type EndorsementQuote = z.infer<typeof EndorsementQuoteSchema>;

/** What the endorsement screen offers on a policy, for the caller. */
export const EndorsementOptionsSchema = z.object({
  types: z.array(z.enum(ENDORSEMENT_TYPES)),
  limits: z.array(z.number()),
  deductibles: z.array(z.number()),
  forms: z.array(z.object({ key: z.string(), label: z.string() })),
  /** The social engineering sub-limits the policy may carry (up to its limit). */
  socialEngineeringSubLimits: z.array(z.number()),
  /** The days the caller may date an endorsement (the window within the term). */
  earliest: z.iso.date(),
  latest: z.iso.date(),
  terms: PolicyTermsSchema,
});
export type EndorsementOptions = z.infer<typeof EndorsementOptionsSchema>;

/** Why a policy is cancelled (design); each has the return method a real insurer would use. */
export const CANCELLATION_REASONS = [
  'INSURED_REQUEST',
  'NON_PAYMENT',
  'UNDERWRITING',
  'REPLACED',
  'BUSINESS_CLOSED',
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];
export const CANCELLATION_REASON_LABELS: Record<CancellationReason, string> = {
  INSURED_REQUEST: 'Insured’s request',
  NON_PAYMENT: 'Non-payment of premium',
  UNDERWRITING: 'Underwriting reasons',
  REPLACED: 'Replaced by another policy',
  BUSINESS_CLOSED: 'Business sold or closed',
};
/** The insured's own request is short rate; every other reason pro rata (design). */
export const defaultReturnMethod = (reason: CancellationReason): ReturnMethod =>
  reason === 'INSURED_REQUEST' ? 'SHORT_RATE' : 'PRO_RATA';

/** POST …/cancel-request: the agency asks for a cancellation. */
export const CancelRequestSchema = z.object({
  effectiveDate: Day,
  reason: z.enum(CANCELLATION_REASONS),
  notes: z.string().trim().max(1000).optional(),
});
export type CancelRequest = z.infer<typeof CancelRequestSchema>;

/** PUT …/cancel (and GET …/cancel/quote): provider staff cancel. */
export const CancelPolicySchema = CancelRequestSchema.extend({
  method: z.enum(RETURN_METHODS).optional(),
});
export type CancelPolicy = z.infer<typeof CancelPolicySchema>;

/** PUT …/flatcancel, …/void, …/rescind, …/reinstate, …/undo-cancelled-policy, withdraw. */
export const PolicyActionSchema = z.object({ reason: Reason });
export type PolicyActionBody = z.infer<typeof PolicyActionSchema>;

/** What a cancellation would return. */
export const CancellationQuoteSchema = z.object({
  effectiveDate: z.iso.date(),
  method: z.enum(RETURN_METHODS),
  /** Cents (pence): written so far, and what the cancellation returns. */
  writtenPremium: z.number().int(),
  returnPremium: z.number().int(),
  /** The status the policy would be left in. */
  status: z.enum(POLICY_STATUSES),
});
export type CancellationQuote = z.infer<typeof CancellationQuoteSchema>;

/** The transition a staff cancellation takes: by its day against today, and its reason. */
export function cancellationTransition(
  effectiveDate: string,
  today: string,
  reason: CancellationReason,
): PolicyTransition {
  if (effectiveDate > today) return 'scheduleCancel';
  return reason === 'NON_PAYMENT' ? 'cancelForNonPayment' : 'cancel';
}

export const RevisionParamsSchema = z.object({
  id: z.uuid({ error: 'Policy not found' }),
  number: z.coerce.number().int().min(1),
});

/** The servicing calls' paths (spec 3 §7 Policy names), shared by the server and the web. */
export const SERVICING_PATHS = {
  revisions: (id: string) => `/api/policy/v1/${id}/revisions`,
  revisionDocument: (id: string, n: number) => `/api/policy/v1/${id}/revisions/${n}/document`,
  diff: (id: string) => `/api/policy/v1/${id}/diff`,
  revert: (id: string, n: number) => `/api/policy/v1/${id}/revert/${n}`,
  endorsements: (id: string) => `/api/policy/v1/${id}/endorsements`,
  endorsementOptions: (id: string) => `/api/policy/v1/${id}/endorsements/available`,
  endorsementQuote: (id: string) => `/api/policy/v1/${id}/endorsements/quote`,
  deleteEndorsement: (id: string, n: number) => `/api/policy/v1/${id}/endorsements/${n}`,
  nonpremium: (id: string) => `/api/policy/v1/${id}/nonpremium`,
  cancelRequest: (id: string) => `/api/policy/v1/${id}/cancel-request`,
  withdrawCancelRequest: (id: string) => `/api/policy/v1/${id}/cancel-request/withdraw`,
  cancelQuote: (id: string) => `/api/policy/v1/${id}/cancel/quote`,
  cancel: (id: string) => `/api/policy/v1/${id}/cancel`,
  flatCancel: (id: string) => `/api/policy/v1/${id}/flatcancel`,
  void: (id: string) => `/api/policy/v1/${id}/void`,
  rescind: (id: string) => `/api/policy/v1/${id}/rescind`,
  reinstate: (id: string) => `/api/policy/v1/${id}/reinstate`,
  undoCancel: (id: string) => `/api/policy/v1/${id}/undo-cancelled-policy`,
} as const;

// --- who may do what ----------------------------------------------------------------------

/** Who services a policy: provider staff (policy:manage) or the agency that bound it (quote:manage). */
export type ServicingActor = 'PROVIDER' | 'AGENCY';

/** The servicing actions a screen offers (design, decision 046). */
export const SERVICING_ACTIONS = {
  endorse: { actors: ['PROVIDER', 'AGENCY'], transitions: [] },
  requestCancel: { actors: ['PROVIDER', 'AGENCY'], transitions: ['requestCancel'] },
  withdrawCancelRequest: { actors: ['PROVIDER', 'AGENCY'], transitions: ['withdrawCancelRequest'] },
  cancel: {
    actors: ['PROVIDER'],
    transitions: ['cancel', 'scheduleCancel', 'cancelForNonPayment'],
  },
  flatCancel: { actors: ['PROVIDER'], transitions: ['flatCancel'] },
  void: { actors: ['PROVIDER'], transitions: ['void'] },
  rescind: { actors: ['PROVIDER'], transitions: ['rescind'] },
  reinstate: { actors: ['PROVIDER'], transitions: ['reinstate'] },
  undoCancel: { actors: ['PROVIDER'], transitions: ['undoCancel'] },
  /** An extended reporting period (ERP_STATUSES; eligibility is the server's). */
  erp: { actors: ['PROVIDER', 'AGENCY'], transitions: [] },
} as const satisfies Record<
  string,
  { actors: readonly ServicingActor[]; transitions: readonly PolicyTransition[] }
>;
export type ServicingAction = keyof typeof SERVICING_ACTIONS;

/**
 * Whether `actor` may take `action` on a policy in `status`: an endorsement in an endorsable
 * status; any other action when one of its transitions starts there. Rescinding a binder is not
 * servicing (it has no revisions): a BOUND binder offers nothing here.
 */
export function mayService(
  action: ServicingAction,
  status: string,
  actor: ServicingActor,
): boolean {
  const rule: { actors: readonly ServicingActor[]; transitions: readonly PolicyTransition[] } =
    SERVICING_ACTIONS[action];
  if (!rule.actors.includes(actor) || status === 'BOUND') return false;
  if (action === 'endorse') return isEndorsable(status);
  if (action === 'erp') return (ERP_STATUSES as readonly string[]).includes(status);
  return rule.transitions.some((name) => canTransition(name, status));
}

/** The servicing actions `actor` may take on a policy in `status`, in the screen's order. */
export const servicingActionsOf = (status: string, actor: ServicingActor): ServicingAction[] =>
  (Object.keys(SERVICING_ACTIONS) as ServicingAction[]).filter((action) =>
    mayService(action, status, actor),
  );

// --- extended reporting period (ERP) ------------------------------------------------------

/**
 * The extended reporting periods offered (design; spec 3 names ERP eligibility, options, premium
 * and issue): claims first made within the period after cover ends, for acts before it, are
 * covered, for a one-off premium of a percentage of the annual premium.
 */
export const ERP_OPTIONS = [
  { years: 1, percent: 100 },
  { years: 2, percent: 150 },
  { years: 3, percent: 200 },
] as const;
export type ErpYears = (typeof ERP_OPTIONS)[number]['years'];

/** An ERP is elected within this many days after cover ends (design). */
export const ERP_ELECTION_DAYS = 60;
/** An issued ERP may be voided (all its premium returned) within this many days (design). */
export const ERP_VOID_DAYS = 30;

/** The statuses in which cover has ended and an ERP may be bought (design). */
export const ERP_STATUSES = ['EXPIRED', 'CANCELLED'] as const;

export const ERP_MESSAGES = {
  issued: (years: number, policyNumber: string) =>
    `A ${years}-year extended reporting period was added to policy ${policyNumber}`,
  voided: (policyNumber: string) =>
    `The extended reporting period of policy ${policyNumber} was voided`,
  notEnded:
    'An extended reporting period can be bought once cover has ended (expired or cancelled)',
  nonPayment: 'A policy cancelled for non-payment has no extended reporting period',
  tooLate: (day: string) => `The extended reporting period had to be elected by ${day}`,
  already: 'This policy already has an extended reporting period',
  noErp: 'This policy has no extended reporting period',
  voidTooLate: (day: string) => `The extended reporting period could be voided until ${day}`,
  unknownOption: 'Choose 1, 2 or 3 years',
} as const;

/** The premium (cents, pence) of an ERP option on an annual premium. */
export const erpPremium = (annualPremium: number, years: number): number => {
  const option = ERP_OPTIONS.find((o) => o.years === years);
  if (!option) throw new RangeError(ERP_MESSAGES.unknownOption);
  return Math.round((annualPremium * option.percent) / 100);
};

/** What a policy's ERP looks like to the screen: eligible or why not, the options, the ERP bought. */
export const ErpStatusSchema = z.object({
  eligible: z.boolean(),
  /** Why not, when not eligible (the messages above). */
  reasons: z.array(z.string()),
  /** The day cover ended (the end date, or the cancellation day); null while in cover. */
  coverEndedOn: z.iso.date().nullable(),
  /** The last day to elect one. */
  electBy: z.iso.date().nullable(),
  options: z.array(
    z.object({ years: z.number().int(), percent: z.number(), premium: z.number().int() }),
  ),
  erp: z
    .object({
      years: z.number().int(),
      startsOn: z.iso.date(),
      endsOn: z.iso.date(),
      premium: z.number().int(),
      /** The last day it may be voided. */
      voidableUntil: z.iso.date(),
    })
    .nullable(),
});
export type ErpStatus = z.infer<typeof ErpStatusSchema>;

export const ErpIssueSchema = z.object({
  years: z.coerce
    .number()
    .int()
    .refine((y) => ERP_OPTIONS.some((o) => o.years === y), ERP_MESSAGES.unknownOption),
});
export type ErpIssue = z.infer<typeof ErpIssueSchema>;

export const ERP_PATHS = {
  eligibility: (id: string) => `/api/policy/v1/${id}/erp/eligibility`,
  options: (id: string) => `/api/policy/v1/${id}/erp/options`,
  premium: (id: string) => `/api/policy/v1/${id}/erp/premium`,
  issue: (id: string) => `/api/policy/v1/${id}/erp/issue`,
  void: (id: string) => `/api/policy/v1/${id}/erp/void`,
} as const;
