import {
  companyScoreOf,
  ENRICHMENT_MESSAGES,
  industrySectionOf,
  ON_DEMAND_SCAN_INTERVAL_SECONDS,
  PORTFOLIO_RISK_LOWEST,
  type PortfolioRisk,
  riskFactorsSchema,
  riskFindingSchema,
  type AccountRisk,
  type AccountScanned,
  type RiskScan,
  type RiskScanTrigger,
} from '@cyber/domain';
import { z } from 'zod';
import type { Database, Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { toPage } from '../../../lib/paging.ts';
import type { AccountRow } from '../accounts.repository.ts';
import * as repo from '../enrichment/enrichment.repository.ts';
import { enrichmentProviders, type EnrichmentSubject } from '../enrichment/providers.ts';
import { requireVisibleAccount } from './get-account.ts';
import {
  type Caller,
  type RequestContext,
  scopeOf,
  type ServiceDeps,
} from '../../../context/index.ts';

type Db = Database | Tx;

/** What the providers are told about an account. */
export const subjectOf = ({ org, profile: p }: AccountRow): EnrichmentSubject => ({
  id: org.id,
  name: org.name,
  region: org.region === 'UK' ? 'UK' : 'US',
  domainName: p.domainName,
  otherDomains: p.otherDomains,
  naicsCode: p.naicsCode,
  sicCode: p.sicCode,
  totalRevenue: p.totalRevenue,
  noOfEmployees: p.noOfEmployees,
  yearEstablished: p.yearEstablished,
  dunsNumber: p.dunsNumber,
  phone: p.phone,
  url: p.url,
  city: p.city,
  state: p.state,
});

const sectionOf = ({ org, profile }: AccountRow) =>
  industrySectionOf(org.region === 'UK' ? profile.sicCode : profile.naicsCode);

const regionOf = ({ org }: AccountRow): 'US' | 'UK' => (org.region === 'UK' ? 'UK' : 'US');

/** A stored scan as the API answers it; `portfolioScore` is only known for the latest. */
export const toRiskScan = (
  row: repo.RiskScanRow,
  aggregates: { industryScore?: number | null; portfolioScore?: number | null } = {},
): RiskScan => ({
  id: row.id,
  accountId: row.accountId,
  provider: row.provider,
  trigger: row.trigger as RiskScanTrigger,
  factors: riskFactorsSchema.parse(row.factors),
  companyScore: row.companyScore,
  industryScore:
    aggregates.industryScore === undefined ? row.industryScore : aggregates.industryScore,
  portfolioScore: aggregates.portfolioScore ?? null,
  findings: z.array(riskFindingSchema).parse(row.findings),
  createdAt: row.createdAt.toISOString(),
});

/**
 * Scan an account and store the result inside the caller's transaction: the provider's factors
 * and findings, the company score, the industry score at that moment (including this scan), and
 * the profile's `last_scanned_at`. Account creation (CREATE), a firmographics refresh (REFRESH)
 * and the on-demand call (ON_DEMAND) all come through here.
 */
export async function takeScan(
  tx: Tx,
  deps: Pick<ServiceDeps, 'config'>,
  account: AccountRow,
  options: { trigger: RiskScanTrigger; requestedBy: string | null; now: Date },
): Promise<repo.RiskScanRow> {
  const provider = enrichmentProviders(deps.config).risk;
  const result = await provider.scan(subjectOf(account));
  // Scans of one account are strictly ordered in time, so "the newest" is always one row.
  const previous = await repo.latestScan(tx, account.org.id);
  const at =
    previous && previous.createdAt >= options.now
      ? new Date(previous.createdAt.getTime() + 1)
      : options.now;
  const scan = await repo.insertScan(tx, {
    accountId: account.org.id,
    provider: provider.name,
    trigger: options.trigger,
    factors: result.factors,
    companyScore: companyScoreOf(result.factors),
    findings: result.findings,
    requestedBy: options.requestedBy,
    createdAt: at,
  });
  const section = sectionOf(account);
  const industryScore = section ? await repo.industryMean(tx, regionOf(account), section) : null;
  await repo.setIndustryScore(tx, scan.id, industryScore);
  return { ...scan, industryScore };
}

/** The account's newest scan (no visibility check: the caller has done it), or null. */
export async function latestRiskScanOf(db: Db, accountId: string): Promise<RiskScan | null> {
  const row = await repo.latestScan(db, accountId);
  return row ? toRiskScan(row) : null;
}

/** When the next on-demand scan of the account is allowed, or null when it is now. */
async function nextOnDemandScanAt(db: Db, accountId: string, now: Date): Promise<Date | null> {
  const last = await repo.latestOnDemandScanAt(db, accountId);
  if (!last) return null;
  const next = new Date(last.getTime() + ON_DEMAND_SCAN_INTERVAL_SECONDS * 1000);
  return next > now ? next : null;
}

const assertMayScan = (next: Date | null, now: Date) => {
  if (!next) return;
  const seconds = Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000));
  throw new AppError('TOO_MANY_REQUESTS', ENRICHMENT_MESSAGES.scanTooSoon(seconds));
};

/** The account's risk picture: newest scan, live industry and portfolio aggregates. */
async function riskOf(
  db: Db,
  caller: Caller,
  account: AccountRow,
  now: Date,
): Promise<AccountRisk> {
  const latest = await repo.latestScan(db, account.org.id);
  const next = await nextOnDemandScanAt(db, account.org.id, now);
  if (!latest) return { scan: null, nextOnDemandScanAt: next?.toISOString() ?? null };
  const section = sectionOf(account);
  const industryScore = section ? await repo.industryMean(db, regionOf(account), section) : null;
  // A customer's "portfolio" would be its own account: only organisations with a book get one.
  const portfolioScore =
    caller.claims.accountType === 'CUSTOMER' ? null : await repo.portfolioMean(db, scopeOf(caller));
  return {
    scan: toRiskScan(latest, { industryScore, portfolioScore }),
    nextOnDemandScanAt: next?.toISOString() ?? null,
  };
}

/** GET /api/account/v1/risk/portfolio: the risk of the accounts the caller looks after. */
export async function getPortfolioRisk(deps: ServiceDeps, caller: Caller): Promise<PortfolioRisk> {
  const risk = await repo.portfolioRisk(deps.db, scopeOf(caller), PORTFOLIO_RISK_LOWEST);
  return {
    ...risk,
    lowest: risk.lowest.map((a) => ({ ...a, scannedAt: a.scannedAt!.toISOString() })),
  };
}

export async function getAccountRisk(
  deps: ServiceDeps,
  caller: Caller,
  accountId: string,
): Promise<AccountRisk> {
  const account = await requireVisibleAccount(deps.db, caller, accountId);
  return riskOf(deps.db, caller, account, deps.clock.now());
}

export async function listAccountScans(
  deps: ServiceDeps,
  caller: Caller,
  accountId: string,
  query: { page: number; size: number },
) {
  await requireVisibleAccount(deps.db, caller, accountId);
  const { rows, total } = await repo.listScans(deps.db, accountId, query);
  return toPage(
    rows.map((r) => toRiskScan(r)),
    total,
    query,
  );
}

/**
 * On-demand scan (spec 2 §2): at most one per account per minute (429 with the wait), checked
 * again under a lock on the account so two clicks cannot both pass; audited.
 */
export async function scanAccount(
  deps: ServiceDeps,
  caller: Caller,
  accountId: string,
  ctx: RequestContext,
): Promise<AccountScanned> {
  const now = deps.clock.now();
  await requireVisibleAccount(deps.db, caller, accountId);
  assertMayScan(await nextOnDemandScanAt(deps.db, accountId, now), now);
  return deps.db.transaction(async (tx) => {
    await repo.lockProfile(tx, accountId);
    const account = await requireVisibleAccount(tx, caller, accountId);
    assertMayScan(await nextOnDemandScanAt(tx, accountId, now), now);
    const scan = await takeScan(tx, deps, account, {
      trigger: 'ON_DEMAND',
      requestedBy: caller.actor.userId,
      now,
    });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'account.scan',
        entityType: 'organisation',
        entityId: accountId,
        after: { scanId: scan.id, provider: scan.provider, companyScore: scan.companyScore },
      },
      now,
    );
    return { message: ENRICHMENT_MESSAGES.scanned, risk: await riskOf(tx, caller, account, now) };
  });
}
