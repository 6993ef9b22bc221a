/**
 * BINDERS and POLICIES tabs and book of business benchmark (decision 042; budgets: the tabs p95
 * under 50 ms, the book p95 under 100 ms, with 1,000,000 policies in PostgreSQL). Not a test.
 *   npx tsx bench/policies.ts
 *   DATABASE_URL=postgres://… npx tsx bench/policies.ts
 * Without DATABASE_URL it uses (and creates) the database `bench_policies` on the local
 * PostgreSQL at 127.0.0.1:5432. It migrates and seeds the demo data, then tops the policies up to
 * BENCH_POLICIES (default 1,000,000), each bound from its own BOUND quote, over 250,000 generated
 * insureds and 500 generated agencies (one in eight a UK brokerage, in pounds) — the demo agent's
 * agency holding 2 % — in a realistic status mix (bench/support/policies-data.ts). It then times
 * the services: `searchPolicies` (the BINDERS tab by effective date, paid and needing payment, a
 * company search; the POLICIES tab by end date, open for renewal, company and policy number
 * searches) and `policyBook` (GET /api/policy/v1/book), as provider staff and as the demo agency;
 * prints p50/p95/p99 against the budgets, and EXPLAIN (ANALYZE, BUFFERS) of every case over its
 * budget (BENCH_EXPLAIN=all: of every case). `BENCH_ITERATIONS` sets the samples per case (default
 * 200), `BENCH_CASE_SECONDS` the most seconds a case samples for (default 60, at least 20 samples).
 * The figures are in docs/performance.md ("Binders, policies and the book").
 */
import { createHash } from 'node:crypto';
import { count, eq, inArray, like } from 'drizzle-orm';
import { PolicySearchQuerySchema, type PolicySearchQuery } from '@cyber/domain';
import type { Caller } from '../apps/server/src/context/index.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { policies, quotes } from '../apps/server/src/db/schema/index.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { policyBook } from '../apps/server/src/modules/policies/services/book.ts';
import { searchPolicies } from '../apps/server/src/modules/policies/services/search.ts';
import { openBenchDatabase } from './support/bench-db.ts';
import { explain } from './support/explain.ts';
import { NAME_SEARCHES, ensureDatabase, TARGET, topUp } from './support/policies-data.ts';
import { callerOf, ITERATIONS, time, type Timing } from './support/quotes-data.ts';

const TABS_BUDGET_MS = 50;
const BOOK_BUDGET_MS = 100;
/** A case stops sampling after this many seconds (at least 20 samples): the slowest take seconds. */
const CASE_SECONDS = Number(process.env.BENCH_CASE_SECONDS ?? 60);

/** The ids of `n` generated quotes spread over 1..TARGET (md5('bench-pquote-' || i)::uuid). */
function generatedQuoteIds(n: number) {
  return Array.from({ length: n }, (_, k) => {
    const hex = createHash('md5')
      .update(`bench-pquote-${1 + Math.floor((k * TARGET) / n)}`)
      .digest('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  });
}

type Case = {
  label: string;
  budget: number;
  /** One call through the service; `i` varies the search term. */
  run: (db: Database, i: number) => Promise<unknown>;
};

async function main() {
  const url = await ensureDatabase();
  const { database, db, member } = await openBenchDatabase(url);
  const admin = await member('admin@example.com');
  const agent = await member('agent@example.com');

  const [generated] = await db
    .select({ n: count() })
    .from(quotes)
    .where(like(quotes.quoteNumber, 'QP-%'));
  const have = generated?.n ?? 0;
  if (have < TARGET) {
    console.log(`Generating ${TARGET - have} policies…`);
    await topUp(url, { agencyId: agent.organisationId, agentId: agent.userId }, have);
  }

  const byStatus = await db
    .select({ status: policies.status, n: count() })
    .from(policies)
    .groupBy(policies.status)
    .orderBy(policies.status);
  const [agency] = await db
    .select({ n: count() })
    .from(policies)
    .where(eq(policies.agencyId, agent.organisationId));
  const [pounds] = await db
    .select({ n: count() })
    .from(policies)
    .where(eq(policies.currency, 'GBP'));
  console.log(
    `policies=${byStatus.reduce((sum, s) => sum + s.n, 0)} (the demo agency's ${agency?.n}, ` +
      `in pounds ${pounds?.n}) iterations=${ITERATIONS} budgets p95<${TABS_BUDGET_MS} ms (tabs), ` +
      `<${BOOK_BUDGET_MS} ms (book)\n  ${byStatus.map((s) => `${s.status} ${s.n}`).join(', ')}`,
  );

  // Policy numbers to look up: 40 generated policies spread over the table.
  const numbers = await db
    .select({ n: policies.policyNumber })
    .from(policies)
    .where(inArray(policies.quoteId, generatedQuoteIds(40)));
  if (numbers.length === 0) throw new Error('no generated policies');

  const provider = callerOf(admin, 'COWBELL', ['policy:view']);
  const agencyCaller = callerOf(agent, 'AGENCY', ['quote:view']);
  const tab = (
    caller: Caller,
    input: PolicySearchQuery | ((i: number) => PolicySearchQuery),
  ): Pick<Case, 'run'> => {
    const parsed = (i: number) =>
      PolicySearchQuerySchema.parse(typeof input === 'function' ? input(i) : input);
    return {
      run: (logged, i) => searchPolicies({ db: logged, clock: systemClock }, caller, parsed(i)),
    };
  };
  const book = (caller: Caller): Pick<Case, 'run'> => ({
    run: (logged) => policyBook({ db: logged, clock: systemClock }, caller),
  });
  const byName = (kind: 'BINDERS' | 'POLICIES') => (i: number) => ({
    kind,
    search: NAME_SEARCHES[i % NAME_SEARCHES.length],
  });
  const t = TABS_BUDGET_MS;
  const cases: Case[] = [
    { label: 'provider: binders, first page', budget: t, ...tab(provider, { kind: 'BINDERS' }) },
    {
      label: 'provider: binders, paid',
      budget: t,
      ...tab(provider, { kind: 'BINDERS', payment: 'PAID' }),
    },
    {
      label: 'provider: binders, need payment',
      budget: t,
      ...tab(provider, { kind: 'BINDERS', payment: 'NEED_PAYMENT' }),
    },
    {
      label: 'provider: binders, company search',
      budget: t,
      ...tab(provider, byName('BINDERS')),
    },
    {
      label: 'provider: policies, first page',
      budget: t,
      ...tab(provider, { kind: 'POLICIES' }),
    },
    {
      label: 'provider: policies, open for renewal',
      budget: t,
      ...tab(provider, { kind: 'POLICIES', openForRenewal: 'true' }),
    },
    {
      label: 'provider: policies, company search',
      budget: t,
      ...tab(provider, byName('POLICIES')),
    },
    {
      label: 'provider: policies, policy number search',
      budget: t,
      ...tab(provider, (i) => ({ kind: 'POLICIES', search: numbers[i % numbers.length]!.n })),
    },
    {
      label: 'agency: binders, first page',
      budget: t,
      ...tab(agencyCaller, { kind: 'BINDERS' }),
    },
    {
      label: 'agency: binders, need payment',
      budget: t,
      ...tab(agencyCaller, { kind: 'BINDERS', payment: 'NEED_PAYMENT' }),
    },
    {
      label: 'agency: policies, first page',
      budget: t,
      ...tab(agencyCaller, { kind: 'POLICIES' }),
    },
    {
      label: 'agency: policies, open for renewal',
      budget: t,
      ...tab(agencyCaller, { kind: 'POLICIES', openForRenewal: 'true' }),
    },
    {
      label: 'agency: policies, company search',
      budget: t,
      ...tab(agencyCaller, byName('POLICIES')),
    },
    { label: 'provider: book of business', budget: BOOK_BUDGET_MS, ...book(provider) },
    { label: 'agency: book of business', budget: BOOK_BUDGET_MS, ...book(agencyCaller) },
  ];

  const explainAll = process.env.BENCH_EXPLAIN === 'all';
  console.log('\nTimings');
  const timings: Timing[] = [];
  for (const c of cases) {
    const timing = await time(c.label, (i) => c.run(db, i), {
      budget: c.budget,
      maxSeconds: CASE_SECONDS,
    });
    timings.push(timing);
    if (explainAll || timing.p95 > c.budget) {
      await explain(url, c.label, (logged) => c.run(logged, 0));
      console.log('');
    }
  }

  console.log('\n| Case | Budget (p95) | p50 | p95 | p99 | |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const [n, c] of cases.entries()) {
    const x = timings[n]!;
    console.log(
      `| ${c.label} | ${c.budget} ms | ${x.p50.toFixed(1)} ms | ${x.p95.toFixed(1)} ms | ` +
        `${x.p99.toFixed(1)} ms | ${x.p95 <= c.budget ? 'OK' : 'OVER'} |`,
    );
  }
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
