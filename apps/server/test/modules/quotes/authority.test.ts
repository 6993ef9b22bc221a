import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTHORITY_MESSAGES,
  UNDERWRITING_MESSAGES as M,
  UNDERWRITING_PATHS as P,
  type QuoteView,
  type UnderwriterList,
  type UnderwritingResult,
  type UpdateAuthorityResult,
} from '@cyber/domain';
import { auditLog, quotes, users } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accountHelpers, usAccount, type Session } from '../accounts/support.ts';

let t: TestApp;
let admin: Session;
let underwriter: Session;
let agent: Session;
let agencyAdmin: Session;
let helpers: ReturnType<typeof accountHelpers>;
let underwriterId: string;

const userId = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!.id;

const put = (s: Session, id: string, payload: Record<string, unknown>) =>
  s.inject({ method: 'PUT', url: P.authority(id), payload });

const list = async (s: Session) =>
  (await s.inject({ method: 'GET', url: P.underwriters })).json<UnderwriterList>().content;

beforeAll(async () => {
  t = await buildTestApp();
  helpers = accountHelpers(t);
  [admin, underwriter, agent, agencyAdmin] = await Promise.all([
    t.signIn('admin@example.com'),
    t.signIn('underwriter@example.com'),
    t.signIn('agent@example.com'),
    t.signIn('agencyadmin@example.com'),
  ]);
  await helpers.license('agent@example.com', 'Harbor Risk Partners', 'MA');
  underwriterId = await userId('underwriter@example.com');
});
afterAll(async () => t.close());

describe('PUT /api/quote/v1/underwriters/{userId}/authority', () => {
  it('a provider admin sets the bounds, products and seniority; listed and audited', async () => {
    const res = await put(admin, underwriterId, {
      maxLimit: 1_000_000,
      maxPremium: 250_000,
      products: ['P250', 'P100', 'P100'],
      isSenior: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<UpdateAuthorityResult>();
    expect(body.message).toBe(AUTHORITY_MESSAGES.updated(body.underwriter.name));
    expect(body.underwriter).toMatchObject({
      id: underwriterId,
      email: 'underwriter@example.com',
      maxLimit: 1_000_000,
      maxPremium: 250_000,
      products: ['P100', 'P250'],
      isSenior: false,
    });
    expect((await list(admin)).find((u) => u.id === underwriterId)).toEqual(body.underwriter);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'underwriting_authority.update'),
          eq(auditLog.entityId, underwriterId),
        ),
      );
    expect(audits.at(-1)!.after).toMatchObject({ maxLimit: 1_000_000, products: ['P100', 'P250'] });
  });

  it('refuses bad bounds and an empty product list with their messages', async () => {
    const negative = await put(admin, underwriterId, {
      maxLimit: -1,
      maxPremium: null,
      products: null,
      isSenior: false,
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.body).toContain(AUTHORITY_MESSAGES.amount);
    const none = await put(admin, underwriterId, {
      maxLimit: null,
      maxPremium: null,
      products: [],
      isSenior: false,
    });
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain(AUTHORITY_MESSAGES.productsRequired);
  });

  it('only provider admins may; someone who is not an underwriter of theirs is a 404', async () => {
    const body = { maxLimit: null, maxPremium: null, products: null, isSenior: true };
    expect((await put(underwriter, underwriterId, body)).statusCode).toBe(403);
    expect((await put(agencyAdmin, underwriterId, body)).statusCode).toBe(403);
    expect((await put(agent, underwriterId, body)).statusCode).toBe(403);
    const notAnUnderwriter = await put(admin, await userId('agent@example.com'), body);
    expect(notAnUnderwriter.statusCode).toBe(404);
    expect(notAnUnderwriter.json<{ message: string }>().message).toBe(AUTHORITY_MESSAGES.notFound);
  });

  it("a release outside the underwriter's products goes to the senior queue; senior releases anything", async () => {
    await put(admin, underwriterId, {
      maxLimit: null,
      maxPremium: null,
      products: ['P250'],
      isSenior: false,
    });
    const accountId = (await helpers.create(agent, usAccount())).account.id;
    await helpers.makeQuotable(accountId);
    const created = await agent.inject({
      method: 'POST',
      url: '/api/quote/v1/P100',
      payload: { accountId },
    });
    expect(created.statusCode, created.body).toBe(201);
    const q = created.json<QuoteView>();
    const referred = await agent.inject({
      method: 'POST',
      url: P.requestReview(q.product, q.id),
      payload: { reason: 'Higher sublimit asked' },
    });
    expect(referred.statusCode, referred.body).toBe(200);

    const release = await underwriter.inject({
      method: 'POST',
      url: P.release(q.product, q.id),
      payload: {},
    });
    expect(release.statusCode, release.body).toBe(200);
    expect(release.json<UnderwritingResult>().message).toBe(M.aboveAuthority(q.quoteNumber));
    const [held] = await t.database.db.select().from(quotes).where(eq(quotes.id, q.id));
    expect(held!.requiresSenior).toBe(true);

    await put(admin, underwriterId, {
      maxLimit: null,
      maxPremium: null,
      products: null,
      isSenior: true,
    });
    const again = await underwriter.inject({
      method: 'POST',
      url: P.release(q.product, q.id),
      payload: {},
    });
    expect(again.statusCode, again.body).toBe(200);
    const [released] = await t.database.db.select().from(quotes).where(eq(quotes.id, q.id));
    expect(released!.status).toBe('READY');
  });
});
