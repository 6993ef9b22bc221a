/**
 * Calculator endpoint benchmark (DESIGN §8: the calculator endpoint at least half the throughput
 * of a bare Fastify JSON route measured in the same run). Not a test.
 *   npx tsx bench/calculator.ts
 *   BENCH_SECONDS=10 BENCH_CONCURRENCY=32 npx tsx bench/calculator.ts
 * Starts the real app (buildApp on an in-memory, migrated and seeded PGlite) and a bare Fastify
 * app with one JSON route, both listening on 127.0.0.1; signs in as the demo agent; then drives
 * each in turn with the same concurrent keep-alive fetch loop for the same duration and prints
 * requests per second of each and the ratio. The calculator requests carry the bearer token, so
 * each one pays for authentication (token and session check), validation and rating.
 */
import Fastify from 'fastify';
import { buildApp, prepareDatabase } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { createMemoryStorage } from '../apps/server/src/lib/storage.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const WARMUP_SECONDS = 1;
const BUDGET_RATIO = 0.5;
const DEMO_PASSWORD = 'CyberDemo!2026';

const INPUT = {
  product: 'P100',
  state: 'TX',
  industryCode: '541511',
  revenue: 5_000_000,
  employees: 40,
  limit: 1_000_000,
  deductible: 25_000,
  effectiveDate: '2026-01-15',
  coverages: [{ key: 'DATA_RESTORATION' }, { key: 'BUSINESS_INTERRUPTION', subLimit: 500_000 }],
  securityAnswers: { mfaEmail: 'YES', incidentResponsePlan: 'NO', isSecurityTraining: 'YES' },
};

type Target = { url: string; headers: Record<string, string>; body: string };

/** CONCURRENCY workers, each sending one request after another for `seconds`. */
async function drive(target: Target, seconds: number) {
  let ok = 0;
  let failed = 0;
  const until = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const res = await fetch(target.url, {
        method: 'POST',
        headers: target.headers,
        body: target.body,
      });
      await res.arrayBuffer();
      if (res.ok) ok++;
      else failed++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = (performance.now() - started) / 1000;
  return { ok, failed, perSecond: ok / elapsed };
}

async function main() {
  const database = await openDatabase({ kind: 'pglite' });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000000',
    WEB_DIST: '/nonexistent-web-dist',
  });
  await prepareDatabase(database, config, systemClock);
  const app = await buildApp({
    config,
    database,
    clock: systemClock,
    logger: false,
    storage: createMemoryStorage(),
  });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/v1/login',
    payload: { username: 'agent@example.com', password: DEMO_PASSWORD },
  });
  if (login.statusCode !== 200)
    throw new Error(`sign-in failed: ${login.statusCode} ${login.body}`);
  const { accessToken } = login.json<{ accessToken: string }>();
  const appAddress = await app.listen({ host: '127.0.0.1', port: 0 });

  const bare = Fastify({ logger: false });
  bare.post('/echo', async () => ({ ok: true, premium: 123_400 }));
  const bareAddress = await bare.listen({ host: '127.0.0.1', port: 0 });

  const body = JSON.stringify(INPUT);
  const json = { 'content-type': 'application/json' };
  const calculator: Target = {
    url: `${appAddress}/api/rater/v1/calculator`,
    headers: { ...json, authorization: `Bearer ${accessToken}` },
    body,
  };
  const bareTarget: Target = { url: `${bareAddress}/echo`, headers: json, body };

  const check = await fetch(calculator.url, {
    method: 'POST',
    headers: calculator.headers,
    body,
  });
  if (!check.ok) throw new Error(`calculator: ${check.status} ${await check.text()}`);

  await drive(bareTarget, WARMUP_SECONDS);
  await drive(calculator, WARMUP_SECONDS);
  const bareRun = await drive(bareTarget, SECONDS);
  const calcRun = await drive(calculator, SECONDS);
  const ratio = calcRun.perSecond / bareRun.perSecond;

  console.log(
    `concurrency ${CONCURRENCY}, ${SECONDS} s each, loopback HTTP, one process (driver included)`,
  );
  console.log(
    `bare Fastify JSON route:  ${bareRun.perSecond.toFixed(0)} req/s (${bareRun.ok} ok, ${bareRun.failed} failed)`,
  );
  console.log(
    `POST /api/rater/v1/calculator: ${calcRun.perSecond.toFixed(0)} req/s (${calcRun.ok} ok, ${calcRun.failed} failed)`,
  );
  console.log(
    `ratio ${ratio.toFixed(2)} — budget ≥ ${BUDGET_RATIO}: ${ratio >= BUDGET_RATIO ? 'PASS' : 'FAIL'}`,
  );

  await bare.close();
  await app.close();
  await database.close();
  if (ratio < BUDGET_RATIO || calcRun.failed > 0) process.exitCode = 1;
}

await main();
