import { z } from 'zod';
import { DASHBOARD_PAGE_SIZE, TEAM_SCOPES } from '../common/constants.ts';
import { PageNumberSchema, pageOf } from '../common/list.schema.ts';
import type { Region } from '../common/region.ts';
import { productCodeSchema } from '../products/products.ts';
import { canTransition, POLICY_STATUSES } from './policy-status.ts';
import { CANCELLATION_REASONS } from './policy-transactions.ts';
import { RETURN_METHODS } from './premium-arithmetic.ts';

/**
 * Policies and binders (spec 3 §3 Policy and Binder, §2 BINDERS and POLICIES tabs, §9 page
 * size): the contract between the policy API and the screens of the bind-and-issue feature. A
 * binder is a policy in one of BINDER_STATUSES (spec 3 §3 "Binder: id, policyNumber"); it is
 * listed on the BINDERS tab until it is issued.
 */

/** Messages of the bind and issue calls; spec 3 shows none, so all are `design`. */
export const POLICY_MESSAGES = {
  bound: (policyNumber: string) => `Quote bound. Binder ${policyNumber} created.`, // design
  issued: (policyNumber: string) => `Policy ${policyNumber} issued`, // design
  rescinded: (policyNumber: string) => `Binder ${policyNumber} rescinded`, // design
  notFound: 'Policy not found', // design
  quoteNotFound: 'Quote not found', // design
  notBindable: 'Only a Ready quote can be bound', // design
  quoteExpired: 'This quote has expired and can no longer be bound', // design
  openSubjectivities: 'Complete the pre-bind subjectivities before binding', // design
  alreadyBound: 'This quote is already bound', // design
  notIssuable: 'Only a bound binder can be issued', // design
  binderExpired: 'This binder has expired', // design
  wrongStatus: (action: string, status: string) =>
    `A policy in status ${status} cannot be ${action}`, // design
} as const;

/** Spec 3 §9: dashboard tabs show 20 rows. */
export const POLICIES_PAGE_SIZE = DASHBOARD_PAGE_SIZE;

/**
 * The POLICIES tab's "open for renewal" filter: a renewable policy whose end date falls within
 * the next this many days (design: spec 3 §2 names the filter, not its window; isOpenForRenewal).
 */
export const OPEN_FOR_RENEWAL_DAYS = 90;

/**
 * A binder can be issued for this many days after the day it was bound (design): its
 * `binderExpiresOn` is the bound day plus this many days, the last day it can be issued; the
 * expireBinder job expires it the day after.
 */
export const BINDER_VALID_DAYS = 30;

/** Spec 3 §3 payment statuses of a policy. */
export const POLICY_PAYMENT_STATUSES = [
  'Paid',
  'Processed',
  'Failed',
  'Unpaid',
  'Partially Paid',
] as const;
export type PolicyPaymentStatus = (typeof POLICY_PAYMENT_STATUSES)[number];

// --- dates (design) -------------------------------------------------------------------------

const DAY_MS = 86_400_000;
/** A YYYY-MM-DD day plus `days` (UTC calendar arithmetic, no time zone drift). */
const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The last day a binder bound on `boundOn` (a YYYY-MM-DD day or an ISO date-time, whose day is
 * taken as written) can be issued: that day plus BINDER_VALID_DAYS.
 */
export const binderExpiryOf = (boundOn: string): string => addDays(boundOn, BINDER_VALID_DAYS);

/** Whether a binder whose last day is `binderExpiresOn` has expired on `today` (YYYY-MM-DD). */
export const isBinderExpired = (binderExpiresOn: string, today: string): boolean =>
  today > binderExpiresOn;

/**
 * Whether a policy is open for renewal on `today` (YYYY-MM-DD): in a status the renew
 * transition starts from, with its end date from today through today + OPEN_FOR_RENEWAL_DAYS.
 * A lapsed (EXPIRED) policy may still be renewed but is not listed by the filter.
 */
export const isOpenForRenewal = (
  policy: { status: string; endDate: string },
  today: string,
): boolean =>
  canTransition('renew', policy.status) &&
  policy.endDate >= today &&
  policy.endDate <= addDays(today, OPEN_FOR_RENEWAL_DAYS);

// --- policy numbers (design) ----------------------------------------------------------------

/** A policy number: CYB, the region, the year it was bound, a 7-digit sequence (design). */
export const POLICY_NUMBER_PATTERN = /^CYB-(US|UK)-\d{4}-\d{7}$/;

/**
 * The policy number of the `sequence`-th policy bound in `region` in `year` (design), e.g.
 * 'CYB-US-2026-0000123'. Throws a RangeError for a year outside 1000–9999 or a sequence outside
 * 1–9,999,999 (a number that would not fit the pattern).
 */
export function policyNumberFor(region: Region, year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) {
    throw new RangeError(`Policy number year must be 4 digits, got ${year}`);
  }
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 9_999_999) {
    throw new RangeError(`Policy number sequence must be 1 to 9999999, got ${sequence}`);
  }
  return `CYB-${region}-${year}-${String(sequence).padStart(7, '0')}`;
}

// --- the policy -----------------------------------------------------------------------------

/**
 * A policy or binder (spec 3 §3 Policy: id, policyNumber, product, created, isPaid, payment
 * status, brokerFee, mgaFee, customerEmail, quoteId, agencyId, premium, totalPremium,
 * effectiveDate, endDate; the rest is what binding and issuing need). Money is in minor units
 * (cents, pence) as integers; limit and deductible in whole currency units, as on the quote.
 */
export const PolicySchema = z.object({
  id: z.string(),
  policyNumber: z.string(),
  /** The quote it was bound from. */
  quoteId: z.string(),
  accountId: z.string(),
  companyName: z.string(),
  agencyId: z.string().nullable(),
  agencyName: z.string().nullable(),
  carrierId: z.string().nullable(),
  product: productCodeSchema,
  status: z.enum(POLICY_STATUSES),
  isPaid: z.boolean(),
  paymentStatus: z.enum(POLICY_PAYMENT_STATUSES),
  /** Cents (pence). */
  premium: z.number().int(),
  totalPremium: z.number().int(),
  brokerFee: z.number().int(),
  mgaFee: z.number().int(),
  surplusLinesTax: z.number().int(),
  stampingFee: z.number().int(),
  /** Insurance premium tax (UK) and other charges on premium. */
  premiumTax: z.number().int(),
  /** Whole currency units. */
  limit: z.number(),
  deductible: z.number(),
  currency: z.enum(['USD', 'GBP']),
  /** YYYY-MM-DD. */
  effectiveDate: z.iso.date(),
  endDate: z.iso.date(),
  /** When the quote bound (ISO date-time). */
  boundOn: z.iso.datetime({ offset: true }).nullable(),
  /** The last day the binder can be issued (YYYY-MM-DD, binderExpiryOf the bound day). */
  binderExpiresOn: z.iso.date().nullable(),
  /** When the binder was issued (ISO date-time); null while it is a binder. */
  issuedOn: z.iso.datetime({ offset: true }).nullable(),
  customerEmail: z.string().nullable(),
  /** The latest revision's number (1 as issued; 0 for a binder, which has none). */
  revision: z.number().int(),
  /** A requested, pending or made cancellation: its day, reason, method and return premium. */
  cancellation: z
    .object({
      effectiveDate: z.iso.date(),
      reason: z.enum(CANCELLATION_REASONS),
      method: z.enum(RETURN_METHODS).nullable(),
      /** Cents (pence); 0 until the insurer cancels. */
      returnPremium: z.number().int(),
      /** The last day of the reinstatement period (IN REINSTATEMENT PERIOD); else null. */
      reinstateBy: z.iso.date().nullable(),
    })
    .nullable(),
  /** An extended reporting period bought after cover ended: its years and last day. */
  erp: z.object({ years: z.number().int(), endsOn: z.iso.date() }).nullable(),
  /** The producing agency's program it is written under (GET …/program names it); null: none. */
  programId: z.string().nullable(),
  created: z.string(),
  modified: z.string(),
});
export type Policy = z.infer<typeof PolicySchema>;

export const PolicyPageSchema = pageOf(PolicySchema);

/**
 * GET /api/policy/v1/book: the caller's book by the counting rules (spec 3 §5), one entry per
 * currency it holds (provider staff see dollars and pounds apart; an agency one currency).
 */
export const PolicyBookSchema = z.object({
  books: z.array(
    z.object({
      currency: z.enum(['USD', 'GBP']),
      activePolicies: z.number().int(),
      /** Cents (pence). */
      premiumInForce: z.number().int(),
      binders: z.number().int(),
      /** Whole currency units. */
      limitInForce: z.number(),
      /** Binders (BOUND) whose premium is not paid yet. */
      bindersAwaitingPayment: z.number().int(),
      /** Policies open for renewal: renewable, ending within OPEN_FOR_RENEWAL_DAYS days. */
      renewalsDue: z.number().int(),
      /**
       * Written premium (cents: binders and the policies of the premium sums) by the month it
       * was bound, the BOOK_CHART_MONTHS months up to this one, oldest first (none: 0).
       */
      premiumByMonth: z.array(z.object({ month: z.string(), premium: z.number().int() })),
    }),
  ),
});

/** How many months the dashboard's premium chart shows, this month included. */
export const BOOK_CHART_MONTHS = 12;

/** The YYYY-MM months of the chart ending with `today`'s month, oldest first. */
export function bookChartMonths(today: string, months = BOOK_CHART_MONTHS): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: months }, (_, i) => {
    const d = new Date(Date.UTC(year, month - (months - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}
export type PolicyBook = z.infer<typeof PolicyBookSchema>;

/**
 * The answer of bind, issue and the other policy actions: the message and the policy as it is
 * now. A bind that finds the quote already bound answers its binder (200) rather than a second.
 */
export const PolicyActionResultSchema = z.object({ message: z.string(), policy: PolicySchema });
export type PolicyActionResult = z.infer<typeof PolicyActionResultSchema>;
export type PolicyPage = z.infer<typeof PolicyPageSchema>;

// --- the BINDERS and POLICIES tabs (spec 3 §2) ----------------------------------------------

/** The two tabs the search serves: binders, and issued policies. */
export const POLICY_LIST_KINDS = ['BINDERS', 'POLICIES'] as const;
export type PolicyListKind = (typeof POLICY_LIST_KINDS)[number];

/** The BINDERS tab's payment filter (spec 3 §2 "paid, need payment"): isPaid, or not. */
export const POLICY_PAYMENT_FILTERS = ['PAID', 'NEED_PAYMENT'] as const;
export type PolicyPaymentFilter = (typeof POLICY_PAYMENT_FILTERS)[number];

/** Sortable columns of the two tabs. */
export const POLICY_SORT_FIELDS = [
  'effectiveDate',
  'endDate',
  'created',
  'modified',
  'companyName',
  'policyNumber',
  'totalPremium',
  'status',
  'product',
] as const;

/** Spec 3 §2: binders by effective date ascending, policies by end date ascending. */
export const POLICY_DEFAULT_SORT: Record<PolicyListKind, string> = {
  BINDERS: 'effectiveDate,asc',
  POLICIES: 'endDate,asc',
};

const POLICY_SORT_PATTERN = new RegExp(`^(${POLICY_SORT_FIELDS.join('|')}),(asc|desc)$`);

/**
 * GET /api/policy/v1/search: the BINDERS or POLICIES tab (20 rows). Without a sort, the tab's
 * default (POLICY_DEFAULT_SORT). `payment` applies to binders, `openForRenewal` to policies.
 */
export const PolicySearchQuerySchema = z
  .object({
    page: PageNumberSchema,
    size: z.coerce.number().int().min(1).max(100).default(POLICIES_PAGE_SIZE),
    kind: z.enum(POLICY_LIST_KINDS).default('POLICIES'),
    sort: z
      .string()
      .regex(POLICY_SORT_PATTERN, 'sort must be a policy column as field,asc or field,desc')
      .optional(),
    /** Company name or policy number. */
    search: z.string().trim().max(200).optional(),
    accountId: z.uuid().optional(),
    /** The dashboard's team scopes (an agency's users; others ignore them). */
    teamScope: z.enum(TEAM_SCOPES).optional(),
    /** The current team (teamScope CURRENT_TEAM). */
    teamId: z.uuid().optional(),
    status: z.enum(POLICY_STATUSES).optional(),
    payment: z.enum(POLICY_PAYMENT_FILTERS).optional(),
    openForRenewal: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  })
  .transform((query) => ({ ...query, sort: query.sort ?? POLICY_DEFAULT_SORT[query.kind] }));
export type PolicySearchQuery = z.input<typeof PolicySearchQuerySchema>;
export type ParsedPolicySearchQuery = z.output<typeof PolicySearchQuerySchema>;

export const PolicyIdParamsSchema = z.object({ id: z.uuid({ error: POLICY_MESSAGES.notFound }) });
export const PolicyProductParamsSchema = z.object({
  product: productCodeSchema,
  id: z.uuid({ error: POLICY_MESSAGES.notFound }),
});
export const BindQuoteParamsSchema = z.object({
  product: productCodeSchema,
  quoteId: z.uuid({ error: POLICY_MESSAGES.quoteNotFound }),
});

/**
 * The policy calls' paths, shared by the server's routes and the web's client. Binding is a
 * quote call (the quote becomes a binder); `issue` is provider staff issuing a binder,
 * `agentIssue` the binder's agency issuing its own (design).
 */
export const POLICY_PATHS = {
  search: '/api/policy/v1/search',
  book: '/api/policy/v1/book',
  byId: (id: string) => `/api/policy/v1/${id}`,
  byProduct: (product: string, id: string) => `/api/policy/v1/${product}/${id}`,
  bind: (product: string, quoteId: string) => `/api/quote/v1/${product}/bind/${quoteId}`,
  issue: (id: string) => `/api/policy/v1/issue/${id}`,
  agentIssue: (id: string) => `/api/policy/v1/agent-issue/${id}`,
  /** The binder PDF (every binder and policy) and the declarations page PDF (issued policies). */
  binder: (id: string) => `/api/policy/v1/${id}/binder`,
  declarations: (id: string) => `/api/policy/v1/${id}/declarations`,
} as const;
