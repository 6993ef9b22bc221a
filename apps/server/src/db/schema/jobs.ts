import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Durable background jobs (DESIGN §2, decision 022): webhook deliveries, quote expiry, re-rating,
 * document generation. A job is enqueued in the transaction that causes it (outbox), leased by one
 * node at a time (`next_attempt_at` pushed ahead under FOR UPDATE SKIP LOCKED), retried with
 * exponential backoff and kept with its last error when it gives up.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The handler's name: webhook.deliver, quotes.expire, quotes.requote, … */
    queue: text('queue').notNull(),
    payload: jsonb('payload')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** QUEUED (waiting or leased), DONE, FAILED (gave up). */
    status: text('status').notNull().default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    /** At most one QUEUED job per (queue, singleton_key). */
    singletonKey: text('singleton_key'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'QUEUED'`),
    index('jobs_queue_idx').on(t.queue, t.createdAt),
    index('jobs_singleton_idx')
      .on(t.queue, t.singletonKey)
      .where(sql`${t.status} = 'QUEUED' and ${t.singletonKey} is not null`),
    check('jobs_status_check', sql`${t.status} in ('QUEUED','DONE','FAILED')`),
  ],
);
