import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTFOLIO_RISK_PATH, type PortfolioRisk } from '@cyber/domain';
import { organisations } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accountHelpers, usAccount, type Session } from './support.ts';

let t: TestApp;
let agent: Session;
let broker: Session;
let mssp: Session;
let helpers: ReturnType<typeof accountHelpers>;

const risk = async (s: Session) => {
  const res = await s.inject({ method: 'GET', url: PORTFOLIO_RISK_PATH });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PortfolioRisk>();
};
const scan = async (s: Session, accountId: string) => {
  const res = await s.inject({
    method: 'POST',
    url: `/api/account/v1/accounts/${accountId}/scans`,
  });
  expect([200, 201, 429]).toContain(res.statusCode);
};

beforeAll(async () => {
  t = await buildTestApp();
  helpers = accountHelpers(t);
  [agent, broker, mssp] = await Promise.all([
    t.signIn('agent@example.com'),
    t.signIn('broker@example.com'),
    t.signIn('mssp@example.com'),
  ]);
});
afterAll(async () => t.close());

describe('GET /api/account/v1/risk/portfolio', () => {
  it("an agency's portfolio: its accounts, those scanned, the mean score and the weakest first", async () => {
    const accountId = (await helpers.create(agent, usAccount())).account.id;
    await scan(agent, accountId);
    const mine = await risk(agent);
    expect(mine.accounts).toBeGreaterThan(0);
    expect(mine.scanned).toBeGreaterThan(0);
    expect(mine.scanned).toBeLessThanOrEqual(mine.accounts);
    expect(mine.portfolioScore).not.toBeNull();
    expect(mine.lowest.length).toBeGreaterThan(0);
    expect(mine.lowest.length).toBeLessThanOrEqual(5);
    const scores = mine.lowest.map((a) => a.companyScore);
    expect([...scores].sort((a, b) => a - b)).toEqual(scores);
    // the weakest is no stronger than the mean
    expect(scores[0]).toBeLessThanOrEqual(mine.portfolioScore!);
    // another agency's portfolio holds none of these accounts
    const theirs = await risk(broker);
    const mineIds = new Set(mine.lowest.map((a) => a.accountId));
    expect(theirs.lowest.some((a) => mineIds.has(a.accountId))).toBe(false);
  });

  it("an MSSP's portfolio is the accounts it looks after", async () => {
    expect(await risk(mssp)).toEqual({ accounts: 0, scanned: 0, portfolioScore: null, lowest: [] });
    const accountId = (await helpers.create(agent, usAccount())).account.id;
    await scan(agent, accountId);
    const msspId = (await mssp.inject({ method: 'GET', url: '/api/auth/v1/me' })).json<{
      account: { id: string };
    }>().account.id;
    await t.database.db
      .update(organisations)
      .set({ parentId: msspId })
      .where(eq(organisations.id, accountId));
    const clients = await risk(mssp);
    expect(clients.accounts).toBe(1);
    expect(clients.scanned).toBe(1);
    expect(clients.lowest.map((a) => a.accountId)).toEqual([accountId]);
    expect(clients.portfolioScore).toBe(clients.lowest[0]!.companyScore);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: PORTFOLIO_RISK_PATH })).statusCode).toBe(401);
  });
});
