import { desc, eq } from 'drizzle-orm';
import { blendRiskFactors, companyScoreOf, riskFactorsSchema } from '@cyber/domain';
import { simulatedProvider } from '../../modules/connectors/providers/simulated.ts';
import type { Tx } from '../client.ts';
import {
  accountProfiles,
  accountRiskScans,
  connectorAgreements,
  connectorConnections,
  connectorScores,
  organisations,
} from '../schema/index.ts';

const DAY_MS = 86_400_000;
/** Scores taken 28, 21, 14, 7 days ago and today: a short history for the chart. */
const HISTORY_DAYS = [28, 21, 14, 7, 0];
const DEMO_TENANT = '3f9c2a71-5d0e-4b8a-9c1e-7a2b6d4e8f10';

/**
 * The demo customer (Acme Dental Group) has Microsoft 365 connected: the privacy addendum
 * accepted, a consent connection (no secret to seal: consent connectors keep only the tenant),
 * a month of weekly scores from the built-in provider, and a CONNECTOR risk scan blending the
 * newest score into the factors Microsoft 365 informs.
 */
export async function seedDemoConnectors(
  tx: Tx,
  options: { now: Date; orgIds: Map<string, string>; userIds: Map<string, string> },
): Promise<void> {
  const accountId = options.orgIds.get('acme');
  const userId = options.userIds.get('customer@example.com') ?? null;
  if (!accountId) return;
  const [account] = await tx
    .select({
      name: organisations.name,
      cbid: accountProfiles.cbid,
      domain: accountProfiles.domainName,
    })
    .from(organisations)
    .innerJoin(accountProfiles, eq(accountProfiles.organisationId, organisations.id))
    .where(eq(organisations.id, accountId));
  if (!account) return;
  const first = new Date(options.now.getTime() - HISTORY_DAYS[0]! * DAY_MS);
  await tx.insert(connectorAgreements).values({
    accountId,
    connectorType: 'MICROSOFT',
    agreed: true,
    agreedBy: userId,
    agreedAt: first,
  });
  const metadata = { azureTenantId: DEMO_TENANT };
  const [connection] = await tx
    .insert(connectorConnections)
    .values({
      accountId,
      connectorType: 'MICROSOFT',
      provider: simulatedProvider.name,
      connectorStatus: 'SUCCESS',
      metadata,
      lastSyncedAt: options.now,
      createdBy: userId,
      createdAt: first,
      updatedAt: options.now,
    })
    .returning();
  const input = {
    connectorType: 'MICROSOFT' as const,
    account: { id: accountId, name: account.name, cbid: account.cbid, domainName: account.domain },
    credentials: {},
    metadata,
  };
  let latest = 0;
  for (const days of HISTORY_DAYS) {
    const at = new Date(options.now.getTime() - days * DAY_MS);
    const collected = await simulatedProvider.collect({ ...input, now: at });
    latest = collected.score;
    await tx.insert(connectorScores).values({
      connectionId: connection!.id,
      accountId,
      score: collected.score,
      findings: collected.findings,
      actions: collected.actions,
      controls: collected.controls,
      scoredAt: at,
    });
  }
  const [scan] = await tx
    .select()
    .from(accountRiskScans)
    .where(eq(accountRiskScans.accountId, accountId))
    .orderBy(desc(accountRiskScans.createdAt))
    .limit(1);
  if (!scan) return;
  const factors = blendRiskFactors(riskFactorsSchema.parse(scan.factors), [
    { connectorType: 'MICROSOFT', score: latest },
  ]);
  const at = new Date(Math.max(options.now.getTime(), scan.createdAt.getTime() + 1));
  await tx.insert(accountRiskScans).values({
    accountId,
    provider: scan.provider,
    trigger: 'CONNECTOR',
    factors,
    companyScore: companyScoreOf(factors),
    industryScore: scan.industryScore,
    findings: scan.findings,
    requestedBy: userId,
    createdAt: at,
  });
  await tx
    .update(accountProfiles)
    .set({ lastScannedAt: at })
    .where(eq(accountProfiles.organisationId, accountId));
}
