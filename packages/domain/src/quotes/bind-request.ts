import { z } from 'zod';
import { proposalFileName } from './proposal.ts';
import { SendQuoteRequestSchema } from './quote.schema.ts';

/**
 * Request to bind, the wholesale quote page, the named insured's signature and the surplus-lines
 * notice (spec 3 §2, §4 "Bind flow", §5, §8; decision 043).
 */

/**
 * Where a quote stands for the agency that asked for it (spec 3 §4 "Wholesale page by agency
 * status"): open (Ready, nothing requested yet), request sent, bound, or invalid (anything that
 * can no longer be bound: expired, declined, lost, invalidated…). Pending quotes (referred, in
 * review, indication) are open too: they may become bindable.
 */
export const AGENCY_STATUSES = ['OPEN', 'REQUEST_SENT', 'BOUND', 'INVALID'] as const;
export type AgencyStatus = (typeof AGENCY_STATUSES)[number];

const PENDING = new Set(['REQUESTED', 'REFERRED', 'IN_REVIEW', 'INDICATION', 'ACTIVE', 'DRAFT']);

export function agencyStatusOf(status: string, bindRequestedAt: string | null): AgencyStatus {
  if (status === 'BOUND') return 'BOUND';
  if (status === 'READY') return bindRequestedAt ? 'REQUEST_SENT' : 'OPEN';
  if (PENDING.has(status)) return 'OPEN';
  return 'INVALID';
}

/** 'Request to bind' is shown for open and request-sent quotes (spec 3 §4)… */
export const showsRequestToBind = (s: AgencyStatus) => s === 'OPEN' || s === 'REQUEST_SENT';

/** States whose surplus-lines notice the broker attests before binding (spec 3 §4, §9). */
export const SURPLUS_NOTICE_STATES = ['LA', 'MT'] as const;
export type SurplusNoticeState = (typeof SURPLUS_NOTICE_STATES)[number];
export const SURPLUS_NOTICE_STATE_NAMES: Record<SurplusNoticeState, string> = {
  LA: 'Louisiana',
  MT: 'Montana',
};
export const needsSurplusNotice = (isSurplus: boolean, state: string | null) =>
  isSurplus && (SURPLUS_NOTICE_STATES as readonly string[]).includes(state ?? '');

/** How long the wholesale page's e-mail link opens the quote. */
export const QUOTE_LINK_TTL_DAYS = 14;
/** The header a wholesale-page call carries the e-mailed link's token in. */
export const QUOTE_LINK_HEADER = 'x-quote-link';

export const BIND_REQUEST_MESSAGES = {
  // spec 3 §8 and spec 2 §8, verbatim
  sent: 'Request to bind successfully sent',
  failed: 'Failed to request quote binding',
  retrieveFailed: 'There was an error while retrieving the quote',
  attested: 'Attested Successfully',
  attestFailed: 'Not able to attest at this time. Please try again later.',
  attestNoticeFailed: 'Not able to attest compliance notice at this time.',
  documentsDownloadFailed: 'Unable to download the Quote Documents',
  documentsLinkFailed: 'Unable to fetch the Quote Documents link',
  applicationLinkUnavailable:
    'Application Link is not available at this time. Please try again after sometime.',
  // ours
  verified: 'Account verified',
  notVerified: 'Verify the account before requesting to bind.',
  notBindable: 'Only an open quote can be requested to bind.',
  accountChanged:
    'The account changed since this page was opened. Reload the page and verify it again.',
  linkInvalid:
    'You are not able to view this quote. Go back to the email and click the link again.',
  notSignable: 'Only a Ready quote can be signed.',
  alreadySigned: 'The application for this quote is already signed.',
  termsRequired: 'Please accept the terms to sign.',
  noticeNotNeeded: 'This quote needs no surplus lines notice.',
  noticeAlreadyAttested: 'The surplus lines notice of this quote is already attested.',
  noticeRequired:
    'The surplus lines notice must be attested by the surplus lines broker before binding.',
} as const;

/** PUT /api/quote/v1/{id}: request to bind with the policyholder contact (spec 3 §7). */
export const BindRequestSchema = SendQuoteRequestSchema.omit({ quoteId: true });
export type BindRequest = z.infer<typeof BindRequestSchema>;

/**
 * PATCH /api/quote/v1/{id}/verification: the agent confirms the account's firmographics (spec 3
 * §4). The facts the page showed come back; when one no longer matches the account the call is a
 * 409 (the page was stale), so what was verified is what the account says.
 */
export const AccountVerificationSchema = z
  .object({
    name: z.string().trim().max(300).optional(),
    state: z.string().trim().max(10).nullable().optional(),
    revenue: z.number().nullable().optional(),
    noOfEmployeesAll: z.number().int().nullable().optional(),
    naicsCode: z.string().trim().max(10).nullable().optional(),
  })
  .strict();
export type AccountVerification = z.infer<typeof AccountVerificationSchema>;

export const AccountVerificationResultSchema = z.object({
  message: z.string(),
  isVerifiedByAgent: z.boolean(),
  verifiedDate: z.string(),
});
export type AccountVerificationResult = z.infer<typeof AccountVerificationResultSchema>;

export const SIGNATURE_KINDS = ['APPLICATION', 'SURPLUS_NOTICE'] as const;
export type SignatureKind = (typeof SIGNATURE_KINDS)[number];

/** An electronic signature: who, when, from where, and the SHA-256 of what they signed. */
export const SignatureSchema = z.object({
  id: z.string(),
  kind: z.enum(SIGNATURE_KINDS),
  signerName: z.string(),
  signerEmail: z.string().nullable(),
  signedAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  documentSha256: z.string(),
  state: z.string().nullable(),
});
export type Signature = z.infer<typeof SignatureSchema>;

/** What the bind card of a quote shows (drawer, wholesale page, sign page). */
export const BindStatusSchema = z.object({
  agencyStatus: z.enum(AGENCY_STATUSES),
  isVerifiedByAgent: z.boolean(),
  verifiedDate: z.string().nullable(),
  bindRequestedAt: z.string().nullable(),
  surplusNoticeRequired: z.boolean(),
  signatures: z.array(SignatureSchema),
});
export type BindStatus = z.infer<typeof BindStatusSchema>;

/** POST /api/quote/v1/attest and /api/quote/v1/surplus/attest. */
export const AttestRequestSchema = z.object({
  quoteId: z.uuid({ error: 'Quote not found' }),
  accepted: z.literal(true, { error: BIND_REQUEST_MESSAGES.termsRequired }),
});
export type AttestRequest = z.infer<typeof AttestRequestSchema>;

export const SurplusAttestRequestSchema = AttestRequestSchema.extend({
  state: z.enum(SURPLUS_NOTICE_STATES),
});
export type SurplusAttestRequest = z.infer<typeof SurplusAttestRequestSchema>;

export const AttestResultSchema = z.object({ message: z.string(), signature: SignatureSchema });
export type AttestResult = z.infer<typeof AttestResultSchema>;

/** The application documents link (spec 3 §7 "fetch application documents link"). */
export const ApplicationLinkSchema = z.object({
  url: z.string(),
  fileName: z.string(),
  quoteNumber: z.string(),
  signed: z.boolean(),
  /** The attestation terms the named insured accepts (agency and carriers named). */
  terms: z.array(z.string()),
});
export type ApplicationLink = z.infer<typeof ApplicationLinkSchema>;

/** The attestation terms of the named insured (spec 3 §9). */
export const attestationTerms = (agency: string, carriers: string[]) => {
  const writers =
    carriers.length === 0
      ? 'its carriers'
      : carriers.length === 1
        ? carriers[0]
        : `${carriers.slice(0, -1).join(', ')} and ${carriers[carriers.length - 1]}`;
  return [
    `This policy is issued by ${agency} and underwritten by ${writers}.`,
    'I confirm, as the named insured or its authorised representative, that the information in the application is true and complete, and I agree that the policy documents are delivered electronically.',
  ];
};

/** The surplus-lines notice the broker attests for LA and MT (spec 3 §5). */
export const surplusNoticeText = (state: SurplusNoticeState, broker: string) => [
  `${SURPLUS_NOTICE_STATE_NAMES[state]} surplus lines notice: this insurance is placed with an insurer not licensed (admitted) in ${SURPLUS_NOTICE_STATE_NAMES[state]}. It is not covered by the state's insurance guaranty fund, and the insurer's rates and forms are not approved by the state's insurance department.`,
  `I, ${broker}, attest that I am the licensed surplus lines broker, or the authorized representative of the licensed surplus lines broker, in ${SURPLUS_NOTICE_STATE_NAMES[state]} for this placement, and that the insured has been informed of this notice.`,
];

/** The wholesale quote page (spec 3 §2, §4): what the retail agent sees through the link. */
export const WholesaleQuoteSchema = z.object({
  id: z.string(),
  quoteNumber: z.string(),
  product: z.string(),
  status: z.string(),
  currency: z.string(),
  companyName: z.string(),
  agencyName: z.string().nullable(),
  retailAgencyName: z.string().nullable(),
  retailAgentName: z.string().nullable(),
  agencyDescription: z.string().nullable(),
  agent: z.object({
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  effectiveDate: z.string(),
  endDate: z.string(),
  expiresOn: z.string(),
  limit: z.number(),
  deductible: z.number(),
  premium: z.number(),
  fees: z.number(),
  surplusLinesTax: z.number(),
  totalPremium: z.number(),
  isSurplus: z.boolean(),
  firmographics: z.object({
    name: z.string(),
    state: z.string().nullable(),
    city: z.string().nullable(),
    revenue: z.number().nullable(),
    noOfEmployeesAll: z.number().nullable(),
    naicsCode: z.string().nullable(),
    domainName: z.string().nullable(),
    yearEstablished: z.number().nullable(),
  }),
  riskFactors: z.array(z.object({ label: z.string(), value: z.string() })),
  coverages: z.array(z.object({ key: z.string(), label: z.string(), limit: z.number() })),
  customer: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  bind: BindStatusSchema,
});
export type WholesaleQuote = z.infer<typeof WholesaleQuoteSchema>;

export const BIND_REQUEST_PATHS = {
  requestToBind: (id: string) => `/api/quote/v1/${id}`,
  verification: (id: string) => `/api/quote/v1/${id}/verification`,
  bindStatus: (id: string) => `/api/quote/v1/${id}/bind-status`,
  wholesale: (id: string) => `/api/quote/v1/wholesale/${id}`,
  wholesaleVerification: (id: string) => `/api/quote/v1/wholesale/${id}/verification`,
  wholesaleRequestToBind: (id: string) => `/api/quote/v1/wholesale/${id}/request-to-bind`,
  applicationLink: (id: string) => `/api/quote/v1/attestation/${id}/link`,
  applicationDocument: (id: string) => `/api/quote/v1/attestation/${id}/document`,
  attest: '/api/quote/v1/attest',
  surplusAttest: '/api/quote/v1/surplus/attest',
} as const;

/** The wholesale quote page's address, as the e-mail carries it. */
export const wholesalePagePath = (id: string, product: string, token: string) =>
  `/quote/${id}/request-to-bind/${product}?token=${encodeURIComponent(token)}`;

/** The signed application's file name: `{company}-{quoteNumber}-application.pdf`. */
export const applicationFileName = (company: string, quoteNumber: string) =>
  proposalFileName(company, quoteNumber).replace(/-proposal\.pdf$/, '-application.pdf');
/** The attested surplus lines notice's file name. */
export const surplusNoticeFileName = (company: string, quoteNumber: string) =>
  proposalFileName(company, quoteNumber).replace(/-proposal\.pdf$/, '-surplus-notice.pdf');

/** A post-bind subjectivity still open this many days after binding reminds the agent… */
export const POST_BIND_REMINDER_DAYS = 14;
/** …and again every this many days while it stays open. */
export const POST_BIND_REMINDER_REPEAT_DAYS = 7;
