import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  AccountUpdateInputSchema,
  addressIssues,
  canQuoteWithScore,
  domainIssue,
  formatAccountPhone,
  isPlausibleDomain,
  isValidPhone,
  isValidUkPostcode,
  isValidUsZip,
  normaliseDomain,
  normalisePhone,
  normaliseUkPostcode,
  profileScore,
  revenueIssue,
  splitDomains,
  verifyAddress,
  yearEstablishedIssue,
  accountNameIssue,
} from '../src/index.ts';

describe('addresses', () => {
  it('US zip: 5 or 5+4 digits, never 00000', () => {
    expect(isValidUsZip('02110')).toBe(true);
    expect(isValidUsZip('02110-1234')).toBe(true);
    expect(isValidUsZip('00000')).toBe(false);
    expect(isValidUsZip('0211')).toBe(false);
    expect(isValidUsZip('02110-12')).toBe(false);
  });

  it('UK postcodes', () => {
    for (const ok of [
      'SW1A 1AA',
      'sw1a1aa',
      'M1 1AE',
      'B33 8TH',
      'CR2 6XH',
      'DN55 1PT',
      'GIR 0AA',
    ]) {
      expect(isValidUkPostcode(ok)).toBe(true);
    }
    for (const bad of ['02110', 'SW1A', '1AA SW1', 'SW1A 1CI'])
      expect(isValidUkPostcode(bad)).toBe(false);
    expect(normaliseUkPostcode('sw1a1aa')).toBe('SW1A 1AA');
  });

  it('city letters, spaces and hyphens; messages by region and mailing', () => {
    expect(addressIssues({ city: 'Winston-Salem', zipCode: '27101', state: 'NC' }, 'US')).toEqual(
      [],
    );
    expect(addressIssues({ city: 'St. Louis' }, 'US')).toEqual([
      { field: 'city', message: 'Invalid City' },
    ]);
    expect(addressIssues({ city: 'Leeds', zipCode: '02110' }, 'UK')).toEqual([
      { field: 'zipCode', message: 'Invalid UK postal code' },
    ]);
    expect(addressIssues({ city: 'Austin', zipCode: '00000' }, 'US')[0]!.message).toBe(
      'Invalid ZIP Code',
    );
    expect(
      addressIssues({}, 'US', { required: true, mailing: true }).map((i) => i.message),
    ).toEqual([
      'Mailing address is required',
      'Mailing city is required',
      'Mailing zip code is required',
      'State is required',
    ]);
  });

  it('offline verification names the fields with region labels', () => {
    expect(
      verifyAddress({ address1: '1 High St', city: 'Leeds', zipCode: 'LS1 5HD' }, 'UK'),
    ).toEqual({
      verified: true,
      errorFields: [],
      localizedErrorFieldNames: [],
    });
    // QQ is not a postcode area.
    expect(
      verifyAddress({ address1: '1 High St', city: 'Leeds', zipCode: 'QQ1 5HD' }, 'UK'),
    ).toMatchObject({ verified: false, localizedErrorFieldNames: ['Postcode'] });
  });
});

describe('phones', () => {
  it('US: 10 digits or 11 with a leading 1', () => {
    expect(isValidPhone('(617) 555-0100', 'US')).toBe(true);
    expect(isValidPhone('1-617-555-0100', 'US')).toBe(true);
    expect(isValidPhone('555-0100', 'US')).toBe(false);
    expect(isValidPhone('2-617-555-0100', 'US')).toBe(false);
    expect(normalisePhone('(617) 555-0100', 'US')).toBe('6175550100');
    expect(formatAccountPhone('6175550100')).toBe('(617) 555-0100');
    expect(formatAccountPhone('16175550100')).toBe('1 (617) 555-0100');
  });

  it('UK: +44 and 10 digits, or the national form with its 0', () => {
    expect(isValidPhone('+44 7911 123456', 'UK')).toBe(true);
    expect(isValidPhone('07911 123456', 'UK')).toBe(true);
    expect(isValidPhone('7911 123456', 'UK')).toBe(false);
    expect(normalisePhone('07911 123456', 'UK')).toBe('+447911123456');
    expect(formatAccountPhone('+447911123456', 'UK')).toBe('+44 7911 123456');
  });
});

describe('name, revenue, year', () => {
  it('name required, trimmed, at most 100', () => {
    expect(accountNameIssue('  ')).toBe(ACCOUNT_MESSAGES.nameRequired);
    expect(accountNameIssue(` ${'a'.repeat(100)} `)).toBeNull();
    expect(accountNameIssue('a'.repeat(101))).toBe(
      'Account Name is exceeding 100 Characters. Please reset Handler.',
    );
  });
  it('revenue 1 to one trillion', () => {
    expect(revenueIssue(1, 'Revenue')).toBeNull();
    expect(revenueIssue(1e12, 'Revenue')).toBeNull();
    expect(revenueIssue(1e12 + 1, 'Revenue')).toBe(
      'Revenue must be less than or equal to 1 Trillion Dollars.',
    );
    expect(revenueIssue(0, 'Revenue')).toBe('Revenue must be at least 1');
  });
  it('year 1500 to now, four digits', () => {
    const now = new Date('2026-06-01');
    expect(yearEstablishedIssue(1500, now)).toBeNull();
    expect(yearEstablishedIssue(2026, now)).toBeNull();
    expect(yearEstablishedIssue(2027, now)).toBe('Year established must be between 1500 and 2026');
    expect(yearEstablishedIssue(1499, now)).toContain('between 1500');
    expect(yearEstablishedIssue('99', now)).toBe('Year established must be 4 digits');
  });
});

describe('domains', () => {
  it('strips scheme, path and port', () => {
    expect(normaliseDomain('https://Example-Shop.co.uk:8443/about?x#y')).toBe('example-shop.co.uk');
    expect(normaliseDomain('user@mail.acme.com/')).toBe('mail.acme.com');
  });
  it('field messages', () => {
    expect(domainIssue('')).toBe('Please enter a domain name.');
    expect(domainIssue('a.com b.com')).toBe('Only enter one domain');
    expect(domainIssue('a.com,b.com')).toBe('Only enter one domain');
    expect(domainIssue('localhost')).toBe('Not a valid domain name');
    expect(domainIssue('-bad.com')).toBe('Not a valid domain name');
    expect(domainIssue('http://good.com/path')).toBeNull();
  });
  it('plausibility: no bare public suffix, reserved name or example domain', () => {
    expect(isPlausibleDomain('acme.co.uk')).toBe(true);
    expect(isPlausibleDomain('co.uk')).toBe(false);
    expect(isPlausibleDomain('shop.test')).toBe(false);
    expect(isPlausibleDomain('www.example.com')).toBe(false);
  });
  it('splits a comma list', () => {
    expect(splitDomains('a.com, https://B.com/x ,, a.com')).toEqual(['a.com', 'b.com']);
  });
});

describe('profile score', () => {
  it('one point per fact; quoting needs 4', () => {
    expect(profileScore({})).toBe(0);
    const full = {
      address1: '1 Main',
      city: 'Boston',
      zipCode: '02110',
      phone: '6175550100',
      domainName: 'a.com',
      naicsCode: '5415',
      totalRevenue: 10,
      noOfEmployees: 3,
      yearEstablished: 2000,
      entityType: 'Independent',
      ownershipType: 'Private',
      dunsNumber: '123456789',
    };
    expect(profileScore(full)).toBe(10);
    expect(profileScore({ ...full, address1: null })).toBe(9);
    expect(profileScore({ noDomainAttested: true })).toBe(1);
    expect(canQuoteWithScore(3)).toBe(false);
    expect(canQuoteWithScore(4)).toBe(true);
  });
});

describe('update schema', () => {
  const base = {
    region: 'US' as const,
    name: ' Acme ',
    physicalAddress: { city: 'Boston', state: 'MA', zipCode: '02110' },
  };
  it('trims, defaults mailing to the physical address and turns blanks into null', () => {
    const parsed = AccountUpdateInputSchema.parse({
      ...base,
      phone: '',
      otherDomains: 'a.com, b.com',
    });
    expect(parsed.name).toBe('Acme');
    expect(parsed.phone).toBeNull();
    expect(parsed.mailingSameAsPhysical).toBe(true);
    expect(parsed.otherDomains).toEqual(['a.com', 'b.com']);
  });
  it('reports every rule with its path', () => {
    const result = AccountUpdateInputSchema.safeParse({
      ...base,
      physicalAddress: { city: '1', state: 'MA', zipCode: '1' },
      mailingSameAsPhysical: false,
      otherDomains: ['ok.com', 'bad'],
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues).toEqual(
      expect.arrayContaining([
        'physicalAddress.city: Invalid City',
        'physicalAddress.zipCode: Invalid ZIP Code',
        'mailingAddress.address1: Mailing address is required',
        'otherDomains.1: Not a valid domain name',
      ]),
    );
  });
});
