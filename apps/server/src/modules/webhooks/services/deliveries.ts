import {
  DomainEventSchema,
  type DomainEvent,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
} from '@cyber/domain';
import type { Tx } from '../../../db/client.ts';
import type { EventFanoutPayload } from '../../../lib/events.ts';
import { PermanentJobError, type JobRow } from '../../../lib/jobs.ts';
import type { WebhooksDeps } from '../webhooks.context.ts';
import * as repo from '../webhooks.repository.ts';
import { resolveTarget, type AddressPolicy, type Resolver } from './address-guard.ts';
import { deliveryHeaders, sendWebhook, signWebhook } from './http-sender.ts';

export const DELIVER_QUEUE = 'webhook.deliver';
/** Attempts before a delivery is FAILED: the first try and seven retries. */
export const DELIVERY_MAX_ATTEMPTS = 8;
/** 30 s × 2ⁿ⁻¹ after the n-th failure: 30 s, 1 min, 2 min … 32 min (about an hour in all). */
export const deliveryBackoffMs = (attempts: number) => 30_000 * 2 ** Math.max(0, attempts - 1);

export const toDelivery = (row: repo.DeliveryRow): WebhookDelivery => ({
  id: row.id,
  webhookId: row.webhookId,
  eventId: row.eventId,
  eventType: row.eventType,
  status: row.status as WebhookDeliveryStatus,
  attempts: row.attempts,
  responseStatus: row.responseStatus,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
});

export const addressPolicyOf = (deps: WebhooksDeps): AddressPolicy => ({
  allowPrivate: deps.config.WEBHOOK_ALLOW_PRIVATE,
  allowedHosts: deps.config.WEBHOOK_ALLOWED_HOSTS,
});

/**
 * One delivery row and one `webhook.deliver` job for a hook and an event, in the caller's
 * transaction. Idempotent on (hook, event id): a fan-out that runs twice queues nothing twice.
 */
export async function queueDelivery(
  deps: WebhooksDeps,
  tx: Tx,
  webhookId: string,
  event: DomainEvent,
): Promise<repo.DeliveryRow | null> {
  if (await repo.findDeliveryFor(tx, webhookId, event.id)) return null;
  const delivery = await repo.insertDelivery(tx, {
    webhookId,
    eventId: event.id,
    eventType: event.type,
    payload: event,
    status: 'PENDING',
    createdAt: deps.clock.now(),
  });
  await deps.jobs.enqueue(
    tx,
    DELIVER_QUEUE,
    { deliveryId: delivery.id },
    { singletonKey: delivery.id, maxAttempts: DELIVERY_MAX_ATTEMPTS },
  );
  return delivery;
}

/** `events.fanout`: an event to every matching hook (decision 022). */
export async function fanOutEvent(deps: WebhooksDeps, payload: Record<string, unknown>) {
  const { event: raw, organisationIds } = payload as Partial<EventFanoutPayload>;
  const parsed = DomainEventSchema.safeParse(raw);
  if (!parsed.success) throw new PermanentJobError('Not a domain event');
  const event = parsed.data;
  const orgs = Array.isArray(organisationIds)
    ? organisationIds.filter((id): id is string => typeof id === 'string')
    : [];
  const queued = await deps.db.transaction(async (tx) => {
    const hooks = await repo.hooksForEvent(tx, event.type, orgs);
    let n = 0;
    for (const hook of hooks) {
      if (await queueDelivery(deps, tx, hook.id, event)) n += 1;
    }
    return n;
  });
  if (queued > 0) deps.jobs.kick();
}

/**
 * `webhook.deliver`: one attempt. 2xx is DELIVERED; a refused address is REFUSED at once; any
 * other answer or error is recorded and thrown, so the runner retries with backoff until the
 * last attempt, which leaves the delivery FAILED.
 */
export async function deliverOnce(
  deps: WebhooksDeps,
  payload: Record<string, unknown>,
  job: Pick<JobRow, 'attempts' | 'maxAttempts'>,
  resolver?: Resolver,
) {
  const deliveryId = typeof payload.deliveryId === 'string' ? payload.deliveryId : null;
  if (!deliveryId) throw new PermanentJobError('No delivery id');
  const delivery = await repo.findDelivery(deps.db, deliveryId);
  if (!delivery || delivery.status !== 'PENDING') return;
  const hook = await repo.findAnyWebhook(deps.db, delivery.webhookId);
  const attemptAt = deps.clock.now();
  const record = (values: Partial<repo.DeliveryInsert>) =>
    repo.updateDelivery(deps.db, delivery.id, {
      attempts: delivery.attempts + 1,
      lastAttemptAt: attemptAt,
      ...values,
    });

  if (
    !hook ||
    hook.deletedAt ||
    !hook.active ||
    !hook.webhookUrl ||
    !hook.clientId ||
    !hook.clientSecretSealed
  ) {
    await record({
      status: 'FAILED',
      lastError: 'The webhook was deleted, deactivated or is no longer configured',
    });
    return;
  }

  let url: URL;
  try {
    url = new URL(hook.webhookUrl);
  } catch {
    await record({ status: 'FAILED', lastError: 'The webhook URL is not valid' });
    return;
  }
  let message: string;
  let responseStatus: number | null = null;
  try {
    if (deps.config.NODE_ENV === 'production' && url.protocol !== 'https:') {
      await record({ status: 'REFUSED', lastError: 'Refused: https is required' });
      return;
    }
    const target = await resolveTarget(url, addressPolicyOf(deps), resolver);
    if (!target.ok) {
      await record({ status: 'REFUSED', lastError: target.reason });
      return;
    }
    const body = JSON.stringify(delivery.payload);
    const timestamp = Math.floor(attemptAt.getTime() / 1000).toString();
    const secret = deps.secrets.open(hook.clientSecretSealed);
    const result = await sendWebhook({
      url,
      address: target.address,
      family: target.family,
      body,
      timeoutMs: deps.config.WEBHOOK_TIMEOUT_MS,
      headers: deliveryHeaders({
        webhookId: hook.id,
        eventId: delivery.eventId,
        eventType: delivery.eventType,
        clientId: hook.clientId,
        timestamp,
        signature: signWebhook(secret, timestamp, body),
      }),
    });
    responseStatus = result.status;
    if (result.status >= 200 && result.status < 300) {
      await record({
        status: 'DELIVERED',
        responseStatus,
        lastError: null,
        deliveredAt: deps.clock.now(),
      });
      return;
    }
    message = `HTTP ${result.status}${result.bodySnippet ? `: ${result.bodySnippet}` : ''}`;
  } catch (error) {
    message = error instanceof Error ? error.message : String(error);
  }
  const last = job.attempts >= job.maxAttempts;
  await record({
    status: last ? 'FAILED' : 'PENDING',
    responseStatus,
    lastError: message.slice(0, 1000),
  });
  throw new Error(message);
}
