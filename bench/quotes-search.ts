/**
 * QUOTES tab benchmark (issue budget: p95 under 50 ms with 2,000,000 quotes in PostgreSQL). Not a
 * test.
 *   npx tsx bench/quotes-search.ts
 *   DATABASE_URL=postgres://… npx tsx bench/quotes-search.ts
 * Without DATABASE_URL it uses (and creates) the database `bench_quotes` on the local PostgreSQL
 * at 127.0.0.1:5432. It migrates and seeds the demo data, then tops the quotes up to BENCH_QUOTES
 * (default 2,000,000) over 100,000 generated insureds and 200 generated agencies — the demo
 * agent's agency holding 2 % of them, spread over its teams — and times the QUOTES tab search
 * through the service as the agent (my agency, current team, all my teams, with the quote-type
 * and status-group filters, a company/quote-number search and a deep page) and as provider
 * staff. Prints p50/p95/p99.
 */
import { and, count, eq, like } from 'drizzle-orm';
import pg from 'pg';
import type { AccountType } from '@cyber/domain';
import { prepareDatabase } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import {
  membershipTeams,
  memberships,
  quotes,
  teams,
  users,
} from '../apps/server/src/db/schema/index.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import type { AccessClaims } from '../apps/server/src/lib/tokens.ts';
import type { Caller, QuotesDeps } from '../apps/server/src/modules/quotes/quotes.context.ts';
import { searchQuotes } from '../apps/server/src/modules/quotes/services/search-quotes.ts';

const TARGET = Number(process.env.BENCH_QUOTES ?? 2_000_000);
const ACCOUNTS = 100_000;
const AGENCIES = 200;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const BUDGET_MS = 50;
const BATCH = 200_000;

async function ensureDatabase(): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  const exists = await admin.query(`select 1 from pg_database where datname = 'bench_quotes'`);
  if (exists.rowCount === 0) await admin.query('create database bench_quotes');
  await admin.end();
  return 'postgres://postgres@127.0.0.1:5432/bench_quotes';
}

/** Generated agencies and insureds (organisations), once. */
async function generateOrganisations(client: pg.Client) {
  await client.query(`
    insert into organisations (id, account_type, name, region, status, agency_kind, created_at, updated_at)
    select md5('bench-agency-' || i)::uuid, 'AGENCY', 'Bench Agency ' || i, 'US', 'ACTIVE',
      'RETAIL', now(), now()
    from generate_series(1, ${AGENCIES}) as i
    on conflict do nothing`);
  await client.query(`
    insert into organisations (id, account_type, name, region, status, created_at, updated_at)
    select md5('bench-insured-' || i)::uuid, 'CUSTOMER',
      (array['Acme','Apex','Atlas','Beacon','Cedar','Delta','Eagle','Harbor','Summit','Valley'])[1 + i % 10]
        || ' ' || (array['Dental','Legal','Labs','Media','Systems','Clinic','Foods','Motors'])[1 + (i / 10) % 8]
        || ' ' || i,
      'US', 'ACTIVE', now(), now()
    from generate_series(1, ${ACCOUNTS}) as i
    on conflict do nothing`);
}

/**
 * Quotes in SQL, BATCH rows at a time: 2 % for the demo agency (spread over its teams), the rest
 * over the generated agencies; statuses, products and renewals mixed; updated over two years.
 */
async function topUp(url: string, demoAgencyId: string, teamIds: string[], have: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await generateOrganisations(client);
  const teamArray = `array[${teamIds.map((t) => `'${t}'::uuid`).join(',')}]`;
  for (let from = have; from < TARGET; from += BATCH) {
    const to = Math.min(TARGET, from + BATCH) - 1;
    const started = performance.now();
    await client.query(`
      insert into quotes (quote_number, account_id, agency_id, team_id, product, status,
        currency, is_renewal, state, "limit", aggregate_limit, deductible, effective_date,
        end_date, expires_on, premium, total_premium, coverages, rating_input, rating_result,
        created_at, updated_at)
      select 'QB-' || lpad(i::text, 9, '0'),
        md5('bench-insured-' || (1 + abs(hashtext('acct' || i)) % ${ACCOUNTS}))::uuid,
        case when i % 50 = 0 then '${demoAgencyId}'::uuid
             else md5('bench-agency-' || (1 + abs(hashtext('ag' || i)) % ${AGENCIES}))::uuid end,
        case when i % 50 = 0 then (${teamArray})[1 + (i / 50) % ${teamIds.length}] else null end,
        (array['P100','P250','P100_PRO','PRIME_CLOUD'])[1 + i % 4],
        (array['READY','READY','INDICATION','REFERRED','EXPIRED','INVALID','LOST','DECLINED'])[1 + abs(hashtext('st' || i)) % 8],
        'USD', i % 7 = 0, 'CA', 1000000, 1000000, 25000,
        date '2026-01-01' + (i % 365), date '2027-01-01' + (i % 365), date '2026-02-01' + (i % 365),
        100000 + (i % 5000) * 100, 110000 + (i % 5000) * 100, '[]'::jsonb, '{}'::jsonb, '{}'::jsonb,
        now() - (abs(hashtext('c' || i)) % 63000000) * interval '1 second',
        now() - (abs(hashtext('u' || i)) % 63000000) * interval '1 second'
      from generate_series(${from}, ${to}) as i`);
    console.log(
      `  generated ${to + 1} quotes (${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
  await client.query('vacuum analyze quotes, organisations');
  await client.end();
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function time(label: string, run: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 10; i++) await run(i); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const started = performance.now();
    await run(i);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const p95 = percentile(samples, 95);
  console.log(
    `${label.padEnd(52)} p50=${percentile(samples, 50).toFixed(1)} ms  p95=${p95.toFixed(1)} ms  ` +
      `p99=${percentile(samples, 99).toFixed(1)} ms  ${p95 <= BUDGET_MS ? 'OK' : 'OVER BUDGET'}`,
  );
}

async function main() {
  const url = await ensureDatabase();
  const database = await openDatabase({ kind: 'postgres', url, max: 4 });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  await prepareDatabase(database, config, systemClock);
  const db = database.db;

  const [agent] = await db
    .select({ userId: users.id, organisationId: memberships.organisationId, mid: memberships.id })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(users.email, 'agent@example.com'));
  const [admin] = await db
    .select({ userId: users.id, organisationId: memberships.organisationId })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(users.email, 'admin@example.com'));
  if (!agent || !admin) throw new Error('demo users are not seeded');
  const agencyTeams = await db
    .select({ id: teams.id })
    .from(teams)
    .where(eq(teams.organisationId, agent.organisationId));
  const myTeams = await db
    .select({ id: membershipTeams.teamId })
    .from(membershipTeams)
    .where(eq(membershipTeams.membershipId, agent.mid));
  if (agencyTeams.length === 0 || myTeams.length === 0) throw new Error('the agent has no team');

  const [generated] = await db
    .select({ n: count() })
    .from(quotes)
    .where(and(like(quotes.quoteNumber, 'QB-%')));
  if ((generated?.n ?? 0) < TARGET) {
    console.log(`Generating ${TARGET - (generated?.n ?? 0)} quotes…`);
    await topUp(
      url,
      agent.organisationId,
      agencyTeams.map((t) => t.id),
      generated?.n ?? 0,
    );
  }
  const [all] = await db.select({ n: count() }).from(quotes);
  const [mine] = await db
    .select({ n: count() })
    .from(quotes)
    .where(eq(quotes.agencyId, agent.organisationId));
  console.log(
    `quotes=${all?.n} (agent's agency ${mine?.n}) iterations=${ITERATIONS} budget p95<${BUDGET_MS} ms`,
  );

  const caller = (row: { userId: string; organisationId: string }, type: AccountType): Caller => ({
    claims: {
      sub: row.userId,
      accountId: row.organisationId,
      accountType: type,
      scopes: ['quote:view'],
    } as unknown as AccessClaims,
    actor: {
      userId: row.userId,
      accountId: row.organisationId,
      subscriberAccountId: row.organisationId,
    },
  });
  const deps = { db, clock: systemClock } as unknown as QuotesDeps;
  const agentCaller = caller(agent, 'AGENCY');
  const adminCaller = caller(admin, 'COWBELL');
  const page = { page: 0, size: 20 } as const;
  const groups = ['ACTIVE', 'INVALID', 'LOST', 'DECLINED'] as const;

  await time('agent: my agency, first page', () =>
    searchQuotes(deps, agentCaller, { ...page, teamScope: 'AGENCY' }),
  );
  await time('agent: current team, first page', () =>
    searchQuotes(deps, agentCaller, { ...page, teamScope: 'CURRENT_TEAM', teamId: myTeams[0]!.id }),
  );
  await time('agent: all my teams, first page', () =>
    searchQuotes(deps, agentCaller, { ...page, teamScope: 'MY_TEAMS' }),
  );
  await time('agent: my agency, status group', (i) =>
    searchQuotes(deps, agentCaller, { ...page, statusGroup: groups[i % groups.length]! }),
  );
  await time('agent: my agency, renewals', () =>
    searchQuotes(deps, agentCaller, { ...page, quoteType: 'RENEWAL' }),
  );
  await time('agent: my agency, renewals in a status group', (i) =>
    searchQuotes(deps, agentCaller, {
      ...page,
      quoteType: 'RENEWAL',
      statusGroup: groups[i % groups.length]!,
    }),
  );
  await time('agent: quote number search', (i) =>
    searchQuotes(deps, agentCaller, {
      ...page,
      search: `QB-${String((i % 40) * 50).padStart(9, '0')}`,
    }),
  );
  await time('agent: page 50', () => searchQuotes(deps, agentCaller, { page: 50, size: 20 }));
  await time('provider: all quotes, first page', () => searchQuotes(deps, adminCaller, page));
  await time('provider: status group, first page', (i) =>
    searchQuotes(deps, adminCaller, { ...page, statusGroup: groups[i % groups.length]! }),
  );
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
