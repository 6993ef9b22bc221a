import { z } from 'zod';
import { PageNumberSchema, pageOf } from '../common/list.schema.ts';
import { productCodeSchema } from '../products/products.ts';
import { ENDORSEMENT_TYPES, POLICY_REVISION_KINDS } from './policy-transactions.ts';

/**
 * Midterm servicing beyond the transactions themselves (decision 050): the program a policy is
 * written under (spec 3 §7 "add program"), the midterm list (the endorsements across the
 * caller's book), and the transaction documents filed in the account's documents, with
 * `regenerate` to file a fresh copy.
 */

// --- program -------------------------------------------------------------------------------

/** One of the producing agency's programs (agencies: name and description, provider-managed). */
export const PolicyProgramOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
});
export type PolicyProgramOption = z.infer<typeof PolicyProgramOptionSchema>;

/** GET …/program: the policy's program and, for provider staff, the agency's programs to pick. */
export const PolicyProgramViewSchema = z.object({
  program: PolicyProgramOptionSchema.nullable(),
  /** The producing agency's programs (empty for whoever may not change it). */
  options: z.array(PolicyProgramOptionSchema),
  canChange: z.boolean(),
});
export type PolicyProgramView = z.infer<typeof PolicyProgramViewSchema>;

/** PUT …/program: one of the agency's programs, or null to take the policy out of its program. */
export const PolicyProgramInputSchema = z.object({
  programId: z.uuid({ error: 'Program not found for this agency' }).nullable(),
});
export type PolicyProgramInput = z.infer<typeof PolicyProgramInputSchema>;

export const PROGRAM_MESSAGES = {
  added: (name: string, policyNumber: string) =>
    `Policy ${policyNumber} added to the program ${name}`,
  removed: (policyNumber: string) => `Policy ${policyNumber} removed from its program`,
  unchanged: 'The policy is already in that program',
  notFound: 'Program not found for this agency',
  noAgency: 'This policy has no producing agency, so it has no programs',
} as const;

// --- the midterm list ------------------------------------------------------------------------

/** The revision kinds the midterm list shows: endorsements and their reverts. */
export const MIDTERM_KINDS = ['ENDORSEMENT', 'REVERT'] as const;

/** GET /api/policy/v1/midterm: newest first; `search` is a policy number or named insured. */
export const MidtermQuerySchema = z.object({
  page: PageNumberSchema,
  size: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(200).optional(),
  endorsementType: z.enum(ENDORSEMENT_TYPES).optional(),
});
export type MidtermQuery = z.input<typeof MidtermQuerySchema>;

/** One midterm change of one policy. */
export const MidtermEntrySchema = z.object({
  policyId: z.string(),
  policyNumber: z.string(),
  companyName: z.string(),
  agencyName: z.string().nullable(),
  product: productCodeSchema,
  currency: z.enum(['USD', 'GBP']),
  /** The revision's number on its policy. */
  number: z.number().int(),
  kind: z.enum(POLICY_REVISION_KINDS),
  label: z.string(),
  endorsementType: z.enum(ENDORSEMENT_TYPES).nullable(),
  effectiveDate: z.iso.date(),
  /** Whether its day has come (false: scheduled). */
  inForce: z.boolean(),
  reason: z.string().nullable(),
  /** Cents (pence): charged (+) or returned (−). */
  premiumDelta: z.number().int(),
  createdBy: z.string().nullable(),
  created: z.string(),
  reverted: z.boolean(),
});
export type MidtermEntry = z.infer<typeof MidtermEntrySchema>;
export const MidtermPageSchema = pageOf(MidtermEntrySchema);
export type MidtermPage = z.infer<typeof MidtermPageSchema>;

// --- filed documents -------------------------------------------------------------------------

/**
 * The account document type each transaction document is filed under (the documents module's
 * catalogue: Endorsement, Policy Notice, Renewal Offer).
 */
export const FILED_DOCUMENT_TYPES: Record<string, string> = {
  Endorsement: 'ENDORSEMENT',
  'ERP-Endorsement': 'ENDORSEMENT',
  'Cancellation-Notice': 'POLICY_NOTICE',
  'Void-Notice': 'POLICY_NOTICE',
  'Rescission-Notice': 'POLICY_NOTICE',
  'Reinstatement-Notice': 'POLICY_NOTICE',
  'ERP-Void-Notice': 'POLICY_NOTICE',
  'Renewal-Offer': 'RENEWAL_OFFER',
};

export const FILED_DOCUMENT_MESSAGES = {
  regenerated: (docName: string) => `${docName} regenerated and filed in the account's documents`,
  noRenewal: 'This policy has no renewal quote to offer',
} as const;

/** POST …/regenerate: the document as now filed. */
export const RegeneratedDocumentSchema = z.object({
  message: z.string(),
  documentId: z.string(),
  docName: z.string(),
});
export type RegeneratedDocument = z.infer<typeof RegeneratedDocumentSchema>;

// --- the coverage chart ----------------------------------------------------------------------

/** GET …/coverages: the policy's coverages as bound, in the quote's order (decision 050). */
export const PolicyCoveragesSchema = z.object({
  coverages: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      group: z.string(),
      /** Whole currency units. */
      subLimit: z.number(),
      endorsement: z.boolean(),
    }),
  ),
});
export type PolicyCoverages = z.infer<typeof PolicyCoveragesSchema>;

export const MIDTERM_PATHS = {
  coverages: (id: string) => `/api/policy/v1/${id}/coverages`,
  midterm: '/api/policy/v1/midterm',
  program: (id: string) => `/api/policy/v1/${id}/program`,
  regenerateRevision: (id: string, number: number) =>
    `/api/policy/v1/${id}/revisions/${number}/regenerate`,
  renewalOffer: (id: string) => `/api/policy/v1/${id}/renewal/document`,
  regenerateRenewalOffer: (id: string) => `/api/policy/v1/${id}/renewal/regenerate`,
} as const;
