import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CUSTOM_QUOTE_LABEL,
  QUOTE_CART_MESSAGES,
  QUOTE_MESSAGES,
  SUBMISSION_MESSAGES,
  SUBMISSION_PATHS,
  type QuotePage,
  type SubmissionDetail,
  type SubmitCartResult,
} from '@cyber/domain';
import {
  accountProfiles,
  auditLog,
  jobs,
  quoteCartItems,
  quotes,
} from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import type { Session } from '../accounts/support.ts';
import { cartHelpers, type Err } from './support.ts';

let t: TestApp;
let agent: Session;
let admin: Session;
let h: ReturnType<typeof cartHelpers>;
let harbor: string;

const quotesOf = (accountId: string) =>
  t.database.db.select().from(quotes).where(eq(quotes.accountId, accountId));
const itemsOf = (accountId: string) =>
  t.database.db.select().from(quoteCartItems).where(eq(quoteCartItems.accountId, accountId));

beforeAll(async () => {
  t = await buildTestApp();
  h = cartHelpers(t);
  agent = await t.signIn('agent@example.com');
  admin = await t.signIn('admin@example.com');
  await h.license('agent@example.com', 'Harbor Risk Partners', 'MA');
  harbor = await h.orgId('Harbor Risk Partners');
});
afterAll(async () => t.close());

describe('POST /api/quote/v1/cart/submit', () => {
  it('creates one quote per item under one request group and empties the cart; audited; searchable', async () => {
    const accountId = await h.newAccount(agent);
    const items = [
      await h.addItem(agent, 'P100', { accountId, presetName: 'POPULAR' }),
      await h.addItem(agent, 'P100', { accountId, limit: 2_000_000 }),
      await h.addItem(agent, 'P250', { accountId }),
    ];
    const needByDate = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const res = await h.submit(agent, { accountId, needByDate });
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json<SubmitCartResult>();
    expect(result.quotes).toHaveLength(3);

    const rows = await quotesOf(accountId);
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((q) => q.requestGroupId))).toEqual(new Set([result.requestGroupId]));
    expect(rows.every((q) => q.agencyId === harbor && q.needByDate === needByDate)).toBe(true);
    for (const item of items) {
      const quote = result.quotes.find((q) => q.product === item.product && q.limit === item.limit);
      expect(quote, item.id).toBeDefined();
      expect(quote!.totalPremium).toBe(item.totalPremium);
      expect(quote!.effectiveDate).toBe(item.effectiveDate);
      expect(quote!.presetName).toBe(item.presetName);
      expect(quote!.quoteNumber).toMatch(/^Q-\d{4}-\d{7}$/);
      expect(['READY', 'INDICATION', 'REFERRED', 'DECLINED']).toContain(quote!.status);
    }
    expect((await h.cartOf(agent, accountId)).content).toEqual([]);
    expect(await itemsOf(accountId)).toEqual([]);

    // as POST /api/quote/v1/{product}: the account becomes QUOTED, each quote audited and published
    const [profile] = await t.database.db
      .select()
      .from(accountProfiles)
      .where(eq(accountProfiles.organisationId, accountId));
    expect(profile!.accountStatus).toBe('QUOTED');
    const ids = rows.map((q) => q.id);
    const created = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'quote.create'), inArray(auditLog.entityId, ids)));
    expect(created).toHaveLength(3);
    const submitted = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'cart.submit'), eq(auditLog.entityId, accountId)));
    expect(submitted).toHaveLength(1);
    expect(submitted[0]!.after).toMatchObject({ requestGroupId: result.requestGroupId });
    expect((submitted[0]!.after as { quoteIds: string[] }).quoteIds.sort()).toEqual(ids.sort());
    const events = (await t.database.db.select().from(jobs)).filter(
      (j) =>
        JSON.stringify(j.payload).includes('quote.created') &&
        ids.some((id) => JSON.stringify(j.payload).includes(id)),
    );
    expect(events).toHaveLength(3);

    const search = await agent.inject({
      method: 'GET',
      url: `/api/quote/v1/search?accountId=${accountId}`,
    });
    expect(
      search
        .json<QuotePage>()
        .content.map((q) => q.id)
        .sort(),
    ).toEqual(ids.sort());
  });

  it("the product's submit requests that product's items only", async () => {
    const accountId = await h.newAccount(agent);
    await h.addItem(agent, 'P100', { accountId });
    await h.addItem(agent, 'P100', { accountId, limit: 3_000_000 });
    const other = await h.addItem(agent, 'P250', { accountId });
    const res = await h.submit(agent, { accountId }, 'P100');
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json<SubmitCartResult>();
    expect(result.quotes.map((q) => q.product)).toEqual(['P100', 'P100']);
    expect((await h.cartOf(agent, accountId)).content.map((i) => i.id)).toEqual([other.id]);
    const empty = await h.submit(agent, { accountId }, 'P100');
    expect(empty.statusCode).toBe(400);
    expect(empty.json<Err>().message).toBe(QUOTE_CART_MESSAGES.empty);
  });

  it('an empty cart is a 400', async () => {
    const accountId = await h.newAccount(agent);
    const res = await h.submit(agent, { accountId });
    expect(res.statusCode).toBe(400);
    expect(res.json<Err>().message).toBe(QUOTE_CART_MESSAGES.empty);
  });

  it('two concurrent submits of the same cart: one set of quotes, the other 409', async () => {
    const accountId = await h.newAccount(agent);
    const a = await h.addItem(agent, 'P100', { accountId });
    const b = await h.addItem(agent, 'P250', { accountId });
    // both send the items they show (as the web does)
    const answers = await Promise.all([
      h.submit(agent, { accountId, itemIds: [a.id, b.id] }),
      h.submit(agent, { accountId, itemIds: [a.id, b.id] }),
    ]);
    expect(
      answers.map((r) => r.statusCode).sort(),
      answers.map((r) => r.body.slice(0, 200)).join(' / '),
    ).toEqual([201, 409]);
    const loser = answers.find((r) => r.statusCode === 409)!;
    expect(loser.json<Err>().message).toBe(QUOTE_CART_MESSAGES.changedWhileSending);
    const rows = await quotesOf(accountId);
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((q) => q.requestGroupId)).size).toBe(1);
    expect(await itemsOf(accountId)).toEqual([]);
  });

  it('items taken between preparing and the transaction: 409 and nothing created (the delete count guard)', async () => {
    const accountId = await h.newAccount(agent);
    const a = await h.addItem(agent, 'P100', { accountId });
    await h.addItem(agent, 'P250', { accountId });
    // Another submit wins after this one has read and rated the items: its transaction finds
    // one item gone.
    const db = t.database.db;
    const original = db.transaction.bind(db);
    const racing = (async (...args: Parameters<typeof db.transaction>) => {
      await db.delete(quoteCartItems).where(eq(quoteCartItems.id, a.id));
      return original(...args);
    }) as typeof db.transaction;
    Object.assign(db, { transaction: racing });
    let res;
    try {
      res = await h.submit(agent, { accountId });
    } finally {
      delete (db as Partial<typeof db>).transaction;
    }
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<Err>().message).toBe(QUOTE_CART_MESSAGES.changedWhileSending);
    expect(await quotesOf(accountId)).toEqual([]);
    // the rolled-back transaction kept the other item
    expect(await itemsOf(accountId)).toHaveLength(1);
  });

  it('without itemIds, concurrent submits still create one set: the other finds the items gone (409) or the cart empty (400)', async () => {
    const accountId = await h.newAccount(agent);
    await h.addItem(agent, 'P100', { accountId });
    await h.addItem(agent, 'P250', { accountId });
    await h.addItem(agent, 'P250', { accountId, limit: 2_000_000 });
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => h.submit(agent, { accountId })),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 201)) {
      expect([409, 400]).toContain(r.statusCode);
      expect([QUOTE_CART_MESSAGES.changedWhileSending, QUOTE_CART_MESSAGES.empty]).toContain(
        r.json<Err>().message,
      );
    }
    expect(await quotesOf(accountId)).toHaveLength(3);
    expect(await itemsOf(accountId)).toEqual([]);
  });

  it('itemIds: exactly those items are requested; one no longer in the cart is a 409, nothing created', async () => {
    const accountId = await h.newAccount(agent);
    const a = await h.addItem(agent, 'P100', { accountId });
    const b = await h.addItem(agent, 'P250', { accountId });
    const gone = await h.addItem(agent, 'P250', { accountId, limit: 2_000_000 });
    expect((await h.remove(agent, gone.id)).statusCode).toBe(204);
    const stale = await h.submit(agent, { accountId, itemIds: [a.id, gone.id] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<Err>().message).toBe(QUOTE_CART_MESSAGES.changedWhileSending);
    expect(await quotesOf(accountId)).toEqual([]);
    const res = await h.submit(agent, { accountId, itemIds: [a.id] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<SubmitCartResult>().quotes.map((q) => q.product)).toEqual(['P100']);
    expect((await h.cartOf(agent, accountId)).content.map((i) => i.id)).toEqual([b.id]);
    // another product's item is not in the product's cart
    const other = await h.submit(agent, { accountId, itemIds: [b.id] }, 'P100');
    expect(other.statusCode).toBe(409);
    expect((await h.submit(agent, { accountId, itemIds: [] })).statusCode).toBe(400);
  });

  it('an account that no longer rates: 400 with one reason per item, nothing created, cart unchanged', async () => {
    const accountId = await h.newAccount(agent);
    await h.addItem(agent, 'P100', { accountId });
    await h.addItem(agent, 'P250', { accountId });
    await h.makeQuotable(accountId, { accountStatus: 'DECLINED' });
    const res = await h.submit(agent, { accountId });
    expect(res.statusCode).toBe(400);
    const body = res.json<Err>();
    expect(body.message).toBe(QUOTE_CART_MESSAGES.sendFailed);
    expect(body.errors).toHaveLength(2);
    expect(body.errors!.every((e) => e.endsWith(QUOTE_MESSAGES.notEligible))).toBe(true);
    expect(body.errors!.some((e) => e.startsWith('Prime 100'))).toBe(true);
    expect(await quotesOf(accountId)).toEqual([]);
    expect((await h.cartOf(agent, accountId)).content).toHaveLength(2);
  });

  it('one item whose rating field is no longer valid fails the whole submit', async () => {
    const accountId = await h.newAccount(agent);
    const good = await h.addItem(agent, 'P100', { accountId });
    const bad = await h.addItem(agent, 'P250', { accountId });
    await t.database.db
      .update(quoteCartItems)
      .set({ request: { ...bad.calculatorGeneratedData, deductible: 3 } })
      .where(eq(quoteCartItems.id, bad.id));
    const res = await h.submit(agent, { accountId });
    expect(res.statusCode).toBe(400);
    const body = res.json<Err>();
    expect(body.message).toBe(QUOTE_CART_MESSAGES.sendFailed);
    expect(body.errors).toHaveLength(1);
    expect(body.errors![0]).toMatch(/deductible: /);
    expect(await quotesOf(accountId)).toEqual([]);
    expect((await h.cartOf(agent, accountId)).content.map((i) => i.id).sort()).toEqual(
      [good.id, bad.id].sort(),
    );
  });

  it("provider staff request the agency's cart for its agent", async () => {
    const accountId = await h.newAccount(agent);
    await h.addItem(agent, 'P100', { accountId });
    const res = await h.submit(admin, {
      accountId,
      agencyId: harbor,
      agentEmail: 'agent@example.com',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [quote] = res.json<SubmitCartResult>().quotes;
    expect(quote!.agencyId).toBe(harbor);
    expect(quote!.agentEmail).toBe('agent@example.com');
    expect((await h.cartOf(agent, accountId)).content).toEqual([]);
  });

  it("provider staff's own cart requests direct quotes (no agency)", async () => {
    const accountId = await h.newAccount(agent);
    await h.addItem(admin, 'P100', { accountId });
    const res = await h.submit(admin, { accountId });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<SubmitCartResult>().quotes[0]!.agencyId).toBeNull();
  });

  it("carries the step-by-step request: the underwriter's note on every quote, custom terms as one more quote, one transaction", async () => {
    const accountId = await h.newAccount(agent);
    const item = await h.addItem(agent, 'P100', { accountId });
    const res = await h.submit(agent, {
      accountId,
      itemIds: [item.id],
      underwriterNote: 'Client renews a cyber policy elsewhere in March',
      customQuote: {
        requestedLimit: 7_000_000,
        requestedRetention: 50_000,
        reason: 'Board asks for more',
      },
      customQuoteProduct: 'P100',
    });
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json<SubmitCartResult>();
    expect(result.quotes).toHaveLength(2);
    const rows = await quotesOf(accountId);
    expect(new Set(rows.map((q) => q.requestGroupId))).toEqual(new Set([result.requestGroupId]));
    const custom = rows.find((q) => q.customRequest !== null)!;
    expect(custom.status).toBe('REFERRED');
    expect(custom.customRequest).toMatchObject({ requestedLimit: 7_000_000 });
    for (const quote of result.quotes) {
      const notes = await agent.inject({ method: 'GET', url: `/api/quote/v1/${quote.id}/notes` });
      expect(notes.body).toContain('Client renews a cyber policy elsewhere in March');
    }
    expect(await itemsOf(accountId)).toEqual([]);
  });

  it('custom terms that cannot be requested fail the whole submit: nothing created, the cart kept', async () => {
    const accountId = await h.newAccount(agent);
    await h.addItem(agent, 'P100', { accountId });
    const custom = { requestedLimit: 7_000_000, reason: 'More' };
    const noProduct = await h.submit(agent, { accountId, customQuote: custom });
    expect(noProduct.statusCode).toBe(400);
    expect(noProduct.json<Err>().message).toBe(QUOTE_CART_MESSAGES.customQuoteProductRequired);
    const res = await h.submit(agent, {
      accountId,
      customQuote: custom,
      customQuoteProduct: 'P_ONE',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Err>().message).toBe(QUOTE_CART_MESSAGES.sendFailed);
    expect(res.json<Err>().errors).toEqual([
      `${CUSTOM_QUOTE_LABEL}: ${QUOTE_MESSAGES.wrongRegion('Prime One', 'US')}`,
    ]);
    expect(await quotesOf(accountId)).toEqual([]);
    expect(await itemsOf(accountId)).toHaveLength(1);
  });

  it('custom terms alone are a request of their own (an empty cart is no obstacle)', async () => {
    const accountId = await h.newAccount(agent);
    const res = await h.submit(
      agent,
      { accountId, customQuote: { requestedLimit: 3_000_000, reason: 'Only custom' } },
      'P100',
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<SubmitCartResult>().quotes.map((q) => q.status)).toEqual(['REFERRED']);
  });
});

describe('POST /api/quote/v1/cart/submit into a submission (the submissions-* steps)', () => {
  it('adds the quotes to the submission named; its detail offers more until it is declined', async () => {
    const accountId = await h.newAccount(agent);
    await h.addItem(agent, 'P100', { accountId });
    const first = (await h.submit(agent, { accountId })).json<SubmitCartResult>();
    const detail = await agent.inject({
      method: 'GET',
      url: SUBMISSION_PATHS.detail(first.requestGroupId),
    });
    expect(detail.json<SubmissionDetail>().canAddQuotes).toBe(true);

    await h.addItem(agent, 'P250', { accountId });
    const more = await h.submit(agent, { accountId, submissionId: first.requestGroupId });
    expect(more.statusCode, more.body).toBe(201);
    expect(more.json<SubmitCartResult>().requestGroupId).toBe(first.requestGroupId);
    const after = (
      await agent.inject({ method: 'GET', url: SUBMISSION_PATHS.detail(first.requestGroupId) })
    ).json<SubmissionDetail>();
    expect(after.submission.quoteCount).toBe(2);
    expect(after.submission.products).toEqual(['P100', 'P250']);
    expect(after.submission.source).toBe('CART');
    expect((await itemsOf(accountId)).length).toBe(0);

    const uw = await t.signIn('underwriter@example.com');
    const declined = await uw.inject({
      method: 'PUT',
      url: SUBMISSION_PATHS.decline(first.requestGroupId),
      payload: { declinationReason: 'SIZE_TOO_BIG', declinationReasonDescription: 'Too big' },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const closed = (
      await agent.inject({ method: 'GET', url: SUBMISSION_PATHS.detail(first.requestGroupId) })
    ).json<SubmissionDetail>();
    expect(closed.canAddQuotes).toBe(false);
    await h.addItem(agent, 'P100', { accountId });
    const refused = await h.submit(agent, { accountId, submissionId: first.requestGroupId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<Err>().message).toBe(SUBMISSION_MESSAGES.alreadyDeclined);
    // nothing was requested: the item waits in the cart
    expect((await itemsOf(accountId)).length).toBe(1);
  });

  it("refuses another account's submission (409) and another agency's or an unknown one (404)", async () => {
    const accountId = await h.newAccount(agent);
    await h.addItem(agent, 'P100', { accountId });
    const first = (await h.submit(agent, { accountId })).json<SubmitCartResult>();

    const otherAccount = await h.newAccount(agent);
    await h.addItem(agent, 'P100', { accountId: otherAccount });
    const wrongAccount = await h.submit(agent, {
      accountId: otherAccount,
      submissionId: first.requestGroupId,
    });
    expect(wrongAccount.statusCode).toBe(409);
    expect(wrongAccount.json<Err>().message).toBe(QUOTE_MESSAGES.otherSubmission);

    const unknown = await h.submit(agent, {
      accountId: otherAccount,
      submissionId: randomUUID(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<Err>().message).toBe(SUBMISSION_MESSAGES.notFound);

    const uk = await t.signIn('broker@example.com');
    const seen = await uk.inject({
      method: 'GET',
      url: SUBMISSION_PATHS.detail(first.requestGroupId),
    });
    expect(seen.statusCode).toBe(404);
    expect((await quotesOf(otherAccount)).length).toBe(0);
  });
});
