import { z } from 'zod';
import { PageNumberSchema, pageOf } from '../common/list.schema.ts';

/**
 * The nine risk factors of spec 3 §3, each scored 0 to 100 (100 best). Scans (the built-in
 * provider, connectors) produce them; the rating engine's security modifier reads them.
 */
export const RISK_FACTOR_KEYS = [
  'networkSecurity',
  'cloudSecurity',
  'endpointSecurity',
  'darkIntelligence',
  'fundsTransfer',
  'cyberExtortion',
  'compliance',
  'insiderThreat',
  'supplyChain',
] as const;

export type RiskFactorKey = (typeof RISK_FACTOR_KEYS)[number];

export const RISK_FACTOR_LABELS: Record<RiskFactorKey, string> = {
  networkSecurity: 'Network Security',
  cloudSecurity: 'Cloud Security',
  endpointSecurity: 'Endpoint Security',
  darkIntelligence: 'Dark Intelligence',
  fundsTransfer: 'Funds Transfer',
  cyberExtortion: 'Cyber Extortion',
  compliance: 'Compliance',
  insiderThreat: 'Insider Threat',
  supplyChain: 'Supply Chain',
};

const score = z.number().int().min(0).max(100);

export const riskFactorsSchema = z.object(
  Object.fromEntries(RISK_FACTOR_KEYS.map((k) => [k, score])) as Record<
    RiskFactorKey,
    typeof score
  >,
);
export type RiskFactors = z.infer<typeof riskFactorsSchema>;

export const RISK_SCAN_TRIGGERS = ['ON_DEMAND', 'REFRESH', 'CREATE', 'CONNECTOR'] as const;
export type RiskScanTrigger = (typeof RISK_SCAN_TRIGGERS)[number];
export const RISK_FINDING_SEVERITIES = ['LOW', 'MEDIUM', 'HIGH'] as const;

/** What a scan found behind a factor's score, for display. */
export const riskFindingSchema = z.object({
  factor: z.enum(RISK_FACTOR_KEYS),
  severity: z.enum(RISK_FINDING_SEVERITIES),
  title: z.string(),
});
export type RiskFinding = z.infer<typeof riskFindingSchema>;

/** A risk picture: the factors plus the company, industry and portfolio aggregates. */
export const riskScanSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  provider: z.string(),
  trigger: z.enum(RISK_SCAN_TRIGGERS),
  factors: riskFactorsSchema,
  companyScore: score,
  industryScore: score.nullable(),
  portfolioScore: score.nullable(),
  findings: z.array(riskFindingSchema),
  createdAt: z.string(),
});
export type RiskScan = z.infer<typeof riskScanSchema>;

/** The company aggregate: the rounded mean of the nine factors. */
export function companyScoreOf(factors: RiskFactors): number {
  const total = RISK_FACTOR_KEYS.reduce((sum, k) => sum + factors[k], 0);
  return Math.round(total / RISK_FACTOR_KEYS.length);
}

/** One on-demand scan per account per minute (a provider scan is costly and slow to change). */
export const ON_DEMAND_SCAN_INTERVAL_SECONDS = 60;

/**
 * The industry an account is compared with: the 2-digit NAICS sector (US) or SIC division (UK)
 * of its industry code; null without a code.
 */
export const industrySectionOf = (code: string | null | undefined): string | null =>
  code && /^\d{2}/.test(code) ? code.slice(0, 2) : null;

/** How a score reads on screen: 75 and over good, 50–74 fair, under 50 poor. */
export type RiskScoreLevel = 'good' | 'fair' | 'poor';
export const riskScoreLevel = (value: number): RiskScoreLevel =>
  value >= 75 ? 'good' : value >= 50 ? 'fair' : 'poor';

/**
 * GET /api/account/v1/accounts/{id}/risk: the newest scan with live industry and portfolio
 * aggregates (null before the first scan), and when the next on-demand scan is allowed.
 */
export const AccountRiskSchema = z.object({
  scan: riskScanSchema.nullable(),
  nextOnDemandScanAt: z.string().nullable(),
});
export type AccountRisk = z.infer<typeof AccountRiskSchema>;

/**
 * GET /api/account/v1/risk/portfolio: the risk of the accounts the caller looks after (an MSSP's
 * clients, an agency's book): how many, how many scanned, the portfolio score (the mean company
 * score of their newest scans) and the PORTFOLIO_RISK_LOWEST weakest, lowest score first.
 */
export const PORTFOLIO_RISK_PATH = '/api/account/v1/risk/portfolio';
export const PORTFOLIO_RISK_LOWEST = 5;
export const PortfolioRiskSchema = z.object({
  accounts: z.number().int(),
  scanned: z.number().int(),
  portfolioScore: score.nullable(),
  lowest: z.array(
    z.object({
      accountId: z.string(),
      name: z.string(),
      companyScore: score,
      scannedAt: z.string(),
    }),
  ),
});
export type PortfolioRisk = z.infer<typeof PortfolioRiskSchema>;

/** POST /api/account/v1/accounts/{id}/scans: the spec's message and the new risk picture. */
export const AccountScannedSchema = z.object({ message: z.string(), risk: AccountRiskSchema });
export type AccountScanned = z.infer<typeof AccountScannedSchema>;

/** GET /api/account/v1/accounts/{id}/scans: history, newest first (aggregates as stored). */
export const RiskScanListQuerySchema = z.object({
  page: PageNumberSchema,
  size: z.coerce.number().int().min(1).max(100).default(10),
});
export type RiskScanListQuery = z.input<typeof RiskScanListQuerySchema>;
export const RiskScanPageSchema = pageOf(riskScanSchema);
export type RiskScanPage = z.infer<typeof RiskScanPageSchema>;
