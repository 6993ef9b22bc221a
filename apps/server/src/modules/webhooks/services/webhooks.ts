import { randomUUID } from 'node:crypto';
import {
  WEBHOOK_MESSAGES,
  WEBHOOK_TEST_EVENT_TYPE,
  type DomainEvent,
  type Webhook,
  type WebhookCreateSchema,
  type WebhookDeliveryPage,
  type WebhookDeliveryQuery,
  type WebhookPage,
  type WebhookResult,
  type WebhookSearchQuery,
  type WebhookStatus,
  type WebhookTestResult,
  type WebhookUpdateSchema,
} from '@cyber/domain';
import type { z } from 'zod';
import type { Database, Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit, type AuditEntry } from '../../../lib/audit.ts';
import { toPage } from '../../../lib/paging.ts';
import { webhookScopeOf, type WebhooksDeps } from '../webhooks.context.ts';
import * as repo from '../webhooks.repository.ts';
import { isRefusedLiteral } from './address-guard.ts';
import { addressPolicyOf, queueDelivery, toDelivery } from './deliveries.ts';
import type { Caller } from '../../../context/index.ts';

type CreateInput = z.output<typeof WebhookCreateSchema>;
type UpdateInput = z.output<typeof WebhookUpdateSchema>;

/** Dots for all but the last four characters: enough to recognise a secret, not to use it. */
export const maskSecret = (secret: string) =>
  `${'•'.repeat(Math.max(0, secret.length - 4))}${secret.slice(-4)}`;

const statusOf = (row: repo.WebhookRow): WebhookStatus =>
  !row.webhookUrl || !row.clientId || !row.clientSecretSealed
    ? 'NOT_CONFIGURED'
    : row.active
      ? 'ACTIVE'
      : 'INACTIVE';

const toWebhook = (deps: WebhooksDeps, row: repo.WebhookRow): Webhook => {
  let masked: string | null = null;
  if (row.clientSecretSealed) {
    try {
      masked = maskSecret(deps.secrets.open(row.clientSecretSealed));
    } catch {
      // Sealed under another key: still "set", just not recognisable.
      masked = '•'.repeat(32);
    }
  }
  return {
    id: row.id,
    companyName: row.companyName,
    organisationId: row.organisationId,
    organisationName: row.organisationName,
    clientId: row.clientId,
    clientSecret: masked,
    hasClientSecret: !!row.clientSecretSealed,
    webhookUrl: row.webhookUrl,
    events: row.events,
    active: row.active,
    status: statusOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
};

/** What the audit log keeps of a hook: never the secret. */
const audited = (row: repo.WebhookRow) => ({
  companyName: row.companyName,
  organisationId: row.organisationId,
  clientId: row.clientId,
  webhookUrl: row.webhookUrl,
  events: row.events,
  active: row.active,
  hasClientSecret: !!row.clientSecretSealed,
});

const audit = (tx: Tx, caller: Caller, entry: AuditEntry, at: Date) =>
  recordAudit(tx, actorOf(caller.actor, caller.ctx), entry, at);

/** A hook the caller may manage; another organisation's is a 404 like a missing one. */
async function ownHook(db: Database | Tx, caller: Caller, id: string) {
  const row = await repo.findWebhook(db, id, webhookScopeOf(caller));
  if (!row) throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.notFound);
  return row;
}

/** https in production; no private literal addresses unless configured (decision 024). */
function checkUrl(deps: WebhooksDeps, value: string) {
  const url = new URL(value);
  if (deps.config.NODE_ENV === 'production' && url.protocol !== 'https:') {
    throw new AppError('BAD_REQUEST', WEBHOOK_MESSAGES.webhookUrlHttps, {
      errors: [WEBHOOK_MESSAGES.webhookUrlHttps],
    });
  }
  if (isRefusedLiteral(url, addressPolicyOf(deps))) {
    throw new AppError('BAD_REQUEST', WEBHOOK_MESSAGES.webhookUrlPrivate, {
      errors: [WEBHOOK_MESSAGES.webhookUrlPrivate],
    });
  }
}

export async function searchWebhooks(
  deps: WebhooksDeps,
  caller: Caller,
  query: WebhookSearchQuery,
): Promise<WebhookPage> {
  const { rows, total } = await repo.searchWebhooks(deps.db, {
    ...query,
    organisationId: webhookScopeOf(caller) ?? query.organisationId,
  });
  return toPage(
    rows.map((row) => toWebhook(deps, row)),
    total,
    query,
  );
}

export async function createWebhook(
  deps: WebhooksDeps,
  caller: Caller,
  input: CreateInput,
): Promise<WebhookResult> {
  // Only provider staff choose the organisation; everyone else's hook is their own.
  if (
    webhookScopeOf(caller) &&
    input.organisationId &&
    input.organisationId !== webhookScopeOf(caller)
  ) {
    throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.invalidOrganisation);
  }
  const organisationId = webhookScopeOf(caller) ?? input.organisationId ?? null;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    if (organisationId && !(await repo.findOrganisation(tx, organisationId))) {
      throw new AppError('BAD_REQUEST', WEBHOOK_MESSAGES.invalidOrganisation, {
        errors: [WEBHOOK_MESSAGES.invalidOrganisation],
      });
    }
    const id = await repo.insertWebhook(tx, {
      companyName: input.companyName,
      organisationId,
      events: input.events ?? [],
      active: true,
      createdBy: caller.actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    const row = (await repo.findWebhook(tx, id))!;
    await audit(
      tx,
      caller,
      { action: 'webhook.create', entityType: 'webhook', entityId: id, after: audited(row) },
      now,
    );
    return { message: WEBHOOK_MESSAGES.created, webhook: toWebhook(deps, row) };
  });
}

export async function updateWebhook(
  deps: WebhooksDeps,
  caller: Caller,
  input: UpdateInput,
): Promise<WebhookResult> {
  checkUrl(deps, input.webhookUrl);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await ownHook(tx, caller, input.id);
    if (!input.clientSecret && !before.clientSecretSealed) {
      throw new AppError('BAD_REQUEST', WEBHOOK_MESSAGES.clientSecretRequired, {
        errors: [WEBHOOK_MESSAGES.clientSecretRequired],
      });
    }
    await repo.updateWebhook(tx, before.id, {
      clientId: input.clientId,
      webhookUrl: input.webhookUrl,
      ...(input.clientSecret ? { clientSecretSealed: deps.secrets.seal(input.clientSecret) } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
      ...(input.events !== undefined ? { events: input.events } : {}),
      updatedAt: now,
    });
    const after = (await repo.findWebhook(tx, before.id))!;
    await audit(
      tx,
      caller,
      {
        action: 'webhook.update',
        entityType: 'webhook',
        entityId: before.id,
        before: audited(before),
        after: { ...audited(after), secretChanged: !!input.clientSecret },
      },
      now,
    );
    return { message: WEBHOOK_MESSAGES.updated, webhook: toWebhook(deps, after) };
  });
}

/** Soft delete: the delivery log stays; queued deliveries of the hook end FAILED. */
export async function deleteWebhook(deps: WebhooksDeps, caller: Caller, id: string) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await ownHook(tx, caller, id);
    await repo.updateWebhook(tx, id, { deletedAt: now, active: false, updatedAt: now });
    await audit(
      tx,
      caller,
      { action: 'webhook.delete', entityType: 'webhook', entityId: id, before: audited(before) },
      now,
    );
  });
  return { message: WEBHOOK_MESSAGES.deleted };
}

export async function listDeliveries(
  deps: WebhooksDeps,
  caller: Caller,
  id: string,
  query: WebhookDeliveryQuery,
): Promise<WebhookDeliveryPage> {
  const hook = await ownHook(deps.db, caller, id);
  const { rows, total } = await repo.listDeliveries(deps.db, hook.id, query);
  return toPage(rows.map(toDelivery), total, query);
}

/** "Send test event": a webhook.test ping to this one hook, through the normal delivery job. */
export async function sendTestEvent(
  deps: WebhooksDeps,
  caller: Caller,
  id: string,
): Promise<WebhookTestResult> {
  const now = deps.clock.now();
  const delivery = await deps.db.transaction(async (tx) => {
    const hook = await ownHook(tx, caller, id);
    if (statusOf(hook) === 'NOT_CONFIGURED') {
      throw new AppError('BAD_REQUEST', WEBHOOK_MESSAGES.notConfigured);
    }
    if (!hook.active) throw new AppError('BAD_REQUEST', WEBHOOK_MESSAGES.inactive);
    const event: DomainEvent = {
      id: randomUUID(),
      type: WEBHOOK_TEST_EVENT_TYPE,
      occurredAt: now.toISOString(),
      data: {
        webhookId: hook.id,
        companyName: hook.companyName,
        message: 'This is a test event. No action is needed.',
      },
    };
    const queued = (await queueDelivery(deps, tx, hook.id, event))!;
    await audit(
      tx,
      caller,
      {
        action: 'webhook.test',
        entityType: 'webhook',
        entityId: hook.id,
        after: { eventId: event.id, deliveryId: queued.id },
      },
      now,
    );
    return queued;
  });
  deps.jobs.kick();
  return { message: WEBHOOK_MESSAGES.testQueued, delivery: toDelivery(delivery) };
}
