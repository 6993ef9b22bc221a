/**
 * Billing search benchmark (the billing issue: `GET /api/billing/v1/search` p95 under 50 ms at
 * 1,000,000 invoices in PostgreSQL). Not a test.
 *   npx tsx bench/billing.ts
 *   DATABASE_URL=postgres://… npx tsx bench/billing.ts
 * It shares the database `bench_policies` (and its generated policies) with bench/policies.ts:
 * it tops the policies up to BENCH_POLICIES (default 1,000,000) as that bench does, then gives
 * every generated policy its binder's invoice `{policyNumber}-01` with the invoice's journal —
 * the receivable debited, premium, MGA fee, surplus lines tax and stamping fee credited — and,
 * for the policies whose payment status is Paid, the payment's journal settling it (so the
 * search's "still owed" reads real ledger entries), then vacuums and analyses. It times
 * `searchInvoices` as provider staff and as the demo agency: the first page (newest first), by
 * due date, a policy-number search, an invoice-number search and a company search, printing
 * p50/p95/p99 against the 50 ms budget. `BENCH_ITERATIONS` sets the samples per case (default
 * 200).
 */
import { count, like, sql } from 'drizzle-orm';
import pg from 'pg';
import { BillingSearchQuerySchema, type BillingSearchQuery } from '@cyber/domain';
import { invoices, quotes } from '../apps/server/src/db/schema/index.ts';
import { searchInvoices } from '../apps/server/src/modules/billing/services/invoices.ts';
import { openBenchDatabase } from './support/bench-db.ts';
import { NAME_SEARCHES, ensureDatabase, TARGET, topUp } from './support/policies-data.ts';
import { callerOf, time, type Timing } from './support/quotes-data.ts';

const BUDGET_MS = 50;

/** Invoices, their journals and entries for the generated policies without one, in one go. */
async function invoiceGenerated(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  const step = async (label: string, query: string) => {
    const one = performance.now();
    const res = await client.query(query);
    console.log(
      `  ${label}: ${res.rowCount} rows (${((performance.now() - one) / 1000).toFixed(1)} s)`,
    );
  };
  const policiesWithout = `
    select p.* from policies p join quotes q on q.id = p.quote_id
    where q.quote_number like 'QP-%'
      and not exists (select 1 from invoices i where i.policy_id = p.id)`;
  await client.query('begin');
  await client.query(`create temporary table bench_todo on commit drop as ${policiesWithout}`);
  await step(
    'invoice journals',
    `insert into ledger_journals (id, kind, policy_id, currency, memo, created_at)
     select md5('bench-ij-' || id)::uuid, 'INVOICE', id, currency, 'Binder', bound_at from bench_todo`,
  );
  await step(
    'invoices',
    `insert into invoices (id, invoice_number, policy_id, account_id, agency_id, journal_id,
       policy_number, company_name, agency_name, product, kind, currency, premium, broker_fee,
       mga_fee, surplus_lines_tax, stamping_fee, premium_tax, total, commission,
       commission_rate_bps, due_date, created_at)
     select md5('bench-inv-' || id)::uuid, policy_number || '-01', id, account_id, agency_id,
       md5('bench-ij-' || id)::uuid, policy_number, named_insured, agency_name, product,
       'NEW_BUSINESS', currency, premium, 0, mga_fee, surplus_lines_tax, stamping_fee, 0,
       total_premium, 0, 0, (bound_at + interval '30 days')::date, bound_at
     from bench_todo`,
  );
  await step(
    'invoice entries',
    `insert into ledger_entries (journal_id, ledger_account, policy_id, account_id, agency_id,
       invoice_id, currency, amount, created_at)
     select md5('bench-ij-' || t.id)::uuid, l.account, t.id, t.account_id, t.agency_id,
       case when l.account = 'RECEIVABLE' then md5('bench-inv-' || t.id)::uuid end,
       t.currency, l.amount, t.bound_at
     from bench_todo t
     cross join lateral (values
       ('RECEIVABLE', t.total_premium), ('WRITTEN_PREMIUM', -t.premium),
       ('MGA_FEE', -t.mga_fee), ('SURPLUS_LINES_TAX', -t.surplus_lines_tax),
       ('STAMPING_FEE', -t.stamping_fee)) as l(account, amount)
     where l.amount <> 0`,
  );
  await step(
    'payment journals',
    `insert into ledger_journals (id, kind, policy_id, currency, memo, created_at)
     select md5('bench-pj-' || id)::uuid, 'PAYMENT', id, currency, 'Payment',
       bound_at + interval '5 days'
     from bench_todo where payment_status = 'Paid'`,
  );
  await step(
    'payment entries',
    `insert into ledger_entries (journal_id, ledger_account, policy_id, account_id, agency_id,
       invoice_id, currency, amount, created_at)
     select md5('bench-pj-' || t.id)::uuid, l.account, t.id, t.account_id, t.agency_id,
       case when l.account = 'RECEIVABLE' then md5('bench-inv-' || t.id)::uuid end,
       t.currency, l.amount, t.bound_at + interval '5 days'
     from bench_todo t
     cross join lateral (values ('CASH', t.total_premium), ('RECEIVABLE', -t.total_premium))
       as l(account, amount)
     where t.payment_status = 'Paid'`,
  );
  await client.query('commit');
  await client.query('vacuum analyze invoices, ledger_entries, ledger_journals');
  console.log(`  invoiced in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await client.end();
}

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
  console.log('Invoicing the generated policies…');
  await invoiceGenerated(url);
  const [total] = await db.select({ n: count() }).from(invoices);
  const [agency] = await db
    .select({ n: count() })
    .from(invoices)
    .where(sql`${invoices.agencyId} = ${agent.organisationId}`);
  const sample = await db
    .select({ policyNumber: invoices.policyNumber, invoiceNumber: invoices.invoiceNumber })
    .from(invoices)
    .where(like(invoices.policyNumber, 'CYB-%-10%'))
    .limit(50);
  console.log(`${total?.n} invoices; the demo agency's ${agency?.n}.`);

  const deps = { db };
  const staff = callerOf(admin, 'COWBELL', ['billing:view']);
  const harbor = callerOf(agent, 'AGENCY', ['billing:view']);
  const search = (caller: typeof staff, q: BillingSearchQuery) => () =>
    searchInvoices(deps, caller, BillingSearchQuerySchema.parse(q));
  const cases: [string, (i: number) => Promise<unknown>][] = [
    ['staff: first page (newest first)', search(staff, {})],
    ['staff: by due date', search(staff, { sort: 'dueDate,asc' })],
    [
      'staff: policy-number search',
      (i) => search(staff, { search: sample[i % sample.length]!.policyNumber })(),
    ],
    [
      'staff: invoice-number search',
      (i) => search(staff, { search: sample[i % sample.length]!.invoiceNumber })(),
    ],
    [
      'staff: company search',
      (i) => search(staff, { search: NAME_SEARCHES[i % NAME_SEARCHES.length]! })(),
    ],
    ['agency: first page', search(harbor, {})],
    ['agency: by total', search(harbor, { sort: 'total,desc' })],
    [
      'agency: company search',
      (i) => search(harbor, { search: NAME_SEARCHES[i % NAME_SEARCHES.length]! })(),
    ],
  ];
  const timings: Timing[] = [];
  for (const [label, run] of cases) timings.push(await time(label, run, { budget: BUDGET_MS }));
  const over = timings.filter((t) => t.p95 > BUDGET_MS);
  console.log(
    over.length === 0
      ? `All ${timings.length} cases within ${BUDGET_MS} ms at p95.`
      : `${over.length} of ${timings.length} cases over ${BUDGET_MS} ms at p95.`,
  );
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
