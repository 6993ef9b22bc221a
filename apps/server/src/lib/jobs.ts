import { and, eq, inArray, lte, sql } from 'drizzle-orm';
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

/** One run of a job, as it ended: done, to be retried, or failed for good. */
export type JobOutcome = {
  queue: string;
  outcome: 'done' | 'retry' | 'failed';
  durationMs: number;
};

/** The QUEUED jobs of one queue (metrics). */
export type QueueBacklog = {
  queue: string;
  /** Waiting, due later, or leased and running. */
  queued: number;
  /** Due now and not leased. */
  due: number;
  /** How long the oldest due job has been due (0 when none is). */
  oldestDueSeconds: number;
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
  /**
   * Stop polling and wait for the jobs running now to finish; jobs leased with them but not
   * started yet are handed back (due again at once, their attempt not counted), so another node
   * runs them without waiting for the lease to expire.
   */
  stop: () => Promise<void>;
  /** The QUEUED jobs per queue, read now (metrics). */
  backlog: () => Promise<QueueBacklog[]>;
  /** Be told of each job run as it ends (metrics); a listener that throws is logged and skipped. */
  onOutcome: (listener: (outcome: JobOutcome) => void) => void;
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
  const listeners: ((outcome: JobOutcome) => void)[] = [];
  const tell = (outcome: JobOutcome) => {
    for (const listener of listeners) {
      try {
        listener(outcome);
      } catch (error) {
        log?.warn({ err: error }, 'job outcome listener failed');
      }
    }
  };

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
    for (const [index, job] of leased.entries()) {
      if (stopped) {
        await release(leased.slice(index));
        return index;
      }
      const entry = handlers.get(job.queue)!;
      const started = performance.now();
      try {
        await entry.handler(job.payload as Record<string, unknown>, job);
        await db
          .update(jobs)
          .set({ status: 'DONE', finishedAt: clock.now(), lastError: null })
          .where(eq(jobs.id, job.id));
        tell({ queue: job.queue, outcome: 'done', durationMs: performance.now() - started });
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
        tell({
          queue: job.queue,
          outcome: failed ? 'failed' : 'retry',
          durationMs: performance.now() - started,
        });
      }
    }
    return leased.length;
  };

  /** Hand leased jobs that did not start back: due at once, the attempt not counted. */
  const release = async (unstarted: JobRow[]) => {
    if (unstarted.length === 0) return;
    await db
      .update(jobs)
      .set({ nextAttemptAt: clock.now(), attempts: sql`greatest(${jobs.attempts} - 1, 0)` })
      .where(
        and(
          inArray(
            jobs.id,
            unstarted.map((job) => job.id),
          ),
          eq(jobs.status, 'QUEUED'),
        ),
      );
  };

  const backlog = async (): Promise<QueueBacklog[]> => {
    const now = clock.now();
    const at = sql`${now.toISOString()}::timestamptz`;
    const dueNow = sql`${jobs.nextAttemptAt} <= ${at}`;
    const oldestDue = sql`min(${jobs.nextAttemptAt}) filter (where ${dueNow})`;
    const rows = await db
      .select({
        queue: jobs.queue,
        queued: sql<number>`count(*)::int`,
        due: sql<number>`(count(*) filter (where ${dueNow}))::int`,
        oldestDueSeconds: sql<number>`coalesce(extract(epoch from ${at} - ${oldestDue}), 0)::float8`,
      })
      .from(jobs)
      .where(eq(jobs.status, 'QUEUED'))
      .groupBy(jobs.queue)
      .orderBy(jobs.queue);
    return rows.map((row) => ({
      queue: row.queue,
      queued: Number(row.queued),
      due: Number(row.due),
      oldestDueSeconds: Math.max(0, Number(row.oldestDueSeconds)),
    }));
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
    backlog,
    onOutcome: (listener) => {
      listeners.push(listener);
    },
  };
}
