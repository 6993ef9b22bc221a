import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  isValidUkPostcode,
  normaliseUkPostcode,
  UK_POSTCODE_PATTERN,
  US_ZIP_PATTERN,
} from '../accounts/account-rules.ts';
import { US_STATE_CODES } from '../accounts/us-states.ts';
import { isActingAsProvider, type CallerClaims } from '../auth/caller.ts';
import { matchPermissions } from '../auth/permissions.ts';
import { fileNamePart } from '../common/file-name.ts';
import type { Region } from '../common/region.ts';
import { isUkProduct } from '../products/products.ts';
import type { PolicyStatus } from './policy-status.ts';
import { POLICY_MESSAGES, type Policy } from './policy.schema.ts';

/**
 * Certificates of insurance and additional insureds (spec 3 §2 modals "Certificate of insurance"
 * and "Add Additional Insured Coverage", §3 certificate request and additional insured, §5 their
 * rules, §7 calls, §8 messages): the contract of the certificates API and its screens. Messages
 * are the spec's, verbatim (typos and trailing spaces included); those marked `design` are ours.
 */

/**
 * The certificate e-mails a user may request in an hour, and that one address may receive
 * (design): the platform's mail cannot be turned on someone's inbox.
 */
export const CERTIFICATE_EMAIL_BUDGET = { perUser: 20, perAddress: 5, windowMinutes: 60 } as const;

export const CERTIFICATE_MESSAGES = {
  // spec 3 §8
  fetchFailed: 'Unable to fetch additional insured info.',
  documentFailed: 'An error occurred finding the document. Please try again',
  emailFailed: 'Unable to send policy certificate email',
  emailRequestFailed: 'Unable to request sending of policy certificate email.',
  generated: 'Policy certificate successfully generated',
  emailRequested:
    'Thank you for your request. You will get an email shortly, with the Certificate of Insurance!',
  additionalInsuredSaved: 'Additional insured successfully updated', // spec 3 §8 successes
  tooManyEmails: 'Too many certificate e-mails were requested: please try again in an hour', // design
  // spec 3 §5: the certificate holder
  holderAddressRequired: 'Please enter a Address ',
  holderOrganizationRequired: 'Please enter a Orginization.',
  holderCityRequired: 'Please enter a City ',
  holderStateRequired: 'Please select a State',
  // spec 3 §5: the additional insured (its required fields; the messages are ours)
  organizationNameRequired: 'Organization Name is required', // design
  addressRequired: ACCOUNT_MESSAGES.address1Required,
  cityRequired: ACCOUNT_MESSAGES.cityRequired,
  stateRequired: ACCOUNT_MESSAGES.stateRequired,
  invalidState: ACCOUNT_MESSAGES.invalidState,
  industryRequired: 'Industry is required', // design
  industryCode: ACCOUNT_MESSAGES.industryCode,
  // the shared US ZIP rule (spec 2 §5)
  zipRequired: ACCOUNT_MESSAGES.zipRequired,
  invalidZip: ACCOUNT_MESSAGES.invalidZip,
  // a UK policy's addresses: the account rules' UK words and the shared UK postcode rule
  townCityRequired: ACCOUNT_MESSAGES.townCityRequired,
  postcodeRequired: ACCOUNT_MESSAGES.postcodeRequired,
  invalidPostcode: ACCOUNT_MESSAGES.invalidPostcode,
  // the calls' refusals and the removal
  additionalInsuredRequired: 'Please select an Additional Insured', // design
  additionalInsuredNotFound: 'Additional insured not found', // design (404, also for "not yours")
  certificateNotFound: 'Certificate not found', // design
  tooManyAdditionalInsureds: (max: number) =>
    `A policy may have at most ${max} additional insureds`, // design
  notCertifiable: 'Certificates of insurance are available only for a policy in force', // design
  notARequester:
    'Certificates of insurance are requested by the insured, its agency or provider staff', // design
  invalidEmail: 'Please enter a valid email address', // design
  additionalInsuredRemoved: 'Additional insured removed', // design
} as const;

/**
 * The region whose address rules a policy's certificates follow (design): a UK product or a
 * policy in pounds is a UK policy (its holders have a county and a postcode), any other a US one
 * (a state and a ZIP code). The certificate's wording and its dates and money follow it too.
 */
export const certificateRegion = (policy: Pick<Policy, 'product' | 'currency'>): Region =>
  isUkProduct(policy.product) || policy.currency === 'GBP' ? 'UK' : 'US';

/** At most this many additional insureds on one policy (design: the list is not paged). */
export const MAX_ADDITIONAL_INSUREDS = 50;

/**
 * The statuses in which a policy has certificates, and its additional insureds may change: an
 * issued policy whose cover has not ended (ISSUED, IN FORCE, and a cancellation requested or
 * pending, which still covers until its day). A binder (BOUND, BINDER EXPIRED, RESCIND), an
 * ended policy (EXPIRED, RENEWED, the cancellations, VOID) gets none: a certificate evidences
 * cover now (design).
 */
export const CERTIFIABLE_STATUSES = [
  'ISSUED',
  'IN FORCE',
  'CANCEL REQUESTED',
  'CANCEL PENDING',
] as const satisfies readonly PolicyStatus[];
export const isCertifiable = (status: string): boolean =>
  (CERTIFIABLE_STATUSES as readonly string[]).includes(status);

// --- who -------------------------------------------------------------------------------------

type Acting = Pick<CallerClaims, 'accountType' | 'subscriberType'>;

/**
 * Who edits a policy's additional insureds: provider staff acting as the provider with
 * policy:manage, or an agency's user with quote:manage (the agency that placed the policy: any
 * other agency does not see it) — the rule that services policies (decision 046). Anyone else
 * reads them only. `permissions`: the caller's role's (the token's scopes, the web's `me`).
 */
export const mayEditAdditionalInsureds = (caller: Acting, permissions: readonly string[]) =>
  (isActingAsProvider(caller) && matchPermissions(permissions, 'policy:manage')) ||
  (caller.accountType === 'AGENCY' && matchPermissions(permissions, 'quote:manage'));

/**
 * Who asks for a certificate of insurance (design): the insured's side — provider staff acting as
 * the provider, the agency that placed the policy, the policyholder. Carriers and reinsurers
 * (who read a policy by its paper), clusters and aggregators (over their member agencies), MSSPs
 * (over their clients) read the policy but do not hand out evidence of its cover.
 */
export const mayRequestCertificates = (caller: Acting) =>
  isActingAsProvider(caller) ||
  caller.accountType === 'AGENCY' ||
  caller.accountType === 'CUSTOMER';

// --- additional insureds --------------------------------------------------------------------

const M = CERTIFICATE_MESSAGES;

/** A required text: trimmed, `required` when blank, at most `max` characters. */
const requiredText = (required: string, max: number) => z.string().trim().min(1, required).max(max);

/** A US state code ('NY'), upper-cased. */
const stateCode = (required: string) =>
  z
    .string()
    .trim()
    .toUpperCase()
    .min(1, { error: required, abort: true })
    .refine((code) => US_STATE_CODES.has(code), M.invalidState);

/** The shared US ZIP rule: 5 digits or 5+4, never 00000. */
const zipCode = z
  .string()
  .trim()
  .min(1, { error: M.zipRequired, abort: true })
  .regex(US_ZIP_PATTERN, M.invalidZip);

/** A UK county: free text, optional (blank when absent), kept as typed. */
const county = z.string().trim().max(50).default('');

/** The shared UK postcode rule, required; stored the Royal Mail way ('sw1a1aa' → 'SW1A 1AA'). */
const postcode = z
  .string()
  .trim()
  .min(1, { error: M.postcodeRequired, abort: true })
  .regex(UK_POSTCODE_PATTERN, M.invalidPostcode)
  .transform(normaliseUkPostcode);

const naicsCode = z
  .string()
  .trim()
  .min(1, { error: M.industryRequired, abort: true })
  .regex(/^\d{2,6}$/, M.industryCode);

/**
 * The editor 'Add Additional Insured Coverage' of a US policy (spec 3 §5): Organization Name,
 * Address, City, State and Industry required; Address 2 optional; the ZIP code by the shared US
 * rule. A UK policy's editor follows `additionalInsuredInputSchemaFor('UK')`.
 */
export const AdditionalInsuredInputSchema = z.object({
  businessName: requiredText(M.organizationNameRequired, 200),
  address1: requiredText(M.addressRequired, 200),
  address2: z.string().trim().max(200).optional(),
  city: requiredText(M.cityRequired, 100),
  state: stateCode(M.stateRequired),
  zipCode,
  naicsCode,
  naicsDescription: requiredText(M.industryRequired, 300),
});
export type AdditionalInsuredInput = z.input<typeof AdditionalInsuredInputSchema>;
/** An additional insured as its region's rules leave it: trimmed, a US state upper-cased. */
export type AdditionalInsuredValues = z.output<typeof AdditionalInsuredInputSchema>;

/**
 * The editor of a UK policy (design, by the account rules' UK address): the same fields, the
 * Town/City required, the county (`state`) optional free text, the postcode required and by the
 * shared UK rule.
 */
const UkAdditionalInsuredInputSchema = AdditionalInsuredInputSchema.extend({
  city: requiredText(M.townCityRequired, 100),
  state: county,
  zipCode: postcode,
});

/**
 * The API's body of an additional insured: its fields and their types only. The rules are the
 * policy's region's (`additionalInsuredInputSchemaFor`), which the server applies once it knows
 * the policy; a US policy's answer the same 400 as `AdditionalInsuredInputSchema`.
 */
export const AdditionalInsuredBodySchema = z.object({
  businessName: z.string(),
  address1: z.string(),
  address2: z.string().optional(),
  city: z.string(),
  state: z.string().optional(),
  zipCode: z.string(),
  naicsCode: z.string(),
  naicsDescription: z.string(),
});
export type AdditionalInsuredBody = z.infer<typeof AdditionalInsuredBodySchema>;

/**
 * The additional insured's rules for a policy of `region` (`certificateRegion`): a US state and
 * ZIP code (`AdditionalInsuredInputSchema`), or a UK county and postcode. Both take what the
 * editor sends (`AdditionalInsuredInput`; a UK body may also leave the county out).
 */
export const additionalInsuredInputSchemaFor = (
  region: Region,
): z.ZodType<AdditionalInsuredValues, AdditionalInsuredInput> =>
  region === 'UK'
    ? (UkAdditionalInsuredInputSchema as z.ZodType<AdditionalInsuredValues, AdditionalInsuredInput>)
    : AdditionalInsuredInputSchema;

/** An additional insured of a policy (spec 3 §3 "Additional insured"). */
export const AdditionalInsuredSchema = z.object({
  id: z.string(),
  policyId: z.string(),
  businessName: z.string(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  naicsCode: z.string(),
  naicsDescription: z.string(),
  created: z.string(),
  modified: z.string(),
});
export type AdditionalInsured = z.infer<typeof AdditionalInsuredSchema>;

/** GET …/additional-insureds: a policy's additional insureds, in the order they were added. */
export const AdditionalInsuredListSchema = z.object({
  additionalInsureds: z.array(AdditionalInsuredSchema),
});
export type AdditionalInsuredList = z.infer<typeof AdditionalInsuredListSchema>;

export const AdditionalInsuredParamsSchema = z.object({
  id: z.uuid({ error: POLICY_MESSAGES.notFound }),
  insuredId: z.uuid({ error: M.additionalInsuredNotFound }),
});

// --- the certificate request ------------------------------------------------------------------

/** Spec 3 §3: the certificate is for a certificate holder, or for one of the additional insureds. */
export const CERTIFICATE_DOC_TYPES = ['Certificate_Holder', 'Additional_Insured'] as const;
export type CertificateDocType = (typeof CERTIFICATE_DOC_TYPES)[number];

/** The fields of a certificate request (spec 3 §3), trimmed, blank when absent. */
const certificateRequestFields = {
  docType: z.enum(CERTIFICATE_DOC_TYPES),
  additionalInsuredId: z.uuid({ error: M.additionalInsuredRequired }).optional(),
  organizationName: z.string().trim().max(200).default(''),
  address1: z.string().trim().max(200).default(''),
  city: z.string().trim().max(100).default(''),
  state: z.string().trim().toUpperCase().max(50).default(''),
  zip: z.string().trim().max(20).default(''),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.union([z.literal(''), z.email(M.invalidEmail)]))
    .optional(),
};

type HolderFields = {
  docType: CertificateDocType;
  additionalInsuredId?: string | undefined;
} & Record<'organizationName' | 'address1' | 'city' | 'state' | 'zip', string>;

/**
 * The rules of a certificate holder (spec 3 §5, its messages verbatim) for a policy of `region`:
 * Organization Name, Address and City required; in the US a state (a US code) and the ZIP code
 * by the shared US rule; in the UK the county optional and the postcode required, by the shared
 * UK rule. For an additional insured only its id.
 */
const holderRules = (region: Region) => (request: HolderFields, ctx: z.RefinementCtx) => {
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (request.docType === 'Additional_Insured') {
    if (!request.additionalInsuredId) issue('additionalInsuredId', M.additionalInsuredRequired);
    return;
  }
  if (!request.organizationName) issue('organizationName', M.holderOrganizationRequired);
  if (!request.address1) issue('address1', M.holderAddressRequired);
  if (!request.city) issue('city', M.holderCityRequired);
  if (region === 'UK') {
    if (!request.zip) issue('zip', M.postcodeRequired);
    else if (!isValidUkPostcode(request.zip)) issue('zip', M.invalidPostcode);
    return;
  }
  if (!request.state) issue('state', M.holderStateRequired);
  else if (!US_STATE_CODES.has(request.state)) issue('state', M.invalidState);
  if (!request.zip) issue('zip', M.zipRequired);
  else if (!US_ZIP_PATTERN.test(request.zip)) issue('zip', M.invalidZip);
};

/**
 * A certificate request for a US policy (spec 3 §3: docType, additionalInsuredId,
 * organizationName, address1, city, state, zip; the policy is the path's). A certificate holder's
 * fields follow spec 3 §5's rules with its messages; for an additional insured,
 * `additionalInsuredId` is required and the certificate prints the additional insured as stored
 * (the holder fields, which the screen fills from it, are not needed). `email` is where the
 * e-mailed certificate goes (the caller's own address when absent); a download ignores it. A UK
 * policy's request follows `certificateRequestSchemaFor('UK')`.
 */
export const CertificateRequestSchema = z
  .object(certificateRequestFields)
  .superRefine(holderRules('US'));
export type CertificateRequest = z.input<typeof CertificateRequestSchema>;
export type ParsedCertificateRequest = z.output<typeof CertificateRequestSchema>;

/**
 * A UK policy's request: the holder's county kept as typed (optional), its postcode by the shared
 * UK rule and stored the Royal Mail way.
 */
const UkCertificateRequestSchema = z
  .object({
    ...certificateRequestFields,
    state: z.string().trim().max(50).default(''),
    zip: z.string().trim().max(20).default('').transform(normaliseUkPostcode),
  })
  .superRefine(holderRules('UK'));

/**
 * The API's body of a certificate request: its fields and their types only. The rules are the
 * policy's region's (`certificateRequestSchemaFor`), which the server applies once it knows the
 * policy; a US policy's answer the same 400 as `CertificateRequestSchema`.
 */
export const CertificateRequestBodySchema = z.object({
  docType: z.enum(CERTIFICATE_DOC_TYPES),
  additionalInsuredId: z.string().optional(),
  organizationName: z.string().optional(),
  address1: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  zip: z.string().optional(),
  email: z.string().optional(),
});
export type CertificateRequestBody = z.infer<typeof CertificateRequestBodySchema>;

/**
 * A certificate request's rules for a policy of `region` (`certificateRegion`): a US holder
 * (`CertificateRequestSchema`), or a UK one with a county and a postcode.
 */
export const certificateRequestSchemaFor = (
  region: Region,
): z.ZodType<ParsedCertificateRequest, CertificateRequest> =>
  region === 'UK' ? UkCertificateRequestSchema : CertificateRequestSchema;

/**
 * A certificate holder's (or an additional insured's) address as a certificate prints it, line
 * by line (design): in the US the street lines, then 'City, ST 12345'; in the UK the street
 * lines, then the town, the county (when given) and the postcode, each on its own line.
 */
export function certificateAddressLines(
  address: {
    address1: string;
    address2?: string | null | undefined;
    city: string;
    state: string;
    zip: string;
  },
  region: Region,
): string[] {
  const street = [address.address1, address.address2].filter((l): l is string => !!l);
  if (region === 'UK') {
    return [...street, address.city, address.state, address.zip].filter(Boolean);
  }
  const cityLine = `${[address.city, address.state].filter(Boolean).join(', ')} ${address.zip}`;
  return [...street, cityLine.trim()].filter(Boolean);
}

/** POST …/certificate: the certificate made (recorded), and the name its PDF downloads under. */
export const CertificateSchema = z.object({
  id: z.string(),
  policyId: z.string(),
  docType: z.enum(CERTIFICATE_DOC_TYPES),
  additionalInsuredId: z.string().nullable(),
  /** The certificate holder, or the additional insured. */
  holderName: z.string(),
  fileName: z.string(),
  created: z.string(),
});
export type Certificate = z.infer<typeof CertificateSchema>;

export const CertificateParamsSchema = z.object({
  id: z.uuid({ error: POLICY_MESSAGES.notFound }),
  certificateId: z.uuid({ error: M.certificateNotFound }),
});

/** POST …/certificate/email (202): the confirmation, and the address the certificate goes to. */
export const CertificateEmailResultSchema = z.object({ message: z.string(), email: z.string() });
export type CertificateEmailResult = z.infer<typeof CertificateEmailResultSchema>;

/**
 * `{company}-{policyNumber}-Policy-Certificate.pdf` (spec 3 §7), safe for a Content-Disposition
 * header: the server's name for the download, and the web's.
 */
export const certificateFileName = (companyName: string, policyNumber: string): string =>
  `${fileNamePart(companyName, 'policy')}-${fileNamePart(policyNumber, 'policy')}-Policy-Certificate.pdf`;

/** What the certificate prints (design: an ACORD 25-like layout; the UK's plainer title). */
export const CERTIFICATE_TEXT = {
  title: (uk: boolean) => (uk ? 'Certificate of Insurance' : 'Certificate of Liability Insurance'),
  informationOnly:
    'This certificate is issued as a matter of information only and confers no rights upon the certificate holder. This certificate does not affirmatively or negatively amend, extend or alter the coverage afforded by the policy below.',
  cancellation:
    'Should the above described policy be cancelled before the expiration date thereof, notice will be delivered in accordance with the policy provisions.',
  additionalInsured: (uk: boolean) =>
    uk
      ? 'The party named below is an additional insured under the policy, as its terms provide.'
      : 'The certificate holder is an additional insured under the policy, as its terms and endorsements provide.',
  operations: (product: string) =>
    `Cyber and technology risk cover (${product}) for the operations of the named insured.`,
  coverage: (tech: boolean) =>
    tech ? 'Technology Errors & Omissions and Cyber Liability' : 'Cyber Liability',
} as const;

/**
 * The certificates' calls (design: spec 3 names a certificate POST, a document by policy and
 * creation, an e-mail request and additional insureds by policy, without paths).
 */
export const CERTIFICATE_PATHS = {
  additionalInsureds: (policyId: string) => `/api/policy/v1/${policyId}/additional-insureds`,
  additionalInsured: (policyId: string, insuredId: string) =>
    `/api/policy/v1/${policyId}/additional-insureds/${insuredId}`,
  /** POST: make a certificate (recorded); GET …/{certificateId}: its PDF. */
  certificate: (policyId: string) => `/api/policy/v1/${policyId}/certificate`,
  certificateDocument: (policyId: string, certificateId: string) =>
    `/api/policy/v1/${policyId}/certificate/${certificateId}`,
  email: (policyId: string) => `/api/policy/v1/${policyId}/certificate/email`,
} as const;
