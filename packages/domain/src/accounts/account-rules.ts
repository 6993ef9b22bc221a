import type { Region } from '../common/region.ts';

/**
 * Insured-account rules of spec 2 §5 (addresses, phones, name, revenue, year, domains) and the
 * profile score, as pure functions shared by the forms and the API. Messages are the spec's,
 * verbatim (typos included); those marked "design" are ours where the spec shows none.
 */
export const ACCOUNT_MESSAGES = {
  nameRequired: 'Account Name is required', // design
  nameTooLong: 'Account Name is exceeding 100 Characters. Please reset Handler.',
  whitespace: 'Fields may not begin or end with whitespace', // design wording of §5's rule
  cityRequired: 'City is required', // design
  townCityRequired: 'Town/City is required', // design (UK label)
  invalidCity: 'Invalid City',
  invalidZip: 'Invalid ZIP Code',
  invalidPostcode: 'Invalid UK postal code',
  zipRequired: 'ZIP Code is required', // design (the field's label)
  postcodeRequired: 'Postcode is required', // design (UK label)
  stateRequired: 'State is required', // design
  invalidState: 'Invalid State', // design
  address1Required: 'Address is required', // design
  mailingAddressRequired: 'Mailing address is required',
  mailingCityRequired: 'Mailing city is required',
  mailingZipRequired: 'Mailing zip code is required',
  mailingTownCityRequired: 'Mailing town/city is required', // design (UK wording of the above)
  mailingPostcodeRequired: 'Mailing postcode is required', // design (UK wording of the above)
  invalidPhone: 'Invalid phone number',
  employees: 'Number of employees must be a whole number of at least 1', // design
  revenueMin: 'must be at least 1', // design, prefixed with the field's label
  revenueMax: 'must be less than or equal to 1 Trillion Dollars.',
  yearDigits: 'Year established must be 4 digits', // design
  yearRange: (max: number) => `Year established must be between 1500 and ${max}`, // design
  invalidDomain: 'Not a valid domain name',
  domainRequired: 'Please enter a domain name.',
  oneDomain: 'Only enter one domain',
  onlyValidDomains: 'Only valid domains are accepted.',
  domainFound: 'Valid domain found!',
  domainRejected: 'Invalid Domain! Try a different domain name.',
  industryCode: 'Industry code must be 2 to 6 digits', // design (spec 2 §9: 2 to 6 digits)
  sicCode: 'SIC code must be 4 or 5 digits', // design (UK SIC 2007)
  regionFixed: 'The region of an account cannot be changed.', // design
  addressUnverified: 'Unable to verify address',
  addressUnverifiedList: 'The following address fields could not be verified:',
  addressUpdateFields: 'Please update these fields and try again.',
  accountNotFound: 'Account not found.', // design (404, also for "not yours")
  noteNotFound: 'Note not found.', // design
  agencyNotFound: 'The selected agency is invalid.',
  agentNotInAgency: 'The selected agent does not belong to the agency.', // design
  teamNotInOrganisation: 'The selected team does not belong to the agency.', // design
  duplicateAccount: 'An account with this name already exists in this state and zip code.', // design
  clientWithOtherAgency: 'The Client is already associated with another Agency!',
  clientWithinAgency: 'This Client is already associated with someone else within your Agency!',
  contactAgencyAdmin: 'Please contact your Agency Admin',
  msspOnly: 'Only a managed security service provider can use this call.', // design
  cannotCreate: 'Cannot create account.',
  createFailed: 'Server Error. Please try again',
  msspCreateFailed: 'Server Error, please try again',
  updateFailed: 'Not able to update account details at this time.Please try again later',
  loadFailed: 'Failed to load the account details!',
  noData: 'No data present',
  declineFailed: 'Something went wrong.Please try again later',
  alreadyDeclined: 'This account has already been declined.', // design
  created: 'Account Created Successfully!',
  deleted: 'Account Deleted Successfully!',
  declined: 'Account Declined Successfully!',
  searchHint: "Can't find the new account? Just hit search",
} as const;

export const ACCOUNT_NAME_MAX = 100;
export const REVENUE_MAX = 1_000_000_000_000;
export const YEAR_ESTABLISHED_MIN = 1500;
/** Account search (lookup, new-account modal): page size 10, typing debounced 200 ms. */
export const ACCOUNT_SEARCH_PAGE_SIZE = 10;
export const ACCOUNT_SEARCH_DEBOUNCE_MS = 200;
export const DOMAIN_CHECK_DEBOUNCE_MS = 200;
/** Quoting needs a profile score of at least 4 out of 10. */
export const PROFILE_SCORE_MAX = 10;
export const QUOTE_MIN_PROFILE_SCORE = 4;

/** Countries as the address services name them (spec 2 §7: country GBR). */
export const COUNTRY_BY_REGION: Record<Region, 'USA' | 'GBR'> = { US: 'USA', UK: 'GBR' };
export const regionForCountry = (country: string | null | undefined): Region =>
  country === 'GBR' || country === 'GB' || country === 'UK' ? 'UK' : 'US';

const hasEdgeSpace = (value: string) => value !== value.trim();

// ---------------------------------------------------------------- addresses

export const CITY_PATTERN = /^[\p{L}\s-]+$/u;
/** 5 digits or 5+4, never 00000. */
export const US_ZIP_PATTERN = /^(?!00000)\d{5}(?:-\d{4})?$/;
/** UK postcode (outward + inward code, optional space), and the special GIR 0AA. */
export const UK_POSTCODE_PATTERN = /^(?:GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[ABD-HJLNP-UW-Z]{2})$/i;

export const isValidCity = (city: string) => CITY_PATTERN.test(city.trim());
export const isValidUsZip = (zip: string) => US_ZIP_PATTERN.test(zip.trim());
export const isValidUkPostcode = (postcode: string) => UK_POSTCODE_PATTERN.test(postcode.trim());

/** 'sw1a1aa' → 'SW1A 1AA'; anything that is not a postcode comes back trimmed. */
export function normaliseUkPostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  if (!isValidUkPostcode(compact)) return value.trim();
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

/** UK postcode areas (the letters before the first digit), for the offline address check. */
export const UK_POSTCODE_AREAS = new Set(
  (
    'AB AL B BA BB BD BH BL BN BR BS BT CA CB CF CH CM CO CR CT CV CW DA DD DE DG DH DL DN DT DY ' +
    'E EC EH EN EX FK FY G GL GU GY HA HD HG HP HR HS HU HX IG IM IP IV JE KA KT KW KY L LA LD LE ' +
    'LL LN LS LU M ME MK ML N NE NG NN NP NR NW OL OX PA PE PH PL PO PR RG RH RM S SA SE SG SK SL ' +
    'SM SN SO SP SR SS ST SW SY TA TD TF TN TQ TR TS TW UB W WA WC WD WF WN WR WS WV YO ZE'
  ).split(' '),
);

export type AddressFieldsInput = {
  address1?: string | null | undefined;
  city?: string | null | undefined;
  zipCode?: string | null | undefined;
  state?: string | null | undefined;
};
export type AddressIssue = { field: 'address1' | 'city' | 'zipCode' | 'state'; message: string };

/**
 * The rules of one address for a region: city letters/spaces/hyphens, a US zip or a UK postcode,
 * a US state code. `required` makes city, zip (and state in the US) mandatory; the mailing
 * variant uses the spec's "Mailing … is required" messages and requires address1 as well.
 */
export function addressIssues(
  address: AddressFieldsInput,
  region: Region,
  options: { required?: boolean; mailing?: boolean; stateCodes?: ReadonlySet<string> } = {},
): AddressIssue[] {
  const issues: AddressIssue[] = [];
  const uk = region === 'UK';
  const required = options.required ?? false;
  const mailing = options.mailing ?? false;
  const address1 = address.address1?.trim() ?? '';
  const city = address.city?.trim() ?? '';
  const zip = address.zipCode?.trim() ?? '';
  const state = address.state?.trim() ?? '';
  if (mailing && required && !address1) {
    issues.push({ field: 'address1', message: ACCOUNT_MESSAGES.mailingAddressRequired });
  }
  if (!city) {
    if (required) {
      issues.push({
        field: 'city',
        message: mailing
          ? uk
            ? ACCOUNT_MESSAGES.mailingTownCityRequired
            : ACCOUNT_MESSAGES.mailingCityRequired
          : uk
            ? ACCOUNT_MESSAGES.townCityRequired
            : ACCOUNT_MESSAGES.cityRequired,
      });
    }
  } else if (!isValidCity(city)) {
    issues.push({ field: 'city', message: ACCOUNT_MESSAGES.invalidCity });
  }
  if (!zip) {
    if (required) {
      issues.push({
        field: 'zipCode',
        message: mailing
          ? uk
            ? ACCOUNT_MESSAGES.mailingPostcodeRequired
            : ACCOUNT_MESSAGES.mailingZipRequired
          : uk
            ? ACCOUNT_MESSAGES.postcodeRequired
            : ACCOUNT_MESSAGES.zipRequired,
      });
    }
  } else if (region === 'UK' ? !isValidUkPostcode(zip) : !isValidUsZip(zip)) {
    issues.push({
      field: 'zipCode',
      message: uk ? ACCOUNT_MESSAGES.invalidPostcode : ACCOUNT_MESSAGES.invalidZip,
    });
  }
  if (region === 'US') {
    if (!state) {
      if (required) issues.push({ field: 'state', message: ACCOUNT_MESSAGES.stateRequired });
    } else if (options.stateCodes && !options.stateCodes.has(state.toUpperCase())) {
      issues.push({ field: 'state', message: ACCOUNT_MESSAGES.invalidState });
    }
  }
  return issues;
}

/** Labels of the address fields by region, for "could not be verified" lists. */
export const ADDRESS_FIELD_LABELS: Record<Region, Record<AddressIssue['field'], string>> = {
  US: { address1: 'Address', city: 'City', zipCode: 'ZIP Code', state: 'State' },
  UK: { address1: 'Address', city: 'Town/City', zipCode: 'Postcode', state: 'County' },
};

export type AddressVerification = {
  verified: boolean;
  errorFields: AddressIssue['field'][];
  localizedErrorFieldNames: string[];
};

/**
 * The offline address check (spec 2 §7 address validation). There is no postal database here,
 * so "verified" means: every rule holds, the street line is present, and for the UK the
 * postcode's area is a real Royal Mail area. Fields that fail are named, with the region's labels.
 */
export function verifyAddress(address: AddressFieldsInput, region: Region): AddressVerification {
  const fields = new Set<AddressIssue['field']>();
  for (const issue of addressIssues(address, region, { required: true })) fields.add(issue.field);
  if (!address.address1?.trim()) fields.add('address1');
  const zip = address.zipCode?.trim() ?? '';
  if (region === 'UK' && isValidUkPostcode(zip)) {
    const area = /^[A-Z]+/i.exec(zip)?.[0]?.toUpperCase() ?? '';
    if (area !== 'GIR' && !UK_POSTCODE_AREAS.has(area)) fields.add('zipCode');
  }
  const order: AddressIssue['field'][] = ['address1', 'city', 'state', 'zipCode'];
  const errorFields = order.filter((f) => fields.has(f));
  return {
    verified: errorFields.length === 0,
    errorFields,
    localizedErrorFieldNames: errorFields.map((f) => ADDRESS_FIELD_LABELS[region][f]),
  };
}

// ---------------------------------------------------------------- phones

const digitsOf = (value: string) => value.replace(/\D/g, '');

/**
 * US: 10 digits, or 11 with a leading 1. UK: +44 and a 10-digit national number, or the
 * national form with its leading 0 (11 digits).
 */
export function isValidPhone(value: string, region: Region): boolean {
  const digits = digitsOf(value);
  if (region === 'UK') {
    if (digits.startsWith('44')) return digits.length === 12 && digits[2] !== '0';
    return digits.length === 11 && digits.startsWith('0');
  }
  if (digits.length === 10) return /^[2-9]/.test(digits);
  return digits.length === 11 && digits.startsWith('1') && /^[2-9]/.test(digits.slice(1));
}

/**
 * How a phone is stored: US digits only (10, or 11 with the leading 1); UK `+44` and the
 * national number without its leading 0. Invalid values come back trimmed.
 */
export function normalisePhone(value: string, region: Region): string {
  if (!isValidPhone(value, region)) return value.trim();
  const digits = digitsOf(value);
  if (region === 'UK') return `+44${digits.startsWith('44') ? digits.slice(2) : digits.slice(1)}`;
  return digits;
}

/**
 * Display: (###) ###-####, 1 (###) ###-#### for 11 digits; UK "+44 NNNN NNNNNN". A ten-digit
 * string is formatted as typed; anything else is shown as it is.
 */
export function formatAccountPhone(
  value: string | null | undefined,
  region: Region = 'US',
): string {
  if (!value) return '';
  const digits = digitsOf(value);
  if (region === 'UK' || value.trim().startsWith('+44')) {
    const national = digits.startsWith('44') ? digits.slice(2) : digits.replace(/^0/, '');
    if (national.length === 10) return `+44 ${national.slice(0, 4)} ${national.slice(4)}`;
    return value;
  }
  const us = (d: string) => `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
  if (digits.length === 10) return us(digits);
  if (digits.length === 11 && digits.startsWith('1')) return `1 ${us(digits.slice(1))}`;
  return value;
}

// ---------------------------------------------------------------- name, numbers

export function accountNameIssue(name: string | null | undefined): string | null {
  const trimmed = name?.trim() ?? '';
  if (!trimmed) return ACCOUNT_MESSAGES.nameRequired;
  if (trimmed.length > ACCOUNT_NAME_MAX) return ACCOUNT_MESSAGES.nameTooLong;
  return null;
}

/** Whole currency units, 1 to one trillion; `label` prefixes the spec's fragment. */
export function revenueIssue(value: number, label: string): string | null {
  if (!Number.isFinite(value) || value < 1) return `${label} ${ACCOUNT_MESSAGES.revenueMin}`;
  if (value > REVENUE_MAX) return `${label} ${ACCOUNT_MESSAGES.revenueMax}`;
  return null;
}

export function yearEstablishedIssue(
  value: number | string,
  now: Date = new Date(),
): string | null {
  const text = String(value).trim();
  if (!/^\d{4}$/.test(text)) return ACCOUNT_MESSAGES.yearDigits;
  const year = Number(text);
  const max = now.getFullYear();
  if (year < YEAR_ESTABLISHED_MIN || year > max) return ACCOUNT_MESSAGES.yearRange(max);
  return null;
}

export const employeesIssue = (value: number): string | null =>
  Number.isInteger(value) && value >= 1 ? null : ACCOUNT_MESSAGES.employees;

export const fieldHasEdgeSpace = hasEdgeSpace;

// ---------------------------------------------------------------- domains

/** A hostname of dot-separated labels (letters, digits, inner hyphens) and an alphabetic TLD. */
export const DOMAIN_PATTERN =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;

/**
 * Strip what a user pastes around a domain: scheme, credentials, port, path, query, a trailing
 * dot, surrounding spaces; lower-case it. `https://Example.com/about` → `example.com`.
 */
export function normaliseDomain(value: string): string {
  let text = value.trim().toLowerCase();
  text = text.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  text = text.replace(/^[^/@]*@/, '');
  text = text.split(/[/?#]/)[0] ?? '';
  text = text.replace(/:\d+$/, '').replace(/\.$/, '');
  return text;
}

/** Spec 2 §5: empty, more than one, or not a domain. Null when the value is one valid domain. */
export function domainIssue(value: string | null | undefined): string | null {
  const raw = value?.trim() ?? '';
  if (!raw) return ACCOUNT_MESSAGES.domainRequired;
  if (/[\s,;]/.test(raw.replace(/^[a-z][a-z0-9+.-]*:\/\//i, ''))) return ACCOUNT_MESSAGES.oneDomain;
  return DOMAIN_PATTERN.test(normaliseDomain(raw)) ? null : ACCOUNT_MESSAGES.invalidDomain;
}

/** Top-level names reserved for tests, documentation and private networks (RFC 2606, 6761, 6762). */
export const RESERVED_TLDS = new Set([
  'test',
  'example',
  'invalid',
  'localhost',
  'local',
  'internal',
  'lan',
  'home',
  'corp',
  'onion',
]);

/** Public suffixes under which only a further label can be registered. */
export const MULTI_LEVEL_PUBLIC_SUFFIXES = new Set([
  'co.uk',
  'org.uk',
  'me.uk',
  'ltd.uk',
  'plc.uk',
  'net.uk',
  'sch.uk',
  'ac.uk',
  'gov.uk',
  'nhs.uk',
  'police.uk',
  'com.au',
  'net.au',
  'org.au',
  'co.nz',
  'co.jp',
  'co.in',
  'com.br',
  'com.mx',
  'co.za',
]);

/** Example domains of RFC 2606, never an insured's web site. */
const RESERVED_DOMAINS = new Set(['example.com', 'example.net', 'example.org']);

/**
 * The offline half of the domain check (no DNS here): the syntax, a real-looking suffix, a
 * registrable name (not a bare public suffix such as `co.uk`) and not a reserved example domain.
 */
export function isPlausibleDomain(domain: string): boolean {
  if (!DOMAIN_PATTERN.test(domain)) return false;
  const labels = domain.split('.');
  const tld = labels.at(-1) ?? '';
  if (RESERVED_TLDS.has(tld)) return false;
  if (MULTI_LEVEL_PUBLIC_SUFFIXES.has(domain)) return false;
  const lastTwo = labels.slice(-2).join('.');
  if (MULTI_LEVEL_PUBLIC_SUFFIXES.has(lastTwo) && labels.length < 3) return false;
  const registrable = MULTI_LEVEL_PUBLIC_SUFFIXES.has(lastTwo)
    ? labels.slice(-3).join('.')
    : lastTwo;
  return !RESERVED_DOMAINS.has(registrable);
}

/** `a.com, b.com` → ['a.com', 'b.com'] normalised, empty entries dropped, duplicates removed. */
export function splitDomains(value: string | readonly string[] | null | undefined): string[] {
  const list = Array.isArray(value) ? value : String(value ?? '').split(/[,;\s]+/);
  return [...new Set(list.map((d) => normaliseDomain(d)).filter(Boolean))];
}

// ---------------------------------------------------------------- profile score

export type ScoredProfile = {
  address1?: string | null | undefined;
  city?: string | null | undefined;
  zipCode?: string | null | undefined;
  phone?: string | null | undefined;
  domainName?: string | null | undefined;
  noDomainAttested?: boolean | null | undefined;
  naicsCode?: string | null | undefined;
  sicCode?: string | null | undefined;
  totalRevenue?: number | null | undefined;
  noOfEmployees?: number | null | undefined;
  yearEstablished?: number | null | undefined;
  entityType?: string | null | undefined;
  ownershipType?: string | null | undefined;
  dunsNumber?: string | null | undefined;
};

/** The ten facts that make up the profile score, one point each. */
export const PROFILE_SCORE_FACTS = [
  'address',
  'phone',
  'domain',
  'industry',
  'revenue',
  'employees',
  'yearEstablished',
  'entityType',
  'ownershipType',
  'dunsNumber',
] as const;
export type ProfileScoreFact = (typeof PROFILE_SCORE_FACTS)[number];

const present = (value: string | null | undefined) => !!value && value.trim().length > 0;

/** Which of the ten facts an account has. */
export function profileFacts(p: ScoredProfile): Record<ProfileScoreFact, boolean> {
  return {
    address: present(p.address1) && present(p.city) && present(p.zipCode),
    phone: present(p.phone),
    domain: present(p.domainName) || p.noDomainAttested === true,
    industry: present(p.naicsCode) || present(p.sicCode),
    revenue: (p.totalRevenue ?? 0) > 0,
    employees: (p.noOfEmployees ?? 0) > 0,
    yearEstablished: (p.yearEstablished ?? 0) > 0,
    entityType: present(p.entityType),
    ownershipType: present(p.ownershipType),
    dunsNumber: present(p.dunsNumber),
  };
}

/** Completeness 0–10: one point per fact present. */
export function profileScore(p: ScoredProfile): number {
  return Object.values(profileFacts(p)).filter(Boolean).length;
}

export const canQuoteWithScore = (score: number) => score >= QUOTE_MIN_PROFILE_SCORE;

/** A unique-looking account number: `CB-` and seven digits (uniqueness is the database's). */
export const CBID_PATTERN = /^CB-\d{7}$/;
export const newCbid = (random: () => number = Math.random) =>
  `CB-${String(Math.floor(random() * 10_000_000)).padStart(7, '0')}`;
