import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { createMemoryStorage } from '../../src/lib/storage.ts';
import { requestBudgetStoreKind } from '../../src/lib/request-budget.ts';
import { openTestDatabase } from '../helper.ts';

/**
 * The per-IP request budget shared by API nodes (decision 064): two app instances on one database
 * stand for two nodes; the budget they enforce together is the budget of one.
 */

const BUDGET = 6;

async function node(database: DatabaseHandle, env: Record<string, string>) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent-web-dist',
    RATE_LIMIT_PER_MINUTE: String(BUDGET),
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    clock: fixedClock(new Date()),
    logger: false,
    storage: createMemoryStorage(),
  });
  await app.ready();
  return app;
}

/** One budgeted API call from an address. */
const call = (app: FastifyInstance, ip: string) =>
  app.inject({ method: 'GET', url: '/api/auth/v1/env', remoteAddress: ip });

/** Calls alternating between the nodes until one is refused: the answers' codes in order. */
async function untilRefused(nodes: FastifyInstance[], ip: string) {
  const codes: number[] = [];
  for (let i = 0; i < 4 * BUDGET; i += 1) {
    const res = await call(nodes[i % nodes.length]!, ip);
    codes.push(res.statusCode);
    if (res.statusCode === 429) break;
  }
  return codes;
}

describe('which store counts the budget', () => {
  it('Redis when REDIS_URL is set, the database on PostgreSQL, memory on the embedded database, or as told', () => {
    expect(requestBudgetStoreKind({ REDIS_URL: 'redis://cache:6379' })).toBe('redis');
    expect(requestBudgetStoreKind({ DATABASE_URL: 'postgres://db/cyber' })).toBe('database');
    expect(requestBudgetStoreKind({})).toBe('memory');
    expect(
      requestBudgetStoreKind({ RATE_LIMIT_STORE: 'memory', DATABASE_URL: 'postgres://db/cyber' }),
    ).toBe('memory');
  });

  it('RATE_LIMIT_STORE=redis without REDIS_URL is refused at start', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', RATE_LIMIT_STORE: 'redis' })).toThrow(/REDIS_URL/);
  });
});

describe('in the database: two nodes share one budget', () => {
  let database: DatabaseHandle;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    a = await node(database, { RATE_LIMIT_STORE: 'database' });
    b = await node(database, { RATE_LIMIT_STORE: 'database' });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await database.close();
  });

  it('calls spread over both nodes: the budget of one, then both refuse', async () => {
    const codes = await untilRefused([a, b], '198.51.100.7');
    expect(codes.filter((c) => c === 200)).toHaveLength(BUDGET);
    expect(codes.at(-1)).toBe(429);
    expect((await call(a, '198.51.100.7')).statusCode).toBe(429);
    expect((await call(b, '198.51.100.7')).statusCode).toBe(429);
    // another address has its own budget, on either node
    expect((await call(b, '198.51.100.8')).statusCode).toBe(200);
  });

  it('calls at once are counted in batches, each exactly: the budget of one, whatever the burst', async () => {
    // 5 addresses × 3 × BUDGET calls, all in flight together on both nodes: they reach the
    // database as a few multi-key statements, and each address still gets exactly BUDGET.
    const addresses = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4', '203.0.113.5'];
    const answers = await Promise.all(
      addresses.flatMap((ip) =>
        Array.from({ length: 3 * BUDGET }, (_, i) =>
          call(i % 2 === 0 ? a : b, ip).then((res) => ({ ip, status: res.statusCode })),
        ),
      ),
    );
    for (const ip of addresses) {
      const of = answers.filter((answer) => answer.ip === ip);
      expect(of.filter((answer) => answer.status === 200)).toHaveLength(BUDGET);
      expect(of.filter((answer) => answer.status === 429)).toHaveLength(2 * BUDGET);
    }
  });

  it('the refusal says how long to wait', async () => {
    const res = await call(a, '198.51.100.7');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
  });
});

describe('in memory (the embedded database): each node counts its own', () => {
  it('two nodes allow twice the budget: why several nodes need a shared store', async () => {
    const database = await openTestDatabase();
    const a = await node(database, {});
    const b = await node(database, {});
    try {
      const codes = await untilRefused([a, b], '198.51.100.9');
      expect(codes.filter((c) => c === 200)).toHaveLength(2 * BUDGET);
    } finally {
      await a.close();
      await b.close();
      await database.close();
    }
  });
});

/** Whether the local Redis answers (the suite's machine runs one; elsewhere these tests say so). */
async function redisReachable(url: string) {
  const probe = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const hasRedis = await redisReachable(REDIS_URL);

describe.skipIf(!hasRedis)('in Redis: two nodes share one budget', () => {
  let database: DatabaseHandle;
  let a: FastifyInstance;
  let b: FastifyInstance;
  // An address of this run only: Redis outlives the test.
  const ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;

  beforeAll(async () => {
    const cleanup = new Redis(REDIS_URL);
    await cleanup.del(`cyber-budget:${ip}`);
    cleanup.disconnect();
    database = await openTestDatabase();
    a = await node(database, { REDIS_URL });
    b = await node(database, { REDIS_URL });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await database.close();
  });

  it('calls spread over both nodes: the budget of one, then both refuse', async () => {
    const codes = await untilRefused([a, b], ip);
    expect(codes.filter((c) => c === 200)).toHaveLength(BUDGET);
    expect(codes.at(-1)).toBe(429);
    expect((await call(a, ip)).statusCode).toBe(429);
    expect((await call(b, ip)).statusCode).toBe(429);
  });
});

describe('an unreachable Redis lets requests through instead of failing them', () => {
  it('answers 200 with Redis down', async () => {
    const database = await openTestDatabase();
    // A port nothing listens on.
    const a = await node(database, { REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      expect((await call(a, '198.51.100.20')).statusCode).toBe(200);
    } finally {
      await a.close();
      await database.close();
    }
  });
});
