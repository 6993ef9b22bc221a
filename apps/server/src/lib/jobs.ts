import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import type { Clock } from './clock.ts';

type Db = Database | Tx;

export type JobRow = typeof jobs.$inferSelect;

/** Thrown by a handler when retrying cannot help: the job fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export type JobHandler = (payload: Record<string, unknown>, job: JobRow) => Promise<void>;

export type QueueOptions = {
  /** Attempts before the job is FAILED (default 8). */
  maxAttempts?: number;
  /** Delay before attempt n+1 after n failures (default 30 s × 2ⁿ⁻¹, at most 6 h). */
  backoffMs?: (attempts: number) => number;
  /** Run every so often (a singleton job re-enqueued by the scheduler). */
  everyMs?: number;
};

export type EnqueueOptions = {
  /** Not before this time (default now). */
  runAt?: Date;
  /** At most one QUEUED job with this key per queue; a second enqueue is a no-op. */
  singletonKey?: string;
  maxAttempts?: number;
};

/**
 * Durable jobs (DESIGN §2, decision 022). Services enqueue inside the transaction that causes
 * the work (`jobs.enqueue(tx, …)`), so a rolled-back change starts nothing. Any node may run due
 * jobs: each is leased by pushing `next_attempt_at` ahead under FOR UPDATE SKIP LOCKED, so two
 * nodes never run the same job at once. A failing handler is retried with backoff until its
 * attempts are spent; a `PermanentJobError` fails it at once. Jobs are at-least-once: handlers
 * must be idempotent.
 */
export type Jobs = {
  register: (queue: string, handler: JobHandler, options?: QueueOptions) => void;
  enqueue: (
    db: Db,
    queue: string,
    payload?: Record<string, unknown>,
    options?: EnqueueOptions,
  ) => Promise<JobRow | null>;
  /** Run what is due now (repeatedly until nothing is due); resolves to the jobs handled. */
  runDue: () => Promise<number>;
  /** Ask for a run soon (after the current transaction has committed). */
  kick: () => void;
  start: () => void;
  stop: () => Promise<void>;
};

export type JobsDeps = {
  db: Database;
  clock: Clock;
  log?: FastifyBaseLogger;
  /** How often due jobs are polled (default 2 s). */
  pollMs?: number;
};

const LEASE_MS = 5 * 60_000;
const BATCH = 20;

const defaultBackoff = (attempts: number) =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);

export function createJobs({ db, clock, log, pollMs = 2_000 }: JobsDeps): Jobs {
  const handlers = new Map<string, { handler: JobHandler; options: QueueOptions }>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = false;

  const enqueue: Jobs['enqueue'] = async (tx, queue, payload = {}, options = {}) => {
    const values = {
      queue,
      payload,
      singletonKey: options.singletonKey ?? null,
      maxAttempts: options.maxAttempts ?? handlers.get(queue)?.options.maxAttempts ?? 8,
      createdAt: clock.now(),
      nextAttemptAt: options.runAt ?? clock.now(),
    };
    if (options.singletonKey) {
      const [existing] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            eq(jobs.queue, queue),
            eq(jobs.singletonKey, options.singletonKey),
            eq(jobs.status, 'QUEUED'),
          ),
        )
        .limit(1);
      if (existing) return null;
    }
    const [row] = await tx.insert(jobs).values(values).returning();
    return row!;
  };

  const runBatch = async (): Promise<number> => {
    const now = clock.now();
    const queues = [...handlers.keys()];
    if (queues.length === 0) return 0;
    const leased = await db
      .update(jobs)
      .set({
        nextAttemptAt: new Date(now.getTime() + LEASE_MS),
        attempts: sql`${jobs.attempts} + 1`,
      })
      .where(
        sql`${jobs.id} in (select ${jobs.id} from ${jobs} where ${and(
          eq(jobs.status, 'QUEUED'),
          lte(jobs.nextAttemptAt, now),
        )} and ${jobs.queue} in (${sql.join(
          queues.map((q) => sql`${q}`),
          sql`, `,
        )}) order by ${jobs.nextAttemptAt} limit ${BATCH} for update skip locked)`,
      )
      .returning();
    for (const job of leased) {
      const entry = handlers.get(job.queue)!;
      try {
        await entry.handler(job.payload as Record<string, unknown>, job);
        await db
          .update(jobs)
          .set({ status: 'DONE', finishedAt: clock.now(), lastError: null })
          .where(eq(jobs.id, job.id));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const failed = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
        const backoff = (entry.options.backoffMs ?? defaultBackoff)(job.attempts);
        log?.warn(
          { jobId: job.id, queue: job.queue, attempts: job.attempts },
          `job failed: ${message}`,
        );
        await db
          .update(jobs)
          .set({
            status: failed ? 'FAILED' : 'QUEUED',
            lastError: message.slice(0, 1000),
            nextAttemptAt: new Date(clock.now().getTime() + backoff),
            finishedAt: failed ? clock.now() : null,
          })
          .where(eq(jobs.id, job.id));
      }
    }
    return leased.length;
  };

  const scheduleRecurring = async () => {
    for (const [queue, { options }] of handlers) {
      if (!options.everyMs) continue;
      await enqueue(db, queue, {}, { singletonKey: 'recurring' });
    }
  };

  const runDue = async () => {
    running ??= (async () => {
      let total = 0;
      for (;;) {
        const n = await runBatch();
        total += n;
        if (n < BATCH || stopped) return total;
      }
    })().finally(() => {
      running = null;
    });
    return running;
  };

  const tick = () => {
    runDue().catch((error: unknown) => log?.error({ err: error }, 'job run failed'));
  };

  const recurringTimers: NodeJS.Timeout[] = [];

  return {
    register: (queue, handler, options = {}) => {
      handlers.set(queue, { handler, options });
    },
    enqueue,
    runDue,
    kick: () => {
      if (!timer) return;
      setImmediate(tick);
    },
    start: () => {
      if (timer) return;
      stopped = false;
      timer = setInterval(tick, pollMs);
      timer.unref();
      const recurring = () => {
        scheduleRecurring().catch((error: unknown) =>
          log?.error({ err: error }, 'job scheduling failed'),
        );
      };
      recurring();
      for (const [, { options }] of handlers) {
        if (!options.everyMs) continue;
        const t = setInterval(recurring, options.everyMs);
        t.unref();
        recurringTimers.push(t);
      }
    },
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      for (const t of recurringTimers.splice(0)) clearInterval(t);
      if (running) await running.catch(() => 0);
    },
  };
}
