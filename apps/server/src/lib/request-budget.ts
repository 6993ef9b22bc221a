import { Redis } from 'ioredis';

/**
 * Where the per-IP request budget is counted (decision 064). One process: its own memory. Several
 * API nodes must share one count, or N nodes allow N times the budget: in Redis when REDIS_URL is
 * set, else in the database every node already shares (PostgreSQL). The embedded database is one
 * process by construction, so it keeps the budget in memory.
 */
export type RequestBudgetStoreKind = 'memory' | 'database' | 'redis';

export function requestBudgetStoreKind(config: {
  RATE_LIMIT_STORE?: RequestBudgetStoreKind | undefined;
  REDIS_URL?: string | undefined;
  DATABASE_URL?: string | undefined;
}): RequestBudgetStoreKind {
  if (config.RATE_LIMIT_STORE) return config.RATE_LIMIT_STORE;
  if (config.REDIS_URL) return 'redis';
  return config.DATABASE_URL ? 'database' : 'memory';
}

/** Uses of several keys within one window: each key's count so far and when its window began. */
export type CountUses = (
  uses: ReadonlyMap<string, number>,
  opts: { now: Date; windowStart: Date },
) => Promise<ReadonlyMap<string, { uses: number; windowStartedAt: Date }>>;

type Incremented = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Incremented) => void;
type StoreOptions = { timeWindow?: unknown; routeInfo?: { method?: string; url?: string } };

/**
 * Counts uses in batches: the uses asked for while one event-loop turn runs go to the database as
 * one statement at its end (per window length), a key asked for n times counting n. Each caller
 * still gets its own count (the k-th of n gets the count before the batch plus k), so the budget
 * is as exact as one statement per request, at a fraction of the statements under load.
 */
function batchedCounter(countUses: CountUses, nowMs: () => number) {
  let pending = new Map<number, Map<string, Callback[]>>();
  let scheduled = false;

  const flushWindow = (windowMs: number, waiting: Map<string, Callback[]>) => {
    const now = nowMs();
    const uses = new Map([...waiting].map(([key, callbacks]) => [key, callbacks.length]));
    countUses(uses, { now: new Date(now), windowStart: new Date(now - windowMs) }).then(
      (counted) => {
        for (const [key, callbacks] of waiting) {
          const use = counted.get(key) ?? {
            uses: callbacks.length,
            windowStartedAt: new Date(now),
          };
          const ttl = Math.max(0, use.windowStartedAt.getTime() + windowMs - now);
          const before = use.uses - callbacks.length;
          callbacks.forEach((callback, i) => callback(null, { current: before + i + 1, ttl }));
        }
      },
      (error: unknown) => {
        const failure = error instanceof Error ? error : new Error(String(error));
        for (const callbacks of waiting.values())
          for (const callback of callbacks) callback(failure);
      },
    );
  };

  return (key: string, windowMs: number, callback: Callback) => {
    let waiting = pending.get(windowMs);
    if (!waiting) pending.set(windowMs, (waiting = new Map()));
    const callbacks = waiting.get(key);
    if (callbacks) callbacks.push(callback);
    else waiting.set(key, [callback]);
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      const batch = pending;
      pending = new Map();
      for (const [windowMs, waitingIn] of batch) flushWindow(windowMs, waitingIn);
    });
  };
}

/**
 * A store for @fastify/rate-limit counting in the database: an upsert on a row per key
 * (`request:{ip}`), the window restarting when it has passed, the requests of one event-loop turn
 * counted by one statement. Every node sees the same rows, so the budget is the same whichever
 * node answers.
 */
export function databaseBudgetStore(countUses: CountUses, nowMs: () => number) {
  const count = batchedCounter(countUses, nowMs);
  return class DatabaseBudgetStore {
    private readonly prefix: string;
    private readonly timeWindow: number;

    constructor(given: object = {}) {
      const options = given as StoreOptions;
      const route = options.routeInfo;
      this.prefix = route?.url ? `request:${route.method ?? ''}${route.url}:` : 'request:';
      this.timeWindow = typeof options.timeWindow === 'number' ? options.timeWindow : 60_000;
    }

    /** The plugin passes the window (ms) as a third argument; its types do not declare it. */
    incr(key: string, callback: Callback, timeWindow: number = this.timeWindow) {
      count(`${this.prefix}${key}`, timeWindow, callback);
    }

    child(routeOptions: object) {
      return new DatabaseBudgetStore(routeOptions);
    }
  };
}

/**
 * The Redis client the request budget counts in: commands fail fast rather than queue while Redis
 * is unreachable, so a Redis outage lets requests through (logged) instead of stalling them.
 */
export function budgetRedis(url: string, log: { warn: (obj: object, msg: string) => void }): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
    enableOfflineQueue: false,
  });
  // Without a listener an unreachable Redis would crash the process; it reconnects by itself.
  let warned = 0;
  redis.on('error', (error: Error) => {
    if (Date.now() - warned < 60_000) return;
    warned = Date.now();
    log.warn({ err: error }, 'Redis (request budget) unreachable: requests pass unbudgeted');
  });
  return redis;
}
