import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  ORGANISATION_MESSAGES,
  QUOTE_CART_LIMIT,
  QUOTE_CART_MESSAGES,
  QUOTE_MESSAGES,
  type CalculatorResult,
  type CartItemView,
} from '@cyber/domain';
import { auditLog, quoteCartItems } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import type { Session } from '../accounts/support.ts';
import { cartHelpers, type Err } from './support.ts';

let t: TestApp;
let agent: Session;
let agencyAdmin: Session;
let wholesale: Session;
let broker: Session;
let admin: Session;
let customer: Session;
let h: ReturnType<typeof cartHelpers>;
let harbor: string;

const auditOf = (action: string, entityId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

beforeAll(async () => {
  t = await buildTestApp();
  h = cartHelpers(t);
  agent = await t.signIn('agent@example.com');
  agencyAdmin = await t.signIn('agencyadmin@example.com');
  wholesale = await t.signIn('wholesale@example.com');
  broker = await t.signIn('broker@example.com');
  admin = await t.signIn('admin@example.com');
  customer = await t.signIn('customer@example.com');
  await h.license('agent@example.com', 'Harbor Risk Partners', 'MA');
  harbor = await h.orgId('Harbor Risk Partners');
});
afterAll(async () => t.close());

describe('add, list, remove', () => {
  it('adds a rated variation, lists it (every product and one product) and removes it; audited', async () => {
    const accountId = await h.newAccount(agent);
    const empty = await h.cartOf(agent, accountId);
    expect(empty).toEqual({ accountId, agencyId: harbor, limit: QUOTE_CART_LIMIT, content: [] });

    const res = await h.add(agent, 'P100', {
      accountId,
      presetName: 'POPULAR',
      limit: 1_000_000,
      deductible: 10_000,
    });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json<CartItemView>();
    expect(item).toMatchObject({
      accountId,
      agencyId: harbor,
      product: 'P100',
      quoteNumber: null,
      limit: 1_000_000,
      deductible: 10_000,
    });
    expect(item.totalPremium).toBeGreaterThan(0);
    expect(item.calculatorGeneratedData).toMatchObject({
      limit: 1_000_000,
      deductible: 10_000,
      effectiveDate: item.effectiveDate,
    });
    expect(item.calculatorGeneratedData).not.toHaveProperty('accountId');
    expect(item.addedBy?.name).toMatch(/\S/);
    const p250 = await h.addItem(agent, 'P250', { accountId });

    const all = await h.cartOf(agent, accountId);
    expect(all.content.map((i) => i.id).sort()).toEqual([item.id, p250.id].sort());
    expect(all.content.find((i) => i.id === item.id)).toEqual(item);
    const onlyP100 = await h.cartOf(agent, accountId, { product: 'P100' });
    expect(onlyP100.content.map((i) => i.id)).toEqual([item.id]);
    // the agency's other users share the agency's cart
    const shared = await h.cartOf(agencyAdmin, accountId);
    expect(shared.content).toHaveLength(2);

    expect((await h.remove(agent, item.id)).statusCode).toBe(204);
    expect((await h.cartOf(agent, accountId)).content.map((i) => i.id)).toEqual([p250.id]);
    const again = await h.remove(agent, item.id);
    expect(again.statusCode).toBe(404);
    expect(again.json<Err>().message).toBe(QUOTE_CART_MESSAGES.itemNotFound);
    expect(await auditOf('cart.add', item.id)).toHaveLength(1);
    const [removed] = await auditOf('cart.remove', item.id);
    expect(removed!.before).toMatchObject({ product: 'P100', totalPremium: item.totalPremium });
  });

  it("keeps the rater's premium, never one the browser sends", async () => {
    const accountId = await h.newAccount(agent);
    const item = await h.addItem(agent, 'P100', {
      accountId,
      limit: 2_000_000,
      totalPremium: 1,
      premium: 1,
    });
    const rated = await agent.inject({
      method: 'POST',
      url: '/api/rater/v1/calculator',
      payload: {
        accountId,
        product: 'P100',
        state: 'MA',
        limit: 2_000_000,
        deductible: item.deductible,
        effectiveDate: item.effectiveDate,
      },
    });
    expect(rated.statusCode, rated.body).toBe(200);
    const total = rated.json<CalculatorResult>().total;
    expect(total).toBeGreaterThan(1);
    expect(item.totalPremium).toBe(total);
    const [row] = await t.database.db
      .select()
      .from(quoteCartItems)
      .where(eq(quoteCartItems.id, item.id));
    expect(row!.totalPremium).toBe(total);
    expect((row!.ratingResult as CalculatorResult).total).toBe(total);
  });

  it('refuses what quote creation refuses: another region, an unquotable account, bad fields', async () => {
    const accountId = await h.newAccount(agent);
    const uk = await h.add(agent, 'P_ONE', { accountId });
    expect(uk.statusCode).toBe(400);
    expect(uk.json<Err>().message).toBe(QUOTE_MESSAGES.wrongRegion('Prime One', 'US'));
    const bad = await h.add(agent, 'P100', { accountId, deductible: 3 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Err>().errors!.some((e) => e.startsWith('deductible: '))).toBe(true);
    await h.makeQuotable(accountId, { profileScore: 3 });
    const low = await h.add(agent, 'P100', { accountId });
    expect(low.statusCode).toBe(400);
    expect(low.json<Err>().message).toBe(QUOTE_MESSAGES.needsMoreInformation);
    expect((await h.cartOf(agent, accountId)).content).toEqual([]);
  });

  it("checks the agent's licence when the cart is requested, not while it is filled", async () => {
    const accountId = await h.newAccount(agent);
    await h.makeQuotable(accountId, { state: 'VT' });
    const added = await h.add(agent, 'P100', { accountId });
    expect(added.statusCode).toBe(201);
    const sent = await h.submit(agent, { accountId });
    expect(sent.statusCode).toBe(400);
    expect(sent.json<Err>().message).toBe(QUOTE_CART_MESSAGES.sendFailed);
    expect(sent.json<Err>().errors!.join(' ')).toContain(
      QUOTE_MESSAGES.notLicensed('VT', 'Prime 100'),
    );
    expect((await h.cartOf(agent, accountId)).content).toHaveLength(1);
  });

  it("empties one product's items (DELETE /{productType}/cart); audited once", async () => {
    const accountId = await h.newAccount(agent);
    await h.addItem(agent, 'P100', { accountId });
    await h.addItem(agent, 'P100', { accountId, limit: 2_000_000 });
    const keep = await h.addItem(agent, 'P250', { accountId });
    const res = await agent.inject({
      method: 'DELETE',
      url: `/api/quote/v1/P100/cart?accountId=${accountId}`,
    });
    expect(res.statusCode).toBe(204);
    expect((await h.cartOf(agent, accountId)).content.map((i) => i.id)).toEqual([keep.id]);
    const [cleared] = await auditOf('cart.clear', accountId);
    expect(cleared!.before).toMatchObject({ product: 'P100', ownerOrganisationId: harbor });
    expect((cleared!.before as { itemIds: string[] }).itemIds).toHaveLength(2);
  });

  it('a cart survives signing out: signed in again, the same items', async () => {
    const s = await t.signIn('agent@example.com');
    const accountId = await h.newAccount(s);
    const item = await h.addItem(s, 'P100', { accountId });
    const out = await s.inject({
      method: 'POST',
      url: '/api/auth/v1/logout',
      payload: { refreshToken: s.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    expect((await h.getCart(s, accountId)).statusCode).toBe(401);
    const back = await t.signIn('agent@example.com');
    expect((await h.cartOf(back, accountId)).content.map((i) => i.id)).toEqual([item.id]);
  });
});

describe('the limit of 5', () => {
  it('five items across products, then 409 with the spec message', async () => {
    const accountId = await h.newAccount(agent);
    for (const product of ['P100', 'P100', 'P250', 'P250', 'P100']) {
      await h.addItem(agent, product, { accountId });
    }
    const sixth = await h.add(agent, 'P250', { accountId });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json<Err>().message).toBe(QUOTE_CART_MESSAGES.limitReached);
    expect((await h.cartOf(agent, accountId)).content).toHaveLength(5);
    // another account's cart is its own
    const other = await h.newAccount(agent);
    expect((await h.add(agent, 'P100', { accountId: other })).statusCode).toBe(201);
  });

  it('10 concurrent adds to an empty cart store exactly 5', async () => {
    const accountId = await h.newAccount(agent);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        h.add(agent, i % 2 ? 'P250' : 'P100', {
          accountId,
          limit: 1_000_000 + (i % 3) * 1_000_000,
        }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 409, 409, 409, 409, 409]);
    for (const r of answers.filter((a) => a.statusCode === 409)) {
      expect(r.json<Err>().message).toBe(QUOTE_CART_MESSAGES.limitReached);
    }
    const rows = await t.database.db
      .select()
      .from(quoteCartItems)
      .where(eq(quoteCartItems.accountId, accountId));
    expect(rows).toHaveLength(5);
  });
});

describe('whose cart', () => {
  let accountId: string;
  let item: CartItemView;

  beforeAll(async () => {
    accountId = await h.newAccount(agent);
    item = await h.addItem(agent, 'P100', { accountId });
  });

  it("another agency's agent and the UK broker get nothing: 404", async () => {
    for (const s of [wholesale, broker]) {
      const own = await h.getCart(s, accountId);
      expect(own.statusCode).toBe(404);
      expect(own.json<Err>().message).toBe(ACCOUNT_MESSAGES.accountNotFound);
      const named = await h.getCart(s, accountId, { agencyId: harbor });
      expect(named.statusCode).toBe(404);
      expect(named.json<Err>().message).toBe(ORGANISATION_MESSAGES.agencyNotFound);
      expect((await h.getCart(s, accountId, { product: 'P100' })).statusCode).toBe(404);
      const removed = await h.remove(s, item.id);
      expect(removed.statusCode).toBe(404);
      expect(removed.json<Err>().message).toBe(QUOTE_CART_MESSAGES.itemNotFound);
      expect((await h.remove(s, item.id, harbor)).statusCode).toBe(404);
      expect((await h.add(s, 'P100', { accountId })).statusCode).toBe(404);
      expect((await h.add(s, 'P100', { accountId, agencyId: harbor })).statusCode).toBe(404);
      expect((await h.submit(s, { accountId })).statusCode).toBe(404);
      expect((await h.submit(s, { accountId, agencyId: harbor })).statusCode).toBe(404);
      const cleared = await s.inject({
        method: 'DELETE',
        url: `/api/quote/v1/P100/cart?accountId=${accountId}&agencyId=${harbor}`,
      });
      expect(cleared.statusCode).toBe(404);
    }
    expect((await h.cartOf(agent, accountId)).content.map((i) => i.id)).toEqual([item.id]);
  });

  it('customers are refused by the permission', async () => {
    expect((await h.getCart(customer, accountId)).statusCode).toBe(403);
    expect((await h.add(customer, 'P100', { accountId })).statusCode).toBe(403);
  });

  it("provider staff see and fill the agency's cart with agencyId; without one, their own", async () => {
    const agencys = await h.cartOf(admin, accountId, { agencyId: harbor });
    expect(agencys.agencyId).toBe(harbor);
    expect(agencys.content.map((i) => i.id)).toEqual([item.id]);
    const own = await h.cartOf(admin, accountId);
    expect(own.agencyId).not.toBe(harbor);
    expect(own.content).toEqual([]);

    const added = await h.addItem(admin, 'P250', { accountId, agencyId: harbor });
    expect(added.agencyId).toBe(harbor);
    expect((await h.cartOf(agent, accountId)).content.map((i) => i.id).sort()).toEqual(
      [item.id, added.id].sort(),
    );
    const direct = await h.addItem(admin, 'P100', { accountId });
    expect(direct.agencyId).toBe(own.agencyId);
    expect((await h.cartOf(agent, accountId)).content).toHaveLength(2);
    // an item of the provider's own cart is not in the agency's, and the other way round
    expect((await h.remove(admin, direct.id, harbor)).statusCode).toBe(404);
    expect((await h.remove(agent, direct.id)).statusCode).toBe(404);
    expect((await h.remove(admin, added.id)).statusCode).toBe(404);
    expect((await h.remove(admin, added.id, harbor)).statusCode).toBe(204);
    expect((await h.remove(admin, direct.id)).statusCode).toBe(204);
  });

  it('provider staff naming an organisation that is not an agency: 404', async () => {
    const acme = await h.orgId('Acme Dental Group');
    const res = await h.getCart(admin, accountId, { agencyId: acme });
    expect(res.statusCode).toBe(404);
    expect(res.json<Err>().message).toBe(ORGANISATION_MESSAGES.agencyNotFound);
    const nowhere = await h.getCart(admin, accountId, {
      agencyId: '00000000-0000-4000-8000-000000000000',
    });
    expect(nowhere.statusCode).toBe(404);
  });

  it('bad ids are a 400', async () => {
    expect((await h.getCart(agent, 'nope')).statusCode).toBe(400);
    expect((await h.remove(agent, 'nope')).statusCode).toBe(400);
    expect((await h.getCart(agent, accountId, { product: 'P999' })).statusCode).toBe(400);
  });
});
