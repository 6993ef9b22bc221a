/**
 * Underwriter's inbox benchmark (decision 040; budget: p95 under 50 ms with 2,000,000 quotes in
 * PostgreSQL). Not a test.
 *   npx tsx bench/uw-inbox.ts
 *   DATABASE_URL=postgres://… npx tsx bench/uw-inbox.ts
 * Without DATABASE_URL it uses (and creates) the database `bench_quotes` on the local PostgreSQL
 * at 127.0.0.1:5432, the one bench/quotes-search.ts uses: it migrates and seeds the demo data and
 * tops the quotes up to BENCH_QUOTES (default 2,000,000) the same way (bench/support/
 * quotes-data.ts). Referrals get need-by dates, some are in review with the demo underwriter and
 * a few wait in the senior queue; quotes generated before that are brought up to date by one
 * UPDATE. It then times `searchInbox` as the provider underwriter (first page, filters, a deep
 * page, newest change first, latest need-by first) and as the demo agent's agency, prints
 * p50/p95/p99, and runs EXPLAIN (ANALYZE, BUFFERS) on the queries of the underwriter's first page
 * and of every case over the budget (BENCH_EXPLAIN=all: of every case).
 */
import { and, count, eq, inArray, isNotNull, isNull, like } from 'drizzle-orm';
import pg from 'pg';
import { InboxQuerySchema, type InboxQuery } from '@cyber/domain';
import type { Caller } from '../apps/server/src/context/index.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { quotes } from '../apps/server/src/db/schema/index.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { searchInbox } from '../apps/server/src/modules/quotes/services/underwriting-detail.ts';
import {
  BUDGET_MS,
  callerOf,
  DEMO_UNDERWRITER_EMAIL,
  ensureDatabase,
  ITERATIONS,
  referralColumns,
  TARGET,
  time,
  topUp,
  type Timing,
} from './support/quotes-data.ts';
import { openBenchDatabase } from './support/bench-db.ts';
import { explain } from './support/explain.ts';

const LIVE_REFERRAL = `deleted_at is null and status in ('REFERRED','IN_REVIEW')`;

/**
 * Quotes generated before referrals had need-by dates and assignees: one UPDATE gives their
 * referrals what topUp gives new ones (referralColumns), when no generated live referral has a
 * need-by date yet (the demo seed's own referrals have theirs, so they do not count).
 */
async function topUpReferrals(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const done = await client.query(
    `select 1 from quotes where ${LIVE_REFERRAL} and need_by_date is not null
       and quote_number like 'QB-%' limit 1`,
  );
  if (done.rowCount === 0) {
    const started = performance.now();
    const uw = referralColumns(`substring(quote_number from 4)::int`, 'status');
    const updated = await client.query(`
      update quotes set status = ${uw.status}, need_by_date = ${uw.needByDate},
        underwriter_user_id = ${uw.underwriterUserId}, requires_senior = ${uw.requiresSenior}
      where quote_number like 'QB-%' and status = 'REFERRED' and deleted_at is null`);
    await client.query('vacuum analyze quotes');
    console.log(
      `Gave ${updated.rowCount} generated referrals need-by dates and assignees ` +
        `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
  await client.end();
}

async function main() {
  const url = await ensureDatabase();
  const { database, db, member } = await openBenchDatabase(url);
  const underwriter = await member(DEMO_UNDERWRITER_EMAIL);
  const agent = await member('agent@example.com');

  const [generated] = await db
    .select({ n: count() })
    .from(quotes)
    .where(like(quotes.quoteNumber, 'QB-%'));
  if ((generated?.n ?? 0) < TARGET) {
    console.log(`Generating ${TARGET - (generated?.n ?? 0)} quotes…`);
    const agencyTeams = await db
      .select({ id: schema.teams.id })
      .from(schema.teams)
      .where(eq(schema.teams.organisationId, agent.organisationId));
    if (agencyTeams.length === 0) throw new Error('the agent has no team');
    await topUp(
      url,
      agent.organisationId,
      agencyTeams.map((t) => t.id),
      generated?.n ?? 0,
    );
  }
  await topUpReferrals(url);

  const live = and(isNull(quotes.deletedAt), inArray(quotes.status, ['REFERRED', 'IN_REVIEW']));
  const [all] = await db.select({ n: count() }).from(quotes);
  const [inbox] = await db.select({ n: count() }).from(quotes).where(live);
  const [dated] = await db
    .select({ n: count() })
    .from(quotes)
    .where(and(live, isNotNull(quotes.needByDate)));
  const [mine] = await db
    .select({ n: count() })
    .from(quotes)
    .where(and(live, eq(quotes.underwriterUserId, underwriter.userId)));
  const [agency] = await db
    .select({ n: count() })
    .from(quotes)
    .where(and(live, eq(quotes.agencyId, agent.organisationId)));
  const [senior] = await db
    .select({ n: count() })
    .from(quotes)
    .where(and(live, eq(quotes.requiresSenior, true)));
  console.log(
    `quotes=${all?.n} inbox=${inbox?.n} (need-by ${dated?.n}, the underwriter's ${mine?.n}, ` +
      `senior queue ${senior?.n}, the agent's agency ${agency?.n}) iterations=${ITERATIONS} ` +
      `budget p95<${BUDGET_MS} ms`,
  );

  const deps = { db, clock: systemClock };
  const uwCaller = callerOf(underwriter, 'COWBELL', ['quote:view', 'quote:underwrite']);
  const agencyCaller = callerOf(agent, 'AGENCY', ['quote:view']);
  const cases: [string, Caller, InboxQuery][] = [
    ['underwriter: first page (need-by asc)', uwCaller, {}],
    ['underwriter: status IN_REVIEW', uwCaller, { status: 'IN_REVIEW' }],
    ['underwriter: assigned to me', uwCaller, { assignee: 'ME' }],
    ['underwriter: unassigned', uwCaller, { assignee: 'UNASSIGNED' }],
    ['underwriter: product P250', uwCaller, { product: 'P250' }],
    ['underwriter: state CA', uwCaller, { state: 'CA' }],
    ['underwriter: senior queue', uwCaller, { seniorQueue: 'true' }],
    ['underwriter: page 50', uwCaller, { page: 50 }],
    ['underwriter: newest change first', uwCaller, { sort: 'modified,desc' }],
    ['underwriter: latest need-by first', uwCaller, { sort: 'needByDate,desc' }],
    ['agency: first page', agencyCaller, {}],
  ];
  const explainAll = process.env.BENCH_EXPLAIN === 'all';
  const timings: Timing[] = [];
  for (const [n, [label, caller, input]] of cases.entries()) {
    const query = InboxQuerySchema.parse(input);
    const timing = await time(label, () => searchInbox(deps, caller, query));
    timings.push(timing);
    if (n === 0 || explainAll || timing.p95 > BUDGET_MS) {
      await explain(url, label, (logged) =>
        searchInbox({ db: logged, clock: systemClock }, caller, query),
      );
      console.log('');
    }
  }

  console.log('\n| Case | p50 | p95 | p99 |\n| --- | --- | --- | --- |');
  for (const t of timings) {
    console.log(
      `| ${t.label} | ${t.p50.toFixed(1)} ms | ${t.p95.toFixed(1)} ms | ${t.p99.toFixed(1)} ms |`,
    );
  }
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
