import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRODUCT_CODES,
  QUOTE_MESSAGES,
  isUkProduct,
  type QuoteMessage,
  type QuotePage,
  type QuoteView,
} from '@cyber/domain';
import { accountProfiles, auditLog, quotes } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accountHelpers, ukAccount, usAccount, type Session } from '../accounts/support.ts';

let t: TestApp;
let agent: Session;
let agencyAdmin: Session;
let wholesale: Session;
let broker: Session;
let admin: Session;
let customer: Session;
let helpers: ReturnType<typeof accountHelpers>;

type Err = { message: string; errors?: string[] };

const today = () => new Date().toISOString().slice(0, 10);

/** Fill what quoting needs: firmographics and a profile score of at least 4. */
const license = (email: string, agencyName: string, state: string) =>
  helpers.license(email, agencyName, state);

const create = (s: Session, product: string, payload: Record<string, unknown>) =>
  s.inject({ method: 'POST', url: `/api/quote/v1/${product}`, payload });

async function newAccount(s: Session, body = usAccount()) {
  const id = (await helpers.create(s, body)).account.id;
  await helpers.makeQuotable(id);
  return id;
}

async function quoteFor(s: Session, accountId: string, product = 'P100', extra = {}) {
  const res = await create(s, product, { accountId, ...extra });
  if (res.statusCode !== 201) throw new Error(`create ${res.statusCode} ${res.body}`);
  return res.json<QuoteView>();
}

const search = (s: Session, query = '') =>
  s.inject({ method: 'GET', url: `/api/quote/v1/search${query ? `?${query}` : ''}` });

beforeAll(async () => {
  t = await buildTestApp();
  helpers = accountHelpers(t);
  agent = await t.signIn('agent@example.com');
  agencyAdmin = await t.signIn('agencyadmin@example.com');
  wholesale = await t.signIn('wholesale@example.com');
  broker = await t.signIn('broker@example.com');
  admin = await t.signIn('admin@example.com');
  customer = await t.signIn('customer@example.com');
  await license('agent@example.com', 'Harbor Risk Partners', 'MA');
  await license('agent@example.com', 'Harbor Risk Partners', 'RI');
  await license('wholesale@example.com', 'Summit Wholesale Brokers', 'MA');
});
afterAll(async () => t.close());

describe('POST /api/quote/v1/{product}', () => {
  it('rates and stores a quote; the account becomes QUOTED; audited', async () => {
    const accountId = await newAccount(agent);
    const res = await create(agent, 'P100', { accountId, limit: 2_000_000, presetName: 'POPULAR' });
    expect(res.statusCode).toBe(201);
    const q = res.json<QuoteView>();
    expect(q.quoteNumber).toMatch(/^Q-\d{4}-\d{7}$/);
    expect(q.product).toBe('P100');
    expect(q.limit).toBe(2_000_000);
    expect(q.aggLimit).toBe(2_000_000);
    expect(q.deductible).toBe(25_000);
    expect(q.currency).toBe('USD');
    expect(q.premium).toBeGreaterThan(0);
    expect(q.totalPremium).toBe(q.rating!.total);
    expect(q.status).toBe(q.rating!.statusHint);
    // POPULAR's limit is 1,000,000: a preset whose limit was changed is stored as custom
    expect(q.presetName).toBeNull();
    expect(q.agencyName).toBe('Harbor Risk Partners');
    expect(q.agentEmail).toBe('agent@example.com');
    // effective date 14 days ahead by default; a year's term; bindable for 30 days after it
    const effective = new Date(`${q.effectiveDate}T00:00:00Z`);
    expect(effective.getTime() - new Date(`${today()}T00:00:00Z`).getTime()).toBe(14 * 86_400_000);
    expect(q.endDate.slice(0, 4)).toBe(String(effective.getUTCFullYear() + 1));
    expect(
      (new Date(`${q.expiresOn}T00:00:00Z`).getTime() - effective.getTime()) / 86_400_000,
    ).toBe(30);
    const [profile] = await t.database.db
      .select()
      .from(accountProfiles)
      .where(eq(accountProfiles.organisationId, accountId));
    expect(profile!.accountStatus).toBe('QUOTED');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'quote.create'), eq(auditLog.entityId, q.id)));
    expect(audit).toHaveLength(1);
  });

  it('quotes every US product for a US account and every UK product for the UK broker', async () => {
    const usId = await newAccount(agent);
    const ukId = await newAccount(broker, ukAccount());
    for (const product of PRODUCT_CODES) {
      const uk = isUkProduct(product);
      const res = await create(uk ? broker : agent, product, {
        accountId: uk ? ukId : usId,
        ...(uk ? { state: 'ENG' } : {}),
      });
      expect(res.statusCode, `${product}: ${res.body}`).toBe(201);
      const q = res.json<QuoteView>();
      expect(q.product).toBe(product);
      expect(q.currency).toBe(uk ? 'GBP' : 'USD');
      expect(['READY', 'INDICATION', 'REFERRED', 'DECLINED']).toContain(q.status);
    }
    const numbers = await t.database.db.select({ n: quotes.quoteNumber }).from(quotes);
    expect(new Set(numbers.map((r) => r.n)).size).toBe(numbers.length);
  });

  it('a product of the other region is refused', async () => {
    const usId = await newAccount(agent);
    const res = await create(agent, 'P_ONE', { accountId: usId });
    expect(res.statusCode).toBe(400);
    expect(res.json<Err>().message).toBe(QUOTE_MESSAGES.wrongRegion('Prime One', 'US'));
  });

  it('eligibility: profile score below 4, or a declined account, is refused verbatim', async () => {
    const low = await newAccount(agent);
    await helpers.makeQuotable(low, { profileScore: 3 });
    const a = await create(agent, 'P100', { accountId: low });
    expect(a.statusCode).toBe(400);
    expect(a.json<Err>().message).toBe('Account needs more information to enable Request Quote');
    const declined = await newAccount(agent);
    await helpers.makeQuotable(declined, { accountStatus: 'DECLINED' });
    const b = await create(agent, 'P100', { accountId: declined });
    expect(b.statusCode).toBe(400);
    expect(b.json<Err>().message).toBe('Account is not eligible to Request Quote');
  });

  it('eligibility: a high score without what rating needs (industry, revenue) is refused (decision 034)', async () => {
    for (const lacking of [{ naicsCode: null }, { totalRevenue: null }]) {
      const accountId = await newAccount(agent);
      await helpers.makeQuotable(accountId, lacking);
      const res = await create(agent, 'P100', { accountId });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<Err>().message).toBe(QUOTE_MESSAGES.needsMoreInformation);
    }
  });

  it('the agent must be licensed in the account state', async () => {
    const accountId = await newAccount(
      agent,
      usAccount({
        physicalAddress: {
          address1: '1 Main St',
          city: 'Burlington',
          state: 'VT',
          zipCode: '05401',
        },
      }),
    );
    const res = await create(agent, 'P100', { accountId });
    expect(res.statusCode).toBe(400);
    expect(res.json<Err>().message).toBe(QUOTE_MESSAGES.notLicensed('VT', 'Prime 100'));
    await license('agent@example.com', 'Harbor Risk Partners', 'VT');
    expect((await create(agent, 'P100', { accountId })).statusCode).toBe(201);
  });

  it("another agency's account is a 404; invalid rating input a 400 with field messages", async () => {
    const accountId = await newAccount(agent);
    const other = await create(wholesale, 'P100', { accountId });
    expect(other.statusCode).toBe(404);
    expect(other.json<Err>().message).toBe(QUOTE_MESSAGES.accountNotFound);
    const bad = await create(agent, 'P100', { accountId, deductible: 3 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Err>().errors!.some((e) => e.startsWith('deductible: '))).toBe(true);
    const unknown = await create(agent, 'P999', { accountId });
    expect(unknown.statusCode).toBe(400);
  });

  it('provider staff quote for the linked agency and its agent', async () => {
    const accountId = await newAccount(agent);
    const agencyId = await helpers.orgId('Harbor Risk Partners');
    const res = await create(admin, 'P250', {
      accountId,
      agencyId,
      agentEmail: 'agent@example.com',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<QuoteView>().agencyId).toBe(agencyId);
    const wrongAgency = await create(admin, 'P250', {
      accountId,
      agencyId: await helpers.orgId('Summit Wholesale Brokers'),
    });
    expect(wrongAgency.statusCode).toBe(400);
    expect(wrongAgency.json<Err>().message).toBe(QUOTE_MESSAGES.noAgency);
  });

  it('customers cannot create quotes', async () => {
    const acme = await helpers.orgId('Acme Dental Group');
    expect((await create(customer, 'P100', { accountId: acme })).statusCode).toBe(403);
  });
});

describe('GET /api/quote/v1/search and /{id}', () => {
  let accountId: string;
  let first: QuoteView;
  let second: QuoteView;

  beforeAll(async () => {
    accountId = await newAccount(agent);
    first = await quoteFor(agent, accountId, 'P100');
    second = await quoteFor(agent, accountId, 'P250');
  });

  it('20 rows by default, newest change first, scoped to the agency', async () => {
    const res = await search(agent);
    expect(res.statusCode).toBe(200);
    const page = res.json<QuotePage>();
    expect(page.size).toBe(20);
    expect(page.content.length).toBeLessThanOrEqual(20);
    expect(page.content.every((q) => q.agencyName === 'Harbor Risk Partners')).toBe(true);
    const modified = page.content.map((q) => q.modified);
    expect([...modified].sort().reverse()).toEqual(modified);
    const other = (await search(wholesale)).json<QuotePage>();
    expect(other.content.some((q) => q.id === first.id)).toBe(false);
    const provider = (await search(admin, `accountId=${accountId}`)).json<QuotePage>();
    expect(provider.totalElements).toBe(2);
  });

  it('filters by account, search (company name, quote number), status group and type', async () => {
    const byAccount = (await search(agent, `accountId=${accountId}`)).json<QuotePage>();
    expect(byAccount.content.map((q) => q.id).sort()).toEqual([first.id, second.id].sort());
    const byNumber = (await search(agent, `search=${first.quoteNumber}`)).json<QuotePage>();
    expect(byNumber.content.map((q) => q.id)).toEqual([first.id]);
    const byName = (
      await search(agent, `search=${encodeURIComponent(first.companyName.slice(0, 20))}`)
    ).json<QuotePage>();
    expect(byName.content.some((q) => q.id === first.id)).toBe(true);
    const lost = (await search(agent, `accountId=${accountId}&statusGroup=LOST`)).json<QuotePage>();
    expect(lost.totalElements).toBe(0);
    const renewals = (
      await search(agent, `accountId=${accountId}&quoteType=RENEWAL`)
    ).json<QuotePage>();
    expect(renewals.totalElements).toBe(0);
    const newBusiness = (
      await search(agent, `accountId=${accountId}&quoteType=NEW_BUSINESS`)
    ).json<QuotePage>();
    expect(newBusiness.totalElements).toBe(2);
    const bad = await search(agent, 'statusGroup=NOPE');
    expect(bad.statusCode).toBe(400);
  });

  it('team scopes: current team and all my teams', async () => {
    // Acme belongs to Harbor's "New Business" team; the agent is a member of it.
    const acme = await helpers.orgId('Acme Dental Group');
    const q = await quoteFor(agent, acme, 'P100');
    const teamId = q.teamId!;
    expect(teamId).toBeTruthy();
    const current = (
      await search(agent, `teamScope=CURRENT_TEAM&teamId=${teamId}&size=100`)
    ).json<QuotePage>();
    expect(current.content.some((r) => r.id === q.id)).toBe(true);
    expect(current.content.every((r) => r.teamId === teamId)).toBe(true);
    const mine = (await search(agent, 'teamScope=MY_TEAMS&size=100')).json<QuotePage>();
    expect(mine.content.some((r) => r.id === q.id)).toBe(true);
    expect(mine.content.some((r) => r.teamId === null)).toBe(false);
  });

  it('GET one: the rating breakdown; 404 across agencies', async () => {
    const own = await agent.inject({ method: 'GET', url: `/api/quote/v1/${first.id}` });
    expect(own.statusCode).toBe(200);
    expect(own.json<QuoteView>().rating!.breakdown.length).toBeGreaterThan(0);
    const other = await wholesale.inject({ method: 'GET', url: `/api/quote/v1/${first.id}` });
    expect(other.statusCode).toBe(404);
    expect(other.json<Err>().message).toBe(QUOTE_MESSAGES.notFound);
    const provider = await admin.inject({ method: 'GET', url: `/api/quote/v1/${first.id}` });
    expect(provider.statusCode).toBe(200);
  });
});

describe('delete', () => {
  it('one quote: soft delete, message verbatim, gone from search, audited', async () => {
    const accountId = await newAccount(agent);
    const q = await quoteFor(agent, accountId);
    const foreign = await wholesale.inject({ method: 'DELETE', url: `/api/quote/v1/${q.id}` });
    expect(foreign.statusCode).toBe(404);
    const res = await agent.inject({ method: 'DELETE', url: `/api/quote/v1/${q.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<QuoteMessage>().message).toBe('Quote Deleted Successfully!');
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, q.id));
    expect(row!.deletedAt).not.toBeNull();
    expect((await agent.inject({ method: 'GET', url: `/api/quote/v1/${q.id}` })).statusCode).toBe(
      404,
    );
    const again = await agent.inject({ method: 'DELETE', url: `/api/quote/v1/${q.id}` });
    expect(again.statusCode).toBe(404);
  });

  it('bulk: all or nothing when one id is not visible', async () => {
    const accountId = await newAccount(agent);
    const a = await quoteFor(agent, accountId);
    const b = await quoteFor(agent, accountId);
    const otherAccount = await newAccount(wholesale);
    const foreign = await quoteFor(wholesale, otherAccount);
    const mixed = await agent.inject({
      method: 'POST',
      url: '/api/quote/v1/delete',
      payload: { ids: [a.id, foreign.id] },
    });
    expect(mixed.statusCode).toBe(404);
    const stillThere = (await search(agent, `accountId=${accountId}`)).json<QuotePage>();
    expect(stillThere.totalElements).toBe(2);
    const res = await agent.inject({
      method: 'POST',
      url: '/api/quote/v1/delete',
      payload: { ids: [a.id, b.id] },
    });
    expect(res.json<QuoteMessage>()).toEqual({ message: 'Quote Deleted Successfully!', count: 2 });
    const empty = await agent.inject({
      method: 'POST',
      url: '/api/quote/v1/delete',
      payload: { ids: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<Err>().message).toContain(QUOTE_MESSAGES.idsRequired);
  });

  it('delete all invalid / expired: only that status, only the caller agency', async () => {
    const accountId = await newAccount(agent);
    const invalid = await quoteFor(agent, accountId);
    const expired = await quoteFor(agent, accountId);
    const live = await quoteFor(agent, accountId);
    const otherAccount = await newAccount(wholesale);
    const foreignInvalid = await quoteFor(wholesale, otherAccount);
    const db = t.database.db;
    await db.update(quotes).set({ status: 'INVALID' }).where(eq(quotes.id, invalid.id));
    await db.update(quotes).set({ status: 'EXPIRED' }).where(eq(quotes.id, expired.id));
    await db.update(quotes).set({ status: 'INVALID' }).where(eq(quotes.id, foreignInvalid.id));
    const res = await agent.inject({
      method: 'DELETE',
      url: `/api/quote/v1/invalid?accountId=${accountId}`,
    });
    expect(res.json<QuoteMessage>()).toEqual({ message: 'Quote Deleted Successfully!', count: 1 });
    const exp = await agent.inject({ method: 'DELETE', url: '/api/quote/v1/expired' });
    expect(exp.json<QuoteMessage>().count).toBeGreaterThanOrEqual(1);
    const left = (await search(agent, `accountId=${accountId}`)).json<QuotePage>();
    expect(left.content.map((q) => q.id)).toEqual([live.id]);
    const foreign = (
      await wholesale.inject({ method: 'GET', url: `/api/quote/v1/${foreignInvalid.id}` })
    ).json<QuoteView>();
    expect(foreign.status).toBe('INVALID');
  });
});

describe('need-by, lost and send', () => {
  let accountId: string;
  beforeAll(async () => {
    accountId = await newAccount(agent);
  });

  it('need-by: today or later; message verbatim; another agency is a 404', async () => {
    const q = await quoteFor(agent, accountId);
    const put = (s: Session, needBy: string) =>
      s.inject({
        method: 'PUT',
        url: `/api/quote/v1/update/needBy?quoteId=${q.id}&needBy=${needBy}`,
      });
    const ok = await put(agent, today());
    expect(ok.statusCode).toBe(200);
    expect(ok.json<QuoteMessage>().message).toBe('Quote NeedBy Saved Successfully!');
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const past = await put(agent, yesterday);
    expect(past.statusCode).toBe(400);
    expect(past.json<Err>().message).toBe(QUOTE_MESSAGES.needByBeforeToday);
    expect((await put(agent, '2026-13-45')).statusCode).toBe(400);
    expect((await put(wholesale, today())).statusCode).toBe(404);
    const view = (
      await agent.inject({ method: 'GET', url: `/api/quote/v1/${q.id}` })
    ).json<QuoteView>();
    expect(view.needByDate).toBe(today());
  });

  it('lost: reason rules verbatim, then LOST; a lost quote cannot be lost again', async () => {
    const q = await quoteFor(agent, accountId);
    const put = (payload: Record<string, unknown>) =>
      agent.inject({ method: 'PUT', url: `/api/quote/v1/lost/${q.id}`, payload });
    const missing = await put({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json<Err>().errors).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Loss Reason required'),
        expect.stringContaining('Reason Description is required'),
      ]),
    );
    const fillIn = await put({ reasonSummary: 'Fill-in option', reason: 'Went elsewhere' });
    expect(fillIn.statusCode).toBe(400);
    expect(fillIn.json<Err>().errors!.join()).toContain('Fill-In text is required');
    await t.database.db.update(quotes).set({ status: 'REFERRED' }).where(eq(quotes.id, q.id));
    const ok = await put({
      productType: 'P100',
      reasonSummary: 'Price is High',
      reason: 'Competitor was cheaper',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<QuoteMessage>().message).toBe('Quote Lost Reason Saved Successfully!');
    const view = (
      await agent.inject({ method: 'GET', url: `/api/quote/v1/${q.id}` })
    ).json<QuoteView>();
    expect(view.status).toBe('LOST');
    expect(view.lostReasonSummary).toBe('Price is High');
    const lost = (await search(agent, `accountId=${accountId}&statusGroup=LOST`)).json<QuotePage>();
    expect(lost.content.map((r) => r.id)).toContain(q.id);
    const again = await put({ reasonSummary: 'Price is High', reason: 'x' });
    expect(again.statusCode).toBe(409);
  });

  it('send to the policyholder: validation, e-mail with the summary, then the customer sees it', async () => {
    const acme = await helpers.orgId('Acme Dental Group');
    await helpers.makeQuotable(acme);
    const q = await quoteFor(agent, acme);
    await t.database.db.update(quotes).set({ status: 'READY' }).where(eq(quotes.id, q.id));
    const send = (payload: Record<string, unknown>) =>
      agent.inject({ method: 'POST', url: '/api/quote/v1/action/send', payload });
    const valid = {
      quoteId: q.id,
      productType: 'P100',
      customerFirstName: 'Sam',
      customerLastName: 'Patel',
      customerEmail: 'sam.patel@acme.example',
      customerPhone: '(401) 555-0134',
    };
    const badName = await send({ ...valid, customerFirstName: 'Sam2' });
    expect(badName.statusCode).toBe(400);
    expect(badName.json<Err>().errors!.join()).toContain('Please enter only alphabets');
    const badEmail = await send({ ...valid, customerEmail: 'nope' });
    expect(badEmail.json<Err>().errors!.join()).toContain('Please enter a valid Email Address');
    const badPhone = await send({ ...valid, customerPhone: '123' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json<Err>().message).toBe('Please enter a valid Policy Holder Phone Number.');
    // before sending, the customer does not see it
    const before = (await search(customer)).json<QuotePage>();
    expect(before.content.some((r) => r.id === q.id)).toBe(false);
    const ok = await send(valid);
    expect(ok.statusCode).toBe(200);
    expect(ok.json<QuoteMessage>().message).toBe('Quote request(s) sent successfully!');
    const mail = await t.lastMessage('sam.patel@acme.example', 'quote-sent');
    expect(mail.text).toContain(q.quoteNumber);
    expect(mail.text).toContain('Acme Dental Group');
    const after = (await search(customer)).json<QuotePage>();
    expect(after.content.map((r) => r.id)).toContain(q.id);
    const one = await customer.inject({ method: 'GET', url: `/api/quote/v1/${q.id}` });
    expect(one.statusCode).toBe(200);
    expect(
      (await customer.inject({ method: 'DELETE', url: `/api/quote/v1/${q.id}` })).statusCode,
    ).toBe(403);
    const foreign = await wholesale.inject({
      method: 'POST',
      url: '/api/quote/v1/action/send',
      payload: valid,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('only a READY quote can be sent', async () => {
    const q = await quoteFor(agent, accountId);
    await t.database.db.update(quotes).set({ status: 'INDICATION' }).where(eq(quotes.id, q.id));
    const res = await agent.inject({
      method: 'POST',
      url: '/api/quote/v1/action/send',
      payload: {
        quoteId: q.id,
        customerFirstName: 'Sam',
        customerLastName: 'Patel',
        customerEmail: 'sam@acme.example',
        customerPhone: '4015550134',
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<Err>().message).toBe(QUOTE_MESSAGES.notReady);
  });

  it('agency admins see the agency quotes too', async () => {
    const res = await search(agencyAdmin, `accountId=${accountId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<QuotePage>().totalElements).toBeGreaterThan(0);
  });
});
