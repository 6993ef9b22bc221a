import type { Region, RiskFactors, RiskFinding } from '@cyber/domain';

/** What an enrichment provider is told about an account (never personal data). */
export type EnrichmentSubject = {
  id: string;
  name: string;
  region: Region;
  domainName: string | null;
  otherDomains: readonly string[];
  naicsCode: string | null;
  sicCode: string | null;
  totalRevenue: number | null;
  noOfEmployees: number | null;
  yearEstablished: number | null;
  dunsNumber: string | null;
  phone: string | null;
  url: string | null;
  city: string | null;
  state: string | null;
};

/**
 * Firmographics a provider proposes; a field it does not know is left out. `industryCode` is a
 * NAICS code (US) or SIC code (UK); its industry titles come from the reference data.
 */
export type ProposedFirmographics = Partial<{
  noOfEmployees: number;
  totalRevenue: number;
  yearEstablished: number;
  industryCode: string;
  dunsNumber: string;
  phone: string;
  domainName: string;
  url: string;
}>;

export type FirmographicsProvider = {
  /** Stored as account_profiles.firmographics_source. */
  readonly name: string;
  refresh: (account: EnrichmentSubject) => Promise<ProposedFirmographics>;
};

export type RiskScanResult = { factors: RiskFactors; findings: RiskFinding[] };

export type RiskScanProvider = {
  /** Stored as account_risk_scans.provider. */
  readonly name: string;
  scan: (account: EnrichmentSubject) => Promise<RiskScanResult>;
};

export type EnrichmentProviders = { firmographics: FirmographicsProvider; risk: RiskScanProvider };
