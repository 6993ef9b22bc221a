import { z } from 'zod';
import { AgencySchema } from './agency.schema.ts';

/**
 * An agency's administrative records (spec 2 §4 "Agency payments", §7 "sign and fein calls under
 * the account service"): payments pause/resume, the US Federal Employer Identification Number and
 * the producer agreement. Every message here is a design message (the spec shows none).
 */
export const AGENCY_ADMIN_MESSAGES = {
  paymentsPaused: (name: string) => `Payments to ${name} are paused`,
  paymentsResumed: (name: string) => `Payments to ${name} are resumed`,
  alreadyPaused: 'Payments to this agency are already paused',
  notPaused: 'Payments to this agency are not paused',
  paymentsProviderAdminOnly: 'Only provider admins can pause or resume payments to an agency',
  feinRequired: 'FEIN is required',
  feinFormat: 'FEIN must be 9 digits, as 123456789 or 12-3456789',
  feinPrefix: 'This FEIN does not start with a prefix the IRS issues',
  feinUsOnly: 'A FEIN applies to US agencies only',
  feinSaved: 'FEIN saved',
  feinRemoved: 'FEIN removed',
  feinNotAllowed: "Only provider staff and the agency's admins can change its FEIN",
  signerNameRequired: 'Signer name is required',
  acceptRequired: 'Tick the box to accept the producer agreement',
  agreementSigned: 'Producer agreement signed',
  alreadySigned: 'The current producer agreement is already signed',
  signAdminOnly: "Only the agency's admin can sign the producer agreement",
} as const;

// ------------------------------------------------------------------ payments

/** PUT /api/account/v1/agency/{id}/payments: pause (true) or resume (false). */
export const AgencyPaymentsInputSchema = z.object({
  paused: z.boolean({ error: 'paused must be true or false' }),
});
export type AgencyPaymentsInput = z.input<typeof AgencyPaymentsInputSchema>;

// ------------------------------------------------------------------ FEIN

/**
 * The two-digit prefixes the IRS assigns to EINs (its campus and online prefixes). Anything else
 * cannot be a real FEIN.
 */
const FEIN_PREFIX_RANGES: readonly [number, number][] = [
  [1, 6],
  [10, 16],
  [20, 27],
  [30, 39],
  [40, 48],
  [50, 68],
  [71, 77],
  [80, 88],
  [90, 95],
  [98, 99],
];

export const isIssuedFeinPrefix = (prefix: number) =>
  FEIN_PREFIX_RANGES.some(([from, to]) => prefix >= from && prefix <= to);

/** 123456789 or 12-3456789 (spaces around are ignored); anything else is not a FEIN. */
const FEIN_INPUT = /^(\d{2})-?(\d{7})$/;

/** The stored form NN-NNNNNNN, or null when the value is not a well-formed FEIN. */
export function normaliseFein(value: string): string | null {
  const match = FEIN_INPUT.exec(value.trim());
  return match ? `${match[1]}-${match[2]}` : null;
}

/**
 * A FEIN as typed: required, 9 digits with an optional hyphen after the second, an issued prefix.
 * Output: NN-NNNNNNN.
 */
export const FeinSchema = z
  .string({ error: AGENCY_ADMIN_MESSAGES.feinRequired })
  .trim()
  .min(1, AGENCY_ADMIN_MESSAGES.feinRequired)
  .superRefine((value, ctx) => {
    if (!value) return;
    const normalised = normaliseFein(value);
    if (!normalised) {
      ctx.addIssue({ code: 'custom', message: AGENCY_ADMIN_MESSAGES.feinFormat });
    } else if (!isIssuedFeinPrefix(Number(normalised.slice(0, 2)))) {
      ctx.addIssue({ code: 'custom', message: AGENCY_ADMIN_MESSAGES.feinPrefix });
    }
  })
  .transform((value) => normaliseFein(value) ?? value);

/** PUT /api/account/v1/agency/{id}/fein: a FEIN, or null to remove it. */
export const AgencyFeinInputSchema = z.object({ fein: FeinSchema.nullable() });
export type AgencyFeinInput = z.input<typeof AgencyFeinInputSchema>;

// ------------------------------------------------------------------ producer agreement

/** The producer agreement in force; a new version needs a new signature. */
export const PRODUCER_AGREEMENT_VERSION = '2026.1';
export const PRODUCER_AGREEMENT_TITLE = 'Producer Agreement';

export const AgreementSignatureSchema = z.object({
  version: z.string(),
  signerName: z.string(),
  signerTitle: z.string().nullable(),
  signedBy: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  signedAt: z.string(),
});
export type AgreementSignature = z.infer<typeof AgreementSignatureSchema>;

/**
 * GET /api/account/v1/agency/{id}/sign. `signed` is true when the newest signature is of the
 * current version; `signature` is the newest signature of any version (an older one means the
 * agency must sign again).
 */
export const AgreementStatusSchema = z.object({
  agencyId: z.string(),
  version: z.string(),
  title: z.string(),
  signed: z.boolean(),
  signature: AgreementSignatureSchema.nullable(),
  /** Whether the caller may sign (the agency's own admin, while it is unsigned). */
  canSign: z.boolean(),
});
export type AgreementStatus = z.infer<typeof AgreementStatusSchema>;

/** POST /api/account/v1/agency/{id}/sign. */
export const SignAgreementInputSchema = z.object({
  signerName: z
    .string({ error: AGENCY_ADMIN_MESSAGES.signerNameRequired })
    .trim()
    .min(1, AGENCY_ADMIN_MESSAGES.signerNameRequired)
    .max(120),
  signerTitle: z
    .string()
    .trim()
    .max(120)
    .transform((v) => v || null)
    .nullable()
    .optional(),
  accept: z.literal(true, { error: AGENCY_ADMIN_MESSAGES.acceptRequired }),
});
export type SignAgreementInput = z.input<typeof SignAgreementInputSchema>;

export const SignAgreementResultSchema = z.object({
  message: z.string(),
  agreement: AgreementStatusSchema,
});

/** The answer of the payments and FEIN calls: a message and the agency as it now is. */
export const AgencyAdminResultSchema = z.object({ message: z.string(), agency: AgencySchema });
