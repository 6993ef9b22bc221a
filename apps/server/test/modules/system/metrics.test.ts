import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/db/client.ts';
import {
  jobs,
  outboundMessages,
  webhookDeliveries,
  webhooks,
} from '../../../src/db/schema/index.ts';
import { buildTestApp } from '../../helper.ts';
import { buildCustomApp } from './custom-app.ts';

const METRICS_TOKEN = 'a-metrics-token-of-32-characters';
const driver = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

let app: FastifyInstance;
let database: DatabaseHandle;
beforeAll(async () => {
  ({ app, database } = await buildCustomApp({ env: { METRICS_TOKEN } }));
  // Routes of the test's own: a parameterised one and one that fails.
  app.get('/api/test/items/:id', { config: { permission: 'public' } }, async () => ({ ok: true }));
  app.get('/api/test/boom', { config: { permission: 'public' } }, async () => {
    throw new Error('boom');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const scrape = async () => {
  const res = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  return res.body;
};

/** The value of one series in the text format (labels in any order), or undefined. */
const valueOf = (text: string, name: string, labels: Record<string, string> = {}) => {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
};

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is an unknown address: 404 in the API error format, never the web app page or metrics', async () => {
    const t = await buildTestApp();
    try {
      const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(metrics.statusCode).toBe(404);
      expect(metrics.json()).toEqual({ message: expect.any(String) });
      expect(metrics.body).not.toContain('http_requests_total');
      expect(t.app.hasRoute({ method: 'GET', url: '/metrics' })).toBe(false);
    } finally {
      await t.close();
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  it('refuses a request without the bearer token (401)', async () => {
    for (const authorization of [
      undefined,
      'Bearer',
      `Bearer ${METRICS_TOKEN}x`,
      `Bearer ${METRICS_TOKEN.slice(1)}`,
      `Basic ${METRICS_TOKEN}`,
      METRICS_TOKEN,
    ]) {
      const res = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.body).not.toContain('http_requests_total');
    }
  });

  it('answers in the Prometheus text format, with the process metrics', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain('# TYPE http_requests_total counter');
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(valueOf(res.body, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(res.body).toContain('nodejs_eventloop_lag_seconds');
    expect(valueOf(res.body, 'app_info', { database: driver })).toBe(1);
  });

  it('counts requests by route template, never the concrete address', async () => {
    const id = randomUUID();
    const route = '/api/test/items/:id';
    const before = valueOf(await scrape(), 'http_requests_total', { route }) ?? 0;
    await app.inject({ method: 'GET', url: `/api/test/items/${id}` });
    await app.inject({ method: 'GET', url: `/api/test/items/${randomUUID()}?q=1` });
    await app.inject({ method: 'GET', url: '/api/health/live' });
    const text = await scrape();
    expect(valueOf(text, 'http_requests_total', { method: 'GET', route, status_code: '200' })).toBe(
      before + 2,
    );
    expect(
      valueOf(text, 'http_requests_total', {
        method: 'GET',
        route: '/api/health/live',
        status_code: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'http_request_duration_seconds_count', { method: 'GET', route })).toBe(
      before + 2,
    );
    expect(
      valueOf(text, 'http_request_duration_seconds_bucket', { method: 'GET', route, le: '+Inf' }),
    ).toBe(before + 2);
    expect(text).not.toContain(id);
  });

  it('counts unknown addresses as one route, unmatched', async () => {
    await app.inject({ method: 'GET', url: `/api/nowhere/${randomUUID()}` });
    await app.inject({ method: 'GET', url: '/api/nowhere-else' });
    const text = await scrape();
    expect(
      valueOf(text, 'http_requests_total', {
        method: 'GET',
        route: 'unmatched',
        status_code: '404',
      }),
    ).toBeGreaterThanOrEqual(2);
    expect(text).not.toContain('/api/nowhere');
  });

  it('counts 5xx answers as errors, by route', async () => {
    const route = '/api/test/boom';
    const res = await app.inject({ method: 'GET', url: route });
    expect(res.statusCode).toBe(500);
    const text = await scrape();
    expect(valueOf(text, 'http_request_errors_total', { route })).toBe(1);
    expect(valueOf(text, 'http_requests_total', { route, status_code: '500' })).toBe(1);
    expect(valueOf(text, 'http_request_errors_total', { route: '/api/test/items/:id' })).toBe(
      undefined,
    );
  });

  it('reads the job queues, the outboxes and the failed webhook deliveries at each scrape', async () => {
    const { db, clock } = app.ctx;
    const before = await scrape();
    const minutesAgo = (n: number) => new Date(clock.now().getTime() - n * 60_000);
    // Two due events (the oldest five minutes late) and one for later.
    await app.ctx.jobs.enqueue(db, 'events.fanout', { n: 1 }, { runAt: minutesAgo(5) });
    await app.ctx.jobs.enqueue(db, 'events.fanout', { n: 2 }, { runAt: minutesAgo(1) });
    await app.ctx.jobs.enqueue(db, 'events.fanout', { n: 3 }, { runAt: minutesAgo(-60) });
    // An e-mail waiting for SMTP for ten minutes.
    await db.insert(outboundMessages).values({
      channel: 'EMAIL',
      recipient: 'metrics@example.com',
      text: 'hello',
      template: 'test',
      status: 'QUEUED',
      createdAt: minutesAgo(10),
      nextAttemptAt: minutesAgo(10),
    });
    const [hook] = await db
      .insert(webhooks)
      .values({ companyName: 'Metrics test' })
      .returning({ id: webhooks.id });
    await db.insert(webhookDeliveries).values({
      webhookId: hook!.id,
      eventId: randomUUID(),
      eventType: 'test.event',
      payload: {},
      status: 'FAILED',
    });

    const text = await scrape();
    const queue = { queue: 'events.fanout' };
    const delta = (name: string, labels: Record<string, string> = {}) =>
      (valueOf(text, name, labels) ?? 0) - (valueOf(before, name, labels) ?? 0);
    expect(delta('jobs_queued', queue)).toBe(3);
    expect(delta('jobs_due', queue)).toBe(2);
    expect(valueOf(text, 'jobs_oldest_due_age_seconds', queue)).toBeGreaterThanOrEqual(300);
    expect(delta('outbox_backlog', { outbox: 'events' })).toBe(3);
    expect(
      valueOf(text, 'outbox_oldest_due_age_seconds', { outbox: 'events' }),
    ).toBeGreaterThanOrEqual(300);
    expect(delta('outbox_backlog', { outbox: 'mail' })).toBe(1);
    expect(
      valueOf(text, 'outbox_oldest_due_age_seconds', { outbox: 'mail' }),
    ).toBeGreaterThanOrEqual(600);
    expect(delta('webhook_deliveries_failed')).toBe(1);
    expect(valueOf(text, 'database_up')).toBe(1);
  });

  it('counts failed webhook delivery attempts and job runs by outcome', async () => {
    const { db, clock } = app.ctx;
    // Only this test's job is due.
    await db
      .update(jobs)
      .set({ nextAttemptAt: new Date(clock.now().getTime() + 86_400_000) })
      .where(eq(jobs.status, 'QUEUED'));
    // No delivery id: the delivery fails for good at once.
    await app.ctx.jobs.enqueue(db, 'webhook.deliver', {}, { runAt: new Date(0) });
    expect(await app.ctx.jobs.runDue()).toBe(1);
    const text = await scrape();
    expect(valueOf(text, 'webhook_delivery_failures_total')).toBe(1);
    expect(valueOf(text, 'job_runs_total', { queue: 'webhook.deliver', outcome: 'failed' })).toBe(
      1,
    );
  });

  it('reports the database pool', async () => {
    const text = await scrape();
    const pool = database.poolUse();
    expect(valueOf(text, 'db_pool_connections', { state: 'max' })).toBe(pool.max);
    expect(valueOf(text, 'db_pool_connections', { state: 'open' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'db_pool_waiting_requests')).toBe(0);
    if (driver === 'pglite') {
      expect(valueOf(text, 'db_pool_connections', { state: 'open' })).toBe(1);
    }
  });

  it('keeps each app’s metrics apart (a registry per app, not the global one)', async () => {
    const other = await buildTestApp({ METRICS_TOKEN });
    try {
      const res = await other.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(res.statusCode).toBe(200);
      expect(valueOf(res.body, 'http_requests_total', { route: '/api/test/boom' })).toBe(undefined);
    } finally {
      await other.close();
    }
  });
});
