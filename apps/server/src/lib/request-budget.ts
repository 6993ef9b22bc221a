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

/** One use of a key within its window: the count so far and when the window began. */
export type CountUse = (
  key: string,
  opts: { now: Date; windowStart: Date },
) => Promise<{ uses: number; windowStartedAt: Date }>;

type Incremented = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Incremented) => void;
type StoreOptions = { timeWindow?: unknown; routeInfo?: { method?: string; url?: string } };

/**
 * A store for @fastify/rate-limit counting in the database: one upsert per API request on a row
 * per key (`request:{ip}`), the window restarting when it has passed. Every node sees the same
 * row, so the budget is the same whichever node answers.
 */
export function databaseBudgetStore(count: CountUse, nowMs: () => number) {
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
      const now = nowMs();
      count(`${this.prefix}${key}`, {
        now: new Date(now),
        windowStart: new Date(now - timeWindow),
      }).then(
        ({ uses, windowStartedAt }) =>
          callback(null, {
            current: uses,
            ttl: Math.max(0, windowStartedAt.getTime() + timeWindow - now),
          }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
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
