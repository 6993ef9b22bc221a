import { describe, expect, it } from 'vitest';
import { companyScoreOf, RISK_FACTOR_KEYS } from '@cyber/domain';
import {
  builtinFirmographics,
  builtinRiskScan,
  industryFromName,
} from '../../../src/modules/accounts/enrichment/builtin.ts';
import { enrichmentProviders } from '../../../src/modules/accounts/enrichment/providers.ts';
import type { EnrichmentSubject } from '../../../src/modules/accounts/enrichment/providers.ts';

const subject = (overrides: Partial<EnrichmentSubject> = {}): EnrichmentSubject => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Northwind Holdings',
  region: 'US',
  domainName: 'northwindholdings.com',
  otherDomains: [],
  naicsCode: '541611',
  sicCode: null,
  totalRevenue: 20_000_000,
  noOfEmployees: 80,
  yearEstablished: 1999,
  dunsNumber: null,
  phone: null,
  url: null,
  city: 'Boston',
  state: 'MA',
  ...overrides,
});

describe('built-in risk scan', () => {
  it('is deterministic and keeps every factor within 0–100', () => {
    const a = builtinRiskScan(subject());
    expect(builtinRiskScan(subject())).toEqual(a);
    for (const key of RISK_FACTOR_KEYS) {
      expect(a.factors[key]).toBeGreaterThanOrEqual(0);
      expect(a.factors[key]).toBeLessThanOrEqual(100);
    }
  });

  it('without a domain, network and cloud security score lower (and say why)', () => {
    const withDomain = builtinRiskScan(subject());
    const without = builtinRiskScan(subject({ domainName: null }));
    expect(without.factors.networkSecurity).toBeLessThan(withDomain.factors.networkSecurity);
    expect(without.factors.cloudSecurity).toBeLessThan(withDomain.factors.cloudSecurity);
    expect(without.factors.compliance).toBe(withDomain.factors.compliance);
    expect(without.findings).toContainEqual({
      factor: 'networkSecurity',
      severity: 'MEDIUM',
      title: 'No primary web domain to assess: external exposure unverified',
    });
  });

  it('a high-hazard industry scores lower than a low-hazard one', () => {
    const farm = builtinRiskScan(subject({ naicsCode: '111998' }));
    const hospital = builtinRiskScan(subject({ naicsCode: '622110' }));
    expect(companyScoreOf(hospital.factors)).toBeLessThan(companyScoreOf(farm.factors) - 15);
    // UK SIC divisions map to the same sectors.
    const ukHospital = builtinRiskScan(
      subject({ region: 'UK', naicsCode: null, sicCode: '86101' }),
    );
    const ukFarm = builtinRiskScan(subject({ region: 'UK', naicsCode: null, sicCode: '01610' }));
    expect(companyScoreOf(ukHospital.factors)).toBeLessThan(companyScoreOf(ukFarm.factors));
  });

  it('revenue shapes the factors: a very large business is a bigger dark-web target', () => {
    const mid = builtinRiskScan(subject({ totalRevenue: 20_000_000 }));
    const huge = builtinRiskScan(subject({ totalRevenue: 5_000_000_000 }));
    expect(huge.factors.darkIntelligence).toBeLessThan(mid.factors.darkIntelligence);
    expect(huge.factors.compliance).toBeGreaterThan(mid.factors.compliance);
  });

  it('each factor under 70 has one finding, graded by how low it is', () => {
    const { factors, findings } = builtinRiskScan(subject({ naicsCode: '522110' }));
    for (const key of RISK_FACTOR_KEYS) {
      const found = findings.filter((f) => f.factor === key);
      if (factors[key] >= 70) expect(found).toEqual([]);
      else {
        expect(found).toHaveLength(1);
        const expected = factors[key] < 45 ? 'HIGH' : factors[key] < 60 ? 'MEDIUM' : 'LOW';
        expect(found[0]!.severity).toBe(expected);
      }
    }
  });
});

describe('built-in firmographics', () => {
  it('suggests the industry from the name, by region', () => {
    expect(industryFromName('Sunrise Dental Care', 'US')).toBe('621210');
    expect(industryFromName('Sunrise Dental Care', 'UK')).toBe('86230');
    expect(industryFromName('Zephyr Holdings', 'US')).toBeNull();
  });

  it('revenue anchors the size; with neither, a stable head count and its revenue', () => {
    const anchored = builtinFirmographics(
      subject({ naicsCode: '541611', totalRevenue: 19_000_000, noOfEmployees: null }),
    );
    expect(anchored.totalRevenue).toBe(19_000_000);
    expect(anchored.noOfEmployees).toBe(100); // professional services: 190,000 per employee
    const blank = subject({ totalRevenue: null, noOfEmployees: null, domainName: null });
    const first = builtinFirmographics(blank);
    expect(builtinFirmographics(blank)).toEqual(first);
    expect(first.noOfEmployees).toBeGreaterThanOrEqual(5);
    expect(first.noOfEmployees).toBeLessThanOrEqual(1500);
    expect(first.totalRevenue).toBe(Math.round((first.noOfEmployees! * 190_000) / 10_000) * 10_000);
    expect(first.dunsNumber).toMatch(/^\d{9}$/);
    expect(first.yearEstablished).toBeGreaterThanOrEqual(1950);
    expect(first.url).toBeUndefined();
    expect(builtinFirmographics(subject()).url).toBe('https://www.northwindholdings.com');
  });

  it('the provider is chosen by ENRICHMENT_PROVIDER', () => {
    const providers = enrichmentProviders({ ENRICHMENT_PROVIDER: 'builtin' });
    expect(providers.firmographics.name).toBe('builtin');
    expect(providers.risk.name).toBe('builtin');
  });
});
