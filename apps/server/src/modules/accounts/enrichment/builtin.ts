import { createHash } from 'node:crypto';
import {
  RISK_FACTOR_KEYS,
  type RiskFactorKey,
  type RiskFactors,
  type RiskFinding,
} from '@cyber/domain';
import {
  FINDING_TITLES,
  NAME_KEYWORDS,
  NO_DOMAIN_FINDING,
  SECTORS,
  sectorOf,
  type Sector,
} from './builtin-tables.ts';
import type { EnrichmentSubject, ProposedFirmographics, RiskScanResult } from './provider-types.ts';

/**
 * The built-in enrichment provider: no outside service, every number derived from the account
 * itself, so the same account always gets the same answer (screens, tests and rating see real,
 * repeatable values). A hash of the account's identity gives a stable value per question; the
 * industry's hazard and the size of the business shape the risk factors.
 */

/** A stable number in [0, 1) for one question about one account. */
const unit = (seed: string, question: string): number =>
  createHash('sha256').update(`${seed}|${question}`).digest().readUInt32BE(0) / 0x1_0000_0000;

/**
 * Who the account is, as far as the hash is concerned: its region and name only, so what is
 * refreshed or edited (domain, industry, size) moves the scores through the rules below and
 * never through a new draw.
 */
const identityOf = (a: EnrichmentSubject) => `${a.region}|${a.name.trim().toLowerCase()}`;

const industryCodeOf = (a: EnrichmentSubject) => (a.region === 'UK' ? a.sicCode : a.naicsCode);

/** The industry code the name suggests (first keyword that matches), if any. */
export function industryFromName(name: string, region: EnrichmentSubject['region']) {
  const hit = NAME_KEYWORDS.find(([pattern]) => pattern.test(name));
  if (!hit) return null;
  return region === 'UK' ? hit[2] : hit[1];
}

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

/**
 * Proposed firmographics. Revenue anchors the size: with a revenue, employees follow from the
 * sector's revenue per employee; with only employees, the revenue follows; with neither, the
 * head count comes from the hash (5 to 1,500, log-uniform). Year and D-U-N-S number come from the
 * hash; the industry code from the name; the web site from the domain. Phone and domain are not
 * guessed.
 */
export function builtinFirmographics(a: EnrichmentSubject): ProposedFirmographics {
  const seed = identityOf(a);
  const proposed: ProposedFirmographics = {};
  const suggestedCode = industryFromName(a.name, a.region);
  if (suggestedCode) proposed.industryCode = suggestedCode;
  const sector = sectorOf(industryCodeOf(a) ?? suggestedCode, a.region);
  const perEmployee = sector ? SECTORS[sector].revenuePerEmployee : 200_000;
  if (a.totalRevenue !== null) {
    proposed.totalRevenue = a.totalRevenue;
    proposed.noOfEmployees = Math.max(1, Math.round(a.totalRevenue / perEmployee));
  } else {
    const employees =
      a.noOfEmployees ??
      Math.round(Math.exp(Math.log(5) + unit(seed, 'employees') * Math.log(300)));
    proposed.noOfEmployees = employees;
    proposed.totalRevenue = roundTo(employees * perEmployee, 10_000);
  }
  proposed.yearEstablished = 1950 + Math.floor(unit(seed, 'year') * 70);
  proposed.dunsNumber = String(100_000_000 + Math.floor(unit(seed, 'duns') * 899_999_999));
  if (a.domainName) proposed.url = `https://www.${a.domainName}`;
  return proposed;
}

type SizeBand = 'small' | 'mid' | 'large' | 'veryLarge' | 'unknown';

const sizeBandOf = (a: EnrichmentSubject, sector: Sector | null): SizeBand => {
  const revenue =
    a.totalRevenue ??
    (a.noOfEmployees !== null
      ? a.noOfEmployees * (sector ? SECTORS[sector].revenuePerEmployee : 200_000)
      : null);
  if (revenue === null) return 'unknown';
  if (revenue < 2_000_000) return 'small';
  if (revenue < 100_000_000) return 'mid';
  if (revenue < 1_000_000_000) return 'large';
  return 'veryLarge';
};

/** Points a size band adds to (or takes from) each factor. */
const SIZE_EFFECTS: Record<SizeBand, Partial<Record<RiskFactorKey, number>>> = {
  small: { endpointSecurity: -6, compliance: -5, insiderThreat: 4, darkIntelligence: 4 },
  mid: {},
  large: {
    compliance: 5,
    endpointSecurity: 4,
    darkIntelligence: -6,
    fundsTransfer: -4,
    supplyChain: -4,
  },
  veryLarge: {
    compliance: 8,
    endpointSecurity: 6,
    darkIntelligence: -10,
    fundsTransfer: -6,
    supplyChain: -8,
    insiderThreat: -6,
  },
  unknown: {},
};

/** Where a sector is attacked more than its hazard alone says. */
const SECTOR_EFFECTS: Partial<Record<Sector, Partial<Record<RiskFactorKey, number>>>> = {
  health: { compliance: -6, cyberExtortion: -6 },
  finance: { fundsTransfer: -6, compliance: -4 },
  education: { cyberExtortion: -6 },
  publicAdmin: { cyberExtortion: -6 },
  manufacturing: { supplyChain: -5, cyberExtortion: -3 },
  wholesale: { supplyChain: -5 },
  transport: { supplyChain: -5 },
  realEstate: { fundsTransfer: -5 },
  professional: { fundsTransfer: -4 },
};

const clamp = (value: number) => Math.min(98, Math.max(5, Math.round(value)));

/**
 * The nine factors: 90 less five points per hazard class (unknown industry: class 3), a stable
 * ±15 per factor from the hash, the size band's and the sector's adjustments; without a web
 * domain network and cloud security lose 18 and 14 (nothing can be verified from outside), each
 * extra domain widens the network surface (−2, at most −8), and a workforce over 500 weighs on
 * insider threat. Factors under 70 come with a finding (HIGH < 45, MEDIUM < 60, LOW < 70).
 */
export function builtinRiskScan(a: EnrichmentSubject): RiskScanResult {
  const seed = identityOf(a);
  const sector = sectorOf(industryCodeOf(a), a.region);
  const hazard = sector ? SECTORS[sector].hazard : 3;
  const size = SIZE_EFFECTS[sizeBandOf(a, sector)];
  const bySector = (sector && SECTOR_EFFECTS[sector]) || {};
  const factors = {} as RiskFactors;
  for (const key of RISK_FACTOR_KEYS) {
    let value = 90 - hazard * 5 + (unit(seed, key) - 0.5) * 30;
    value += (size[key] ?? 0) + (bySector[key] ?? 0);
    factors[key] = clamp(value);
  }
  if (!a.domainName) {
    factors.networkSecurity = clamp(factors.networkSecurity - 18);
    factors.cloudSecurity = clamp(factors.cloudSecurity - 14);
  }
  factors.networkSecurity = clamp(factors.networkSecurity - Math.min(8, 2 * a.otherDomains.length));
  if ((a.noOfEmployees ?? 0) > 500) factors.insiderThreat = clamp(factors.insiderThreat - 5);

  const findings: RiskFinding[] = [];
  for (const key of RISK_FACTOR_KEYS) {
    const value = factors[key];
    if (key === 'networkSecurity' && !a.domainName) {
      findings.push({ factor: key, severity: 'MEDIUM', title: NO_DOMAIN_FINDING });
      continue;
    }
    if (value >= 70) continue;
    const [high, medium, low] = FINDING_TITLES[key];
    if (value < 45) findings.push({ factor: key, severity: 'HIGH', title: high });
    else if (value < 60) findings.push({ factor: key, severity: 'MEDIUM', title: medium });
    else findings.push({ factor: key, severity: 'LOW', title: low });
  }
  return { factors, findings };
}
