import { z } from 'zod';
import { PageNumberSchema, pageOf } from '../common/list.schema.ts';
import { productCodeSchema } from '../products/products.ts';
import { QuoteViewSchema } from './quote.schema.ts';
import type { SUBMISSION_DECLINE_REASONS } from './underwriting.schema.ts';
import { UNDERWRITING_MESSAGES } from './underwriting.schema.ts';

/**
 * Submissions (spec 3 §2 SUBMISSIONS tab, §3 submission decline payload, §9 reasons; decision
 * 041): what an agency asks for one account at one time — the cart's request of several
 * variations, a step-by-step request, a custom quote — and the quotes it produced. A quote's
 * `requestGroupId` is its submission's id.
 */

export const SUBMISSION_MESSAGES = {
  declineFailed: UNDERWRITING_MESSAGES.declineSubmissionFailed,
  declined: UNDERWRITING_MESSAGES.submissionDeclined,
  alreadyDeclined: 'This submission has already been declined', // design
  notFound: 'Submission not found', // design
} as const;

/** How the submission was asked for. */
export const SUBMISSION_SOURCES = ['CART', 'REQUEST', 'CUSTOM', 'RENEWAL'] as const;
export type SubmissionSource = (typeof SUBMISSION_SOURCES)[number];

/**
 * A submission's status, derived from its quotes (decision 041): DECLINED once declined (or
 * when every quote is declined), else QUOTED when a quote is READY, REFERRED when one waits for
 * an underwriter, INDICATION when one is an indication, CLOSED when none is active any more.
 */
export const SUBMISSION_STATUSES = [
  'QUOTED',
  'REFERRED',
  'INDICATION',
  'DECLINED',
  'CLOSED',
] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export function submissionStatusOf(
  quoteStatuses: readonly string[],
  declined: boolean,
): SubmissionStatus {
  if (declined) return 'DECLINED';
  if (quoteStatuses.includes('READY')) return 'QUOTED';
  if (quoteStatuses.some((s) => s === 'REFERRED' || s === 'IN_REVIEW')) return 'REFERRED';
  if (quoteStatuses.includes('INDICATION')) return 'INDICATION';
  if (quoteStatuses.length > 0 && quoteStatuses.every((s) => s === 'DECLINED')) return 'DECLINED';
  return 'CLOSED';
}

/** Spec 3 §9: the submission reasons' labels (the values are the spec's codes). */
export const SUBMISSION_DECLINE_REASON_LABELS: Record<
  (typeof SUBMISSION_DECLINE_REASONS)[number],
  string
> = {
  CLAIMS_HISTORY: 'Claims history',
  NATURE_OF_OPERATIONS: 'Nature of Operations',
  POOR_CONTROLS: 'Poor Controls',
  SIZE_TOO_BIG: 'Size is too Big',
  FILL_IN_OPTION: 'Fill-in option',
};

/** GET /api/quote/v1/submissions: the SUBMISSIONS tab (20 rows, newest change first). */
export const SubmissionSearchQuerySchema = z.object({
  page: PageNumberSchema,
  size: z.coerce.number().int().min(1).max(100).default(20),
  /** Company name (contains). */
  search: z.string().trim().max(200).optional(),
  accountId: z.uuid().optional(),
  declined: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type SubmissionSearchQuery = z.input<typeof SubmissionSearchQuerySchema>;

export const SubmissionSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  companyName: z.string(),
  agencyId: z.string().nullable(),
  agencyName: z.string().nullable(),
  agentName: z.string().nullable(),
  source: z.enum(SUBMISSION_SOURCES),
  status: z.enum(SUBMISSION_STATUSES),
  products: z.array(productCodeSchema),
  quoteCount: z.number().int(),
  needByDate: z.string().nullable(),
  currency: z.enum(['USD', 'GBP']),
  /** The lowest total premium among its quotes (cents), null without a quote. */
  lowestPremium: z.number().nullable(),
  declinationReason: z.string().nullable(),
  declinationReasonDescription: z.string().nullable(),
  fillInDeclinationReason: z.string().nullable(),
  declinedAt: z.string().nullable(),
  created: z.string(),
  modified: z.string(),
});
export type Submission = z.infer<typeof SubmissionSchema>;

export const SubmissionPageSchema = pageOf(SubmissionSchema);
export type SubmissionPage = z.infer<typeof SubmissionPageSchema>;

/** GET /api/quote/v1/submissions/{id}: the submission and its quotes. */
export const SubmissionDetailSchema = z.object({
  submission: SubmissionSchema,
  quotes: z.array(QuoteViewSchema),
  /** Whether the caller may decline it (an underwriter, while it is not declined). */
  canDecline: z.boolean(),
  /**
   * Whether the caller may request more quotes into it (the `submissions-*` steps of the quote
   * flow): its own agency, with quote:manage, while it is not declined.
   */
  canAddQuotes: z.boolean(),
});
export type SubmissionDetail = z.infer<typeof SubmissionDetailSchema>;

/** PUT /api/quote/v1/submissions/decline/{id}: the message and the submission as it is now. */
export const DeclineSubmissionResultSchema = z.object({
  message: z.string(),
  detail: SubmissionDetailSchema,
});
export type DeclineSubmissionResult = z.infer<typeof DeclineSubmissionResultSchema>;

export const SubmissionIdParamsSchema = z.object({
  id: z.uuid({ error: SUBMISSION_MESSAGES.notFound }),
});

export const SUBMISSION_PATHS = {
  search: '/api/quote/v1/submissions',
  detail: (id: string) => `/api/quote/v1/submissions/${id}`,
  decline: (id: string) => `/api/quote/v1/submissions/decline/${id}`,
} as const;
