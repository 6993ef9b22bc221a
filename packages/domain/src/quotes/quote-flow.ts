import { z } from 'zod';
import { isSurplusOnlyProduct, productCodeSchema, type ProductCode } from '../products/products.ts';

/**
 * The quote flows (spec 3 §2): requestQuote, edit-quote and renew-quote, their steps and the
 * calls behind them — re-rating a quote, renewing one, a custom quote for the underwriter, the
 * additional information of a request and the quote request sent to a retail agency (spec 2 §5,
 * spec 3 §3 bulk quote request).
 */
export const QUOTE_FLOWS = ['requestQuote', 'edit-quote', 'renew-quote'] as const;
export type QuoteFlow = (typeof QUOTE_FLOWS)[number];

/** Spec 3 §2 "Quote flow steps", in order; custom-quote is the optional side step. */
export const QUOTE_FLOW_STEPS = [
  'verify',
  'product-selector',
  'questions',
  'state-license',
  'quote',
  'additional-info',
  'custom-quote',
  'verify-submission',
] as const;
export type QuoteFlowStep = (typeof QUOTE_FLOW_STEPS)[number];

/**
 * Spec 3 §2 "plus submissions-* variants": the same steps, requesting into an existing
 * submission (decision 041) — named in the `submissionId` query parameter — instead of a new one.
 */
export const SUBMISSION_STEP_PREFIX = 'submissions-';
export const SUBMISSION_FLOW_STEPS = QUOTE_FLOW_STEPS.map(
  (s) => `${SUBMISSION_STEP_PREFIX}${s}` as const,
);
export type SubmissionFlowStep = (typeof SUBMISSION_FLOW_STEPS)[number];
/** The query parameter of the submissions-* steps naming the submission. */
export const SUBMISSION_ID_PARAM = 'submissionId';

/** Spec 3 §2 "Renewal steps". */
export const RENEWAL_FLOW_STEPS = ['verify', 'summary', 'custom-quote'] as const;
export type RenewalFlowStep = (typeof RENEWAL_FLOW_STEPS)[number];

/** The quote id segment of a new request, and the step the contact modal leads to. */
export const NO_QUOTE = 'no-quote';
export const NEW_QUOTE_STEP = 'new-quote';

/** Spec 3 §9: the prompt to refresh the quotes list appears 10 s after a request. */
export const REQUESTED_QUOTES_PROMPT_MS = 10_000;

/** Quotes that can still be re-rated (edit-quote). */
export const EDITABLE_QUOTE_STATUSES = ['INDICATION', 'READY', 'REFERRED'] as const;

/**
 * Spec 3 §4 "For the Florida 250 surplus case": the Boost 250 written for a Florida account is
 * placed on surplus-lines paper (as is Prime 250 Surplus everywhere); the request then needs the
 * agency's surplus-lines licence for the state and the step's button reads 'Next'.
 */
export const SURPLUS_PAPER_STATES: Partial<Record<ProductCode, readonly string[]>> = {
  P250: ['FL'],
};
export const needsSurplusLicence = (product: ProductCode, state: string | null | undefined) =>
  isSurplusOnlyProduct(product) ||
  (!!state && (SURPLUS_PAPER_STATES[product] ?? []).includes(state.toUpperCase()));

/** Labels of the send-quote-request form (spec 2 §5); messages are built from them. */
export const SEND_QUOTE_REQUEST_LABELS = {
  agencyName: 'Agency Name',
  agentFirstName: 'Agent First Name',
  agentLastName: 'Agent Last Name',
  agentEmail: 'Agent Email',
  agentPhone: 'Agent Phone',
} as const;

/** Messages of the quote flows; spec wording verbatim, the rest marked `design`. */
export const QUOTE_FLOW_MESSAGES = {
  required: (label: string) => `${label} is required`,
  phoneInvalid: (label: string) => `${label} is not a valid phone number`,
  emailInvalid: 'Please enter a valid Email Address',
  requestsSent: 'Quote request(s) sent successfully!',
  sendFailed: 'Failed to send quotes',
  sendFailedReasons: 'The quotes could not be requested for the following reason(s):',
  notEligible: 'Account is not eligible to Request Quote',
  needsMoreInformation: 'Account needs more information to enable Request Quote',
  updated: 'Quote succesfully updated. Please review coverages.',
  notEditable: 'Only an Indication, Ready or Referred quote can be edited', // design
  expired: 'This quote has expired and can no longer be edited; renew it instead', // design
  productMismatch: 'The quote is not a quote of this product', // design
  notRenewable: 'A declined or lost quote cannot be renewed', // design
  renewed: 'Renewal quote created', // design
  notActive: 'Only Ready, Indication or Referred quotes can be sent to a retail agency', // design
  wholesaleOnly: 'Only wholesale agencies send quote requests to a retail agency', // design
  quoteIdsRequired: 'Select at least one quote', // design
  tooManyQuotes: 'At most 5 quotes can be sent at once', // design
  reasonRequired: 'Reason is a required field',
  requestedLimitRequired: 'Requested Limit is required', // design
  notLicensed: (state: string) =>
    `You are not licensed in ${state}. Add a valid producer licence for ${state} to request a quote.`, // design
  noSurplusLicence: (state: string) =>
    `A surplus lines licence for ${state} is required to request this quote.`, // design
} as const;

const requiredText = (label: string, max = 100) =>
  z
    .string({ error: QUOTE_FLOW_MESSAGES.required(label) })
    .trim()
    .min(1, QUOTE_FLOW_MESSAGES.required(label))
    .max(max);

/** Spec 2 §5 / spec 3 §5: 10 or 11 digits, whatever the formatting. */
export const isRequestPhone = (value: string) => /^\d{10,11}$/.test(value.replace(/\D/g, ''));

/** The send-quote-request form (spec 2 §5): a retail agency and its agent. */
export const SendQuoteRequestFormSchema = z.object({
  agencyName: requiredText(SEND_QUOTE_REQUEST_LABELS.agencyName, 200),
  agentFirstName: requiredText(SEND_QUOTE_REQUEST_LABELS.agentFirstName, 60),
  agentLastName: requiredText(SEND_QUOTE_REQUEST_LABELS.agentLastName, 60),
  agentEmail: requiredText(SEND_QUOTE_REQUEST_LABELS.agentEmail, 254).pipe(
    z.email({ error: QUOTE_FLOW_MESSAGES.emailInvalid }),
  ),
  agentPhone: requiredText(SEND_QUOTE_REQUEST_LABELS.agentPhone, 30).refine(
    isRequestPhone,
    QUOTE_FLOW_MESSAGES.phoneInvalid(SEND_QUOTE_REQUEST_LABELS.agentPhone),
  ),
});
export type SendQuoteRequestForm = z.input<typeof SendQuoteRequestFormSchema>;

/** POST /api/quote/v1/action/send-request. */
export const SendQuoteRequestToAgencySchema = SendQuoteRequestFormSchema.extend({
  quoteIds: z
    .array(z.uuid(), { error: QUOTE_FLOW_MESSAGES.quoteIdsRequired })
    .min(1, QUOTE_FLOW_MESSAGES.quoteIdsRequired)
    .max(5, QUOTE_FLOW_MESSAGES.tooManyQuotes),
});
export type SendQuoteRequestToAgency = z.input<typeof SendQuoteRequestToAgencySchema>;

/** What a quote keeps of the retail request it was sent with. */
export const RetailRequestSchema = z.object({
  agencyName: z.string(),
  agentFirstName: z.string(),
  agentLastName: z.string(),
  agentEmail: z.string(),
  agentPhone: z.string(),
  sentAt: z.string(),
  sentBy: z.string().nullable(),
});
export type RetailRequest = z.infer<typeof RetailRequestSchema>;

/** The custom-quote step: terms outside the calculator, for the underwriter (design). */
export const CustomQuoteRequestSchema = z.object({
  requestedLimit: z
    .number({ error: QUOTE_FLOW_MESSAGES.requestedLimitRequired })
    .int()
    .positive(QUOTE_FLOW_MESSAGES.requestedLimitRequired)
    .max(100_000_000),
  requestedRetention: z.number().int().min(0).max(10_000_000).nullish(),
  reason: z
    .string({ error: QUOTE_FLOW_MESSAGES.reasonRequired })
    .trim()
    .min(1, QUOTE_FLOW_MESSAGES.reasonRequired)
    .max(2000),
});
export type CustomQuoteRequest = z.input<typeof CustomQuoteRequestSchema>;

/** The additional-info step (spec 3 §3 bulk quote request: the retail agent of a wholesale). */
export const RETAIL_AGENT_FIELDS = [
  'retailAgentFirstName',
  'retailAgentLastName',
  'retailAgentLicenseNumber',
] as const;
export const RETAIL_AGENT_LABELS = {
  retailAgentFirstName: 'Retail Agent First Name',
  retailAgentLastName: 'Retail Agent Last Name',
  retailAgentLicenseNumber: 'Retail Agent License Number',
} as const;

/** Optional fields a request from the flow adds to POST /api/quote/v1/{product}. */
export const QuoteFlowCreateFieldsSchema = z.object({
  /** A note for the underwriter, kept as an UNDERWRITING note on the quote. */
  underwriterNote: z.string().trim().max(2000).nullish(),
  retailAgentFirstName: z.string().trim().max(60).nullish(),
  retailAgentLastName: z.string().trim().max(60).nullish(),
  retailAgentLicenseNumber: z.string().trim().max(40).nullish(),
  /** Custom terms: the quote is REFERRED to the underwriter with them. */
  customQuote: CustomQuoteRequestSchema.nullish(),
});
export type QuoteFlowCreateFields = z.input<typeof QuoteFlowCreateFieldsSchema>;
export const QUOTE_FLOW_CREATE_KEYS = Object.keys(
  QuoteFlowCreateFieldsSchema.shape,
) as (keyof QuoteFlowCreateFields)[];

/** The additional-info form of a wholesale agency: the retail agent is required. */
export const AdditionalInfoSchema = z
  .object({
    needByDate: z.string().nullish(),
    underwriterNote: z.string().trim().max(2000).nullish(),
    retailAgentFirstName: z.string().trim().max(60).nullish(),
    retailAgentLastName: z.string().trim().max(60).nullish(),
    retailAgentLicenseNumber: z.string().trim().max(40).nullish(),
    wholesale: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (!v.wholesale) return;
    for (const key of RETAIL_AGENT_FIELDS) {
      if (!v[key]) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: QUOTE_FLOW_MESSAGES.required(RETAIL_AGENT_LABELS[key]),
        });
      }
    }
  });
export type AdditionalInfo = z.input<typeof AdditionalInfoSchema>;

/** PUT /api/quote/v1/{product}/{id}: the calculator's fields to re-rate the quote with. */
export const UpdateQuoteRequestSchema = z
  .object({
    presetName: z.string().trim().max(60).nullish(),
    needByDate: z.iso.date().nullish(),
  })
  .catchall(z.unknown());
export type UpdateQuoteRequest = z.input<typeof UpdateQuoteRequestSchema>;

/** POST /api/quote/v1/{product}/renew/{id}: optional overrides of the renewed terms. */
export const RenewQuoteRequestSchema = z
  .object({
    presetName: z.string().trim().max(60).nullish(),
    needByDate: z.iso.date().nullish(),
  })
  .catchall(z.unknown());
export type RenewQuoteRequest = z.input<typeof RenewQuoteRequestSchema>;

export const QuoteProductIdParamsSchema = z.object({
  product: productCodeSchema,
  id: z.uuid({ error: 'Quote not found' }),
});

/** GET /api/quote/v1/flow/context: what the flow needs to know about the caller. */
export const QuoteFlowContextSchema = z.object({
  accountType: z.string(),
  agencyKind: z.enum(['RETAIL', 'WHOLESALE']).nullable(),
});
export type QuoteFlowContext = z.infer<typeof QuoteFlowContextSchema>;
