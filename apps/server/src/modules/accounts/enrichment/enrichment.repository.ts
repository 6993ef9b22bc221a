import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import {
  accountLeadSyncs,
  accountProfiles,
  accountRiskScans,
  organisations,
  users,
} from '../../../db/schema/index.ts';
import { blendRiskFactors, companyScoreOf, riskFactorsSchema } from '@cyber/domain';
import { offsetOf } from '../../../lib/paging.ts';
import { visibleAccounts, type AccountScope } from '../accounts.repository.ts';
import { connectorSignals } from './connector-signals.ts';

/**
 * The ORM side of account enrichment: risk scans, their aggregates, lead syncs and industry
 * titles. Account visibility is decided by the caller through `visibleAccounts` before any of
 * these run on an account id; the portfolio aggregate applies it itself.
 */
type Db = Database | Tx;

export type RiskScanRow = typeof accountRiskScans.$inferSelect;
export type RiskScanInsert = typeof accountRiskScans.$inferInsert;

/** Serialise enrichment writes of one account (two scans at once cannot both pass the limit). */
export async function lockProfile(tx: Tx, accountId: string) {
  await tx
    .select({ id: accountProfiles.organisationId })
    .from(accountProfiles)
    .where(eq(accountProfiles.organisationId, accountId))
    .for('update');
}

/**
 * Store a scan. The scores of the account's connected security tools are blended into the
 * factors they inform first (decision 025), so every scan — at creation, refresh, on demand or
 * after a connector change — rates the account with what its tools report.
 */
export async function insertScan(tx: Tx, scan: RiskScanInsert) {
  const signals = await connectorSignals(tx, scan.accountId);
  if (signals.length > 0) {
    const factors = blendRiskFactors(riskFactorsSchema.parse(scan.factors), signals);
    scan = { ...scan, factors, companyScore: companyScoreOf(factors) };
  }
  const [row] = await tx.insert(accountRiskScans).values(scan).returning();
  await tx
    .update(accountProfiles)
    .set({ lastScannedAt: scan.createdAt })
    .where(eq(accountProfiles.organisationId, scan.accountId));
  return row!;
}

export async function setIndustryScore(tx: Tx, scanId: string, score: number | null) {
  await tx
    .update(accountRiskScans)
    .set({ industryScore: score })
    .where(eq(accountRiskScans.id, scanId));
}

export async function latestScan(db: Db, accountId: string) {
  const [row] = await db
    .select()
    .from(accountRiskScans)
    .where(eq(accountRiskScans.accountId, accountId))
    .orderBy(desc(accountRiskScans.createdAt), desc(accountRiskScans.id))
    .limit(1);
  return row ?? null;
}

/** When the account's newest on-demand scan was taken, or null. */
export async function latestOnDemandScanAt(db: Db, accountId: string) {
  const [row] = await db
    .select({ at: accountRiskScans.createdAt })
    .from(accountRiskScans)
    .where(
      and(eq(accountRiskScans.accountId, accountId), eq(accountRiskScans.trigger, 'ON_DEMAND')),
    )
    .orderBy(desc(accountRiskScans.createdAt))
    .limit(1);
  return row?.at ?? null;
}

export async function listScans(db: Db, accountId: string, query: { page: number; size: number }) {
  const where = eq(accountRiskScans.accountId, accountId);
  const rows = await db
    .select()
    .from(accountRiskScans)
    .where(where)
    .orderBy(desc(accountRiskScans.createdAt), desc(accountRiskScans.id))
    .limit(query.size)
    .offset(offsetOf(query));
  const [total] = await db.select({ n: count() }).from(accountRiskScans).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The newest company score of each account, averaged over the accounts `where` selects. */
async function meanCompanyScore(db: Db, where: SQL): Promise<number | null> {
  const [row] = await db
    .select({
      mean: sql<number | null>`round(avg((select r.company_score from ${accountRiskScans} r
        where r.account_id = ${organisations.id}
        order by r.created_at desc, r.id desc limit 1)))::int`,
    })
    .from(organisations)
    .innerJoin(accountProfiles, eq(accountProfiles.organisationId, organisations.id))
    .where(where);
  return row?.mean ?? null;
}

/**
 * The industry aggregate: the mean company score of every live insured account of the region
 * whose industry code starts with the same two digits (NAICS sector, SIC division).
 */
export async function industryMean(db: Db, region: 'US' | 'UK', section: string) {
  const code = region === 'UK' ? accountProfiles.sicCode : accountProfiles.naicsCode;
  return meanCompanyScore(
    db,
    and(
      eq(organisations.accountType, 'CUSTOMER'),
      ne(accountProfiles.accountStatus, 'DELETED'),
      eq(organisations.region, region),
      sql`left(${code}, 2) = ${section}`,
    )!,
  );
}

/** The portfolio aggregate: the mean company score of the accounts the caller may see. */
export async function portfolioMean(db: Db, scope: AccountScope) {
  return meanCompanyScore(db, visibleAccounts(scope));
}

/** The newest scan's company score of the account in the outer query's row. */
const newestScore = sql<number>`(select r.company_score from ${accountRiskScans} r
  where r.account_id = ${organisations.id} order by r.created_at desc, r.id desc limit 1)`;

/**
 * The caller's portfolio risk (PortfolioRiskSchema): its visible accounts, those scanned, and the
 * `lowest` weakest by their newest scan's company score (ties by name).
 */
export async function portfolioRisk(db: Db, scope: AccountScope, lowest: number) {
  const where = visibleAccounts(scope);
  const [counts] = await db
    .select({
      accounts: count(),
      scanned: sql<number>`count(${accountProfiles.lastScannedAt})`.mapWith(Number),
    })
    .from(organisations)
    .innerJoin(accountProfiles, eq(accountProfiles.organisationId, organisations.id))
    .where(where);
  const weakest = await db
    .select({
      accountId: organisations.id,
      name: organisations.name,
      companyScore: newestScore.mapWith(Number),
      scannedAt: accountProfiles.lastScannedAt,
    })
    .from(organisations)
    .innerJoin(accountProfiles, eq(accountProfiles.organisationId, organisations.id))
    .where(and(where, sql`${accountProfiles.lastScannedAt} is not null`))
    .orderBy(newestScore, organisations.name)
    .limit(lowest);
  return {
    accounts: counts?.accounts ?? 0,
    scanned: counts?.scanned ?? 0,
    portfolioScore: await meanCompanyScore(db, where),
    lowest: weakest,
  };
}

// --- lead syncs ----------------------------------------------------------------------------

export type LeadSyncInsert = typeof accountLeadSyncs.$inferInsert;

export async function insertLeadSync(tx: Tx, sync: LeadSyncInsert) {
  const [row] = await tx.insert(accountLeadSyncs).values(sync).returning();
  return row!;
}

/** The CRM intake has the lead (the dev mailbox delivers at once). */
export async function markLeadSyncSent(tx: Tx, id: string, at: Date) {
  await tx
    .update(accountLeadSyncs)
    .set({ status: 'SENT', completedAt: at })
    .where(eq(accountLeadSyncs.id, id));
}

export async function latestLeadSyncAt(db: Db, accountId: string) {
  const [row] = await db
    .select({ at: accountLeadSyncs.createdAt })
    .from(accountLeadSyncs)
    .where(eq(accountLeadSyncs.accountId, accountId))
    .orderBy(desc(accountLeadSyncs.createdAt))
    .limit(1);
  return row?.at ?? null;
}

const leadSyncColumns = {
  sync: accountLeadSyncs,
  requesterFirstName: users.firstName,
  requesterLastName: users.lastName,
};

export async function findLeadSync(db: Db, id: string) {
  const [row] = await db
    .select(leadSyncColumns)
    .from(accountLeadSyncs)
    .leftJoin(users, eq(users.id, accountLeadSyncs.requestedBy))
    .where(eq(accountLeadSyncs.id, id));
  return row ?? null;
}
export type LeadSyncRow = NonNullable<Awaited<ReturnType<typeof findLeadSync>>>;

export async function listLeadSyncs(
  db: Db,
  accountId: string,
  query: { page: number; size: number },
) {
  const where = eq(accountLeadSyncs.accountId, accountId);
  const rows = await db
    .select(leadSyncColumns)
    .from(accountLeadSyncs)
    .leftJoin(users, eq(users.id, accountLeadSyncs.requestedBy))
    .where(where)
    .orderBy(desc(accountLeadSyncs.createdAt), desc(accountLeadSyncs.id))
    .limit(query.size)
    .offset(offsetOf(query));
  const [total] = await db.select({ n: count() }).from(accountLeadSyncs).where(where);
  return { rows, total: total?.n ?? 0 };
}
