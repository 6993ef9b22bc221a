import { z } from 'zod';
import { ListQuerySchema, PageNumberSchema, pageOf } from '../common/list.schema.ts';
import { REGIONS } from '../common/region.ts';
import { ENTITY_TYPES, OWNERSHIP_TYPES } from './account-types.ts';
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_SEARCH_PAGE_SIZE,
  addressIssues,
  accountNameIssue,
  CBID_PATTERN,
  domainIssue,
  employeesIssue,
  isValidPhone,
  PROFILE_SCORE_FACTS,
  revenueIssue,
  yearEstablishedIssue,
} from './account-rules.ts';
import { US_STATE_CODES } from './us-states.ts';

export * from './account-rules.ts';
export * from './enrichment.schema.ts';
export * from './us-states.ts';

/**
 * Insured accounts (spec 2 §3–§5, §7): request and response schemas shared by the API and the
 * forms. Every rule lives in account-rules.ts; the schemas below only apply them.
 */

/** Optional text: trimmed, '' and null both mean "none" (stored as null). */
const optText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

const optInt = z
  .number()
  .int()
  .nullish()
  .transform((v) => v ?? null);
const optMoney = z
  .number()
  .nullish()
  .transform((v) => v ?? null);

export const AddressSchema = z.object({
  address1: optText(200),
  address2: optText(200),
  address3: optText(200),
  city: optText(100),
  zipCode: optText(12),
  state: optText(60),
  country: optText(3),
});
export type Address = z.output<typeof AddressSchema>;

/** An address as the API answers it. */
export const AddressViewSchema = z.object({
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  address3: z.string().nullable(),
  city: z.string().nullable(),
  zipCode: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
});
export type AddressInput = z.input<typeof AddressSchema>;

export const DECLINE_PRODUCT_TYPES = ['CYBER', 'TECH_EO', 'MANAGEMENT_LIABILITY'] as const;
export type DeclineProductType = (typeof DECLINE_PRODUCT_TYPES)[number];
/** Spec 3 §9 decline reasons of an account (the same list the quote's decline offers). */
export const DECLINE_REASONS = [
  'Claims history',
  'Nature of Operations',
  'Poor Controls',
  'Size is too Big',
  'Fill-in option',
] as const;

export const ACCOUNT_STATUSES = ['OPEN', 'QUOTED', 'ACTIVE_POLICY', 'DECLINED', 'DELETED'] as const;
export const AGENCY_RELATIONS = ['ASSIGNED', 'LINKED', 'REQUESTED'] as const;
export const NOTE_TYPES = ['GENERAL', 'UNDERWRITING', 'SERVICE', 'CLAIMS'] as const;

const firmographicFields = {
  region: z.enum(REGIONS),
  name: z.string().transform((v) => v.trim()),
  entityType: z
    .enum(ENTITY_TYPES)
    .nullish()
    .transform((v) => v ?? null),
  ownershipType: z
    .enum(OWNERSHIP_TYPES)
    .nullish()
    .transform((v) => v ?? null),
  phone: optText(30),
  dunsNumber: optText(11),
  noOfEmployees: optInt,
  yearEstablished: z
    .union([z.number(), z.string()])
    .nullish()
    .transform((v) => (v === '' || v === null || v === undefined ? null : Number(v))),
  naicsCode: optText(6),
  sicCode: optText(5),
  primaryIndustry: optText(200),
  secondaryIndustry: optText(200),
  domesticRevenue: optMoney,
  foreignRevenue: optMoney,
  totalRevenue: optMoney,
  domainName: optText(253),
  otherDomains: z
    .union([z.array(z.string()), z.string()])
    .nullish()
    .transform((v) =>
      (Array.isArray(v) ? v : String(v ?? '').split(',')).map((d) => d.trim()).filter(Boolean),
    ),
  noDomainAttested: z.boolean().default(false),
  url: optText(300),
  isFranchise: z.boolean().default(false),
  physicalAddress: AddressSchema,
  mailingSameAsPhysical: z.boolean().default(true),
  mailingAddress: AddressSchema.nullish().transform((v) => v ?? null),
  /** Provider staff may keep an address the offline check could not verify (spec 2 §8). */
  addressConfirmed: z.boolean().optional(),
};

type FirmographicValues = {
  region: (typeof REGIONS)[number];
  name: string;
  phone: string | null;
  dunsNumber: string | null;
  noOfEmployees: number | null;
  yearEstablished: number | null;
  naicsCode: string | null;
  sicCode: string | null;
  domesticRevenue: number | null;
  foreignRevenue: number | null;
  totalRevenue: number | null;
  domainName: string | null;
  otherDomains: string[];
  physicalAddress: Address;
  mailingSameAsPhysical: boolean;
  mailingAddress: Address | null;
};

/** Every rule of spec 2 §5 for an account, by region; shared by create and update. */
export function firmographicIssues(
  v: FirmographicValues,
  now: Date = new Date(),
): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const add = (path: (string | number)[], message: string | null) => {
    if (message) issues.push({ path, message });
  };
  add(['name'], accountNameIssue(v.name));
  for (const issue of addressIssues(v.physicalAddress, v.region, {
    required: true,
    stateCodes: US_STATE_CODES,
  })) {
    add(['physicalAddress', issue.field], issue.message);
  }
  if (!v.mailingSameAsPhysical) {
    for (const issue of addressIssues(v.mailingAddress ?? {}, v.region, {
      required: true,
      mailing: true,
      stateCodes: US_STATE_CODES,
    })) {
      add(['mailingAddress', issue.field], issue.message);
    }
  }
  if (v.phone && !isValidPhone(v.phone, v.region)) add(['phone'], ACCOUNT_MESSAGES.invalidPhone);
  if (v.noOfEmployees !== null) add(['noOfEmployees'], employeesIssue(v.noOfEmployees));
  if (v.yearEstablished !== null) {
    add(
      ['yearEstablished'],
      Number.isNaN(v.yearEstablished)
        ? ACCOUNT_MESSAGES.yearDigits
        : yearEstablishedIssue(v.yearEstablished, now),
    );
  }
  const revenueLabel = v.region === 'UK' ? 'Turnover' : 'Revenue';
  for (const [field, label] of [
    ['domesticRevenue', `Domestic ${revenueLabel.toLowerCase()}`],
    ['foreignRevenue', `Foreign ${revenueLabel.toLowerCase()}`],
    ['totalRevenue', `Total ${revenueLabel.toLowerCase()}`],
  ] as const) {
    const value = v[field];
    if (value !== null) add([field], revenueIssue(value, label));
  }
  if (v.naicsCode && !/^\d{2,6}$/.test(v.naicsCode)) {
    add(['naicsCode'], ACCOUNT_MESSAGES.industryCode);
  }
  if (v.sicCode && !/^\d{4,5}$/.test(v.sicCode)) add(['sicCode'], ACCOUNT_MESSAGES.sicCode);
  if (v.dunsNumber && !/^\d{9}$/.test(v.dunsNumber.replace(/-/g, ''))) {
    add(['dunsNumber'], 'D-U-N-S number must be 9 digits'); // design
  }
  if (v.domainName) add(['domainName'], domainIssue(v.domainName));
  v.otherDomains.forEach((d, i) => add(['otherDomains', i], domainIssue(d)));
  return issues;
}

const withRules = <T extends z.ZodType<FirmographicValues>>(schema: T) =>
  schema.superRefine((value, ctx) => {
    for (const issue of firmographicIssues(value)) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });

/** PUT /api/account/v1/accounts/{id}: every firmographic field (a full replace). */
export const AccountUpdateInputSchema = withRules(z.object(firmographicFields));
export type AccountUpdateInput = z.input<typeof AccountUpdateInputSchema>;
export type AccountUpdate = z.output<typeof AccountUpdateInputSchema>;

/**
 * POST /api/account/v1/accounts. Provider staff may pick the agency, its agent and team; an
 * agency user's own agency is always used (and the fields are ignored).
 */
export const AccountCreateInputSchema = withRules(
  z.object({
    ...firmographicFields,
    agencyId: z.uuid().nullish(),
    agentUserId: z.uuid().nullish(),
    teamId: z.uuid().nullish(),
  }),
);
export type AccountCreateInput = z.input<typeof AccountCreateInputSchema>;
export type AccountCreate = z.output<typeof AccountCreateInputSchema>;

/** The managed-security-provider variant (spec 2 §7): a flat body, US addresses. */
export const MsspAccountCreateInputSchema = z
  .object({
    state: z.string().trim().min(1, ACCOUNT_MESSAGES.stateRequired),
    name: z.string().transform((v) => v.trim()),
    cbid: z
      .string()
      .trim()
      .regex(CBID_PATTERN, 'cbid must look like CB-0000000')
      .nullish()
      .transform((v) => v ?? null),
    phone: optText(30),
    address1: optText(200),
    city: z.string().trim().default(''),
    zipCode: z.string().trim().default(''),
  })
  .superRefine((v, ctx) => {
    const nameIssue = accountNameIssue(v.name);
    if (nameIssue) ctx.addIssue({ code: 'custom', path: ['name'], message: nameIssue });
    for (const issue of addressIssues(v, 'US', { required: true, stateCodes: US_STATE_CODES })) {
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    }
    if (v.phone && !isValidPhone(v.phone, 'US')) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: ACCOUNT_MESSAGES.invalidPhone });
    }
  });
export type MsspAccountCreateInput = z.input<typeof MsspAccountCreateInputSchema>;

export const AccountNoteParamsSchema = z.object({ accountId: z.uuid(), noteId: z.uuid() });

/** GET /api/account/v1/accounts/search: lookup and the new-account modal (page 0, size 10). */
export const AccountSearchQuerySchema = z.object({
  page: PageNumberSchema,
  size: z.coerce.number().int().min(1).max(100).default(ACCOUNT_SEARCH_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
  state: z.string().trim().max(60).optional(),
  country: z.enum(['USA', 'GBR']).optional(),
  city: z.string().trim().max(100).optional(),
  zipCode: z.string().trim().max(12).optional(),
  phone: z.string().trim().max(30).optional(),
  street: z.string().trim().max(200).optional(),
});
export type AccountSearchQuery = z.input<typeof AccountSearchQuerySchema>;

/**
 * The ACCOUNTS tab's account-type filters (spec 3 §2 "active policy, open for renewal, not quoted
 * yet, potential submissions"; design, decision 044): an account with a binder or policy
 * (ACTIVE_POLICY), with a policy open for renewal (the policies' rule, `isOpenForRenewal`), never
 * quoted (OPEN), quoted but not yet bound (QUOTED: a submission to win).
 */
export const ACCOUNT_LIST_FILTERS = [
  'ACTIVE_POLICY',
  'OPEN_FOR_RENEWAL',
  'NOT_QUOTED',
  'POTENTIAL_SUBMISSIONS',
] as const;
export type AccountListFilter = (typeof ACCOUNT_LIST_FILTERS)[number];

/** The account status each status-based filter selects (OPEN_FOR_RENEWAL reads the policies). */
export const ACCOUNT_FILTER_STATUS: Record<
  Exclude<AccountListFilter, 'OPEN_FOR_RENEWAL'>,
  (typeof ACCOUNT_STATUSES)[number]
> = { ACTIVE_POLICY: 'ACTIVE_POLICY', NOT_QUOTED: 'OPEN', POTENTIAL_SUBMISSIONS: 'QUOTED' };

/**
 * GET /api/account/v1/accounts: the accounts screen and the ACCOUNTS tab (paged, sorted,
 * searched, by team, by account-type filter).
 */
export const AccountListQuerySchema = ListQuerySchema.extend({
  teamId: z.string().trim().max(60).optional(),
  accountFilter: z.enum(ACCOUNT_LIST_FILTERS).optional(),
});
export type AccountListQuery = z.input<typeof AccountListQuerySchema>;

export const AccountTeamSchema = z.object({ id: z.string(), name: z.string() });

export const AccountSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  cbid: z.string(),
  region: z.enum(REGIONS),
  accountStatus: z.string(),
  address1: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  phone: z.string().nullable(),
  domainName: z.string().nullable(),
  totalRevenue: z.number().nullable(),
  profileScore: z.number().int(),
  agencyName: z.string().nullable(),
  agentName: z.string().nullable(),
  teamName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AccountSummary = z.infer<typeof AccountSummarySchema>;
export const AccountPageSchema = pageOf(AccountSummarySchema);
export type AccountPage = z.infer<typeof AccountPageSchema>;

export const AccountAgencySchema = z.object({
  agencyId: z.string(),
  agencyName: z.string(),
  relation: z.enum(AGENCY_RELATIONS),
  agent: z
    .object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      emailAddress: z.string(),
      phoneNumber: z.string().nullable(),
    })
    .nullable(),
  team: AccountTeamSchema.nullable(),
});

export const AccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  cbid: z.string(),
  region: z.enum(REGIONS),
  accountStatus: z.string(),
  entityType: z.string().nullable(),
  ownershipType: z.string().nullable(),
  phone: z.string().nullable(),
  dunsNumber: z.string().nullable(),
  noOfEmployees: z.number().int().nullable(),
  yearEstablished: z.number().int().nullable(),
  naicsCode: z.string().nullable(),
  sicCode: z.string().nullable(),
  primaryIndustry: z.string().nullable(),
  secondaryIndustry: z.string().nullable(),
  domesticRevenue: z.number().nullable(),
  foreignRevenue: z.number().nullable(),
  totalRevenue: z.number().nullable(),
  domainName: z.string().nullable(),
  otherDomains: z.array(z.string()),
  noDomainAttested: z.boolean(),
  url: z.string().nullable(),
  isFranchise: z.boolean(),
  physicalAddress: AddressViewSchema,
  mailingSameAsPhysical: z.boolean(),
  mailingAddress: AddressViewSchema,
  profileScore: z.number().int(),
  canQuote: z.boolean(),
  team: AccountTeamSchema.nullable(),
  agencies: z.array(AccountAgencySchema),
  declined: z
    .object({
      declinedAt: z.string(),
      productType: z.string().nullable(),
      reason: z.string().nullable(),
      reasonSummary: z.string().nullable(),
    })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Account = z.infer<typeof AccountSchema>;

/** Answer of a create: the account and the spec's success message. */
export const AccountCreatedSchema = z.object({ message: z.string(), account: AccountSchema });
export const AccountMessageSchema = z.object({ message: z.string() });

export const DomainCheckInputSchema = z.object({ domain: z.string().max(300) });
export const DomainCheckResultSchema = z.object({
  domain: z.string(),
  valid: z.boolean(),
  message: z.string(),
});
export type DomainCheckResult = z.infer<typeof DomainCheckResultSchema>;

/** POST /api/account/v1/address/validate (spec 2 §7: country GBR plus the address fields). */
export const AddressValidationInputSchema = z.object({
  country: z.enum(['USA', 'GBR']),
  address1: z.string().trim().max(200).default(''),
  address2: z.string().trim().max(200).optional(),
  city: z.string().trim().max(100).default(''),
  zipCode: z.string().trim().max(12).default(''),
  state: z.string().trim().max(60).optional(),
});
export type AddressValidationInput = z.input<typeof AddressValidationInputSchema>;
export const AddressValidationResultSchema = z.object({
  verified: z.boolean(),
  errorFields: z.array(z.string()),
  localizedErrorFieldNames: z.array(z.string()),
});
export type AddressValidationResult = z.infer<typeof AddressValidationResultSchema>;

/** PUT /api/account/v1/accounts/decline/{id} (spec 2 §7). */
export const AccountDeclineInputSchema = z.object({
  productType: z.enum(DECLINE_PRODUCT_TYPES),
  reason: z.enum(DECLINE_REASONS),
  reasonSummary: z.string().trim().min(1, 'Please summarise the reason').max(2000),
});
export type AccountDeclineInput = z.input<typeof AccountDeclineInputSchema>;

export const AccountNoteInputSchema = z.object({
  noteType: z.enum(NOTE_TYPES).default('GENERAL'),
  body: z.string().trim().min(1, 'Note is required').max(5000),
});
export type AccountNoteInput = z.input<typeof AccountNoteInputSchema>;
export const AccountNoteSchema = z.object({
  id: z.string(),
  noteType: z.string(),
  body: z.string(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  organisationName: z.string().nullable(),
  created: z.string(),
  lastUpdated: z.string(),
  /** The caller's organisation wrote it, so the caller may delete it. */
  canDelete: z.boolean(),
});
export type AccountNote = z.infer<typeof AccountNoteSchema>;
export const AccountNoteListQuerySchema = z.object({
  page: PageNumberSchema,
  size: z.coerce.number().int().min(1).max(100).default(25),
});
export const AccountNotePageSchema = pageOf(AccountNoteSchema);
/** Notes show the last five years by default (spec 2 §9). */
export const NOTES_RETAINED_YEARS = 5;

export const ProfileScoreSchema = z.object({
  profileScore: z.number().int(),
  maxScore: z.number().int(),
  minToQuote: z.number().int(),
  canQuote: z.boolean(),
  facts: z.record(z.enum(PROFILE_SCORE_FACTS), z.boolean()),
});
export type ProfileScore = z.infer<typeof ProfileScoreSchema>;
