import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, isoDay, type AccountListFilter, type AccountSummary } from '@cyber/domain';
import { policies } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { bindHelpers } from '../policies/support.ts';
import { accountHelpers, usAccount, type Session } from './support.ts';

let t: TestApp;
let agent: Session;
let staff: Session;
let otherAgency: Session;
let accounts: ReturnType<typeof accountHelpers>;
let binds: ReturnType<typeof bindHelpers>;
/** Every account of this file has this in its name: the search isolates them from demo data. */
const TAG = `Filterco ${Date.now()}`;
const ids: Record<'open' | 'quoted' | 'renewing' | 'active', string> = {
  open: '',
  quoted: '',
  renewing: '',
  active: '',
};

const list = async (s: Session, accountFilter?: AccountListFilter) => {
  const params = new URLSearchParams({ search: TAG, size: '100' });
  if (accountFilter) params.set('accountFilter', accountFilter);
  const res = await s.inject({ method: 'GET', url: `/api/account/v1/accounts?${params}` });
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<{ content: AccountSummary[] }>()
    .content.map((a) => a.id)
    .sort();
};

beforeAll(async () => {
  t = await buildTestApp();
  accounts = accountHelpers(t);
  binds = bindHelpers(t);
  [agent, staff, otherAgency] = await Promise.all([
    t.signIn('agent@example.com'),
    t.signIn('admin@example.com'),
    t.signIn('wholesale@example.com'),
  ]);
  await accounts.license('agent@example.com', 'Harbor Risk Partners', 'MA');

  ids.open = (await accounts.create(agent, usAccount({ name: `${TAG} Open` }))).account.id;
  ids.quoted = (
    await binds.readyQuote(agent, 'P100', usAccount({ name: `${TAG} Quoted` }))
  ).accountId;
  const today = isoDay(t.clock.now());
  for (const [key, endsIn] of [
    ['renewing', 30],
    ['active', 200],
  ] as const) {
    const { accountId, quote } = await binds.readyQuote(
      agent,
      'P100',
      usAccount({ name: `${TAG} ${key}` }),
    );
    const binder = await binds.bind(agent, 'P100', quote.id);
    await t.database.db
      .update(policies)
      .set({ status: 'IN FORCE', endDate: addDaysIso(today, endsIn) })
      .where(eq(policies.id, binder.id));
    ids[key] = accountId;
  }
});
afterAll(async () => t.close());

describe('the ACCOUNTS tab filters (decision 044)', () => {
  it('selects by account type: active policy, open for renewal, not quoted yet, potential submissions', async () => {
    expect(await list(agent)).toEqual(Object.values(ids).sort());
    expect(await list(agent, 'ACTIVE_POLICY')).toEqual([ids.renewing, ids.active].sort());
    expect(await list(agent, 'OPEN_FOR_RENEWAL')).toEqual([ids.renewing]);
    expect(await list(agent, 'NOT_QUOTED')).toEqual([ids.open]);
    expect(await list(agent, 'POTENTIAL_SUBMISSIONS')).toEqual([ids.quoted]);
  });

  it('keeps to the caller’s accounts: provider staff see them, another agency none', async () => {
    expect(await list(staff, 'OPEN_FOR_RENEWAL')).toEqual([ids.renewing]);
    expect(await list(otherAgency, 'OPEN_FOR_RENEWAL')).toEqual([]);
    expect(await list(otherAgency)).toEqual([]);
  });

  it('agrees with the POLICIES tab’s open-for-renewal filter (one rule: isOpenForRenewal)', async () => {
    const policiesOf = async (openForRenewal: boolean) => {
      const params = new URLSearchParams({ kind: 'POLICIES', search: TAG, size: '100' });
      if (openForRenewal) params.set('openForRenewal', 'true');
      const res = await agent.inject({ method: 'GET', url: `/api/policy/v1/search?${params}` });
      expect(res.statusCode, res.body).toBe(200);
      return res
        .json<{ content: { accountId: string }[] }>()
        .content.map((p) => p.accountId)
        .sort();
    };
    expect(await policiesOf(false)).toEqual([ids.renewing, ids.active].sort());
    expect(await policiesOf(true)).toEqual([ids.renewing]);
  });

  it('refuses an unknown filter with a 400', async () => {
    const res = await agent.inject({
      method: 'GET',
      url: '/api/account/v1/accounts?accountFilter=EVERYTHING',
    });
    expect(res.statusCode).toBe(400);
  });
});
