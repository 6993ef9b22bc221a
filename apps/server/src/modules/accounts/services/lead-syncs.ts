import {
  ENRICHMENT_MESSAGES,
  formatAccountPhone,
  isActingAsProvider,
  type LeadSync,
  type LeadSyncCreated,
  type LeadSyncStatus,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { appLink, renderEmail, type Messenger } from '../../../lib/mail.ts';
import { toPage } from '../../../lib/paging.ts';
import * as accounts from '../accounts.repository.ts';
import * as repo from '../enrichment/enrichment.repository.ts';
import { requireVisibleAccount } from './get-account.ts';
import type { Caller, RequestContext, ServiceDeps } from '../../../context/index.ts';

export type LeadSyncDeps = ServiceDeps & { messenger: Messenger };

/** One lead sync per account per minute: a double click must not send the lead twice. */
const SYNC_INTERVAL_MS = 60_000;

export const toLeadSync = ({
  sync,
  requesterFirstName,
  requesterLastName,
}: repo.LeadSyncRow): LeadSync => ({
  id: sync.id,
  accountId: sync.accountId,
  status: sync.status as LeadSyncStatus,
  target: sync.target,
  crmReference: sync.crmReference,
  error: sync.error,
  requestedBy: sync.requestedBy
    ? {
        id: sync.requestedBy,
        name: `${requesterFirstName ?? ''} ${requesterLastName ?? ''}`.trim(),
      }
    : null,
  createdAt: sync.createdAt.toISOString(),
  completedAt: sync.completedAt?.toISOString() ?? null,
});

/** Provider staff and the account's agencies (visibility makes it "theirs") sync leads. */
const assertMaySync = (caller: Caller) => {
  if (!isActingAsProvider(caller.claims) && caller.claims.accountType !== 'AGENCY') {
    throw new AppError('FORBIDDEN', ENRICHMENT_MESSAGES.syncNotAllowed);
  }
};

const money = (value: number | null, region: string) =>
  value === null
    ? '—'
    : new Intl.NumberFormat(region === 'UK' ? 'en-GB' : 'en-US', {
        style: 'currency',
        currency: region === 'UK' ? 'GBP' : 'USD',
        maximumFractionDigits: 0,
      }).format(value);

/** The lead as the CRM's e-mail intake reads it: one "Field: value" line each. */
function leadMessage(
  deps: LeadSyncDeps,
  row: accounts.AccountRow,
  context: {
    syncId: string;
    agency: Awaited<ReturnType<typeof accounts.accountAgencies>>[number] | undefined;
    requester: string;
  },
) {
  const { org, profile: p } = row;
  const code = org.region === 'UK' ? p.sicCode : p.naicsCode;
  const lines: [string, string | number | null][] = [
    ['Account', org.name],
    ['Account number', p.cbid],
    ['Region', org.region],
    [
      'Address',
      [p.address1, p.city, [p.state, p.zipCode].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', '),
    ],
    ['Phone', formatAccountPhone(p.phone, org.region === 'UK' ? 'UK' : 'US')],
    ['Domain', p.domainName],
    ['Industry', [code, p.secondaryIndustry ?? p.primaryIndustry].filter(Boolean).join(' ')],
    [org.region === 'UK' ? 'Turnover' : 'Revenue', money(p.totalRevenue, org.region)],
    ['Employees', p.noOfEmployees],
    ['Year established', p.yearEstablished],
    ['Agency', context.agency?.agencyName ?? null],
    [
      'Agent',
      context.agency?.agentEmail
        ? `${context.agency.agentFirstName ?? ''} ${context.agency.agentLastName ?? ''} <${context.agency.agentEmail}>`.trim()
        : null,
    ],
    ['Requested by', context.requester],
    ['Sync reference', context.syncId],
  ];
  const body = renderEmail({
    paragraphs: [
      `Lead: ${org.name} (${p.cbid})`,
      lines
        .map(([label, value]) => `${label}: ${value === null || value === '' ? '—' : value}`)
        .join('\n'),
    ],
    action: { label: 'Open the account', url: appLink(deps.config, `/admin/accounts/${org.id}`) },
  });
  return { subject: `Lead: ${org.name} (${p.cbid})`, ...body };
}

/**
 * Sync leads by account id (spec 2 §7): queue an `account_lead_syncs` row and, in the same
 * transaction, an e-mail to the CRM's lead intake (`CRM_LEADS_EMAIL`) through the outbox. With
 * the dev mailbox the message is delivered at once and the sync is SENT; with SMTP it stays
 * QUEUED while the outbox delivers it. 202 with the spec's message.
 */
export async function syncLeads(
  deps: LeadSyncDeps,
  caller: Caller,
  accountId: string,
  ctx: RequestContext,
): Promise<LeadSyncCreated> {
  assertMaySync(caller);
  const now = deps.clock.now();
  const result = await deps.db.transaction(async (tx) => {
    await repo.lockProfile(tx, accountId);
    const row = await requireVisibleAccount(tx, caller, accountId);
    const last = await repo.latestLeadSyncAt(tx, accountId);
    if (last && now.getTime() - last.getTime() < SYNC_INTERVAL_MS) {
      throw new AppError('TOO_MANY_REQUESTS', ENRICHMENT_MESSAGES.syncTooSoon);
    }
    const target = deps.config.CRM_LEADS_EMAIL;
    const sync = await repo.insertLeadSync(tx, {
      accountId,
      status: 'QUEUED',
      target,
      requestedBy: caller.actor.userId,
      createdAt: now,
    });
    const agencies = await accounts.accountAgencies(tx, accountId);
    const agency =
      agencies.find((a) => a.agencyId === caller.actor.accountId) ??
      agencies.find((a) => a.relation === 'ASSIGNED');
    const requester = caller.actor.userId ? await accounts.findUser(tx, caller.actor.userId) : null;
    const message = leadMessage(deps, row, {
      syncId: sync.id,
      agency,
      requester: requester ? `${requester.firstName} ${requester.lastName}` : 'API',
    });
    const outbound = await deps.messenger.email(tx, {
      to: target,
      ...message,
      template: 'lead-sync',
      organisationId: accountId,
    });
    if (outbound.status === 'DELIVERED_DEV') {
      await repo.markLeadSyncSent(tx, sync.id, now);
    }
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'account.sync-leads',
        entityType: 'organisation',
        entityId: accountId,
        after: { syncId: sync.id, target },
      },
      now,
    );
    return {
      message: ENRICHMENT_MESSAGES.syncInitiated(row.org.name),
      sync: toLeadSync((await repo.findLeadSync(tx, sync.id))!),
    };
  });
  deps.messenger.kick();
  return result;
}

export async function listLeadSyncs(
  deps: ServiceDeps,
  caller: Caller,
  accountId: string,
  query: { page: number; size: number },
) {
  assertMaySync(caller);
  await requireVisibleAccount(deps.db, caller, accountId);
  const { rows, total } = await repo.listLeadSyncs(deps.db, accountId, query);
  return toPage(rows.map(toLeadSync), total, query);
}
