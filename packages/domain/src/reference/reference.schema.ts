import { z } from 'zod';
import { ListQuerySchema, pageOf } from '../common/list.schema.ts';

/**
 * Reference data (spec 2 §3 State, Industry (NAICS) code, Blacklisted domain; §5 rules; §9
 * constants): US states with their time zones, NAICS and UK SIC industry codes, and the e-mail
 * domains that may not sign up or be invited.
 */

// --- messages (spec 2 §8 verbatim where the spec gives them) --------------------------------

export const REFERENCE_MESSAGES = {
  domainBlacklisted: 'Domain successfully blacklisted',
  blacklistFailed: 'Failed to blacklist domain. Please try again.',
  deleteDomainFailed: (serverMessage: string) => `Failed to delete domain: ${serverMessage}`,
  invalidDomain: 'Not a valid domain name',
  domainRequired: 'Please enter a domain name.',
  domainAlreadyBlacklisted: 'This domain is already blacklisted.',
  domainNotFound: 'Blacklisted domain not found.',
  domainDeleted: (name: string) => `Domain ${name} removed from the blacklist`,
  /** Sign-up, join and invitation refuse addresses of a blacklisted domain. */
  emailDomainBlacklisted: (domain: string) =>
    `E-mail addresses at ${domain} cannot be used on this platform. Please use another address.`,
  naicsCodeRequired: 'Please enter an industry code.',
  naicsCodeDigits: 'Industry code must be 2 to 6 digits.',
  primaryIndustryRequired: 'Please enter the primary industry.',
  secondaryIndustryRequired: 'Please enter the secondary industry.',
  industryTooLong: 'At most 200 characters.',
  naicsDuplicate: (code: string) => `Industry code ${code} already exists.`,
  naicsNotFound: 'Industry code not found.',
  naicsCreated: (code: string) => `Industry code ${code} created`,
  naicsUpdated: (code: string) => `Industry code ${code} updated`,
  naicsDeleted: (code: string) => `Industry code ${code} deleted`,
  stateNotFound: 'State not found.',
  stateDeleted: (name: string) => `${name} deleted`,
  noResults: 'No Results.',
} as const;

// --- states (spec 2 §9: 50 US states plus DC with time zones) ---------------------------------

export type UsStateWithTimeZone = { abbreviation: string; name: string; timeZone: string };

/** The 50 states and DC, each with the IANA zone most of its population lives in. */
export const US_STATES_WITH_TIME_ZONES: readonly UsStateWithTimeZone[] = [
  { abbreviation: 'AL', name: 'Alabama', timeZone: 'America/Chicago' },
  { abbreviation: 'AK', name: 'Alaska', timeZone: 'America/Anchorage' },
  { abbreviation: 'AZ', name: 'Arizona', timeZone: 'America/Phoenix' },
  { abbreviation: 'AR', name: 'Arkansas', timeZone: 'America/Chicago' },
  { abbreviation: 'CA', name: 'California', timeZone: 'America/Los_Angeles' },
  { abbreviation: 'CO', name: 'Colorado', timeZone: 'America/Denver' },
  { abbreviation: 'CT', name: 'Connecticut', timeZone: 'America/New_York' },
  { abbreviation: 'DE', name: 'Delaware', timeZone: 'America/New_York' },
  { abbreviation: 'DC', name: 'District of Columbia', timeZone: 'America/New_York' },
  { abbreviation: 'FL', name: 'Florida', timeZone: 'America/New_York' },
  { abbreviation: 'GA', name: 'Georgia', timeZone: 'America/New_York' },
  { abbreviation: 'HI', name: 'Hawaii', timeZone: 'Pacific/Honolulu' },
  { abbreviation: 'ID', name: 'Idaho', timeZone: 'America/Boise' },
  { abbreviation: 'IL', name: 'Illinois', timeZone: 'America/Chicago' },
  { abbreviation: 'IN', name: 'Indiana', timeZone: 'America/Indiana/Indianapolis' },
  { abbreviation: 'IA', name: 'Iowa', timeZone: 'America/Chicago' },
  { abbreviation: 'KS', name: 'Kansas', timeZone: 'America/Chicago' },
  { abbreviation: 'KY', name: 'Kentucky', timeZone: 'America/New_York' },
  { abbreviation: 'LA', name: 'Louisiana', timeZone: 'America/Chicago' },
  { abbreviation: 'ME', name: 'Maine', timeZone: 'America/New_York' },
  { abbreviation: 'MD', name: 'Maryland', timeZone: 'America/New_York' },
  { abbreviation: 'MA', name: 'Massachusetts', timeZone: 'America/New_York' },
  { abbreviation: 'MI', name: 'Michigan', timeZone: 'America/Detroit' },
  { abbreviation: 'MN', name: 'Minnesota', timeZone: 'America/Chicago' },
  { abbreviation: 'MS', name: 'Mississippi', timeZone: 'America/Chicago' },
  { abbreviation: 'MO', name: 'Missouri', timeZone: 'America/Chicago' },
  { abbreviation: 'MT', name: 'Montana', timeZone: 'America/Denver' },
  { abbreviation: 'NE', name: 'Nebraska', timeZone: 'America/Chicago' },
  { abbreviation: 'NV', name: 'Nevada', timeZone: 'America/Los_Angeles' },
  { abbreviation: 'NH', name: 'New Hampshire', timeZone: 'America/New_York' },
  { abbreviation: 'NJ', name: 'New Jersey', timeZone: 'America/New_York' },
  { abbreviation: 'NM', name: 'New Mexico', timeZone: 'America/Denver' },
  { abbreviation: 'NY', name: 'New York', timeZone: 'America/New_York' },
  { abbreviation: 'NC', name: 'North Carolina', timeZone: 'America/New_York' },
  { abbreviation: 'ND', name: 'North Dakota', timeZone: 'America/Chicago' },
  { abbreviation: 'OH', name: 'Ohio', timeZone: 'America/New_York' },
  { abbreviation: 'OK', name: 'Oklahoma', timeZone: 'America/Chicago' },
  { abbreviation: 'OR', name: 'Oregon', timeZone: 'America/Los_Angeles' },
  { abbreviation: 'PA', name: 'Pennsylvania', timeZone: 'America/New_York' },
  { abbreviation: 'RI', name: 'Rhode Island', timeZone: 'America/New_York' },
  { abbreviation: 'SC', name: 'South Carolina', timeZone: 'America/New_York' },
  { abbreviation: 'SD', name: 'South Dakota', timeZone: 'America/Chicago' },
  { abbreviation: 'TN', name: 'Tennessee', timeZone: 'America/Chicago' },
  { abbreviation: 'TX', name: 'Texas', timeZone: 'America/Chicago' },
  { abbreviation: 'UT', name: 'Utah', timeZone: 'America/Denver' },
  { abbreviation: 'VT', name: 'Vermont', timeZone: 'America/New_York' },
  { abbreviation: 'VA', name: 'Virginia', timeZone: 'America/New_York' },
  { abbreviation: 'WA', name: 'Washington', timeZone: 'America/Los_Angeles' },
  { abbreviation: 'WV', name: 'West Virginia', timeZone: 'America/New_York' },
  { abbreviation: 'WI', name: 'Wisconsin', timeZone: 'America/Chicago' },
  { abbreviation: 'WY', name: 'Wyoming', timeZone: 'America/Denver' },
];

export const StateSchema = z.object({
  id: z.string(),
  stateName: z.string(),
  stateNameAbbrv: z.string(),
  timeZone: z.string(),
});
export type State = z.infer<typeof StateSchema>;

/** GET /api/account/v1/states/search: forms ask for all (size 100), the admin table pages. */
export const StateSearchQuerySchema = ListQuerySchema.extend({
  size: z.coerce.number().int().min(1).max(100).default(25),
});
export type StateSearchQuery = z.infer<typeof StateSearchQuerySchema>;
export const STATE_SORT_FIELDS = ['stateName', 'stateNameAbbrv', 'timeZone'] as const;
export const StatePageSchema = pageOf(StateSchema);
export type StatePage = z.infer<typeof StatePageSchema>;

export const ReferenceIdParamsSchema = z.object({ id: z.uuid() });

// --- industry codes ---------------------------------------------------------------------------

export const INDUSTRY_SCHEMES = ['NAICS', 'SIC'] as const;
export type IndustryScheme = (typeof INDUSTRY_SCHEMES)[number];

/** Spec 2 §5 / §9: an industry code has 2 to 6 digits. */
export const NAICS_CODE_PATTERN = /^\d{2,6}$/;

/**
 * The parent of a NAICS code: a 3-digit subsector belongs to its 2-digit sector, every deeper
 * code to the code one digit shorter. A sector has none.
 */
export const naicsParentCode = (code: string): string | null =>
  code.length <= 2 ? null : code.slice(0, code.length === 3 ? 2 : -1);

/** The 2-digit sector a NAICS code belongs to. */
export const naicsSectorCode = (code: string) => code.slice(0, 2);

/**
 * A search term that is all digits looks codes up by prefix; anything else is a list of words,
 * each of which must appear in the titles.
 */
export function parseIndustrySearch(
  search: string | undefined,
): { kind: 'none' } | { kind: 'prefix'; prefix: string } | { kind: 'words'; words: string[] } {
  const text = (search ?? '').trim();
  if (!text) return { kind: 'none' };
  if (/^[0-9]+$/.test(text)) return { kind: 'prefix', prefix: text };
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
  return words.length ? { kind: 'words', words } : { kind: 'none' };
}

const industryText = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(200, REFERENCE_MESSAGES.industryTooLong);

/** POST /api/account/v1/naics and PUT /api/account/v1/naics/{id}. */
export const NaicsCodeInputSchema = z.object({
  naicsCode: z
    .string({ error: REFERENCE_MESSAGES.naicsCodeRequired })
    .trim()
    .min(1, REFERENCE_MESSAGES.naicsCodeRequired)
    .regex(NAICS_CODE_PATTERN, REFERENCE_MESSAGES.naicsCodeDigits),
  primaryIndustry: industryText(REFERENCE_MESSAGES.primaryIndustryRequired),
  secondaryIndustry: industryText(REFERENCE_MESSAGES.secondaryIndustryRequired),
});
export type NaicsCodeInput = z.infer<typeof NaicsCodeInputSchema>;

/**
 * GET /api/account/v1/naics/search. `dup=0` (forms): one row per distinct pair of industry
 * titles, the most specific code of each, shaped { naicsCode, primaryIndustry, secondaryIndustry }.
 * `dup=1` (default; the admin table): every code at every level, duplicated titles included, with
 * its id, title, level and parent.
 */
export const NaicsSearchQuerySchema = ListQuerySchema.extend({
  size: z.coerce.number().int().min(1).max(100).default(25),
  dup: z.coerce.number().int().min(0).max(1).default(1),
});
export type NaicsSearchQuery = z.infer<typeof NaicsSearchQuerySchema>;
export const NAICS_SORT_FIELDS = [
  'naicsCode',
  'level',
  'primaryIndustry',
  'secondaryIndustry',
] as const;

export const NaicsOptionSchema = z.object({
  naicsCode: z.string(),
  primaryIndustry: z.string(),
  secondaryIndustry: z.string(),
});
export type NaicsOption = z.infer<typeof NaicsOptionSchema>;

export const NaicsCodeSchema = NaicsOptionSchema.extend({
  id: z.string(),
  title: z.string(),
  level: z.number().int(),
  parentCode: z.string().nullable(),
});
export type NaicsCode = z.infer<typeof NaicsCodeSchema>;

export const NaicsOptionPageSchema = pageOf(NaicsOptionSchema);
export type NaicsOptionPage = z.infer<typeof NaicsOptionPageSchema>;
export const NaicsCodePageSchema = pageOf(NaicsCodeSchema);
export type NaicsCodePage = z.infer<typeof NaicsCodePageSchema>;

/**
 * UK SIC 2007 (ONS): sections are letters A–U (level 1), divisions two digits (level 2), then
 * groups, classes and 5-digit sub-classes where present.
 */
export const SIC_SECTION_PATTERN = /^[A-U]$/;

/** GET /api/account/v1/sic/search: `level` keeps one level (forms pick divisions, level 2). */
export const SicSearchQuerySchema = ListQuerySchema.extend({
  size: z.coerce.number().int().min(1).max(100).default(25),
  level: z.coerce.number().int().min(1).max(5).optional(),
});
export type SicSearchQuery = z.infer<typeof SicSearchQuerySchema>;
export const SIC_SORT_FIELDS = [
  'sicCode',
  'level',
  'primaryIndustry',
  'secondaryIndustry',
] as const;

export const SicCodeSchema = z.object({
  id: z.string(),
  sicCode: z.string(),
  title: z.string(),
  level: z.number().int(),
  parentCode: z.string().nullable(),
  primaryIndustry: z.string(),
  secondaryIndustry: z.string(),
});
export type SicCode = z.infer<typeof SicCodeSchema>;
export const SicCodePageSchema = pageOf(SicCodeSchema);
export type SicCodePage = z.infer<typeof SicCodePageSchema>;

// --- blacklisted domains ----------------------------------------------------------------------

/** A host name: labels of letters, digits and inner hyphens, a top-level label of letters. */
export const DOMAIN_NAME_PATTERN =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * What a domain field keeps of its input (spec 2 §5: "strips any scheme"): no scheme, user, port,
 * path or trailing dot, lower case. `https://Www.Example.com/about` → `www.example.com`.
 */
export function normalizeDomain(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^[^@/]*@/, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d*$/, '')
    .replace(/\.$/, '');
}

export const isValidDomain = (value: string) => DOMAIN_NAME_PATTERN.test(normalizeDomain(value));

/** The domain of an e-mail address, lower case (empty when there is none). */
export const emailDomainOf = (email: string) => {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase()
        .replace(/\.$/, '');
};

/**
 * The names a blacklist entry must have to cover a domain: the domain itself and every parent
 * but the top level (`mail.example.com` is covered by `mail.example.com` and `example.com`).
 */
export function coveringDomains(domain: string): string[] {
  const labels = domain.split('.').filter(Boolean);
  const names: string[] = [];
  for (let i = 0; i < labels.length - 1; i++) names.push(labels.slice(i).join('.'));
  return names;
}

/** POST /api/auth/v1/blacklist/domains. */
export const BlacklistDomainInputSchema = z.object({
  name: z
    .string({ error: REFERENCE_MESSAGES.domainRequired })
    .transform(normalizeDomain)
    .pipe(
      z
        .string()
        .min(1, REFERENCE_MESSAGES.domainRequired)
        .regex(DOMAIN_NAME_PATTERN, REFERENCE_MESSAGES.invalidDomain),
    ),
});
export type BlacklistDomainInput = z.input<typeof BlacklistDomainInputSchema>;

/** GET /api/auth/v1/blacklist/domains (spec 2 §9: this table pages by 25). */
export const BlacklistedDomainQuerySchema = ListQuerySchema.extend({
  size: z.coerce.number().int().min(1).max(100).default(25),
});
export type BlacklistedDomainQuery = z.infer<typeof BlacklistedDomainQuerySchema>;
export const BLACKLISTED_DOMAIN_SORT_FIELDS = ['name', 'createdAt'] as const;

export const BlacklistedDomainSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type BlacklistedDomain = z.infer<typeof BlacklistedDomainSchema>;
export const BlacklistedDomainPageSchema = pageOf(BlacklistedDomainSchema);
export type BlacklistedDomainPage = z.infer<typeof BlacklistedDomainPageSchema>;
