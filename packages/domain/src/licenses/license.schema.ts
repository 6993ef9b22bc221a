import { z } from 'zod';
import { US_STATE_CODES, US_STATES } from '../accounts/us-states.ts';
import { ListQuerySchema, pageOf } from '../common/list.schema.ts';

/**
 * Licences (spec 2 §3 Agency license, Agent license, Surplus license; §5 "Licenses" and "Surplus
 * license"; §6; §7 "Licenses"; §8; §9). Messages marked `spec` are verbatim, typos included;
 * the others are designed (docs/decisions/015-licences.md).
 */
export const LICENSE_MESSAGES = {
  /** spec §5 */
  onlyAlphanumeric: 'Only alphabets and numbers are allowed for this field',
  /** spec §5 (the trailing space is the spec's) */
  onlyAlphabets: 'Only alphabets are allowed for this field ',
  /** spec §5 */
  invalidEmail: 'Please enter a valid Email Address',
  /** spec §5 */
  invalidAgency: 'The selected agency is invalid.',
  numberRequired: 'License number is required',
  stateRequired: 'State is required',
  invalidState: 'Invalid State',
  expirationRequired: 'Expiration date is required',
  expirationInvalid: 'Enter a valid date',
  expirationPast: 'Expiration date cannot be before today',
  npnInvalid: 'NPN must be up to 10 digits',
  agentRequired: 'Agent is required',
  agentNotInAgency: 'The selected agent is not a user of this agency.',
  firstNameRequired: 'Broker first name is required',
  lastNameRequired: 'Broker last name is required',
  emailRequired: 'Broker email is required',
  licenseNotFound: 'License not found.',
  surplusNotFound: 'Surplus license not found.',
  duplicateAgencyLicense: 'This agency already has a license with this number in this state.',
  duplicateAgentLicense: 'This agent already has a license with this number in this state.',
  signatureAdminOnly: 'Only provider admins can set signature on file.',
  signatureStates: 'Signature on file is only available for LA and MT.',
  providerOnly: 'Only provider staff can search every agency.',
  templateTypeUnknown: 'Unknown template type.',
  /** spec §8 success messages ("license created/updated/removed") */
  licenseCreated: 'License created',
  licenseUpdated: 'License updated',
  licenseRemoved: 'License removed',
  /** spec §8 (typo kept) */
  surplusAdded: 'Surplus License added succesfully!',
  surplusUpdated: 'Surplus License updated succesfully!',
  surplusDeleted: 'Surplus License deleted succesfully!',
  /** spec §8 failure messages */
  addUnavailable: 'Not able to add license at this time.Please try again later.',
  requestError: 'There was an error with your request',
  editFailed: 'Failed to edit license. Please try again!',
  addFailed: 'Failed to add license. Please try again!',
} as const;

/** spec §9: the surplus-lines states where a signature may be kept on file. */
export const SIGNATURE_ON_FILE_STATES = ['LA', 'MT'] as const;
export const allowsSignatureOnFile = (state: string | null | undefined) =>
  !!state && (SIGNATURE_ON_FILE_STATES as readonly string[]).includes(state.toUpperCase());

export const LICENSE_NUMBER_PATTERN = /^[A-Za-z0-9 ]+$/;
export const SURPLUS_NUMBER_PATTERN = /^[A-Za-z0-9]+$/;
export const BROKER_NAME_PATTERN = /^[A-Za-z ]+$/;
export const NPN_PATTERN = /^\d{1,10}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const usStateName = (code: string) =>
  US_STATES.find((s) => s.code === code.toUpperCase())?.name;

/** Today as YYYY-MM-DD (UTC) from a clock's now. */
export const isoDay = (now: Date) => now.toISOString().slice(0, 10);

/** An expiration date that is not before `today` (both YYYY-MM-DD). */
export const isExpiryAcceptable = (expirationDate: string, today: string) =>
  expirationDate >= today;

const isRealDate = (value: string) => {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};

const stateField = z
  .string({ error: LICENSE_MESSAGES.stateRequired })
  .trim()
  .min(1, LICENSE_MESSAGES.stateRequired)
  .transform((v) => v.toUpperCase())
  .refine((v) => US_STATE_CODES.has(v), LICENSE_MESSAGES.invalidState);

const numberField = z
  .string({ error: LICENSE_MESSAGES.numberRequired })
  .trim()
  .min(1, LICENSE_MESSAGES.numberRequired)
  .max(50)
  .regex(LICENSE_NUMBER_PATTERN, LICENSE_MESSAGES.onlyAlphanumeric);

const npnField = z
  .union([z.string().trim().regex(NPN_PATTERN, LICENSE_MESSAGES.npnInvalid), z.literal('')])
  .nullish()
  .transform((v) => (v ? v : null));

/** `today` (YYYY-MM-DD) is read from the server clock on the API and from the browser on forms. */
const expirationField = (today?: string) =>
  z
    .string({ error: LICENSE_MESSAGES.expirationRequired })
    .trim()
    .min(1, LICENSE_MESSAGES.expirationRequired)
    .refine(isRealDate, LICENSE_MESSAGES.expirationInvalid)
    .refine((v) => !today || isExpiryAcceptable(v, today), LICENSE_MESSAGES.expirationPast);

const uuidOf = (message: string) => z.uuid({ error: message });

// --- agency licences --------------------------------------------------------------------------

export const agencyLicenseInputSchema = (today?: string) =>
  z.object({
    /** Provider staff name the agency; agency users act for their own. */
    agencyId: uuidOf(LICENSE_MESSAGES.invalidAgency).optional(),
    number: numberField,
    state: stateField,
    expirationDate: expirationField(today),
    npn: npnField,
    activeResidentState: z.boolean().default(false),
  });
export const AgencyLicenseInputSchema = agencyLicenseInputSchema();
export type AgencyLicenseInput = z.input<typeof AgencyLicenseInputSchema>;
export const AgencyLicenseUpdateSchema = AgencyLicenseInputSchema.extend({ id: z.uuid() });
export type AgencyLicenseUpdate = z.input<typeof AgencyLicenseUpdateSchema>;

export const AgencyLicenseSchema = z.object({
  id: z.uuid(),
  agencyId: z.uuid(),
  agencyName: z.string(),
  npn: z.string().nullable(),
  number: z.string(),
  state: z.string(),
  expirationDate: z.string(),
  activeResidentState: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AgencyLicense = z.infer<typeof AgencyLicenseSchema>;
export const AgencyLicensePageSchema = pageOf(AgencyLicenseSchema);
export type AgencyLicensePage = z.infer<typeof AgencyLicensePageSchema>;

export const AgencyLicenseSearchQuerySchema = ListQuerySchema.extend({
  state: z.string().trim().toUpperCase().length(2).optional(),
  agencyId: z.uuid().optional(),
});
export type AgencyLicenseSearchQuery = z.infer<typeof AgencyLicenseSearchQuerySchema>;

// --- agent licences ---------------------------------------------------------------------------

export const agentLicenseInputSchema = (today?: string) =>
  z.object({
    agencyId: uuidOf(LICENSE_MESSAGES.invalidAgency).optional(),
    agentId: uuidOf(LICENSE_MESSAGES.agentRequired),
    number: numberField,
    state: stateField,
    expirationDate: expirationField(today),
    npn: npnField,
  });
export const AgentLicenseInputSchema = agentLicenseInputSchema();
export type AgentLicenseInput = z.input<typeof AgentLicenseInputSchema>;
export const AgentLicenseUpdateSchema = AgentLicenseInputSchema.extend({ id: z.uuid() });
export type AgentLicenseUpdate = z.input<typeof AgentLicenseUpdateSchema>;

export const AgentLicenseSchema = z.object({
  id: z.uuid(),
  agencyId: z.uuid(),
  agencyName: z.string(),
  agentId: z.uuid(),
  agentEmail: z.string(),
  agentFirstName: z.string(),
  agentLastName: z.string(),
  agentPhone: z.string().nullable(),
  npn: z.string().nullable(),
  number: z.string(),
  state: z.string(),
  expirationDate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AgentLicense = z.infer<typeof AgentLicenseSchema>;
export const AgentLicensePageSchema = pageOf(AgentLicenseSchema);
export type AgentLicensePage = z.infer<typeof AgentLicensePageSchema>;
export const AgentLicenseListSchema = z.array(AgentLicenseSchema);

export const AgentLicenseSearchQuerySchema = ListQuerySchema.extend({
  state: z.string().trim().toUpperCase().length(2).optional(),
  agencyId: z.uuid().optional(),
  agentId: z.uuid().optional(),
});
export type AgentLicenseSearchQuery = z.infer<typeof AgentLicenseSearchQuerySchema>;
export const AgentLicenseAllQuerySchema = z.object({
  state: z.string().trim().toUpperCase().length(2).optional(),
  agencyId: z.uuid().optional(),
  agentId: z.uuid().optional(),
});
export type AgentLicenseAllQuery = z.infer<typeof AgentLicenseAllQuerySchema>;

export const LicenseStateParamsSchema = z.object({ state: stateField });
export const LicenseIdParamsSchema = z.object({ licenseId: z.uuid() });
export const SurplusIdParamsSchema = z.object({ id: z.uuid() });

/** An agent holding an unexpired licence in a state (the quoting flow's licence check). */
export const LicensedAgentSchema = z.object({
  agentId: z.uuid(),
  agentEmail: z.string(),
  agentFirstName: z.string(),
  agentLastName: z.string(),
  licenseId: z.uuid(),
  number: z.string(),
  state: z.string(),
  expirationDate: z.string(),
});
export type LicensedAgent = z.infer<typeof LicensedAgentSchema>;
export const LicensedAgentListSchema = z.array(LicensedAgentSchema);

/** The agency's users an agent licence can name. */
export const LicenseAgentOptionSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type LicenseAgentOption = z.infer<typeof LicenseAgentOptionSchema>;

// --- surplus licences -------------------------------------------------------------------------

const brokerName = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(100)
    .regex(BROKER_NAME_PATTERN, LICENSE_MESSAGES.onlyAlphabets);

export const SurplusLicenseInputSchema = z.object({
  agencyId: uuidOf(LICENSE_MESSAGES.invalidAgency).optional(),
  brokerFirstName: brokerName(LICENSE_MESSAGES.firstNameRequired),
  brokerLastName: brokerName(LICENSE_MESSAGES.lastNameRequired),
  brokerEmail: z
    .string({ error: LICENSE_MESSAGES.emailRequired })
    .trim()
    .min(1, LICENSE_MESSAGES.emailRequired)
    .max(254)
    .regex(EMAIL, LICENSE_MESSAGES.invalidEmail)
    .transform((v) => v.toLowerCase()),
  surplusLicenseNumber: z
    .string({ error: LICENSE_MESSAGES.numberRequired })
    .trim()
    .min(1, LICENSE_MESSAGES.numberRequired)
    .max(50)
    .regex(SURPLUS_NUMBER_PATTERN, LICENSE_MESSAGES.onlyAlphanumeric),
  surplusLinesState: stateField,
  signatureOnFile: z.boolean().optional(),
});
export type SurplusLicenseInput = z.input<typeof SurplusLicenseInputSchema>;

export const SurplusLicenseSchema = z.object({
  id: z.uuid(),
  agencyId: z.uuid(),
  agencyName: z.string(),
  brokerFirstName: z.string(),
  brokerLastName: z.string(),
  brokerEmail: z.string(),
  surplusLicenseNumber: z.string(),
  surplusLinesState: z.string(),
  signatureOnFile: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SurplusLicense = z.infer<typeof SurplusLicenseSchema>;
export const SurplusLicensePageSchema = pageOf(SurplusLicenseSchema);
export type SurplusLicensePage = z.infer<typeof SurplusLicensePageSchema>;

/** The agency's own surplus licences. */
export const SurplusSearchQuerySchema = ListQuerySchema.extend({
  surplusLinesState: z.string().trim().toUpperCase().length(2).optional(),
});
export type SurplusSearchQuery = z.infer<typeof SurplusSearchQuerySchema>;

/** Provider staff: every agency's (spec §7 params). `state` is an alias of surplusLinesState. */
export const CowbellSurplusSearchQuerySchema = SurplusSearchQuerySchema.extend({
  state: z.string().trim().toUpperCase().length(2).optional(),
  agencyId: z.uuid().optional(),
  email: z.string().trim().max(254).optional(),
  after: z.coerce.date().optional(),
  before: z.coerce.date().optional(),
});
export type CowbellSurplusSearchQuery = z.infer<typeof CowbellSurplusSearchQuerySchema>;

export const LicenseMessageSchema = z.object({ message: z.string() });
export const AgencyLicenseResultSchema = z.object({
  message: z.string(),
  license: AgencyLicenseSchema,
});
export const AgentLicenseResultSchema = z.object({
  message: z.string(),
  license: AgentLicenseSchema,
});
export const SurplusLicenseResultSchema = z.object({
  message: z.string(),
  license: SurplusLicenseSchema,
});

export const TemplateQuerySchema = z.object({
  type: z.literal('surplusNotice', { error: LICENSE_MESSAGES.templateTypeUnknown }),
  state: stateField,
});
