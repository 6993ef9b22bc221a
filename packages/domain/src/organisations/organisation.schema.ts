import { z } from 'zod';
import { SearchBoundSchema } from '../common/dates.ts';
import { ListQuerySchema, pageOf } from '../common/list.schema.ts';

/**
 * Partner organisations (spec 2 §3 Aggregator (DA), §5, §7 "Aggregators", clusters, carriers,
 * reinsurers, premium processors, MSSPs, vendors; §8): organisations of the partner account types,
 * the agencies grouped under a cluster or an aggregator, and the hostname uniqueness rule.
 */

/** The path segment of each partner type, as used in `/api/account/v1/{segment}…`. */
export const PARTNER_SEGMENTS = [
  'da',
  'cluster',
  'carrier',
  'reinsurer',
  'premiumprocessor',
  'mssp',
  'vendor',
] as const;
export type PartnerSegment = (typeof PARTNER_SEGMENTS)[number];

export const PARTNER_ACCOUNT_TYPE = {
  da: 'DIGITAL',
  cluster: 'CLUSTER',
  carrier: 'CARRIER',
  reinsurer: 'RE_INSURER',
  premiumprocessor: 'PREMIUM_PROCESSOR',
  mssp: 'MSSP',
  vendor: 'VENDOR',
} as const satisfies Record<PartnerSegment, string>;
export type PartnerAccountType = (typeof PARTNER_ACCOUNT_TYPE)[PartnerSegment];

/** Types whose organisations carry a branded hostname. */
export const HOSTNAME_SEGMENTS: readonly PartnerSegment[] = ['da', 'carrier'];
/** Types that group agencies (organisation_members). */
export const GROUP_SEGMENTS = ['da', 'cluster'] as const;
export type GroupSegment = (typeof GROUP_SEGMENTS)[number];

export const isPartnerSegment = (value: string): value is PartnerSegment =>
  (PARTNER_SEGMENTS as readonly string[]).includes(value);

/** Spec 2 §5 and §8 messages, verbatim where the spec gives them. */
export const ORGANISATION_MESSAGES = {
  nameRequired: 'Name is required',
  descriptionRequired: 'Description is required',
  hostnameInvalid: 'Enter a valid hostname (letters, digits, dots and hyphens)',
  hostnameTaken: 'This hostname is already in use',
  saveFailed: 'Unable to save your data, please try again',
  agentRequired: 'An agent must be selected.',
  /** Spec: "{agency} must be selected." */
  agencyRequired: (agencyLabel: string) => `${agencyLabel} must be selected.`,
  notFound: 'Organisation not found',
  agencyNotFound: 'Agency not found',
  agentNotInAgency: 'The agent does not belong to this agency',
  alreadyMember: 'This agency is already in this group',
  notMember: 'This agency is not in this group',
  providerOnly: 'Only provider staff can do this',
  hasUsers: 'This organisation still has users. Remove or move them before deleting it.',
  inUse: 'This organisation is still referenced by other records and cannot be deleted.',
  hostnameNotAllowed: 'This kind of organisation has no hostname',
} as const;

/** A DNS host name: labels of letters, digits and hyphens, separated by dots. */
export const HOSTNAME_PATTERN =
  /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

export const HostnameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(HOSTNAME_PATTERN, ORGANISATION_MESSAGES.hostnameInvalid);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** The profile fields an organisation's own admin may change. */
export const OrganisationProfileSchema = z.object({
  name: z.string().trim().min(1, ORGANISATION_MESSAGES.nameRequired).max(200),
  description: z.string().trim().min(1, ORGANISATION_MESSAGES.descriptionRequired).max(2000),
  contactFirstName: optionalText(100),
  contactLastName: optionalText(100),
  contactEmail: z
    .union([z.literal(''), z.email('Enter a valid email address').max(254)])
    .transform((v) => (v === '' ? null : v.toLowerCase()))
    .nullable()
    .optional(),
  contactPhone: optionalText(40),
});
export type OrganisationProfileInput = z.input<typeof OrganisationProfileSchema>;
export type OrganisationProfile = z.infer<typeof OrganisationProfileSchema>;

/** Create/update by provider staff: the profile plus the hostname (aggregators and carriers). */
export const OrganisationWriteSchema = OrganisationProfileSchema.extend({
  hostname: z
    .union([z.literal(''), HostnameSchema])
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
});
export type OrganisationWriteInput = z.input<typeof OrganisationWriteSchema>;
export type OrganisationWrite = z.infer<typeof OrganisationWriteSchema>;

export const HostnameUpdateSchema = z.object({ hostname: HostnameSchema });

export const OrganisationSchema = z.object({
  id: z.string(),
  accountType: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  hostname: z.string().nullable(),
  contactFirstName: z.string().nullable(),
  contactLastName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  status: z.string(),
  users: z.number().int(),
  members: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Organisation = z.infer<typeof OrganisationSchema>;
export const OrganisationPageSchema = pageOf(OrganisationSchema);
export type OrganisationPage = z.infer<typeof OrganisationPageSchema>;

export const ORGANISATION_SORT_FIELDS = ['name', 'createdAt', 'updatedAt', 'hostname'] as const;

/** Search; carriers add after/before (created between) and state (ACTIVE/DISABLED). */
export const OrganisationSearchQuerySchema = ListQuerySchema.extend({
  after: SearchBoundSchema.optional(),
  before: SearchBoundSchema.optional(),
  state: z.enum(['ACTIVE', 'DISABLED']).optional(),
});
export type OrganisationSearchQuery = z.infer<typeof OrganisationSearchQuerySchema>;

/** GET one: by id (provider staff) or, without it, the caller's own organisation. */
export const OrganisationGetQuerySchema = z.object({ id: z.uuid().optional() });

export const HostnameCheckQuerySchema = z.object({
  hostname: z.string().trim().min(1).max(253),
  excludeId: z.uuid().optional(),
});
export const HostnameCheckSchema = z.object({
  hostname: z.string(),
  valid: z.boolean(),
  available: z.boolean(),
  message: z.string().nullable(),
});
export type HostnameCheck = z.infer<typeof HostnameCheckSchema>;

// ---- agencies in groups (clusters and aggregators) --------------------------------------------

/** Which group a members call addresses: the caller's own, or (provider staff) `groupId`. */
export const GroupQuerySchema = ListQuerySchema.extend({ groupId: z.uuid().optional() });
export type GroupQuery = z.infer<typeof GroupQuerySchema>;

export const AddClusterAgencySchema = z.object({
  groupId: z.uuid().optional(),
  agencyId: z.uuid({ error: ORGANISATION_MESSAGES.agencyRequired('Agency') }),
});
export const AddAggregatorAgencySchema = z.object({
  groupId: z.uuid().optional(),
  agencyId: z.uuid({ error: ORGANISATION_MESSAGES.agencyRequired('Agency') }),
  agentUserId: z.uuid({ error: ORGANISATION_MESSAGES.agentRequired }),
});
export type AddAggregatorAgencyInput = z.input<typeof AddAggregatorAgencySchema>;
export const RemoveAgencyQuerySchema = z.object({ groupId: z.uuid().optional() });

export const MemberAgencySchema = z.object({
  agencyId: z.string(),
  agencyName: z.string(),
  locationAlias: z.string().nullable(),
  agentUserId: z.string().nullable(),
  agentName: z.string().nullable(),
  agentEmail: z.string().nullable(),
  addedAt: z.string(),
});
export type MemberAgency = z.infer<typeof MemberAgencySchema>;
export const MemberAgencyPageSchema = pageOf(MemberAgencySchema);

/** Agency picker for the members panel (provider staff). */
export const GroupAgencyOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  locationAlias: z.string().nullable(),
});
export type GroupAgencyOption = z.infer<typeof GroupAgencyOptionSchema>;
export const GroupAgencyOptionPageSchema = pageOf(GroupAgencyOptionSchema);
export const GroupAgentOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
});
export type GroupAgentOption = z.infer<typeof GroupAgentOptionSchema>;
export const GroupAgentOptionListSchema = z.object({ content: z.array(GroupAgentOptionSchema) });

export const OrganisationOkSchema = z.object({ ok: z.literal(true) });
