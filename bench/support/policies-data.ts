/**
 * The data of bench/policies.ts: the database `bench_policies` and its generated binders and
 * policies, each with the BOUND quote it was bound from. Not a test.
 */
import pg from 'pg';
import { ensureBenchDatabase } from './bench-db.ts';

export const TARGET = Number(process.env.BENCH_POLICIES ?? 1_000_000);
/** Generated producing agencies: one in eight is a UK brokerage (pounds, UK products). */
export const AGENCIES = 500;
/** Generated insureds (named insureds of the policies). */
export const INSUREDS = 250_000;
const BATCH = 100_000;

/** DATABASE_URL, else the database `bench_policies` on the local PostgreSQL (created if missing). */
export const ensureDatabase = () => ensureBenchDatabase('bench_policies');

const FIRST = [
  'Acme', 'Apex', 'Atlas', 'Beacon', 'Birch', 'Blue', 'Bright', 'Cedar', 'Clear', 'Coastal',
  'Summit', 'Copper', 'Crest', 'Delta', 'Eagle', 'Echo', 'Evergreen', 'Falcon', 'First',
  'Granite', 'Harbor', 'Heritage', 'Horizon', 'Iron', 'Keystone', 'Lake', 'Liberty', 'Maple',
  'Meridian', 'Metro', 'Mountain', 'North', 'Oak', 'Pacific', 'Peak', 'Pine', 'Pioneer',
  'Prairie', 'Premier', 'Quantum', 'Redwood', 'River', 'Rock', 'Silver', 'Sterling', 'Stone',
  'Sun', 'Union', 'Valley', 'Vista', 'West', 'Willow',
]; // prettier-ignore
const SECOND = [
  'Dental', 'Legal', 'Logistics', 'Health', 'Labs', 'Capital', 'Partners', 'Foods', 'Media',
  'Systems', 'Clinic', 'Realty', 'Builders', 'Analytics', 'Motors', 'Energy', 'Design', 'Supply',
  'Consulting', 'Software', 'Retail', 'Farms', 'Printing', 'Insurance', 'Accounting',
]; // prettier-ignore
const SUFFIX = ['LLC', 'Inc', 'Co', 'Group', 'Corp', 'Ltd'];

/** Two-word name starts the search cases use: each names about 1 in 1,300 of the policies. */
export const NAME_SEARCHES = FIRST.slice(0, 20).map((f, n) => `${f} ${SECOND[n % SECOND.length]}`);

const sqlArray = (values: readonly string[]) =>
  `(array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}])`;

/** The name of generated insured number `k` (SQL): 7,800 distinct names, each ~32 insureds. */
const insuredName = (k: string) =>
  `${sqlArray(FIRST)}[1 + ${k} % ${FIRST.length}] || ' ' ||
   ${sqlArray(SECOND)}[1 + (${k} / ${FIRST.length}) % ${SECOND.length}] || ' ' ||
   ${sqlArray(SUFFIX)}[1 + (${k} / ${FIRST.length * SECOND.length}) % ${SUFFIX.length}]`;

/**
 * The status mix, in hundredths (sums to 100): mostly in force and expired, then issued,
 * renewed, bound; binders (BOUND, BINDER EXPIRED, RESCIND) are 1 in 10.
 */
const STATUS_MIX: [string, number][] = [
  ['IN FORCE', 38],
  ['EXPIRED', 30],
  ['ISSUED', 6],
  ['RENEWED', 5],
  ['BOUND', 5],
  ['CANCELLED', 4],
  ['BINDER EXPIRED', 3],
  ['RESCIND', 2],
  ['FLAT CANCELLED', 2],
  ['CANCEL REQUESTED', 1],
  ['CANCEL PENDING', 1],
  ['IN REINSTATEMENT PERIOD', 1],
  ['VOID', 1],
  ['CANCEL TRANSACTION', 1],
];

function statusCase(bucket: string) {
  let upTo = 0;
  const arms = STATUS_MIX.map(([status, share]) => {
    upTo += share;
    return `when ${bucket} < ${upTo} then '${status}'`;
  });
  return `case ${arms.join(' ')} end`;
}

/**
 * Generated policies `from`..`to` (SQL, one row each, every column the quote and the policy
 * need), relative to today: in force for up to a year, issued to start within 60 days, expired
 * and renewed over the four years before, cancelled over the last two; binders bound within 30
 * days, expired and rescinded ones over the last two years. 2 % (i % 50 = 0) are the demo
 * agency's, bound by the demo agent; the rest spread over AGENCIES agencies, the UK ones' in
 * pounds. Hashes rather than `i % n`, so status, dates, agency and insured are independent.
 */
function generated(from: number, to: number, demo: { agencyId: string; agentId: string }) {
  return `
    select i, st.status, r.region, r.region = 'UK' as uk,
      case when r.region = 'UK' then 'GBP' else 'USD' end as currency,
      case when r.region = 'UK'
        then (array['P_ONE','P_ONE_PLUS','PRIME_ONE_TECH','PRIME_ONE_TECH_PLUS'])[1 + i % 4]
        else (array['P100','P250','P100_PRO','PRIME_CLOUD'])[1 + i % 4] end as product,
      md5('bench-pquote-' || i)::uuid as quote_id,
      'QP-' || lpad(i::text, 9, '0') as quote_number,
      md5('bench-pinsured-' || h.k)::uuid as account_id,
      ${insuredName('h.k')} as named_insured,
      case when r.demo then '${demo.agencyId}'::uuid
        else md5('bench-pagency-' || h.j)::uuid end as agency_id,
      case when r.demo then (select name from organisations where id = '${demo.agencyId}')
        else 'Bench Policy Agency ' || h.j end as agency_name,
      case when r.demo then '${demo.agentId}'::uuid end as agent_user_id,
      (array[250000, 500000, 1000000, 2000000, 3000000])[1 + (h.d / 7) % 5] as "limit",
      (array[2500, 5000, 10000, 25000])[1 + (h.d / 11) % 4] as deductible,
      m.premium, m.mga_fee, m.surplus_lines_tax, m.stamping_fee,
      m.premium + m.mga_fee + m.surplus_lines_tax + m.stamping_fee as total_premium,
      e.eff as effective_date, (e.eff + interval '1 year')::date as end_date,
      b.bound::timestamptz + interval '15 hours' as bound_at, b.bound + 30 as binder_expires_on,
      case when st.status not in ('BOUND','BINDER EXPIRED','RESCIND')
        then b.bound::timestamptz + interval '1 day 10 hours' end as issued_at,
      case
        when st.status = 'BOUND' then case when h.pay < 30 then 'Paid' else 'Unpaid' end
        when st.status in ('BINDER EXPIRED','RESCIND') then case when h.pay < 10 then 'Paid' else 'Unpaid' end
        when h.pay < 90 then 'Paid' when h.pay < 95 then 'Processed' when h.pay < 99 then 'Unpaid'
        else 'Failed' end as payment_status
    from generate_series(${from}, ${to}) as i
    cross join lateral (
      select abs(hashtext('pst' || i)) % 100 as s, abs(hashtext('pd' || i)) as d,
        1 + abs(hashtext('pag' || i)) % ${AGENCIES} as j,
        1 + abs(hashtext('pac' || i)) % ${INSUREDS} as k, abs(hashtext('pay' || i)) % 100 as pay
    ) as h
    cross join lateral (select ${statusCase('h.s')} as status) as st
    cross join lateral (
      select i % 50 = 0 as demo,
        case when i % 50 <> 0 and h.j % 8 = 0 then 'UK' else 'US' end as region
    ) as r
    cross join lateral (
      select case
        when st.status in ('IN FORCE','CANCEL REQUESTED','CANCEL PENDING','IN REINSTATEMENT PERIOD')
          then current_date - (h.d % 365)
        when st.status = 'ISSUED' then current_date + 1 + h.d % 60
        when st.status in ('EXPIRED','RENEWED') then current_date - 366 - h.d % 1460
        when st.status = 'BOUND' then current_date - 10 + h.d % 70
        when st.status in ('BINDER EXPIRED','RESCIND') then current_date - 40 - h.d % 700
        else current_date - h.d % 730 end as eff
    ) as e
    cross join lateral (
      select case when st.status = 'BOUND' then current_date - (h.d / 70) % 30
        else e.eff - 1 - (h.d / 4000) % 30 end as bound
    ) as b
    cross join lateral (
      select 50000 + (h.d / 13) % 2000000 as premium,
        case when r.region = 'UK' then 0 else 15000 end as mga_fee,
        case when r.region = 'UK' then 0 else ((50000 + (h.d / 13) % 2000000) * 3) / 100 end
          as surplus_lines_tax,
        case when r.region = 'UK' then 0 else (50000 + (h.d / 13) % 2000000) / 500 end
          as stamping_fee
    ) as m`;
}

/** Generated agencies and insureds (organisations), once. */
async function generateOrganisations(client: pg.Client) {
  await client.query(`
    insert into organisations (id, account_type, name, region, status, agency_kind, created_at, updated_at)
    select md5('bench-pagency-' || j)::uuid, 'AGENCY', 'Bench Policy Agency ' || j,
      case when j % 8 = 0 then 'UK' else 'US' end, 'ACTIVE', 'RETAIL', now(), now()
    from generate_series(1, ${AGENCIES}) as j
    on conflict do nothing`);
  await client.query(`
    insert into organisations (id, account_type, name, region, status, created_at, updated_at)
    select md5('bench-pinsured-' || k)::uuid, 'CUSTOMER', ${insuredName('k')}, 'US', 'ACTIVE',
      now(), now()
    from generate_series(1, ${INSUREDS}) as k
    on conflict do nothing`);
}

/**
 * Tops the generated policies up from `have` to TARGET, BATCH at a time: each batch inserts its
 * BOUND quotes (`QP-…`) and their binders and policies in one transaction, so the number of
 * `QP-` quotes is the number of generated policies. Then vacuums and analyses.
 */
export async function topUp(
  url: string,
  demo: { agencyId: string; agentId: string },
  have: number,
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await generateOrganisations(client);
  for (let from = have + 1; from <= TARGET; from += BATCH) {
    const to = Math.min(TARGET, from + BATCH - 1);
    const started = performance.now();
    const rows = generated(from, to, demo);
    await client.query('begin');
    await client.query(`
      insert into quotes (id, quote_number, account_id, agency_id, agent_user_id, product, status,
        currency, state, "limit", aggregate_limit, deductible, effective_date, end_date,
        expires_on, premium, mga_fee, surplus_lines_tax, stamping_fee, total_premium, coverages,
        rating_input, rating_result, created_by, created_at, updated_at)
      select quote_id, quote_number, account_id, agency_id, agent_user_id, product, 'BOUND',
        currency, case when uk then null else 'CA' end, "limit", "limit", deductible,
        effective_date, end_date, (bound_at - interval '1 day')::date + 30, premium, mga_fee,
        surplus_lines_tax, stamping_fee, total_premium, '[]'::jsonb, '{}'::jsonb, '{}'::jsonb,
        agent_user_id, bound_at - interval '2 days', bound_at
      from (${rows}) as g`);
    await client.query(`
      insert into policies (policy_number, quote_id, account_id, agency_id, named_insured,
        agency_name, agent_user_id, product, status, currency, region, "limit", deductible,
        premium, mga_fee, surplus_lines_tax, stamping_fee, total_premium, effective_date,
        end_date, payment_status, bound_at, bound_by, binder_expires_on, issued_at, created_at,
        updated_at)
      select 'CYB-' || region || '-' || extract(year from bound_at)::int || '-'
          || lpad((1000000 + i)::text, 7, '0'),
        quote_id, account_id, agency_id, named_insured, agency_name, agent_user_id, product,
        status, currency, region, "limit", deductible, premium, mga_fee, surplus_lines_tax,
        stamping_fee, total_premium, effective_date, end_date, payment_status, bound_at,
        agent_user_id, binder_expires_on, issued_at, bound_at, coalesce(issued_at, bound_at)
      from (${rows}) as g`);
    await client.query('commit');
    console.log(
      `  generated ${to} policies (${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
  const started = performance.now();
  await client.query('vacuum analyze quotes, policies, organisations');
  console.log(`  vacuum analyze (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  await client.end();
}
