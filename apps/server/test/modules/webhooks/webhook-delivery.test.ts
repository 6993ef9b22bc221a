import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainEventSchema, type WebhookDeliveryPage } from '@cyber/domain';
import { jobs, organisations, webhookDeliveries } from '../../../src/db/schema/index.ts';
import { EVENT_FANOUT_QUEUE } from '../../../src/lib/events.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { usAccount } from '../accounts/support.ts';
import {
  configureHook,
  createHook,
  credential,
  startReceiver,
  type Received,
  type Session,
} from './support.ts';

let t: TestApp;
let admin: Session;
let agencyAdmin: Session;
let agent: Session;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  // The receiver runs on 127.0.0.1, which only this allowance lets through.
  t = await buildTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_TIMEOUT_MS: '2000' });
  [admin, agencyAdmin, agent] = await Promise.all([
    t.signIn('admin@example.com'),
    t.signIn('agencyadmin@example.com'),
    t.signIn('agent@example.com'),
  ]);
  receiver = await startReceiver({ '/flaky': [500, 200], '/down': [503] });
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

/** Verify a delivery as a receiver would: HMAC-SHA256(secret, timestamp + "." + body). */
const verify = (r: Received, secret: string) => {
  const timestamp = r.headers['x-timestamp'] as string;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${r.body}`).digest('hex');
  const given = (r.headers['x-signature'] as string).replace(/^sha256=/, '');
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
};

const deliveries = async (s: Session, id: string) => {
  const res = await s.inject({ method: 'GET', url: `/api/webhook/v1/${id}/deliveries` });
  expect(res.statusCode).toBe(200);
  return res.json<WebhookDeliveryPage>();
};

async function configured(path: string, organisationId?: string | null) {
  const hook = await createHook(admin, { companyName: `Receiver ${path}`, organisationId });
  const secret = credential('secret');
  const clientId = credential('client');
  await configureHook(admin, hook.id, {
    clientId,
    clientSecret: secret,
    webhookUrl: receiver.url(path),
  });
  return { hook, secret, clientId };
}

describe('delivery', () => {
  it('POSTs the signed event with its headers; the receiver verifies it with the secret', async () => {
    const { hook, secret, clientId } = await configured('/signed');
    const res = await admin.inject({ method: 'POST', url: `/api/webhook/v1/${hook.id}/test` });
    expect(res.statusCode).toBe(202);
    await t.app.ctx.jobs.runDue();

    const [got] = receiver.at('/signed');
    expect(got).toBeDefined();
    expect(got!.headers['content-type']).toBe('application/json');
    expect(got!.headers['x-webhook-id']).toBe(hook.id);
    expect(got!.headers['x-client-id']).toBe(clientId);
    expect(got!.headers['x-event-type']).toBe('webhook.test');
    expect(got!.headers['x-timestamp']).toMatch(/^\d{10}$/);
    expect(got!.headers['x-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verify(got!, secret)).toBe(true);
    expect(verify(got!, credential('wrong'))).toBe(false);
    const event = DomainEventSchema.parse(JSON.parse(got!.body));
    expect(event).toMatchObject({ type: 'webhook.test', data: { webhookId: hook.id } });
    expect(got!.headers['x-event-id']).toBe(event.id);

    const page = await deliveries(admin, hook.id);
    expect(page.content[0]).toMatchObject({
      eventId: event.id,
      status: 'DELIVERED',
      attempts: 1,
      responseStatus: 204,
      lastError: null,
    });
    expect(page.content[0]!.deliveredAt).not.toBeNull();
  });

  it('retries after a failure with backoff, then delivers', async () => {
    const { hook, secret } = await configured('/flaky');
    await admin.inject({ method: 'POST', url: `/api/webhook/v1/${hook.id}/test` });
    await t.app.ctx.jobs.runDue();
    let [first] = (await deliveries(admin, hook.id)).content;
    expect(first).toMatchObject({ status: 'PENDING', attempts: 1, responseStatus: 500 });
    expect(first!.lastError).toContain('HTTP 500');

    // Not before the backoff (30 s).
    t.clock.advance(10_000);
    await t.app.ctx.jobs.runDue();
    expect(receiver.at('/flaky')).toHaveLength(1);

    t.clock.advance(25_000);
    await t.app.ctx.jobs.runDue();
    [first] = (await deliveries(admin, hook.id)).content;
    expect(first).toMatchObject({ status: 'DELIVERED', attempts: 2, responseStatus: 200 });
    const calls = receiver.at('/flaky');
    expect(calls).toHaveLength(2);
    // The same event both times (receivers de-duplicate on X-Event-Id), freshly signed.
    expect(calls[0]!.headers['x-event-id']).toBe(calls[1]!.headers['x-event-id']);
    expect(calls.every((c) => verify(c, secret))).toBe(true);
  });

  it('gives up after 8 attempts: FAILED with the last answer', async () => {
    const { hook } = await configured('/down');
    await admin.inject({ method: 'POST', url: `/api/webhook/v1/${hook.id}/test` });
    await t.app.ctx.jobs.runDue();
    for (let attempt = 1; attempt < 8; attempt += 1) {
      t.clock.advance(30_000 * 2 ** (attempt - 1));
      await t.app.ctx.jobs.runDue();
    }
    const rows = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, hook.id));
    expect(rows).toEqual([
      expect.objectContaining({ status: 'FAILED', attempts: 8, responseStatus: 503 }),
    ]);
    expect(receiver.at('/down')).toHaveLength(8);
    // Nothing more is tried.
    t.clock.advance(24 * 3_600_000);
    await t.app.ctx.jobs.runDue();
    expect(receiver.at('/down')).toHaveLength(8);
  });
});

describe('fan-out of domain events', () => {
  it("an account created by the agency reaches the agency's hook and unscoped hooks only", async () => {
    // Sessions from before the clock moved have expired.
    [admin, agencyAdmin, agent] = await Promise.all([
      t.signIn('admin@example.com'),
      t.signIn('agencyadmin@example.com'),
      t.signIn('agent@example.com'),
    ]);
    const [harbor] = await t.database.db
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.name, 'Harbor Risk Partners'));
    const [summit] = await t.database.db
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.name, 'Summit Wholesale Brokers'));

    // The agency admin's own hook, a hook of another agency, and one subscribed to quotes only.
    const own = await createHook(agencyAdmin, { companyName: 'Harbor CRM' });
    const ownSecret = credential('harbor');
    await configureHook(agencyAdmin, own.id, {
      clientId: credential('hc'),
      clientSecret: ownSecret,
      webhookUrl: receiver.url('/harbor'),
    });
    await configured('/summit', summit!.id);
    const quotesOnly = await createHook(admin, {
      companyName: 'Quotes only',
      organisationId: harbor!.id,
      events: ['quote.created'],
    });
    await configureHook(admin, quotesOnly.id, {
      clientId: credential('q'),
      clientSecret: credential('q'),
      webhookUrl: receiver.url('/quotes-only'),
    });

    const created = await agent.inject({
      method: 'POST',
      url: '/api/account/v1/accounts',
      payload: usAccount(),
    });
    expect(created.statusCode).toBe(201);
    const accountId = created.json<{ account: { id: string } }>().account.id;

    // The fan-out runs, then the deliveries it queued.
    await t.app.ctx.jobs.runDue();
    await t.app.ctx.jobs.runDue();

    const harborCalls = receiver.at('/harbor');
    expect(harborCalls).toHaveLength(1);
    const event = DomainEventSchema.parse(JSON.parse(harborCalls[0]!.body));
    expect(event.type).toBe('account.created');
    expect((event.data.account as { id: string }).id).toBe(accountId);
    expect(verify(harborCalls[0]!, ownSecret)).toBe(true);
    expect(receiver.at('/summit')).toHaveLength(0);
    expect(receiver.at('/quotes-only')).toHaveLength(0);
    // Hooks without an organisation receive every organisation's events.
    expect(
      receiver.received.filter((r) => r.path === '/signed' && r.headers['x-event-id'] === event.id),
    ).toHaveLength(1);

    const log = await deliveries(agencyAdmin, own.id);
    expect(log.content).toEqual([
      expect.objectContaining({
        eventId: event.id,
        eventType: 'account.created',
        status: 'DELIVERED',
      }),
    ]);
  });

  it('a fan-out that runs twice queues no second delivery', async () => {
    const hook = await createHook(admin, { companyName: 'Idempotent' });
    await configureHook(admin, hook.id, {
      clientId: credential('i'),
      clientSecret: credential('i'),
      webhookUrl: receiver.url('/idempotent'),
    });
    const event = {
      id: '7d3c1b9e-2f4a-4c1d-9a8b-0e5f6a7b8c9d',
      type: 'claim.filed',
      occurredAt: t.clock.now().toISOString(),
      data: { claimId: 'x' },
    };
    for (let i = 0; i < 2; i += 1) {
      await t.database.db.insert(jobs).values({
        queue: EVENT_FANOUT_QUEUE,
        payload: { event, organisationIds: [] },
        maxAttempts: 8,
        createdAt: t.clock.now(),
        nextAttemptAt: t.clock.now(),
      });
    }
    await t.app.ctx.jobs.runDue();
    await t.app.ctx.jobs.runDue();
    const rows = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, hook.id));
    expect(rows).toHaveLength(1);
    expect(receiver.at('/idempotent')).toHaveLength(1);
  });
});
