import { createHash, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { MESSAGES } from '@cyber/domain';
import { outboundMessages, webhookDeliveries } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';
import { EVENT_FANOUT_QUEUE } from '../lib/events.ts';

/** The webhooks module's delivery queue (named here: plugins import no module). */
const WEBHOOK_DELIVERY_QUEUE = 'webhook.deliver';

/** Methods counted under their own name; anything else is `OTHER` (a bounded label). */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Whether a request presents the metrics bearer token (`Authorization: Bearer <token>`). Both
 * sides are hashed first, so the constant-time comparison neither needs equal lengths nor
 * tells the length of the token.
 */
export function presentsMetricsToken(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (!token || typeof header !== 'string') return false;
  const [scheme, presented, ...rest] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !presented || rest.length > 0) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(token));
}

/**
 * `GET /metrics` in Prometheus' text format (docs/operations.md), on a registry of this app
 * alone. Request counters and durations are counted as answers leave, by route template (never
 * the concrete address); the job queues, the outboxes, the failed webhook deliveries and the
 * database pool are read when Prometheus scrapes. Without METRICS_TOKEN the plugin adds nothing
 * and /metrics is an unknown address (404); with it, /metrics needs the token as a bearer.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const token = app.ctx.config.METRICS_TOKEN;
    if (!token) return;
    const { database, jobs, clock, config } = app.ctx;

    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route template and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers: [registry],
    });
    const durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by method and route template',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const errors = new Counter({
      name: 'http_request_errors_total',
      help: 'HTTP requests answered with a 5xx status, by route template',
      labelNames: ['route'] as const,
      registers: [registry],
    });
    const jobsQueued = new Gauge({
      name: 'jobs_queued',
      help: 'Jobs waiting to run (due, due later or running), by queue',
      labelNames: ['queue'] as const,
      registers: [registry],
    });
    const jobsDue = new Gauge({
      name: 'jobs_due',
      help: 'Jobs due now and not running, by queue',
      labelNames: ['queue'] as const,
      registers: [registry],
    });
    const jobsOldestDue = new Gauge({
      name: 'jobs_oldest_due_age_seconds',
      help: 'How long the oldest due job of a queue has been waiting (0: none is due)',
      labelNames: ['queue'] as const,
      registers: [registry],
    });
    const jobRuns = new Counter({
      name: 'job_runs_total',
      help: 'Job runs on this node, by queue and outcome (done, retry, failed)',
      labelNames: ['queue', 'outcome'] as const,
      registers: [registry],
    });
    const outboxBacklog = new Gauge({
      name: 'outbox_backlog',
      help: 'Items waiting in an outbox: mail (e-mails and texts) and events (domain events to fan out)',
      labelNames: ['outbox'] as const,
      registers: [registry],
    });
    const outboxOldest = new Gauge({
      name: 'outbox_oldest_due_age_seconds',
      help: 'How long the oldest due item of an outbox has been waiting (0: none is due)',
      labelNames: ['outbox'] as const,
      registers: [registry],
    });
    const webhooksFailed = new Gauge({
      name: 'webhook_deliveries_failed',
      help: 'Webhook deliveries that gave up (status FAILED)',
      registers: [registry],
    });
    const webhookAttemptFailures = new Counter({
      name: 'webhook_delivery_failures_total',
      help: 'Webhook delivery attempts that failed on this node (retried or given up)',
      registers: [registry],
    });
    const databaseUp = new Gauge({
      name: 'database_up',
      help: '1 when the database answered the scrape, else 0',
      registers: [registry],
    });
    const poolConnections = new Gauge({
      name: 'db_pool_connections',
      help: 'Database connections by state: open (busy and idle), idle, and the pool maximum',
      labelNames: ['state'] as const,
      registers: [registry],
    });
    const poolWaiting = new Gauge({
      name: 'db_pool_waiting_requests',
      help: 'Queries waiting for a free database connection',
      registers: [registry],
    });
    new Gauge({
      name: 'app_info',
      help: 'The running version and database driver (always 1)',
      labelNames: ['version', 'database'] as const,
      registers: [registry],
    }).set({ version: config.APP_VERSION, database: database.driver }, 1);

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const method = METHODS.has(request.method) ? request.method : 'OTHER';
      const status = reply.statusCode;
      requests.inc({ method, route, status_code: String(status) });
      durations.observe({ method, route }, reply.elapsedTime / 1000);
      if (status >= 500) errors.inc({ route });
    });

    jobs.onOutcome(({ queue, outcome }) => {
      jobRuns.inc({ queue, outcome });
      if (queue === WEBHOOK_DELIVERY_QUEUE && outcome !== 'done') webhookAttemptFailures.inc();
    });

    const seenQueues = new Set<string>();
    /** What only the database knows, read at each scrape. */
    const readDatabase = async () => {
      const pool = database.poolUse();
      poolConnections.set({ state: 'open' }, pool.total);
      poolConnections.set({ state: 'idle' }, pool.idle);
      poolConnections.set({ state: 'max' }, pool.max);
      poolWaiting.set(pool.waiting);
      if (!(await database.ping())) {
        databaseUp.set(0);
        return;
      }
      const at = sql`${clock.now().toISOString()}::timestamptz`;
      const dueAt = outboundMessages.nextAttemptAt;
      const oldestDue = sql`min(${dueAt}) filter (where ${dueAt} <= ${at})`;
      const [backlog, [mail], [failed]] = await Promise.all([
        jobs.backlog(),
        database.db
          .select({
            queued: sql<number>`count(*)::int`,
            oldestDueSeconds: sql<number>`coalesce(extract(epoch from ${at} - ${oldestDue}), 0)::float8`,
          })
          .from(outboundMessages)
          .where(eq(outboundMessages.status, 'QUEUED')),
        database.db
          .select({ count: sql<number>`count(*)::int` })
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.status, 'FAILED')),
      ]);
      databaseUp.set(1);
      // A queue seen once stays in the series, at 0 when it empties.
      for (const queue of seenQueues) {
        jobsQueued.set({ queue }, 0);
        jobsDue.set({ queue }, 0);
        jobsOldestDue.set({ queue }, 0);
      }
      for (const queue of backlog) {
        seenQueues.add(queue.queue);
        jobsQueued.set({ queue: queue.queue }, queue.queued);
        jobsDue.set({ queue: queue.queue }, queue.due);
        jobsOldestDue.set({ queue: queue.queue }, queue.oldestDueSeconds);
      }
      const events = backlog.find((queue) => queue.queue === EVENT_FANOUT_QUEUE);
      outboxBacklog.set({ outbox: 'mail' }, Number(mail?.queued ?? 0));
      outboxOldest.set({ outbox: 'mail' }, Math.max(0, Number(mail?.oldestDueSeconds ?? 0)));
      outboxBacklog.set({ outbox: 'events' }, events?.queued ?? 0);
      outboxOldest.set({ outbox: 'events' }, events?.oldestDueSeconds ?? 0);
      webhooksFailed.set(Number(failed?.count ?? 0));
    };

    app.get(
      '/metrics',
      {
        // The token is checked here, not by the auth plugin; Prometheus is never budgeted.
        config: { permission: 'public', rateLimit: false },
        schema: { hide: true },
      },
      async (request, reply) => {
        if (!presentsMetricsToken(request, token)) {
          void reply.header('www-authenticate', 'Bearer');
          throw new AppError('UNAUTHENTICATED', MESSAGES.notSignedIn);
        }
        try {
          await readDatabase();
        } catch (error) {
          // The process metrics are still worth answering with.
          databaseUp.set(0);
          request.log.warn({ err: error }, 'metrics: the database could not be read');
        }
        return reply
          .header('cache-control', 'no-store')
          .type(registry.contentType)
          .send(await registry.metrics());
      },
    );

    app.addHook('onClose', async () => {
      registry.clear();
    });
  },
  { name: 'metrics' },
);
