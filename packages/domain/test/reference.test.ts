import { describe, expect, it } from 'vitest';
import {
  BlacklistDomainInputSchema,
  coveringDomains,
  emailDomainOf,
  isValidDomain,
  NaicsCodeInputSchema,
  naicsParentCode,
  normalizeDomain,
  parseIndustrySearch,
  REFERENCE_MESSAGES,
  US_STATES_WITH_TIME_ZONES,
} from '../src/index.ts';

describe('domains (spec 2 §5: strip any scheme, valid-domain rule)', () => {
  it('keeps the host name only, lower case', () => {
    expect(normalizeDomain(' HTTPS://Www.Example.com:8443/about?x#y ')).toBe('www.example.com');
    expect(normalizeDomain('ftp://user@files.example.co.uk/')).toBe('files.example.co.uk');
    expect(normalizeDomain('example.com.')).toBe('example.com');
  });

  it('accepts real domains and refuses the rest', () => {
    for (const ok of ['example.com', 'sub.example.co.uk', 'xn--bcher-kva.example', 'a-b.io']) {
      expect(isValidDomain(ok)).toBe(true);
    }
    for (const bad of [
      'localhost',
      'exa mple.com',
      '-a.com',
      'a-.com',
      'a..com',
      'a.c',
      '1.2.3.4',
      '',
    ]) {
      expect(isValidDomain(bad)).toBe(false);
    }
  });

  it('the input schema says "Not a valid domain name" or asks for one', () => {
    const invalid = BlacklistDomainInputSchema.safeParse({ name: 'nope' });
    expect(invalid.error?.issues[0]?.message).toBe(REFERENCE_MESSAGES.invalidDomain);
    const empty = BlacklistDomainInputSchema.safeParse({ name: ' ' });
    expect(empty.error?.issues[0]?.message).toBe(REFERENCE_MESSAGES.domainRequired);
    expect(BlacklistDomainInputSchema.parse({ name: 'http://Example.com/' })).toEqual({
      name: 'example.com',
    });
  });

  it('an address is covered by its domain and every parent but the top level', () => {
    expect(emailDomainOf('Jo.Bloggs@Mail.Example.COM')).toBe('mail.example.com');
    expect(coveringDomains('mail.example.com')).toEqual(['mail.example.com', 'example.com']);
    expect(coveringDomains('')).toEqual([]);
  });
});

describe('industry codes', () => {
  it('NAICS codes have 2 to 6 digits (spec 2 §9)', () => {
    const base = { primaryIndustry: 'A', secondaryIndustry: 'B' };
    expect(NaicsCodeInputSchema.safeParse({ ...base, naicsCode: '54' }).success).toBe(true);
    expect(NaicsCodeInputSchema.safeParse({ ...base, naicsCode: '541511' }).success).toBe(true);
    for (const bad of ['5', '5415111', '54a']) {
      const result = NaicsCodeInputSchema.safeParse({ ...base, naicsCode: bad });
      expect(result.error?.issues[0]?.message).toBe(REFERENCE_MESSAGES.naicsCodeDigits);
    }
  });

  it('parents: subsector → sector, deeper codes → one digit shorter', () => {
    expect(naicsParentCode('54')).toBeNull();
    expect(naicsParentCode('541')).toBe('54');
    expect(naicsParentCode('5415')).toBe('541');
    expect(naicsParentCode('541511')).toBe('54151');
  });

  it('search by code prefix or words', () => {
    expect(parseIndustrySearch(' 5415 ')).toEqual({ kind: 'prefix', prefix: '5415' });
    expect(parseIndustrySearch('Computer, programming')).toEqual({
      kind: 'words',
      words: ['computer', 'programming'],
    });
    expect(parseIndustrySearch('  ')).toEqual({ kind: 'none' });
  });
});

describe('states', () => {
  it('50 states plus DC, each with a distinct abbreviation and an IANA zone', () => {
    expect(US_STATES_WITH_TIME_ZONES).toHaveLength(51);
    expect(new Set(US_STATES_WITH_TIME_ZONES.map((s) => s.abbreviation)).size).toBe(51);
    for (const s of US_STATES_WITH_TIME_ZONES) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: s.timeZone })).not.toThrow();
    }
  });
});
