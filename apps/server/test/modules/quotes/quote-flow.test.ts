import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  QUOTE_FLOW_MESSAGES,
  QUOTE_MESSAGES,
  type QuoteFlowContext,
  type QuoteMessage,
  type QuoteView,
} from '@cyber/domain';
import { accountNotes, accountProfiles, auditLog, quotes } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accountHelpers, usAccount, type Session } from '../accounts/support.ts';

let t: TestApp;
let agent: Session;
let wholesale: Session;
let admin: Session;
let helpers: ReturnType<typeof accountHelpers>;

type Err = { message: string; errors?: string[] };

const license = (email: string, agencyName: string, state: string) =>
  helpers.license(email, agencyName, state);

async function newAccount(s: Session) {
  const id = (await helpers.create(s, usAccount())).account.id;
  await t.database.db
    .update(accountProfiles)
    .set({ naicsCode: '541511', totalRevenue: 5_000_000, noOfEmployees: 40, profileScore: 8 })
    .where(eq(accountProfiles.organisationId, id));
  return id;
}

async function quoteFor(s: Session, accountId: string, extra: Record<string, unknown> = {}) {
  const res = await s.inject({
    method: 'POST',
    url: '/api/quote/v1/P100',
    payload: { accountId, ...extra },
  });
  if (res.statusCode !== 201) throw new Error(`create ${res.statusCode} ${res.body}`);
  return res.json<QuoteView>();
}

const edit = (s: Session, product: string, id: string, payload: Record<string, unknown>) =>
  s.inject({ method: 'PUT', url: `/api/quote/v1/${product}/${id}`, payload });
const renew = (s: Session, product: string, id: string, payload: Record<string, unknown> = {}) =>
  s.inject({ method: 'POST', url: `/api/quote/v1/${product}/renew/${id}`, payload });
const sendRequest = (s: Session, payload: Record<string, unknown>) =>
  s.inject({ method: 'POST', url: '/api/quote/v1/action/send-request', payload });

const setQuote = (id: string, patch: Partial<typeof quotes.$inferInsert>) =>
  t.database.db.update(quotes).set(patch).where(eq(quotes.id, id));

const audits = (action: string, id: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, id)));

beforeAll(async () => {
  t = await buildTestApp();
  helpers = accountHelpers(t);
  agent = await t.signIn('agent@example.com');
  wholesale = await t.signIn('wholesale@example.com');
  admin = await t.signIn('admin@example.com');
  await license('agent@example.com', 'Harbor Risk Partners', 'MA');
  await license('wholesale@example.com', 'Summit Wholesale Brokers', 'MA');
});
afterAll(async () => t.close());

describe('PUT /api/quote/v1/{product}/{id} (edit-quote)', () => {
  it('re-rates that quote with the new fields; audited; the engine decides the status', async () => {
    const accountId = await newAccount(agent);
    const q = await quoteFor(agent, accountId, { presetName: 'POPULAR' });
    const res = await edit(agent, 'P100', q.id, { limit: 3_000_000, presetName: null });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<QuoteView>();
    expect(after.id).toBe(q.id);
    expect(after.quoteNumber).toBe(q.quoteNumber);
    expect(after.limit).toBe(3_000_000);
    expect(after.presetName).toBeNull();
    expect(after.totalPremium).toBe(after.rating!.total);
    expect(after.totalPremium).not.toBe(q.totalPremium);
    expect(after.status).toBe(after.rating!.statusHint);
    // the deductible of the stored rating input is kept
    expect(after.deductible).toBe(q.deductible);
    const rows = await audits('quote.update', q.id);
    expect(rows).toHaveLength(1);
    const count = await t.database.db.select().from(quotes).where(eq(quotes.accountId, accountId));
    expect(count).toHaveLength(1);
  });

  it('a new effective date moves the end date and the validity with it', async () => {
    const accountId = await newAccount(agent);
    const q = await quoteFor(agent, accountId);
    const effectiveDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const res = await edit(agent, 'P100', q.id, { effectiveDate });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<QuoteView>();
    expect(after.effectiveDate).toBe(effectiveDate);
    expect(after.endDate.slice(0, 4)).toBe(String(Number(effectiveDate.slice(0, 4)) + 1));
    expect(after.expiresOn > q.expiresOn).toBe(true);
  });

  it('lost, declined or expired quotes are a 409; nothing changes', async () => {
    const accountId = await newAccount(agent);
    const q = await quoteFor(agent, accountId);
    await setQuote(q.id, { status: 'LOST' });
    const lost = await edit(agent, 'P100', q.id, { limit: 2_000_000 });
    expect(lost.statusCode).toBe(409);
    expect(lost.json<Err>().message).toBe(QUOTE_FLOW_MESSAGES.notEditable);
    await setQuote(q.id, { status: 'READY', expiresOn: '2020-01-01' });
    const expired = await edit(agent, 'P100', q.id, { limit: 2_000_000 });
    expect(expired.statusCode).toBe(409);
    expect(expired.json<Err>().message).toBe(QUOTE_FLOW_MESSAGES.expired);
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, q.id));
    expect(row!.limit).toBe(q.limit);
  });

  it("another agency's quote, another product or an unknown id is a 404", async () => {
    const accountId = await newAccount(agent);
    const q = await quoteFor(agent, accountId);
    const other = await edit(wholesale, 'P100', q.id, { limit: 2_000_000 });
    expect(other.statusCode).toBe(404);
    expect(other.json<Err>().message).toBe(QUOTE_MESSAGES.notFound);
    expect((await edit(agent, 'P250', q.id, {})).statusCode).toBe(404);
    expect((await edit(agent, 'P100', crypto.randomUUID(), {})).statusCode).toBe(404);
    // provider staff see every quote
    expect((await edit(admin, 'P100', q.id, { limit: 2_000_000 })).statusCode).toBe(200);
  });

  it('bad rating input is a 400 with field messages, never a 500', async () => {
    const accountId = await newAccount(agent);
    const q = await quoteFor(agent, accountId);
    const bad = await edit(agent, 'P100', q.id, { deductible: 3 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Err>().errors!.some((e) => e.startsWith('deductible: '))).toBe(true);
    const badId = await edit(agent, 'P100', 'nope', {});
    expect(badId.statusCode).toBe(400);
    const badNeedBy = await edit(agent, 'P100', q.id, { needByDate: '2020-01-01' });
    expect(badNeedBy.statusCode).toBe(400);
    expect(badNeedBy.json<Err>().message).toBe(QUOTE_MESSAGES.needByBeforeToday);
  });
});

describe('POST /api/quote/v1/{product}/renew/{id} (renew-quote)', () => {
  it('creates a renewal effective on the old end date, same choices; audited', async () => {
    const accountId = await newAccount(agent);
    // ELITE's own terms: 2,000,000, 10,000 excess, 8 hours
    const q = await quoteFor(agent, accountId, {
      limit: 2_000_000,
      deductible: 10_000,
      waitingPeriod: 8,
      presetName: 'ELITE',
    });
    expect(q.presetName).toBe('ELITE');
    // an old quote ending soon
    const end = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await setQuote(q.id, { status: 'EXPIRED', endDate: end });
    const res = await renew(agent, 'P100', q.id);
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json<QuoteView>();
    expect(r.id).not.toBe(q.id);
    expect(r.isRenewal).toBe(true);
    expect(r.renewalOfQuoteId).toBe(q.id);
    expect(r.effectiveDate).toBe(end);
    expect(r.limit).toBe(2_000_000);
    expect(r.presetName).toBe('ELITE');
    expect(r.agentEmail).toBe('agent@example.com');
    expect(await audits('quote.renew', r.id)).toHaveLength(1);
    const search = await agent.inject({
      method: 'GET',
      url: `/api/quote/v1/search?accountId=${accountId}&quoteType=RENEWAL`,
    });
    expect(search.json<{ content: QuoteView[] }>().content.map((x) => x.id)).toEqual([r.id]);
  });

  it('a lost or declined quote is a 409; another agency 404', async () => {
    const accountId = await newAccount(agent);
    const q = await quoteFor(agent, accountId);
    expect((await renew(wholesale, 'P100', q.id)).statusCode).toBe(404);
    await setQuote(q.id, { status: 'DECLINED' });
    const res = await renew(agent, 'P100', q.id);
    expect(res.statusCode).toBe(409);
    expect(res.json<Err>().message).toBe(QUOTE_FLOW_MESSAGES.notRenewable);
  });

  it('an end date outside the calculator window is refused with the engine message (400)', async () => {
    const accountId = await newAccount(agent);
    const q = await quoteFor(agent, accountId);
    await setQuote(q.id, { endDate: '2001-01-01' });
    const res = await renew(agent, 'P100', q.id);
    expect(res.statusCode).toBe(400);
    expect(res.json<Err>().message.length).toBeGreaterThan(0);
  });
});

describe('POST /api/quote/v1/{product} from the flow (custom quote, additional info)', () => {
  it('custom terms refer the quote to the underwriter; the note and retail agent are kept', async () => {
    const accountId = await newAccount(wholesale);
    const q = await quoteFor(wholesale, accountId, {
      customQuote: { requestedLimit: 7_500_000, requestedRetention: 100_000, reason: 'Board asks' },
      underwriterNote: 'Renewal of a long-standing client',
      retailAgentFirstName: 'Rita',
      retailAgentLastName: 'Retail',
      retailAgentLicenseNumber: 'RL-123',
    });
    expect(q.status).toBe('REFERRED');
    expect(q.referToUnderwriter).toBe(true);
    expect(q.customRequest).toEqual({
      requestedLimit: 7_500_000,
      requestedRetention: 100_000,
      reason: 'Board asks',
    });
    expect(q.retailAgentLicenseNumber).toBe('RL-123');
    // the underwriter sees it
    const seen = await admin.inject({
      method: 'GET',
      url: `/api/quote/v1/search?accountId=${accountId}`,
    });
    const row = seen.json<{ content: QuoteView[] }>().content[0]!;
    expect(row.status).toBe('REFERRED');
    expect(row.customRequest?.reason).toBe('Board asks');
    const notes = await t.database.db
      .select()
      .from(accountNotes)
      .where(eq(accountNotes.quoteId, q.id));
    expect(notes.map((n) => [n.noteType, n.body])).toEqual([
      ['UNDERWRITING', 'Renewal of a long-standing client'],
    ]);
  });

  it('a custom quote without a reason is a 400 with the spec message', async () => {
    const accountId = await newAccount(agent);
    const res = await agent.inject({
      method: 'POST',
      url: '/api/quote/v1/P100',
      payload: { accountId, customQuote: { requestedLimit: 5_000_000, reason: ' ' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Err>().errors).toContain(
      `customQuote.reason: ${QUOTE_FLOW_MESSAGES.reasonRequired}`,
    );
  });
});

describe('POST /api/quote/v1/action/send-request (retail agency)', () => {
  const retail = {
    agencyName: 'Main Street Insurance',
    agentFirstName: 'Rhea',
    agentLastName: 'Tailor',
    agentEmail: 'Rhea.Tailor@mainstreet.example.com',
    agentPhone: '(617) 555-0123',
  };

  it('e-mails the retail agent the quotes, keeps the request on them; audited', async () => {
    const accountId = await newAccount(wholesale);
    const a = await quoteFor(wholesale, accountId);
    const b = await quoteFor(wholesale, accountId, { limit: 2_000_000 });
    const res = await sendRequest(wholesale, { ...retail, quoteIds: [a.id, b.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<QuoteMessage>()).toEqual({
      message: 'Quote request(s) sent successfully!',
      count: 2,
    });
    const mail = await t.lastMessage('rhea.tailor@mainstreet.example.com', 'quote-request');
    expect(mail.text).toContain(a.quoteNumber);
    expect(mail.text).toContain(b.quoteNumber);
    expect(mail.text).toContain('Main Street Insurance');
    expect(mail.text).toContain(`/quote/${a.id}/request-to-bind/P100`);
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, a.id));
    expect(row!.retailRequest).toMatchObject({
      agencyName: 'Main Street Insurance',
      agentEmail: 'rhea.tailor@mainstreet.example.com',
      agentPhone: '6175550123',
    });
    expect(await audits('quote.send-request', b.id)).toHaveLength(1);
  });

  it('validates the form with the spec messages', async () => {
    const res = await sendRequest(wholesale, {
      quoteIds: [crypto.randomUUID()],
      agencyName: '',
      agentFirstName: 'R',
      agentLastName: 'T',
      agentEmail: 'not-an-email',
      agentPhone: '12345',
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json<Err>().errors!;
    expect(errors).toContain('agencyName: Agency Name is required');
    expect(errors).toContain('agentPhone: Agent Phone is not a valid phone number');
    expect(errors).toContain('agentEmail: Please enter a valid Email Address');
    const missing = await sendRequest(wholesale, { quoteIds: [] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<Err>().errors).toContain('agentPhone: Agent Phone is required');
  });

  it("another agency's quote is a 404 (nothing sent); an inactive one a 409", async () => {
    const mine = await quoteFor(wholesale, await newAccount(wholesale));
    const theirs = await quoteFor(agent, await newAccount(agent));
    const res = await sendRequest(wholesale, { ...retail, quoteIds: [mine.id, theirs.id] });
    expect(res.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, mine.id));
    expect(row!.retailRequest).toBeNull();
    await setQuote(mine.id, { status: 'LOST' });
    const lost = await sendRequest(wholesale, { ...retail, quoteIds: [mine.id] });
    expect(lost.statusCode).toBe(409);
    expect(lost.json<Err>().message).toBe(QUOTE_FLOW_MESSAGES.notActive);
  });

  it('a retail agency may not send quote requests (403); the context says why', async () => {
    const q = await quoteFor(agent, await newAccount(agent));
    const res = await sendRequest(agent, { ...retail, quoteIds: [q.id] });
    expect(res.statusCode).toBe(403);
    expect(res.json<Err>().message).toBe(QUOTE_FLOW_MESSAGES.wholesaleOnly);
    const ctx = await agent.inject({ method: 'GET', url: '/api/quote/v1/flow/context' });
    expect(ctx.json<QuoteFlowContext>()).toEqual({ accountType: 'AGENCY', agencyKind: 'RETAIL' });
    const w = await wholesale.inject({ method: 'GET', url: '/api/quote/v1/flow/context' });
    expect(w.json<QuoteFlowContext>().agencyKind).toBe('WHOLESALE');
  });
});
