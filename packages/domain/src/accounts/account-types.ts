/**
 * Account types (actor kinds), personas and their paths — spec 1 §2, §3.
 * COWBELL is the provider's own staff organisation.
 */
export const ACCOUNT_TYPES = [
  'CARRIER',
  'DIGITAL',
  'COWBELL',
  'CUSTOMER',
  'VENDOR',
  'CLUSTER',
  'AGENCY',
  'MSSP',
  'RE_INSURER',
  'PREMIUM_PROCESSOR',
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** The ten authenticated personas, by their base path segment. */
export const PERSONAS = [
  'admin',
  'agency',
  'customer',
  'da',
  'mssp',
  'carrier',
  'cluster',
  'vendor',
  'reinsurer',
  'premiumprocessor',
] as const;
export type Persona = (typeof PERSONAS)[number];

export const PERSONA_BY_ACCOUNT_TYPE: Record<AccountType, Persona> = {
  COWBELL: 'admin',
  AGENCY: 'agency',
  CUSTOMER: 'customer',
  DIGITAL: 'da',
  MSSP: 'mssp',
  CARRIER: 'carrier',
  CLUSTER: 'cluster',
  VENDOR: 'vendor',
  RE_INSURER: 'reinsurer',
  PREMIUM_PROCESSOR: 'premiumprocessor',
};

export const ACCOUNT_TYPE_BY_PERSONA = Object.fromEntries(
  Object.entries(PERSONA_BY_ACCOUNT_TYPE).map(([type, persona]) => [persona, type]),
) as Record<Persona, AccountType>;

/** Human labels for each persona (navigation, headers). */
export const PERSONA_LABELS: Record<Persona, string> = {
  admin: 'Provider staff',
  agency: 'Agency',
  customer: 'Policyholder',
  da: 'Digital agency',
  mssp: 'Security service provider',
  carrier: 'Carrier',
  cluster: 'Cluster',
  vendor: 'Vendor',
  reinsurer: 'Reinsurer',
  premiumprocessor: 'Premium processor',
};

export const isPersona = (value: string): value is Persona =>
  (PERSONAS as readonly string[]).includes(value);

export const isAccountType = (value: string): value is AccountType =>
  (ACCOUNT_TYPES as readonly string[]).includes(value);

/** `/{persona}` — the base path of an account type's shell. */
export const basePathFor = (accountType: AccountType): string =>
  `/${PERSONA_BY_ACCOUNT_TYPE[accountType]}`;

/** `{base}/dashboard` — where a signed-in user of this account type lands. */
export const dashboardPathFor = (accountType: AccountType): string =>
  `${basePathFor(accountType)}/dashboard`;

/** Landing after a jump into an account: the vendor lands on its claims. */
export const postJumpLandingFor = (accountType: AccountType): string =>
  accountType === 'VENDOR' ? '/vendor/claims' : dashboardPathFor(accountType);

/**
 * Path segment used when jumping to an account of a type (spec 1 §2).
 * Types not listed (COWBELL) resolve to no path.
 */
export const JUMP_PATH_SEGMENTS: Partial<Record<AccountType, string>> = {
  AGENCY: 'admin/agencies',
  CUSTOMER: 'accounts',
  DIGITAL: 'da',
  MSSP: 'mssp',
  CARRIER: 'carrier',
  VENDOR: 'vendor',
  CLUSTER: 'cluster',
  RE_INSURER: 'reinsurer',
  PREMIUM_PROCESSOR: 'premiumprocessor',
};

export const jumpPathSegmentFor = (accountType: string): string | undefined =>
  isAccountType(accountType) ? JUMP_PATH_SEGMENTS[accountType] : undefined;

/** Organisation structure and ownership (spec 1 §3). */
export const ENTITY_TYPES = ['Independent', 'Holding', 'Subsidiary', 'Branch', 'Parent'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];
export const OWNERSHIP_TYPES = [
  'Public',
  'Private',
  'Non-Profit',
  'Public Sector',
  'Partnership',
  'Non-Corporates',
] as const;
export type OwnershipType = (typeof OWNERSHIP_TYPES)[number];
