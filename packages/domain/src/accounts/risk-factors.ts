import { z } from 'zod';

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

/** A risk picture: the factors plus the company, industry and portfolio aggregates. */
export const riskScanSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  provider: z.string(),
  trigger: z.enum(['ON_DEMAND', 'REFRESH', 'CREATE', 'CONNECTOR']),
  factors: riskFactorsSchema,
  companyScore: score,
  industryScore: score.nullable(),
  portfolioScore: score.nullable(),
  findings: z.array(
    z.object({
      factor: z.enum(RISK_FACTOR_KEYS),
      severity: z.enum(['LOW', 'MEDIUM', 'HIGH']),
      title: z.string(),
    }),
  ),
  createdAt: z.string(),
});
export type RiskScan = z.infer<typeof riskScanSchema>;

/** The company aggregate: the rounded mean of the nine factors. */
export function companyScoreOf(factors: RiskFactors): number {
  const total = RISK_FACTOR_KEYS.reduce((sum, k) => sum + factors[k], 0);
  return Math.round(total / RISK_FACTOR_KEYS.length);
}
