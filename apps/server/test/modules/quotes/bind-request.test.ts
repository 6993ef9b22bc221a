import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BIND_REQUEST_MESSAGES as M,
  BIND_REQUEST_PATHS as P,
  POLICY_PATHS,
  QUOTE_LINK_HEADER,
  type AccountVerificationResult,
  type ApplicationLink,
  type AttestResult,
  type BindStatus,
  type QuoteView,
  type WholesaleQuote,
} from '@cyber/domain';
import {
  accountProfiles,
  auditLog,
  jobs,
  quoteSignatures,
  quoteSubjectivities,
  quotes,
} from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accountHelpers, usAccount, type Session } from '../accounts/support.ts';

let t: TestApp;
let agent: Session;
let wholesale: Session;
let broker: Session;
let customer: Session;
let admin: Session;
let helpers: ReturnType<typeof accountHelpers>;
let acme: string;

type Err = { message: string; errors?: string[] };

const contact = {
  customerFirstName: 'Sam',
  customerLastName: 'Patel',
  customerEmail: 'Sam.Patel@acme.example',
  customerPhone: '(401) 555-0134',
};

const setQuote = (id: string, patch: Partial<typeof quotes.$inferInsert>) =>
  t.database.db.update(quotes).set(patch).where(eq(quotes.id, id));
const quoteRow = async (id: string) =>
  (await t.database.db.select().from(quotes).where(eq(quotes.id, id)))[0]!;
const audits = (action: string, id: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, id)));
const events = async (type: string, quoteId: string) =>
  (await t.database.db.select().from(jobs).where(eq(jobs.queue, 'events.fanout')))
    .map((j) => (j.payload as { event: { type: string; data: { quote?: { id: string } } } }).event)
    .filter((e) => e.type === type && e.data.quote?.id === quoteId);

/** A READY P100 quote of `accountId` made by `s`. */
async function readyQuote(s: Session, accountId: string) {
  const res = await s.inject({ method: 'POST', url: '/api/quote/v1/P100', payload: { accountId } });
  expect(res.statusCode, res.body).toBe(201);
  const quote = res.json<QuoteView>();
  await setQuote(quote.id, { status: 'READY' });
  return quote;
}

async function newAccount(s: Session) {
  const id = (await helpers.create(s, usAccount())).account.id;
  await helpers.makeQuotable(id);
  return id;
}

const bindStatus = async (s: Session, id: string) => {
  const res = await s.inject({ method: 'GET', url: P.bindStatus(id) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BindStatus>();
};
const verify = (s: Session, id: string, payload: Record<string, unknown> = {}) =>
  s.inject({ method: 'PATCH', url: P.verification(id), payload });
const requestToBind = (s: Session, id: string, payload: Record<string, unknown> = contact) =>
  s.inject({ method: 'PUT', url: P.requestToBind(id), payload });

beforeAll(async () => {
  t = await buildTestApp();
  helpers = accountHelpers(t);
  [agent, wholesale, broker, customer, admin] = await Promise.all([
    t.signIn('agent@example.com'),
    t.signIn('wholesale@example.com'),
    t.signIn('broker@example.com'),
    t.signIn('customer@example.com'),
    t.signIn('admin@example.com'),
  ]);
  await helpers.license('agent@example.com', 'Harbor Risk Partners', 'MA');
  await helpers.license('agent@example.com', 'Harbor Risk Partners', 'RI');
  await helpers.license('wholesale@example.com', 'Summit Wholesale Brokers', 'MA');
  acme = await helpers.orgId('Acme Dental Group');
  await helpers.makeQuotable(acme);
});
afterAll(async () => t.close());

describe('verified by agent, then request to bind (PUT /api/quote/v1/{id})', () => {
  it('needs the verification first; then sends: contact kept, request sent, policyholder e-mailed; audited, published', async () => {
    const accountId = await newAccount(agent);
    const quote = await readyQuote(agent, accountId);
    expect(await bindStatus(agent, quote.id)).toMatchObject({
      agencyStatus: 'OPEN',
      isVerifiedByAgent: false,
      verifiedDate: null,
      bindRequestedAt: null,
      surplusNoticeRequired: false,
      signatures: [],
    });
    const early = await requestToBind(agent, quote.id);
    expect(early.statusCode).toBe(409);
    expect(early.json<Err>().message).toBe(M.notVerified);

    const stale = await verify(agent, quote.id, { name: 'Some Other Name' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<Err>().message).toBe(M.accountChanged);

    const ok = await verify(agent, quote.id, { name: quote.companyName });
    expect(ok.statusCode, ok.body).toBe(200);
    const verified = ok.json<AccountVerificationResult>();
    expect(verified).toMatchObject({ message: M.verified, isVerifiedByAgent: true });
    // the box locks: verifying again keeps the first date
    const again = await verify(agent, quote.id);
    expect(again.json<AccountVerificationResult>().verifiedDate).toBe(verified.verifiedDate);
    expect(await audits('account.verify', accountId)).toHaveLength(1);

    const badPhone = await requestToBind(agent, quote.id, { ...contact, customerPhone: '123' });
    expect(badPhone.statusCode).toBe(400);

    const res = await requestToBind(agent, quote.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ message: string }>().message).toBe('Request to bind successfully sent');
    const status = await bindStatus(agent, quote.id);
    expect(status.agencyStatus).toBe('REQUEST_SENT');
    expect(status.isVerifiedByAgent).toBe(true);
    const row = await quoteRow(quote.id);
    expect(row.customerEmail).toBe('sam.patel@acme.example');
    expect(row.customerPhone).toBe('4015550134');
    expect(row.bindRequest).toMatchObject({ via: 'AGENT', email: 'agent@example.com' });
    const mail = await t.lastMessage('sam.patel@acme.example', 'bind-request-insured');
    expect(mail.text).toContain(quote.quoteNumber);
    expect(mail.text).toContain(`/customer/quotes/${quote.id}/sign/P100`);
    expect(await audits('quote.request-to-bind', quote.id)).toHaveLength(1);
    expect(await events('quote.bind_requested', quote.id)).toHaveLength(1);
  });

  it('another agency gets a 404 and changes nothing; a quote that is not Ready is a 409', async () => {
    const quote = await readyQuote(agent, await newAccount(agent));
    expect((await verify(broker, quote.id)).statusCode).toBe(404);
    expect((await requestToBind(broker, quote.id)).statusCode).toBe(404);
    expect((await broker.inject({ method: 'GET', url: P.bindStatus(quote.id) })).statusCode).toBe(
      404,
    );
    expect((await quoteRow(quote.id)).bindRequestedAt).toBeNull();

    expect((await verify(agent, quote.id)).statusCode).toBe(200);
    await setQuote(quote.id, { status: 'EXPIRED' });
    const res = await requestToBind(agent, quote.id);
    expect(res.statusCode).toBe(409);
    expect(res.json<Err>().message).toBe(M.notBindable);
    expect((await bindStatus(agent, quote.id)).agencyStatus).toBe('INVALID');
  });

  it('a policyholder may not request to bind (403)', async () => {
    const quote = await readyQuote(agent, acme);
    expect((await requestToBind(customer, quote.id)).statusCode).toBe(403);
  });
});

describe('the wholesale quote page through the e-mailed link', () => {
  const retail = {
    agencyName: 'Main Street Insurance',
    agentFirstName: 'Rhea',
    agentLastName: 'Tailor',
    agentEmail: 'rhea.tailor@mainstreet.example.com',
    agentPhone: '(617) 555-0123',
  };

  let sends = 0;
  async function sentQuote() {
    sends += 1;
    const to = `rhea.tailor+${sends}@mainstreet.example.com`;
    const accountId = await newAccount(wholesale);
    const quote = await readyQuote(wholesale, accountId);
    const sent = await wholesale.inject({
      method: 'POST',
      url: '/api/quote/v1/action/send-request',
      payload: { ...retail, agentEmail: to, quoteIds: [quote.id] },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const link = await t.linkIn(to, 'quote-request');
    expect(link.pathname).toBe(`/quote/${quote.id}/request-to-bind/P100`);
    const token = link.searchParams.get('token')!;
    expect(token.length).toBeGreaterThan(20);
    return { quote, accountId, token, to };
  }
  const viaLink = (
    method: 'GET' | 'PATCH' | 'PUT',
    url: string,
    token: string | null,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: token === null ? {} : { [QUOTE_LINK_HEADER]: token },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  it('shows the quote to the link holder only: no token, a wrong one or another quote is a 401', async () => {
    const { quote, token } = await sentQuote();
    const res = await viaLink('GET', P.wholesale(quote.id), token);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<WholesaleQuote>();
    expect(page).toMatchObject({
      id: quote.id,
      quoteNumber: quote.quoteNumber,
      agencyName: 'Summit Wholesale Brokers',
      retailAgencyName: 'Main Street Insurance',
      retailAgentName: 'Rhea Tailor',
      bind: { agencyStatus: 'OPEN', isVerifiedByAgent: false },
    });
    expect(page.coverages.length).toBeGreaterThan(0);
    expect((await viaLink('GET', P.wholesale(quote.id), null)).statusCode).toBe(401);
    expect((await viaLink('GET', P.wholesale(quote.id), 'x'.repeat(43))).statusCode).toBe(401);
    const other = await sentQuote();
    const cross = await viaLink('GET', P.wholesale(other.quote.id), token);
    expect(cross.statusCode).toBe(401);
    expect(cross.json<Err>().message).toBe(M.linkInvalid);
  });

  it('the retail agent verifies and requests to bind; the wholesale agent is told; sending again retires the old link', async () => {
    const { quote, accountId, token, to } = await sentQuote();
    const early = await viaLink('PUT', P.wholesaleRequestToBind(quote.id), token, contact);
    expect(early.statusCode).toBe(409);
    const verified = await viaLink('PATCH', P.wholesaleVerification(quote.id), token, {});
    expect(verified.statusCode, verified.body).toBe(200);
    const [profile] = await t.database.db
      .select()
      .from(accountProfiles)
      .where(eq(accountProfiles.organisationId, accountId));
    expect(profile!.verifiedByAgent).toBe(`Rhea Tailor <${to}>`);
    const res = await viaLink('PUT', P.wholesaleRequestToBind(quote.id), token, contact);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      (await viaLink('GET', P.wholesale(quote.id), token)).json<WholesaleQuote>().bind,
    ).toMatchObject({ agencyStatus: 'REQUEST_SENT', isVerifiedByAgent: true });
    const told = await t.lastMessage('wholesale@example.com', 'bind-request-agent');
    expect(told.text).toContain('Rhea Tailor');
    expect(told.text).toContain(quote.quoteNumber);
    const [audit] = await audits('quote.request-to-bind', quote.id);
    expect(audit!.actorUserId).toBeNull();
    expect(audit!.after).toMatchObject({ requestedBy: { via: 'LINK', name: 'Rhea Tailor' } });

    // sent again: the new link works, the old one no longer does
    await wholesale.inject({
      method: 'POST',
      url: '/api/quote/v1/action/send-request',
      payload: { ...retail, agentEmail: `again.${to}`, quoteIds: [quote.id] },
    });
    const fresh = (await t.linkIn(`again.${to}`, 'quote-request')).searchParams.get('token')!;
    expect(fresh).not.toBe(token);
    expect((await viaLink('GET', P.wholesale(quote.id), token)).statusCode).toBe(401);
    expect((await viaLink('GET', P.wholesale(quote.id), fresh)).statusCode).toBe(200);
  });

  it('an expired link is a 401', async () => {
    const { quote, token } = await sentQuote();
    t.clock.advance(15 * 86_400_000);
    try {
      expect((await viaLink('GET', P.wholesale(quote.id), token)).statusCode).toBe(401);
    } finally {
      t.clock.advance(-15 * 86_400_000);
    }
  });
});

describe('the named insured signs the application (POST /api/quote/v1/attest)', () => {
  it('records signer, time, IP, user agent and the SHA-256 of the document; completes the signed-application subjectivity; once only', async () => {
    const quote = await readyQuote(agent, acme);
    expect((await verify(agent, quote.id)).statusCode).toBe(200);
    expect((await requestToBind(agent, quote.id)).statusCode).toBe(200);
    await t.database.db.insert(quoteSubjectivities).values({
      quoteId: quote.id,
      kind: 'PRE_BIND',
      catalogueKey: 'SIGNED_APPLICATION',
      text: 'Signed and dated application',
    });
    const link = await customer.inject({ method: 'GET', url: P.applicationLink(quote.id) });
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json<ApplicationLink>()).toMatchObject({
      url: P.applicationDocument(quote.id),
      signed: false,
      quoteNumber: quote.quoteNumber,
    });
    const unsigned = await customer.inject({ method: 'GET', url: P.applicationDocument(quote.id) });
    expect(unsigned.statusCode).toBe(200);
    expect(unsigned.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(unsigned.headers['content-disposition']).toContain('-application.pdf');

    const unticked = await customer.inject({
      method: 'POST',
      url: P.attest,
      payload: { quoteId: quote.id, accepted: false },
    });
    expect(unticked.statusCode).toBe(400);
    const byAgent = await agent.inject({
      method: 'POST',
      url: P.attest,
      payload: { quoteId: quote.id, accepted: true },
    });
    expect(byAgent.statusCode).toBe(403);

    // ten at once: one signature
    const tries = await Promise.all(
      Array.from({ length: 10 }, () =>
        customer.inject({
          method: 'POST',
          url: P.attest,
          headers: { 'user-agent': 'Journey/1.0' },
          payload: { quoteId: quote.id, accepted: true },
        }),
      ),
    );
    const codes = tries.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    const signed = tries.find((r) => r.statusCode === 200)!.json<AttestResult>();
    expect(signed.message).toBe('Attested Successfully');
    expect(signed.signature).toMatchObject({
      kind: 'APPLICATION',
      signerEmail: 'customer@example.com',
      userAgent: 'Journey/1.0',
    });
    expect(signed.signature.ipAddress).toBeTruthy();
    expect(signed.signature.documentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(
      await t.database.db
        .select()
        .from(quoteSignatures)
        .where(eq(quoteSignatures.quoteId, quote.id)),
    ).toHaveLength(1);
    const [subjectivity] = await t.database.db
      .select()
      .from(quoteSubjectivities)
      .where(eq(quoteSubjectivities.quoteId, quote.id));
    expect(subjectivity!.status).toBe('COMPLETED');
    expect(await audits('quote.sign', quote.id)).toHaveLength(1);
    expect((await t.lastMessage('agent@example.com', 'application-signed')).text).toContain(
      quote.quoteNumber,
    );

    // the signed copy: the pages signed plus the signature page, the same for agent and insured
    const copy = await customer.inject({ method: 'GET', url: P.applicationDocument(quote.id) });
    const agentCopy = await agent.inject({ method: 'GET', url: P.applicationDocument(quote.id) });
    expect(copy.rawPayload.equals(agentCopy.rawPayload)).toBe(true);
    expect(copy.rawPayload.length).toBeGreaterThan(unsigned.rawPayload.length);
    expect((await bindStatus(agent, quote.id)).signatures).toHaveLength(1);
    // and the quote binds: the pre-bind subjectivity is complete
    const bound = await agent.inject({
      method: 'POST',
      url: POLICY_PATHS.bind('P100', quote.id),
      payload: {},
    });
    expect(bound.statusCode, bound.body).toBe(201);
  });

  it("another agency's user gets a 404 for the link and the document", async () => {
    const quote = await readyQuote(agent, acme);
    expect(
      (await broker.inject({ method: 'GET', url: P.applicationLink(quote.id) })).statusCode,
    ).toBe(404);
    expect(
      (await broker.inject({ method: 'GET', url: P.applicationDocument(quote.id) })).statusCode,
    ).toBe(404);
  });
});

describe('the LA / MT surplus lines notice (POST /api/quote/v1/surplus/attest)', () => {
  it('blocks the bind of an LA surplus quote until the broker attests it', async () => {
    const quote = await readyQuote(agent, await newAccount(agent));
    await setQuote(quote.id, { isSurplus: true, state: 'LA' });
    expect((await bindStatus(agent, quote.id)).surplusNoticeRequired).toBe(true);
    const blocked = await agent.inject({
      method: 'POST',
      url: POLICY_PATHS.bind('P100', quote.id),
      payload: {},
    });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json<Err>().message).toBe(M.noticeRequired);

    const wrongState = await agent.inject({
      method: 'POST',
      url: P.surplusAttest,
      payload: { quoteId: quote.id, accepted: true, state: 'MT' },
    });
    expect(wrongState.statusCode).toBe(409);
    expect(
      (
        await broker.inject({
          method: 'POST',
          url: P.surplusAttest,
          payload: { quoteId: quote.id, accepted: true, state: 'LA' },
        })
      ).statusCode,
    ).toBe(404);
    const res = await agent.inject({
      method: 'POST',
      url: P.surplusAttest,
      payload: { quoteId: quote.id, accepted: true, state: 'LA' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AttestResult>().signature).toMatchObject({
      kind: 'SURPLUS_NOTICE',
      state: 'LA',
    });
    expect((await quoteRow(quote.id)).surplusNoticeAttestedAt).not.toBeNull();
    const notice = await agent.inject({
      method: 'GET',
      url: `/api/quote/v1/surplus/${quote.id}/notice`,
    });
    expect(notice.statusCode).toBe(200);
    expect(notice.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const again = await admin.inject({
      method: 'POST',
      url: P.surplusAttest,
      payload: { quoteId: quote.id, accepted: true, state: 'LA' },
    });
    expect(again.statusCode).toBe(409);
    const bound = await agent.inject({
      method: 'POST',
      url: POLICY_PATHS.bind('P100', quote.id),
      payload: {},
    });
    expect(bound.statusCode, bound.body).toBe(201);
  });

  it('a quote outside LA and MT, or admitted, needs no notice (409)', async () => {
    const quote = await readyQuote(agent, await newAccount(agent));
    await setQuote(quote.id, { isSurplus: false, state: 'LA' });
    const res = await agent.inject({
      method: 'POST',
      url: P.surplusAttest,
      payload: { quoteId: quote.id, accepted: true, state: 'LA' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<Err>().message).toBe(M.noticeNotNeeded);
  });
});

describe('post-bind subjectivities remind the agent (quotes.post-bind-reminders)', () => {
  const runJob = async () => {
    await t.app.ctx.jobs.enqueue(
      t.database.db,
      'quotes.post-bind-reminders',
      {},
      { singletonKey: 'recurring' },
    );
    await t.app.ctx.jobs.runDue();
  };
  const reminders = async (quoteNumber: string) =>
    (await t.mailbox('agent@example.com', 'post-bind-reminder')).filter((m) =>
      m.text.includes(quoteNumber),
    );

  it('14 days after binding an open one e-mails the agent, then every 7 days while it stays open', async () => {
    const quote = await readyQuote(agent, await newAccount(agent));
    await t.database.db.insert(quoteSubjectivities).values([
      { quoteId: quote.id, kind: 'POST_BIND', text: 'Confirm offline backups within 30 days' },
      { quoteId: quote.id, kind: 'POST_BIND', text: 'Signed MFA attestation', status: 'COMPLETED' },
    ]);
    const bound = await agent.inject({
      method: 'POST',
      url: POLICY_PATHS.bind('P100', quote.id),
      payload: {},
    });
    expect(bound.statusCode, bound.body).toBe(201);
    const day = 86_400_000;
    let moved = 0;
    const advance = (ms: number) => {
      t.clock.advance(ms);
      moved += ms;
    };
    try {
      await runJob();
      expect(await reminders(quote.quoteNumber)).toHaveLength(0);
      advance(14 * day);
      await runJob();
      const [first] = await reminders(quote.quoteNumber);
      expect(first!.text).toContain('Confirm offline backups within 30 days');
      expect(first!.text).not.toContain('Signed MFA attestation');
      // not again the next day
      advance(day);
      await runJob();
      expect(await reminders(quote.quoteNumber)).toHaveLength(1);
      advance(7 * day);
      await runJob();
      expect(await reminders(quote.quoteNumber)).toHaveLength(2);
      // completed: no more reminders
      await t.database.db
        .update(quoteSubjectivities)
        .set({ status: 'COMPLETED' })
        .where(eq(quoteSubjectivities.quoteId, quote.id));
      advance(8 * day);
      await runJob();
      expect(await reminders(quote.quoteNumber)).toHaveLength(2);
    } finally {
      t.clock.advance(-moved);
    }
  });
});
