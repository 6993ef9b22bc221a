import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDaysIso,
  BINDER_STATUSES,
  OPEN_FOR_RENEWAL_DAYS,
  POLICY_PAYMENT_FILTERS,
  POLICY_PATHS,
  POLICY_STATUSES,
  POLICY_TRANSITIONS,
  PolicySearchQuerySchema,
  type PolicyPage,
} from '@cyber/domain';
import { memberships, policies, users, WHOLE_BOOK_SCOPE } from '../../../src/db/schema/index.ts';
import * as bookRepo from '../../../src/modules/policies/book.repository.ts';
import {
  searchPolicies,
  type PolicyScope,
} from '../../../src/modules/policies/policies.repository.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { usAccount, type Session } from '../accounts/support.ts';
import { bindHelpers } from './support.ts';

/**
 * The book's summary rows (policy_book_groups, policy_premium_months; migration 0024) kept by the
 * triggers on `policies`: they stay equal to the policies summed through binds, updates and
 * deletes; the book and the tabs' counts read from them are those summed from the policies, for
 * every status; the BINDERS tab's partial index lists exactly the binder statuses.
 */

let t: TestApp;
let staff: Session;
let agent: Session;
let agencyId: string;

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Policies grouped as the summary rows are, less the summary rows (and the reverse): none. */
async function differences() {
  const deltas = sql`
    select agency_id as scope_id, currency, status, payment_status = 'Paid' as is_paid,
      date_trunc('month', bound_at at time zone 'UTC')::date as month, total_premium, "limit"
    from policies where agency_id is not null
    union all
    select ${WHOLE_BOOK_SCOPE}::uuid, currency, status, payment_status = 'Paid',
      date_trunc('month', bound_at at time zone 'UTC')::date, total_premium, "limit"
    from policies`;
  const groups = sql`select scope_id, currency, status, is_paid, count(*)::int as count,
      sum(total_premium)::bigint as total_premium, sum("limit")::bigint as "limit"
    from (${deltas}) d group by 1, 2, 3, 4`;
  const keptGroups = sql`select scope_id, currency, status, is_paid, count, total_premium, "limit"
    from policy_book_groups where count <> 0`;
  const months = sql`select scope_id, month, currency, status, count(*)::int as count,
      sum(total_premium)::bigint as total_premium
    from (${deltas}) d group by 1, 2, 3, 4`;
  const keptMonths = sql`select scope_id, month, currency, status, count, total_premium
    from policy_premium_months where count <> 0`;
  const [row] = await rowsOf<{ n: number }>(sql`select
    (select count(*) from ((${groups} except ${keptGroups})
      union all (${keptGroups} except ${groups})) a)::int
    + (select count(*) from ((${months} except ${keptMonths})
      union all (${keptMonths} except ${months})) b)::int as n`);
  return row!.n;
}

beforeAll(async () => {
  t = await buildTestApp();
  [staff, agent] = await Promise.all([
    t.signIn('admin@example.com'),
    t.signIn('agent@example.com'),
  ]);
  const [member] = await t.database.db
    .select({ organisationId: memberships.organisationId })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(users.email, 'agent@example.com'));
  agencyId = member!.organisationId;
  const binds = bindHelpers(t);
  for (let i = 0; i < 8; i++) {
    const { quote } = await binds.readyQuote(agent, 'P100', usAccount());
    await binds.bind(agent, 'P100', quote.id);
  }
});
afterAll(async () => t.close());

describe('the book’s summary rows', () => {
  it('stay equal to the policies through binds, updates of every total and deletes', async () => {
    expect(await differences()).toBe(0);
    const ids = (
      await t.database.db.select({ id: policies.id }).from(policies).orderBy(policies.id)
    ).map((p) => p.id);
    expect(ids.length).toBeGreaterThanOrEqual(POLICY_STATUSES.length);
    // every status, paid or not, some in another month, one moved out of its agency
    for (const [n, id] of ids.entries()) {
      await t.database.db
        .update(policies)
        .set({
          status: POLICY_STATUSES[n % POLICY_STATUSES.length]!,
          paymentStatus: n % 3 === 0 ? 'Paid' : 'Unpaid',
          ...(n % 4 === 1 ? { boundAt: new Date(Date.parse('2024-02-29T23:30:00Z')) } : {}),
          ...(n % 5 === 2 ? { totalPremium: 123_456 + n, limit: 2_000_000 } : {}),
        })
        .where(eq(policies.id, id));
    }
    expect(await differences()).toBe(0);
    // one statement moving many rows, and an update that moves no total
    await t.database.db
      .update(policies)
      .set({ agencyId: null })
      .where(inArray(policies.id, ids.slice(0, 3)));
    await t.database.db.update(policies).set({ customerEmail: 'x@example.com' });
    expect(await differences()).toBe(0);
    await t.database.db.delete(policies).where(eq(policies.id, ids.at(-1)!));
    expect(await differences()).toBe(0);
  });

  it('give the book summed from the policies, provider staff’s and an agency’s', async () => {
    const today = new Date(t.clock.now()).toISOString().slice(0, 10);
    // some policies due for renewal
    await t.database.db
      .update(policies)
      .set({ endDate: addDaysIso(today, 30) })
      .where(inArray(policies.status, [...POLICY_TRANSITIONS.renew.from]));
    const renewal = {
      statuses: POLICY_TRANSITIONS.renew.from,
      from: today,
      to: addDaysIso(today, OPEN_FOR_RENEWAL_DAYS),
    };
    const key = (g: { currency: string; status: string; isPaid: boolean }) =>
      `${g.currency}|${g.status}|${g.isPaid}`;
    for (const scope of [{ kind: 'ALL' }, { kind: 'AGENCY', agencyId }] as PolicyScope[]) {
      const db = t.database.db;
      const summed = await bookRepo.bookGroups(db, scope, renewal);
      const read = await bookRepo.summaryBookGroups(db, bookRepo.summaryScopeOf(scope)!);
      expect(read.length).toBeGreaterThan(0);
      expect(
        read.map((g) => ({ ...g, totalPremium: Number(g.totalPremium), limit: Number(g.limit) })),
      ).toEqual(
        expect.arrayContaining(
          summed.map((g) => ({
            currency: g.currency,
            status: g.status,
            isPaid: g.isPaid,
            count: g.count,
            totalPremium: Number(g.totalPremium),
            limit: Number(g.limit),
          })),
        ),
      );
      expect(read.map(key).sort()).toEqual(summed.map(key).sort());
      const due = await bookRepo.renewalsDueBy(db, scope, renewal);
      const dueSummed = new Map<string, number>();
      for (const g of summed)
        dueSummed.set(g.currency, (dueSummed.get(g.currency) ?? 0) + g.renewalsDue);
      for (const [currency, n] of dueSummed)
        expect(due.find((d) => d.currency === currency)?.n ?? 0).toBe(n);
      const months = (
        rows: { currency: string; month: string; status: string; totalPremium: number }[],
      ) => rows.map((m) => `${m.currency}|${m.month}|${m.status}|${Number(m.totalPremium)}`).sort();
      expect(
        months(
          await bookRepo.summaryPremiumByMonth(db, bookRepo.summaryScopeOf(scope)!, '2000-01-01'),
        ),
      ).toEqual(
        months(await bookRepo.premiumByMonthGroups(db, scope, new Date('2000-01-01T00:00:00Z'))),
      );
    }
  });

  it('give the tabs’ counts of the policies for every status, tab and payment filter', async () => {
    const today = new Date(t.clock.now()).toISOString().slice(0, 10);
    const horizon = addDaysIso(today, OPEN_FOR_RENEWAL_DAYS);
    const callers = [
      [staff, { kind: 'ALL' }],
      [agent, { kind: 'AGENCY', agencyId }],
    ] as const;
    for (const [session, scope] of callers)
      for (const kind of ['BINDERS', 'POLICIES'] as const)
        for (const status of [undefined, ...POLICY_STATUSES])
          for (const payment of [undefined, ...POLICY_PAYMENT_FILTERS]) {
            const params = new URLSearchParams({ kind });
            if (status) params.set('status', status);
            if (payment) params.set('payment', payment);
            const res = await session.inject({
              method: 'GET',
              url: `${POLICY_PATHS.search}?${params.toString()}`,
            });
            expect(res.statusCode, res.body).toBe(200);
            const query = PolicySearchQuerySchema.parse(Object.fromEntries(params));
            const counted = await searchPolicies(t.database.db, scope, query, today, horizon);
            expect(res.json<PolicyPage>().totalElements, params.toString()).toBe(counted.total);
          }
  });

  it('the BINDERS tab’s index holds exactly the binder statuses', async () => {
    const [index] = await rowsOf<{ indexdef: string }>(
      sql`select indexdef from pg_indexes where indexname = 'policies_binders_effective_idx'`,
    );
    for (const status of POLICY_STATUSES)
      expect(index!.indexdef.includes(`'${status}'`), status).toBe(
        (BINDER_STATUSES as readonly string[]).includes(status),
      );
  });
});
