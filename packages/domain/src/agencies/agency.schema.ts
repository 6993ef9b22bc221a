import { z } from 'zod';
import { isValidPhone } from '../accounts/account-rules.ts';
import { PageNumberSchema, pageOf } from '../common/list.schema.ts';
import { REGIONS } from '../common/region.ts';
import { AGENCY_RELATIONS } from '../accounts/account.schema.ts';

/**
 * Agencies (spec 2 §3 Agency, §4 agent assignment, §5 agency form, §7 "Agencies", §8): the
 * agency record, levels, programs, hierarchy and an agency's relation to an insured account.
 * Messages marked "design" are not in the spec.
 */
export const AGENCY_MESSAGES = {
  added: 'Agency successfully added!',
  updated: 'Agency updated successfully', // design
  deleted: 'Agency deleted successfully', // design
  npnTooLong: 'NPN must be less than or equal to 10 digits',
  npnDigits: 'NPN must contain digits only', // design
  nameRequired: 'Agency name is required', // design
  hostnameRequired: 'Hostname is required', // design
  invalidHostname: 'Please enter a valid hostname', // design
  hostnameTaken: 'This hostname is already used by another agency', // design
  contactFirstNameRequired: 'Contact first name is required', // design
  contactLastNameRequired: 'Contact last name is required', // design
  invalidEmail: 'Please enter a valid Email Address',
  phoneRequired: 'Contact phone is required', // design
  invalidPhone: 'Invalid phone number',
  hasAccountsOrUsers:
    'This agency still has accounts or users. Move or remove them before deleting the agency.', // design
  onlyProviderFields:
    'Only provider staff can change the NPN, region, level or hierarchy of an agency', // design
  levelSaved: 'Agency level saved', // design
  levelNameTaken: 'An agency level with this name already exists', // design
  maxBelowMin: 'Maximum revenue must be greater than or equal to minimum revenue', // design
  levelNotFound: 'The selected agency level does not exist', // design
  programAdded: 'Program added', // design
  programRemoved: 'Program removed', // design
  programTaken: 'This agency already has a program with this name', // design
  hierarchySaved: 'Agency hierarchy saved', // design
  parentNotWholesale: 'A retail agency can only sit under a wholesale agency', // design
  wholesaleNoParent: 'A wholesale agency cannot sit under another agency', // design
  parentHasChildren: 'This agency has retail agencies under it; it must stay wholesale', // design
  assigned: (label: string) => `Agency ${label} Assigned Successfully!`,
  linked: (label: string) => `Agency ${label} Linked Successfully!`, // design
  unlinked: 'Agency removed from the account', // design
  requested: 'Access requested. The agency holding this client will be asked to approve.', // design
  approved: 'Access request approved', // design
  alreadyRequested: 'Access to this client has already been requested', // design
  noRequest: 'There is no pending access request from this agency', // design
  favouriteOn: 'Added to favourites', // design
  favouriteOff: 'Removed from favourites', // design
  agentChanged: 'Agent assigned',
  agentRemoved: 'Agent removed',
  myAgentNotLinked: 'This agency is not linked to your account', // design
  agentNotInAgency: 'The selected agent does not belong to this agency', // design
  teamNotInAgency: 'The selected team does not belong to this agency', // design
  notAnAgency: 'The selected agency is invalid.',
  clientWithOtherAgency: 'The Client is already associated with another Agency!',
  clientWithinAgency: 'This Client is already associated with someone else within your Agency!',
  contactAgencyAdmin: 'Please contact your Agency Admin',
  contactAdded: 'Contact Added Successfully!',
  contactUpdated: 'Contact Updated Successfully!',
  contactUserElsewhere: 'A user with this e-mail already belongs to another organisation', // design
  assignFailed: 'Not able to assign agency at this time. Please try again later.',
  addFailed: 'Not able to add agency at this time',
  listFailed: 'Not able to fetch Agencies list.',
} as const;

export const AGENCY_KINDS = ['RETAIL', 'WHOLESALE'] as const;
export type AgencyKind = (typeof AGENCY_KINDS)[number];
export const AGENCY_SEARCH_MAX_SIZE = 200;
export const NPN_MAX_DIGITS = 10;

const HOSTNAME =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

const requiredText = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, message).max(max);

export const NpnSchema = z
  .string()
  .trim()
  .max(NPN_MAX_DIGITS, AGENCY_MESSAGES.npnTooLong)
  .regex(/^\d*$/, AGENCY_MESSAGES.npnDigits);

const agencyFields = {
  name: requiredText(AGENCY_MESSAGES.nameRequired, 100),
  description: z.string().trim().max(1000).optional().nullable(),
  hostname: z
    .string({ error: AGENCY_MESSAGES.hostnameRequired })
    .trim()
    .min(1, AGENCY_MESSAGES.hostnameRequired)
    .regex(HOSTNAME, AGENCY_MESSAGES.invalidHostname)
    .transform((v) => v.toLowerCase()),
  npn: NpnSchema.optional().nullable(),
  /** On update the id of the agency being edited (the form is shared); ignored on create. */
  agencyId: z.string().uuid().optional().nullable(),
  region: z.enum(REGIONS).default('US'),
  locationAlias: z.string().trim().max(100).optional().nullable(),
  contactFirstName: requiredText(AGENCY_MESSAGES.contactFirstNameRequired, 50),
  contactLastName: requiredText(AGENCY_MESSAGES.contactLastNameRequired, 50),
  contactEmail: z
    .string({ error: AGENCY_MESSAGES.invalidEmail })
    .trim()
    .toLowerCase()
    .pipe(z.email(AGENCY_MESSAGES.invalidEmail)),
  contactPhone: requiredText(AGENCY_MESSAGES.phoneRequired, 30),
};

const phoneCheck = (value: { contactPhone: string; region: 'US' | 'UK' }, ctx: z.RefinementCtx) => {
  if (!isValidPhone(value.contactPhone, value.region)) {
    ctx.addIssue({ code: 'custom', path: ['contactPhone'], message: AGENCY_MESSAGES.invalidPhone });
  }
};

/** The agency form (spec 2 §5): create adds the kind (retail by default). */
export const AgencyCreateInputSchema = z
  .object({ ...agencyFields, agencyKind: z.enum(AGENCY_KINDS).default('RETAIL') })
  .superRefine(phoneCheck);
export type AgencyCreateInput = z.input<typeof AgencyCreateInputSchema>;

/** PUT: the same form; level and hierarchy have their own calls. */
export const AgencyUpdateInputSchema = z.object(agencyFields).superRefine(phoneCheck);
export type AgencyUpdateInput = z.input<typeof AgencyUpdateInputSchema>;

export const AgencyIdParamsSchema = z.object({ agencyId: z.string().uuid() });

export const AgencyLevelSchema = z.object({
  id: z.string(),
  name: z.string(),
  minRevenue: z.number().int(),
  maxRevenue: z.number().int().nullable(),
});
export type AgencyLevel = z.infer<typeof AgencyLevelSchema>;

export const AgencyLevelInputSchema = z
  .object({
    name: requiredText('Level name is required', 60),
    minRevenue: z.coerce.number().int().min(0).default(0),
    maxRevenue: z.coerce.number().int().min(0).nullable().optional(),
  })
  .refine((v) => v.maxRevenue == null || v.maxRevenue >= v.minRevenue, {
    path: ['maxRevenue'],
    message: AGENCY_MESSAGES.maxBelowMin,
  });
export type AgencyLevelInput = z.input<typeof AgencyLevelInputSchema>;
export const LevelIdParamsSchema = z.object({ levelId: z.string().uuid() });
export const SetAgencyLevelInputSchema = z.object({ levelId: z.string().uuid().nullable() });

export const AgencyProgramSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
});
export type AgencyProgram = z.infer<typeof AgencyProgramSchema>;
export const AgencyProgramInputSchema = z.object({
  name: requiredText('Program name is required', 100),
  description: z.string().trim().max(500).optional().nullable(),
});
export const ProgramParamsSchema = z.object({
  agencyId: z.string().uuid(),
  programId: z.string().uuid(),
});

export const AgencyHierarchyInputSchema = z
  .object({
    agencyKind: z.enum(AGENCY_KINDS),
    parentId: z.string().uuid().nullable().default(null),
  })
  .refine((v) => v.agencyKind === 'RETAIL' || v.parentId === null, {
    path: ['parentId'],
    message: AGENCY_MESSAGES.wholesaleNoParent,
  });

export const AgencySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  hostname: z.string().nullable(),
  npn: z.string().nullable(),
  region: z.enum(REGIONS),
  status: z.string(),
  locationAlias: z.string().nullable(),
  agencyKind: z.enum(AGENCY_KINDS).nullable(),
  parentId: z.string().nullable(),
  parentName: z.string().nullable(),
  contactFirstName: z.string().nullable(),
  contactLastName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  level: AgencyLevelSchema.nullable(),
  pausedPayment: z.boolean(),
  /** US agencies: Federal Employer Identification Number, NN-NNNNNNN. */
  fein: z.string().nullable(),
  accountCount: z.number().int(),
  userCount: z.number().int(),
  createdAt: z.string(),
});
export type Agency = z.infer<typeof AgencySchema>;

export const AgencySearchQuerySchema = z.object({
  page: PageNumberSchema,
  size: z.coerce.number().int().min(1).max(AGENCY_SEARCH_MAX_SIZE).default(100),
  sort: z
    .string()
    .regex(/^[A-Za-z0-9_.]+,(asc|desc)$/)
    .optional(),
  search: z.string().trim().max(200).optional(),
  agencyKind: z.enum(AGENCY_KINDS).optional(),
});
export const AgencyPageSchema = pageOf(AgencySchema);
export type AgencyPage = z.infer<typeof AgencyPageSchema>;

export const AgencyMessageSchema = z.object({ message: z.string() });
export const AgencyMutationSchema = z.object({ message: z.string(), agency: AgencySchema });

// ------------------------------------------------------------------ agency ↔ account

export const AccountAgencyParamsSchema = z.object({ accountId: z.string().uuid() });
export const AccountAgencyItemParamsSchema = z.object({
  accountId: z.string().uuid(),
  agencyId: z.string().uuid(),
});

export const AccountAgencyLinkSchema = z.object({
  agencyId: z.string(),
  agencyName: z.string(),
  relation: z.enum(AGENCY_RELATIONS),
  isFavourite: z.boolean(),
  isMyAgent: z.boolean(),
  agent: z
    .object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
    })
    .nullable(),
  team: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type AccountAgencyLink = z.infer<typeof AccountAgencyLinkSchema>;

export const AccountAgenciesResponseSchema = z.object({
  data: z.object({
    agencies: z.array(AccountAgencyLinkSchema),
    contact: z.object({
      contactFirstName: z.string().nullable(),
      contactLastName: z.string().nullable(),
      contactEmail: z.string().nullable(),
      contactPhone: z.string().nullable(),
    }),
  }),
});
export type AccountAgenciesResponse = z.infer<typeof AccountAgenciesResponseSchema>;

/** Agency assignment payload (spec 2 §3): the agent is found by e-mail within the agency. */
export const AssignAgencyInputSchema = z.object({
  agencyId: z.string().uuid(),
  agencyName: z.string().optional(),
  agentFirstName: z.string().optional(),
  agentLastName: z.string().optional(),
  agentEmail: z.string().trim().toLowerCase().pipe(z.email()).optional().nullable(),
  agentPhoneNumber: z.string().optional().nullable(),
  teamId: z.string().uuid().optional().nullable(),
  /** true: add the agency as LINKED; false: it becomes the agency of record (ASSIGNED). */
  link: z.boolean().default(false),
});
export type AssignAgencyInput = z.input<typeof AssignAgencyInputSchema>;

export const FavouriteInputSchema = z.object({ favourite: z.boolean() });
export const MyAgentInputSchema = z.object({ agencyId: z.string().uuid() });

/** Change account agent (spec 2 §7). Contact fields are shown in the dialog, not stored here. */
export const ChangeAgentInputSchema = z.object({
  accountId: z.string().uuid().optional(),
  accountName: z.string().optional(),
  contactFirstName: z.string().optional().nullable(),
  contactLastName: z.string().optional().nullable(),
  contactEmail: z.string().optional().nullable(),
  contactPhone: z.string().optional().nullable(),
  agencyId: z.string().uuid().optional(),
  agentEmail: z.string().trim().toLowerCase().pipe(z.email(AGENCY_MESSAGES.invalidEmail)),
  agentFirstName: z.string().optional(),
  agentLastName: z.string().optional(),
  agentPhone: z.string().optional().nullable(),
  team: z.object({ id: z.string().uuid(), name: z.string().optional() }).optional().nullable(),
});
export type ChangeAgentInput = z.input<typeof ChangeAgentInputSchema>;

/** The policyholder contact (spec 2 §7 contact PUT). */
export const PolicyholderContactInputSchema = z.object({
  accountId: z.string().uuid().optional(),
  agentFirstName: z.string().optional().nullable(),
  agentLastName: z.string().optional().nullable(),
  contactFirstName: requiredText('First name is required', 50).regex(
    /^[A-Za-z ]+$/,
    'Please enter only alphabets',
  ),
  contactLastName: requiredText('Last name is required', 50).regex(
    /^[A-Za-z ]+$/,
    'Please enter only alphabets',
  ),
  contactEmail: z.string().trim().toLowerCase().pipe(z.email(AGENCY_MESSAGES.invalidEmail)),
  contactPhone: requiredText('Phone is required', 30),
  addUserToSystem: z.boolean().default(false),
});
export type PolicyholderContactInput = z.input<typeof PolicyholderContactInputSchema>;
