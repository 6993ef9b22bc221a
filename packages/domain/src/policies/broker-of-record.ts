import { z } from 'zod';
import { isCalendarDate } from '../common/dates.ts';
import { productCodeSchema } from '../products/products.ts';
import { POLICY_NUMBER_PATTERN } from './policy.schema.ts';

/**
 * Broker of record (spec 3 §7 Policy: `BOR post/put`, `bor-policies`; decision 047): an agency
 * that the insured has appointed by a signed letter asks to become the broker of record of one
 * of its policies; provider staff approve or decline. Approved, the policy (with its
 * transactions) and the account's assignment move to the new agency; the former agency keeps
 * its own quotes but no longer services the policy.
 */

export const BOR_STATUSES = ['REQUESTED', 'APPROVED', 'DECLINED', 'WITHDRAWN'] as const;
export type BorStatus = (typeof BOR_STATUSES)[number];
export const BOR_STATUS_LABELS: Record<BorStatus, string> = {
  REQUESTED: 'Requested',
  APPROVED: 'Approved',
  DECLINED: 'Declined',
  WITHDRAWN: 'Withdrawn',
};

/** How long after it is signed a broker of record letter is accepted (design). */
export const BOR_LETTER_VALID_DAYS = 90;

export const BOR_MESSAGES = {
  requested: (policyNumber: string) =>
    `Broker of record change requested for policy ${policyNumber}`,
  approved: (policyNumber: string, agency: string) =>
    `${agency} is now the broker of record of policy ${policyNumber}`,
  declined: 'Broker of record request declined',
  withdrawn: 'Broker of record request withdrawn',
  /** One answer whether the number is unknown or the insured's name differs (no enumeration). */
  notFound: 'No policy matches that policy number and named insured',
  alreadyBroker: 'Your agency is already the broker of record of this policy',
  notInForce: 'Only a policy in force (issued or in force) can change broker of record',
  pending: 'A broker of record request for this policy is already pending',
  notPending: 'This request has already been decided',
  letterDateRequired: 'Letter signed date is required',
  letterFuture: 'The letter cannot be signed in the future',
  letterStale: `The letter must have been signed within the last ${BOR_LETTER_VALID_DAYS} days`,
  policyNumberInvalid: 'Enter a policy number such as CYB-US-2026-0000123',
  namedInsuredRequired: 'Named insured is required',
  noteRequired: 'A reason is required to decline',
} as const;

/** POST /api/policy/v1/bor: the new agency asks, quoting the policy number and named insured. */
export const BorRequestSchema = z.object({
  policyNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(POLICY_NUMBER_PATTERN, BOR_MESSAGES.policyNumberInvalid),
  namedInsured: z.string().trim().min(1, BOR_MESSAGES.namedInsuredRequired).max(200),
  letterSignedOn: z
    .string({ error: BOR_MESSAGES.letterDateRequired })
    .min(1, BOR_MESSAGES.letterDateRequired)
    .refine(isCalendarDate, BOR_MESSAGES.letterDateRequired),
  notes: z.string().trim().max(1000).optional(),
});
export type BorRequest = z.infer<typeof BorRequestSchema>;

/** PUT /api/policy/v1/bor/{id}: provider staff decide; the agency that asked may withdraw. */
export const BorDecisionSchema = z
  .object({
    status: z.enum(['APPROVED', 'DECLINED', 'WITHDRAWN']),
    note: z.string().trim().max(1000).optional(),
  })
  .refine((d) => d.status !== 'DECLINED' || !!d.note, {
    message: BOR_MESSAGES.noteRequired,
    path: ['note'],
  });
export type BorDecision = z.infer<typeof BorDecisionSchema>;

export const BorRequestViewSchema = z.object({
  id: z.string(),
  policyId: z.string(),
  policyNumber: z.string(),
  product: productCodeSchema,
  namedInsured: z.string(),
  accountId: z.string(),
  fromAgencyName: z.string().nullable(),
  toAgencyName: z.string(),
  status: z.enum(BOR_STATUSES),
  letterSignedOn: z.iso.date(),
  notes: z.string().nullable(),
  requestedBy: z.string().nullable(),
  decisionNote: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  created: z.string(),
});
export type BorRequestView = z.infer<typeof BorRequestViewSchema>;

export const BorListSchema = z.object({ requests: z.array(BorRequestViewSchema) });
export type BorList = z.infer<typeof BorListSchema>;

export const BorResultSchema = z.object({ message: z.string(), request: BorRequestViewSchema });
export type BorResult = z.infer<typeof BorResultSchema>;

export const BorIdParamsSchema = z.object({ id: z.uuid({ error: 'Request not found' }) });

export const BOR_PATHS = {
  request: '/api/policy/v1/bor',
  decide: (id: string) => `/api/policy/v1/bor/${id}`,
  list: '/api/policy/v1/bor-policies',
} as const;
