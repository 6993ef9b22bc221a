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

/** Second demo account with Microsoft 365: a new account, no quotes yet (decision 035's demo). */
const SECOND_CONNECTED = {
  name: 'Mile High Veterinary Clinic',
  tenant: '8d2e4f60-1b3c-4a5d-8e7f-9a0b1c2d3e4f',
};

/**
 * Two demo accounts have Microsoft 365 connected by their policyholder: Acme Dental Group (the
 * demo customer's own account, with quotes) and Mile High Veterinary Clinic (no quotes yet, so a
 * broker can quote it from what the tool read). Each has the privacy addendum accepted, a consent
 * connection (no secret to seal: consent connectors keep only the tenant), a month of weekly
 * scores and control readings from the built-in provider, and a CONNECTOR risk scan blending the
 * newest score into the factors Microsoft 365 informs.
 */
export async function seedDemoConnectors(
  tx: Tx,
  options: { now: Date; orgIds: Map<string, string>; userIds: Map<string, string> },
): Promise<void> {
  const acme = options.orgIds.get('acme');
  if (acme) {
    await connectMicrosoft(tx, acme, DEMO_TENANT, {
      now: options.now,
      userId: options.userIds.get('customer@example.com') ?? null,
    });
  }
  const [second] = await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.name, SECOND_CONNECTED.name));
  if (second) {
    await connectMicrosoft(tx, second.id, SECOND_CONNECTED.tenant, {
      now: options.now,
      userId: null,
    });
  }
}

async function connectMicrosoft(
  tx: Tx,
  accountId: string,
  tenant: string,
  options: { now: Date; userId: string | null },
): Promise<void> {
  const { userId } = options;
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
  const metadata = { azureTenantId: tenant };
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
