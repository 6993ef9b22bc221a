/**
 * What the quote benchmarks share (bench/quotes-search.ts, bench/uw-inbox.ts): the database
 * `bench_quotes`, the 2,000,000 generated quotes, the timing loop and the callers. Not a test.
 */
import pg from 'pg';
import { ensureBenchDatabase } from './bench-db.ts';
import type { AccountType } from '@cyber/domain';
import type { Caller } from '../../apps/server/src/context/index.ts';
import type { AccessClaims } from '../../apps/server/src/lib/tokens.ts';

export const TARGET = Number(process.env.BENCH_QUOTES ?? 2_000_000);
export const ACCOUNTS = 100_000;
export const AGENCIES = 200;
export const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
export const BUDGET_MS = 50;
const BATCH = 200_000;

/** The demo underwriter: generated quotes in review are theirs. */
export const DEMO_UNDERWRITER_EMAIL = 'underwriter@example.com';

/** DATABASE_URL, else the database `bench_quotes` on the local PostgreSQL (created if missing). */
export const ensureDatabase = () => ensureBenchDatabase('bench_quotes');

/** Generated agencies and insureds (organisations), once. */
export async function generateOrganisations(client: pg.Client) {
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
 * The underwriting columns of generated quote number `i` (SQL expressions) whose generated
 * status is `status`. Only referrals (REFERRED) get them: 9 in 10 a need-by date between
 * 2026-11-01 and 2027-02-28, the others none; 1 in 5 is IN_REVIEW, assigned to the demo
 * underwriter; 1 in 40 of those left REFERRED waits in the senior underwriters' queue (unassigned,
 * as a release above authority leaves it). Hashes rather than `i % n`, so that need-by date,
 * product (i % 4) and the demo agency (i % 50) are independent. The same expressions fill new
 * quotes (topUp) and bring older generated ones up to date (bench/uw-inbox.ts).
 */
export function referralColumns(i: string, status: string) {
  const referred = `${status} = 'REFERRED'`;
  const inReview = `${referred} and abs(hashtext('rv' || ${i})) % 5 = 0`;
  return {
    status: `case when ${inReview} then 'IN_REVIEW' else ${status} end`,
    needByDate: `case when ${referred} and abs(hashtext('nn' || ${i})) % 10 <> 0
      then date '2026-11-01' + abs(hashtext('nb' || ${i})) % 120 end`,
    underwriterUserId: `case when ${inReview}
      then (select id from users where email = '${DEMO_UNDERWRITER_EMAIL}') end`,
    requiresSenior: `${referred} and abs(hashtext('rv' || ${i})) % 5 <> 0
      and abs(hashtext('sr' || ${i})) % 40 = 0`,
  };
}

/**
 * Quotes in SQL, BATCH rows at a time: 2 % for the demo agency (spread over its teams), the rest
 * over the generated agencies; statuses, products and renewals mixed; updated over two years;
 * referrals with need-by dates and assignees (referralColumns).
 */
export async function topUp(url: string, demoAgencyId: string, teamIds: string[], have: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await generateOrganisations(client);
  const teamArray = `array[${teamIds.map((t) => `'${t}'::uuid`).join(',')}]`;
  const uw = referralColumns('i', 'g.status');
  for (let from = have; from < TARGET; from += BATCH) {
    const to = Math.min(TARGET, from + BATCH) - 1;
    const started = performance.now();
    await client.query(`
      insert into quotes (quote_number, account_id, agency_id, team_id, product, status,
        currency, is_renewal, state, "limit", aggregate_limit, deductible, effective_date,
        end_date, expires_on, need_by_date, underwriter_user_id, requires_senior, premium,
        total_premium, coverages, rating_input, rating_result, created_at, updated_at)
      select 'QB-' || lpad(i::text, 9, '0'),
        md5('bench-insured-' || (1 + abs(hashtext('acct' || i)) % ${ACCOUNTS}))::uuid,
        case when i % 50 = 0 then '${demoAgencyId}'::uuid
             else md5('bench-agency-' || (1 + abs(hashtext('ag' || i)) % ${AGENCIES}))::uuid end,
        case when i % 50 = 0 then (${teamArray})[1 + (i / 50) % ${teamIds.length}] else null end,
        (array['P100','P250','P100_PRO','PRIME_CLOUD'])[1 + i % 4],
        ${uw.status},
        'USD', i % 7 = 0, 'CA', 1000000, 1000000, 25000,
        date '2026-01-01' + (i % 365), date '2027-01-01' + (i % 365), date '2026-02-01' + (i % 365),
        ${uw.needByDate}, ${uw.underwriterUserId}, ${uw.requiresSenior},
        100000 + (i % 5000) * 100, 110000 + (i % 5000) * 100, '[]'::jsonb, '{}'::jsonb, '{}'::jsonb,
        now() - (abs(hashtext('c' || i)) % 63000000) * interval '1 second',
        now() - (abs(hashtext('u' || i)) % 63000000) * interval '1 second'
      from generate_series(${from}, ${to}) as i
      cross join lateral (
        select (array['READY','READY','INDICATION','REFERRED','EXPIRED','INVALID','LOST','DECLINED'])[1 + abs(hashtext('st' || i)) % 8] as status
      ) as g`);
    console.log(
      `  generated ${to + 1} quotes (${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
  await client.query('vacuum analyze quotes, organisations');
  await client.end();
}

export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export type Timing = { label: string; p50: number; p95: number; p99: number };

/**
 * Warm-up runs (10, fewer when `maxSeconds` is set and the call is slow), then ITERATIONS timed
 * ones — or as many as fit in `maxSeconds` (at least 20) — and prints (and returns)
 * p50/p95/p99 with the verdict against `budget` (BUDGET_MS unless given).
 */
export async function time(
  label: string,
  run: (i: number) => Promise<unknown>,
  options: { budget?: number; maxSeconds?: number } = {},
): Promise<Timing> {
  const budget = options.budget ?? BUDGET_MS;
  const limitMs = (options.maxSeconds ?? Infinity) * 1000;
  const warmUp = performance.now();
  for (let i = 0; i < 10 && performance.now() - warmUp < limitMs / 10; i++) await run(i);
  const samples: number[] = [];
  const started = performance.now();
  for (let i = 0; i < ITERATIONS; i++) {
    if (samples.length >= 20 && performance.now() - started > limitMs) break;
    const one = performance.now();
    await run(i);
    samples.push(performance.now() - one);
  }
  samples.sort((a, b) => a - b);
  const timing = {
    label,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
  };
  console.log(
    `${label.padEnd(52)} p50=${timing.p50.toFixed(1)} ms  p95=${timing.p95.toFixed(1)} ms  ` +
      `p99=${timing.p99.toFixed(1)} ms  (${samples.length} samples, budget ${budget} ms) ` +
      `${timing.p95 <= budget ? 'OK' : 'OVER BUDGET'}`,
  );
  return timing;
}

/**
 * A caller as the services see it: the user acting in their organisation (of `type`, which is
 * also their own organisation's type) with these permissions.
 */
export const callerOf = (
  row: { userId: string; organisationId: string },
  type: AccountType,
  scopes: string[] = ['quote:view'],
): Caller => ({
  claims: {
    sub: row.userId,
    accountId: row.organisationId,
    accountType: type,
    subscriberType: type,
    scopes,
  } as unknown as AccessClaims,
  actor: {
    userId: row.userId,
    accountId: row.organisationId,
    subscriberAccountId: row.organisationId,
  },
  ctx: { ip: '127.0.0.1', requestId: 'bench' },
});
