/**
 * Account search benchmark (DESIGN §8: p95 under 50 ms for account search with 1,000,000
 * accounts in PostgreSQL). Not a test.
 *   npx tsx bench/account-search.ts
 *   DATABASE_URL=postgres://… npx tsx bench/account-search.ts
 * Without DATABASE_URL it uses (and creates) the database `bench_accounts` on the local
 * PostgreSQL at 127.0.0.1:5432. It migrates and seeds the demo data, then tops the accounts up to
 * BENCH_ACCOUNTS (default 1,000,000) generated insureds — 2 % of them assigned to the demo agent's
 * agency — and times the lookup search (name prefix, state) and the accounts list (first page,
 * contains search) through the services, as provider staff and as the agency. Prints p50/p95/p99.
 */
import { count, eq, like } from 'drizzle-orm';
import pg from 'pg';
import { US_STATES, type AccountType } from '@cyber/domain';
import { prepareDatabase } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { accountProfiles, memberships, users } from '../apps/server/src/db/schema/index.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import type { AccessClaims } from '../apps/server/src/lib/tokens.ts';
import type { Caller } from '../apps/server/src/context/index.ts';
import { listAccounts } from '../apps/server/src/modules/accounts/services/list-accounts.ts';
import { hasPolicyOpenForRenewal } from '../apps/server/src/modules/policies/index.ts';

/** What the app hands the accounts module (app.ts). */
const accountsOptions = { hasPolicyOpenForRenewal };
import { searchAccounts } from '../apps/server/src/modules/accounts/services/search-accounts.ts';

const TARGET = Number(process.env.BENCH_ACCOUNTS ?? 1_000_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const BUDGET_MS = 50;
const BATCH = 100_000;

/** Words the generated names are made of (first word decides the prefix distribution). */
const FIRST = [
  'Acme',
  'Apex',
  'Atlas',
  'Beacon',
  'Birch',
  'Blue',
  'Bright',
  'Cedar',
  'Clear',
  'Coastal',
  'Summit',
  'Copper',
  'Crest',
  'Delta',
  'Eagle',
  'Echo',
  'Evergreen',
  'Falcon',
  'First',
  'Granite',
  'Harbor',
  'Heritage',
  'Horizon',
  'Iron',
  'Keystone',
  'Lake',
  'Liberty',
  'Maple',
  'Meridian',
  'Metro',
  'Mountain',
  'North',
  'Oak',
  'Pacific',
  'Peak',
  'Pine',
  'Pioneer',
  'Prairie',
  'Premier',
  'Quantum',
  'Redwood',
  'River',
  'Rock',
  'Silver',
  'Sterling',
  'Stone',
  'Sun',
  'Union',
  'Valley',
  'Vista',
  'West',
  'Willow',
];
const SECOND = [
  'Dental',
  'Legal',
  'Logistics',
  'Health',
  'Labs',
  'Capital',
  'Partners',
  'Foods',
  'Media',
  'Systems',
  'Clinic',
  'Realty',
  'Builders',
  'Analytics',
  'Motors',
  'Energy',
  'Design',
  'Supply',
  'Consulting',
  'Software',
  'Retail',
  'Farms',
  'Printing',
  'Insurance',
  'Accounting',
];
const SUFFIX = ['LLC', 'Inc', 'Co', 'Group', 'Corp', 'Ltd'];

const sqlArray = (values: readonly string[]) =>
  `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

async function ensureDatabase(): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  const exists = await admin.query(`select 1 from pg_database where datname = 'bench_accounts'`);
  if (exists.rowCount === 0) await admin.query('create database bench_accounts');
  await admin.end();
  return 'postgres://postgres@127.0.0.1:5432/bench_accounts';
}

/** Generates insured accounts in SQL (organisations + account_profiles), BATCH rows at a time. */
async function topUp(url: string, agencyId: string, have: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const states = sqlArray(US_STATES.map((s) => s.code));
  for (let from = have; from < TARGET; from += BATCH) {
    const to = Math.min(TARGET, from + BATCH) - 1;
    const started = performance.now();
    await client.query('begin');
    await client.query(`
      insert into organisations (id, account_type, name, region, status, created_at, updated_at)
      select md5('bench-' || i)::uuid, 'CUSTOMER',
        (${sqlArray(FIRST)})[1 + abs(hashtext('a' || i)) % ${FIRST.length}] || ' ' ||
        (${sqlArray(SECOND)})[1 + abs(hashtext('b' || i)) % ${SECOND.length}] || ' ' ||
        (${sqlArray(SUFFIX)})[1 + abs(hashtext('c' || i)) % ${SUFFIX.length}] || ' ' || i,
        'US', 'ACTIVE', now() - (i % 1000) * interval '1 hour', now()
      from generate_series(${from}, ${to}) as i`);
    await client.query(`
      insert into account_profiles (organisation_id, cbid, account_status, address1, city,
        zip_code, state, country, phone, domain_name, no_of_employees, total_revenue,
        profile_score, created_at, updated_at)
      select md5('bench-' || i)::uuid, 'BN-' || lpad(i::text, 8, '0'), 'OPEN',
        (100 + i % 9000) || ' Main Street', 'Springfield', lpad((i % 99999)::text, 5, '0'),
        (${states})[1 + abs(hashtext('s' || i)) % ${US_STATES.length}], 'USA',
        '(555) 555-' || lpad((i % 10000)::text, 4, '0'), 'bench' || i || '.example.com',
        1 + i % 900, 100000 + (i % 5000) * 10000, 6, now() - (i % 1000) * interval '1 hour',
        now() - (abs(hashtext('u' || i)) % 100000000) * interval '1 second'
      from generate_series(${from}, ${to}) as i`);
    await client.query(
      `insert into agency_accounts (agency_id, account_id, relation)
       select $1, md5('bench-' || i)::uuid, 'ASSIGNED'
       from generate_series(${from}, ${to}) as i where i % 50 = 0`,
      [agencyId],
    );
    await client.query('commit');
    console.log(
      `  generated ${to + 1} accounts (${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
  await client.end();
}

/** What autovacuum does in production: statistics and the visibility map for index-only scans. */
async function vacuum(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('vacuum analyze organisations, account_profiles, agency_accounts');
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
    `${label.padEnd(46)} p50=${percentile(samples, 50).toFixed(1)} ms  p95=${p95.toFixed(1)} ms  ` +
      `p99=${percentile(samples, 99).toFixed(1)} ms  ${p95 <= BUDGET_MS ? 'OK' : 'OVER BUDGET'}`,
  );
}

async function main() {
  const url = await ensureDatabase();
  const database = await openDatabase({ kind: 'postgres', url, max: 4 });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  await prepareDatabase(database, config, systemClock);
  const db = database.db;

  const member = async (email: string) => {
    const [row] = await db
      .select({ userId: users.id, organisationId: memberships.organisationId })
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users.id))
      .where(eq(users.email, email));
    if (!row) throw new Error(`${email} is not seeded`);
    return row;
  };
  const caller = (row: { userId: string; organisationId: string }, type: AccountType): Caller => ({
    claims: {
      sub: row.userId,
      accountId: row.organisationId,
      accountType: type,
      scopes: ['account:manage'],
    } as unknown as AccessClaims,
    actor: {
      userId: row.userId,
      accountId: row.organisationId,
      subscriberAccountId: row.organisationId,
    },
    ctx: { ip: '127.0.0.1', requestId: 'bench' },
  });
  const agent = await member('agent@example.com');
  const admin = await member('admin@example.com');

  const [generated] = await db
    .select({ n: count() })
    .from(accountProfiles)
    .where(like(accountProfiles.cbid, 'BN-%'));
  if ((generated?.n ?? 0) < TARGET) {
    console.log(`Generating ${TARGET - (generated?.n ?? 0)} accounts…`);
    await topUp(url, agent.organisationId, generated?.n ?? 0);
  }
  await vacuum(url);
  const [all] = await db.select({ n: count() }).from(accountProfiles);
  console.log(`accounts=${all?.n} iterations=${ITERATIONS} budget p95<${BUDGET_MS} ms`);

  const deps = { db, clock: systemClock } as Parameters<typeof searchAccounts>[0];
  const prefixes = FIRST.flatMap((w) => [
    w.slice(0, 3),
    w.slice(0, 5),
    `${w} ${SECOND[w.length % SECOND.length]!.slice(0, 2)}`,
  ]);
  const states = US_STATES.map((s) => s.code);
  for (const [who, c] of [
    ['provider', caller(admin, 'COWBELL')],
    ['agency', caller(agent, 'AGENCY')],
  ] as const) {
    await time(`${who}: lookup by name prefix`, (i) =>
      searchAccounts(deps, c, { page: 0, size: 10, search: prefixes[i % prefixes.length]! }),
    );
    await time(`${who}: lookup by state`, (i) =>
      searchAccounts(deps, c, { page: 0, size: 10, state: states[i % states.length]! }),
    );
    await time(`${who}: lookup by name prefix and state`, (i) =>
      searchAccounts(deps, c, {
        page: 0,
        size: 10,
        search: prefixes[i % prefixes.length]!,
        state: states[(i * 7) % states.length]!,
      }),
    );
    await time(`${who}: accounts list, first page by name`, () =>
      listAccounts(deps, accountsOptions, c, { page: 0, size: 25, sort: 'name,asc' } as never),
    );
    await time(`${who}: accounts list, first page by last change`, () =>
      listAccounts(deps, accountsOptions, c, { page: 0, size: 25 } as never),
    );
    await time(`${who}: accounts list, contains search`, (i) =>
      listAccounts(deps, accountsOptions, c, {
        page: 0,
        size: 25,
        search: SECOND[i % SECOND.length]!,
      } as never),
    );
  }
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
