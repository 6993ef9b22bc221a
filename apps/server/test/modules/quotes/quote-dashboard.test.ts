import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDaysIso,
  QUOTE_DASHBOARD_PATH,
  type QuoteDashboard,
  type QuoteView,
} from '@cyber/domain';
import { quoteSignatures, quotes } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accountHelpers, usAccount, type Session } from '../accounts/support.ts';

let t: TestApp;
let agent: Session;
let broker: Session;
let admin: Session;
let carrier: Session;
let helpers: ReturnType<typeof accountHelpers>;

const counts = async (s: Session) => {
  const res = await s.inject({ method: 'GET', url: QUOTE_DASHBOARD_PATH });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<QuoteDashboard>();
};

beforeAll(async () => {
  t = await buildTestApp();
  helpers = accountHelpers(t);
  [agent, broker, admin, carrier] = await Promise.all([
    t.signIn('agent@example.com'),
    t.signIn('broker@example.com'),
    t.signIn('admin@example.com'),
    t.signIn('carrier@example.com'),
  ]);
  await helpers.license('agent@example.com', 'Harbor Risk Partners', 'MA');
});
afterAll(async () => t.close());

describe('GET /api/quote/v1/search/dashboard', () => {
  it("counts the caller's quote work: expiring within 7 days, referrals, ready, requests to bind", async () => {
    const before = await counts(agent);
    const brokerBefore = await counts(broker);
    const adminBefore = await counts(admin);
    const accountId = (await helpers.create(agent, usAccount())).account.id;
    await helpers.makeQuotable(accountId);
    const make = async () => {
      const res = await agent.inject({
        method: 'POST',
        url: '/api/quote/v1/P100',
        payload: { accountId },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<QuoteView>();
    };
    const today = new Date(t.clock.now()).toISOString().slice(0, 10);
    const soon = await make();
    const later = await make();
    const referred = await make();
    await t.database.db
      .update(quotes)
      .set({ status: 'READY', expiresOn: addDaysIso(today, 6), bindRequestedAt: new Date() })
      .where(eq(quotes.id, soon.id));
    await t.database.db
      .update(quotes)
      .set({ status: 'READY', expiresOn: addDaysIso(today, 7) })
      .where(eq(quotes.id, later.id));
    await t.database.db
      .update(quotes)
      .set({ status: 'REFERRED' })
      .where(eq(quotes.id, referred.id));

    const after = await counts(agent);
    expect(after.expiringSoon - before.expiringSoon).toBe(1);
    expect(after.ready - before.ready).toBe(2);
    expect(after.requestsToBind - before.requestsToBind).toBe(1);
    // the request's application is not signed yet; once signed, nothing waits
    expect(after.awaitingSignature - before.awaitingSignature).toBe(1);
    await t.database.db.insert(quoteSignatures).values({
      quoteId: soon.id,
      kind: 'APPLICATION',
      signerName: 'Pat Policyholder',
      documentSha256: 'a'.repeat(64),
      storageKey: `signatures/${soon.id}.pdf`,
      signedAt: new Date(),
    });
    expect((await counts(agent)).awaitingSignature).toBe(before.awaitingSignature);
    expect(after.referrals - before.referrals).toBe(1);
    // another agency's dashboard does not move; provider staff see every agency's
    expect(await counts(broker)).toEqual(brokerBefore);
    expect((await counts(admin)).ready - adminBefore.ready).toBe(2);
    // no quote:view: 403
    expect((await carrier.inject({ method: 'GET', url: QUOTE_DASHBOARD_PATH })).statusCode).toBe(
      403,
    );
  });
});
