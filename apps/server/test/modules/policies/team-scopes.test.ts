import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLICY_PATHS, type Policy, type PolicyPage, type QuoteView } from '@cyber/domain';
import { quotes } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accountHelpers, usAccount, type Session } from '../accounts/support.ts';
import { bindHelpers } from './support.ts';

/**
 * The BINDERS and POLICIES tabs' team scopes (spec 3 §2: current team, all my teams, my agency):
 * a binder keeps the team of the quote it was bound from.
 */

let t: TestApp;
let agent: Session;
let broker: Session;
let teamBinder: Policy;
let noTeamBinder: Policy;
let teamId: string;

const numbers = async (s: Session, params: string) => {
  const res = await s.inject({
    method: 'GET',
    url: `${POLICY_PATHS.search}?kind=BINDERS&size=100&${params}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PolicyPage>().content.map((p) => p.policyNumber);
};

beforeAll(async () => {
  t = await buildTestApp();
  const helpers = accountHelpers(t);
  const binding = bindHelpers(t);
  [agent, broker] = await Promise.all([
    t.signIn('agent@example.com'),
    t.signIn('broker@example.com'),
  ]);
  await helpers.license('agent@example.com', 'Harbor Risk Partners', 'MA');
  await helpers.license('agent@example.com', 'Harbor Risk Partners', 'RI');

  // Acme Dental Group sits in Harbor's "New Business" team, of which the agent is a member.
  const acme = await helpers.orgId('Acme Dental Group');
  const created = await agent.inject({
    method: 'POST',
    url: '/api/quote/v1/P100',
    payload: { accountId: acme },
  });
  expect(created.statusCode, created.body).toBe(201);
  const quote = created.json<QuoteView>();
  teamId = quote.teamId!;
  expect(teamId).toBeTruthy();
  await t.database.db.update(quotes).set({ status: 'READY' }).where(eq(quotes.id, quote.id));
  teamBinder = await binding.bind(agent, 'P100', quote.id);

  const other = await binding.readyQuote(agent, 'P100', usAccount());
  expect(other.quote.teamId).toBeNull();
  noTeamBinder = await binding.bind(agent, 'P100', other.quote.id);
});
afterAll(async () => t.close());

describe('team scopes on the BINDERS tab', () => {
  it('current team and all my teams keep to the binders of the agent’s team; my agency has all', async () => {
    const current = await numbers(agent, `teamScope=CURRENT_TEAM&teamId=${teamId}`);
    expect(current).toContain(teamBinder.policyNumber);
    expect(current).not.toContain(noTeamBinder.policyNumber);
    const mine = await numbers(agent, 'teamScope=MY_TEAMS');
    expect(mine).toContain(teamBinder.policyNumber);
    expect(mine).not.toContain(noTeamBinder.policyNumber);
    const agency = await numbers(agent, 'teamScope=AGENCY');
    expect(agency).toEqual(
      expect.arrayContaining([teamBinder.policyNumber, noTeamBinder.policyNumber]),
    );
    expect(await numbers(agent, '')).toEqual(agency);
  });

  it('counts what it lists (the summary count is for whole tabs only)', async () => {
    const res = await agent.inject({
      method: 'GET',
      url: `${POLICY_PATHS.search}?kind=BINDERS&size=1&teamScope=CURRENT_TEAM&teamId=${teamId}`,
    });
    const all = await numbers(agent, `teamScope=CURRENT_TEAM&teamId=${teamId}`);
    expect(res.json<PolicyPage>().totalElements).toBe(all.length);
  });

  it('another agency’s team scopes stay within that agency', async () => {
    expect(await numbers(broker, `teamScope=CURRENT_TEAM&teamId=${teamId}`)).toEqual([]);
    const brokers = await numbers(broker, 'teamScope=MY_TEAMS');
    expect(brokers).not.toContain(teamBinder.policyNumber);
  });

  it('refuses a malformed team id with a 400', async () => {
    const res = await agent.inject({
      method: 'GET',
      url: `${POLICY_PATHS.search}?kind=BINDERS&teamScope=CURRENT_TEAM&teamId=nope`,
    });
    expect(res.statusCode).toBe(400);
  });
});
