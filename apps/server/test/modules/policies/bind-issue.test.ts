import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  POLICY_MESSAGES,
  POLICY_NUMBER_PATTERN,
  POLICY_PATHS,
  UNDERWRITING_PATHS as P,
  type PolicyActionResult,
  type PolicyBook,
  type PolicyPage,
  type QuoteView,
} from '@cyber/domain';
import { accountProfiles, auditLog, jobs, policies, quotes } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accountHelpers, usAccount, type Session } from '../accounts/support.ts';

let t: TestApp;
let agent: Session;
let underwriter: Session;
let broker: Session;
let customer: Session;
let helpers: ReturnType<typeof accountHelpers>;

const quoteRow = async (id: string) =>
  (await t.database.db.select().from(quotes).where(eq(quotes.id, id)))[0]!;

/** A READY P100 quote of a new account of the demo agent (released by the underwriter if need be). */
async function readyQuote(extra: Record<string, unknown> = {}) {
  const accountId = (await helpers.create(agent, usAccount())).account.id;
  await helpers.makeQuotable(accountId);
  const res = await agent.inject({
    method: 'POST',
    url: '/api/quote/v1/P100',
    payload: { accountId, ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  const quote = res.json<QuoteView>();
  if (quote.status !== 'READY') {
    const refer = await agent.inject({
      method: 'POST',
      url: P.requestReview('P100', quote.id),
      payload: { reason: 'Please release' },
    });
    expect(refer.statusCode, refer.body).toBe(200);
    const release = await underwriter.inject({
      method: 'POST',
      url: P.release('P100', quote.id),
      payload: {},
    });
    expect(release.statusCode, release.body).toBe(200);
  }
  expect((await quoteRow(quote.id)).status).toBe('READY');
  return { accountId, quote };
}

const bind = (s: Session, quoteId: string, product = 'P100') =>
  s.inject({ method: 'POST', url: POLICY_PATHS.bind(product, quoteId), payload: {} });

beforeAll(async () => {
  t = await buildTestApp();
  helpers = accountHelpers(t);
  [agent, underwriter, broker, customer] = await Promise.all([
    t.signIn('agent@example.com'),
    t.signIn('underwriter@example.com'),
    t.signIn('broker@example.com'),
    t.signIn('customer@example.com'),
  ]);
  await helpers.license('agent@example.com', 'Harbor Risk Partners', 'MA');
});
afterAll(async () => t.close());

describe('POST /api/quote/v1/{product}/bind/{quoteId}', () => {
  it('makes a READY quote a binder: policy number, the quote BOUND, its submission closed, the account active; audited, published', async () => {
    const submission = randomUUID();
    const { accountId, quote } = await readyQuote({ requestGroupId: submission });
    const sibling = await agent.inject({
      method: 'POST',
      url: '/api/quote/v1/P100',
      payload: { accountId, requestGroupId: submission, limit: 2_000_000 },
    });
    expect(sibling.statusCode, sibling.body).toBe(201);

    const res = await bind(agent, quote.id);
    expect(res.statusCode, res.body).toBe(201);
    const { message, policy } = res.json<PolicyActionResult>();
    expect(policy.policyNumber).toMatch(POLICY_NUMBER_PATTERN);
    expect(message).toBe(POLICY_MESSAGES.bound(policy.policyNumber));
    expect(policy).toMatchObject({
      status: 'BOUND',
      quoteId: quote.id,
      accountId,
      product: 'P100',
      totalPremium: (await quoteRow(quote.id)).totalPremium,
      issuedOn: null,
      paymentStatus: 'Unpaid',
    });
    expect(policy.binderExpiresOn! > policy.boundOn!.slice(0, 10)).toBe(true);
    expect((await quoteRow(quote.id)).status).toBe('BOUND');
    expect((await quoteRow(sibling.json<QuoteView>().id)).status).toBe('INVALID');
    const [profile] = await t.database.db
      .select()
      .from(accountProfiles)
      .where(eq(accountProfiles.organisationId, accountId));
    expect(profile!.accountStatus).toBe('ACTIVE_POLICY');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'policy.bind'), eq(auditLog.entityId, policy.id)));
    expect(audits).toHaveLength(1);
    const events = (await t.database.db.select().from(jobs).where(eq(jobs.queue, 'events.fanout')))
      .map(
        (j) => (j.payload as { event: { type: string; data: { policy?: { id: string } } } }).event,
      )
      .filter((e) => e.type === 'policy.bound' && e.data.policy?.id === policy.id);
    expect(events).toHaveLength(1);

    // binding again answers the same binder
    const again = await bind(agent, quote.id);
    expect(again.statusCode).toBe(200);
    expect(again.json<PolicyActionResult>().policy.id).toBe(policy.id);
    expect(again.json<PolicyActionResult>().message).toBe(POLICY_MESSAGES.alreadyBound);
  });

  it('fifty concurrent binds of one quote make exactly one binder', async () => {
    const { quote } = await readyQuote();
    const answers = await Promise.all(Array.from({ length: 50 }, () => bind(agent, quote.id)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201 && s !== 200)).toEqual([]);
    const ids = new Set(answers.map((a) => a.json<PolicyActionResult>().policy.id));
    expect(ids.size).toBe(1);
    const rows = await t.database.db.select().from(policies).where(eq(policies.quoteId, quote.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a quote that is not READY, or has an open pre-bind subjectivity (409)', async () => {
    const { quote } = await readyQuote();
    const referred = await agent.inject({
      method: 'POST',
      url: P.requestReview('P100', quote.id),
      payload: { reason: 'A second look' },
    });
    expect(referred.statusCode, referred.body).toBe(200);
    const notReady = await bind(agent, quote.id);
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json<{ message: string }>().message).toBe(POLICY_MESSAGES.notBindable);

    const other = (await readyQuote()).quote;
    const set = await underwriter.inject({
      method: 'PUT',
      url: P.saveSubjectivities('P100', other.id),
      payload: {
        subjectivities: [{ kind: 'PRE_BIND', text: 'MFA on remote access confirmed' }],
      },
    });
    expect(set.statusCode, set.body).toBe(200);
    const open = await bind(agent, other.id);
    expect(open.statusCode).toBe(409);
    expect(open.json<{ message: string }>().message).toBe(POLICY_MESSAGES.openSubjectivities);
    expect(
      await t.database.db.select().from(policies).where(eq(policies.quoteId, other.id)),
    ).toEqual([]);
  });

  it("another agency's quote is a 404; a policyholder may not bind", async () => {
    const { quote } = await readyQuote();
    expect((await bind(broker, quote.id)).statusCode).toBe(404);
    expect((await bind(customer, quote.id)).statusCode).toBe(403);
    expect((await bind(agent, quote.id, 'P250')).statusCode).toBe(404);
    expect((await quoteRow(quote.id)).status).toBe('READY');
  });
});

describe('issue, search and read', () => {
  it('the agency issues its binder once; provider staff issue theirs; the lists and reads are scoped', async () => {
    const first = (await readyQuote()).quote;
    const binder = (await bind(agent, first.id)).json<PolicyActionResult>().policy;

    const binders = (
      await agent.inject({ method: 'GET', url: `${POLICY_PATHS.search}?kind=BINDERS&size=100` })
    ).json<PolicyPage>();
    expect(binders.content.map((p) => p.id)).toContain(binder.id);
    const dates = binders.content.map((p) => p.effectiveDate);
    expect([...dates].sort()).toEqual(dates);

    expect(
      (await agent.inject({ method: 'POST', url: POLICY_PATHS.issue(binder.id), payload: {} }))
        .statusCode,
    ).toBe(403);
    const issued = await agent.inject({
      method: 'POST',
      url: POLICY_PATHS.agentIssue(binder.id),
      payload: {},
    });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json<PolicyActionResult>()).toMatchObject({
      message: POLICY_MESSAGES.issued(binder.policyNumber),
      policy: { status: 'ISSUED' },
    });
    const twice = await agent.inject({
      method: 'POST',
      url: POLICY_PATHS.agentIssue(binder.id),
      payload: {},
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ message: string }>().message).toBe(POLICY_MESSAGES.notIssuable);

    const policiesTab = (
      await agent.inject({ method: 'GET', url: `${POLICY_PATHS.search}?kind=POLICIES&size=100` })
    ).json<PolicyPage>();
    expect(policiesTab.content.map((p) => p.id)).toContain(binder.id);
    const found = (
      await agent.inject({
        method: 'GET',
        url: `${POLICY_PATHS.search}?kind=POLICIES&search=${binder.policyNumber}`,
      })
    ).json<PolicyPage>();
    expect(found.content.map((p) => p.id)).toEqual([binder.id]);

    // another agency sees nothing of it
    const uk = (
      await broker.inject({ method: 'GET', url: `${POLICY_PATHS.search}?kind=POLICIES&size=100` })
    ).json<PolicyPage>();
    expect(uk.content.map((p) => p.id)).not.toContain(binder.id);
    expect(
      (await broker.inject({ method: 'GET', url: POLICY_PATHS.byId(binder.id) })).statusCode,
    ).toBe(404);
    expect(
      (
        await broker.inject({
          method: 'POST',
          url: POLICY_PATHS.agentIssue(binder.id),
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await agent.inject({ method: 'GET', url: POLICY_PATHS.byId(binder.id) })).statusCode,
    ).toBe(200);
    expect(
      (await agent.inject({ method: 'GET', url: POLICY_PATHS.byProduct('P250', binder.id) }))
        .statusCode,
    ).toBe(404);

    const second = (await readyQuote()).quote;
    const other = (await bind(agent, second.id)).json<PolicyActionResult>().policy;
    const byStaff = await underwriter.inject({
      method: 'POST',
      url: POLICY_PATHS.issue(other.id),
      payload: {},
    });
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'policy.issue'), eq(auditLog.entityId, other.id)));
    expect(audits).toHaveLength(1);
  });
});

describe('GET /api/policy/v1/book', () => {
  it("sums the caller's own book by the counting rules, per currency; other organisations get a 403", async () => {
    const book = async (s: Session) =>
      (await s.inject({ method: 'GET', url: POLICY_PATHS.book })).json<PolicyBook>();
    const before = (await book(agent)).books.find((b) => b.currency === 'USD')!;
    const { quote } = await readyQuote();
    const bound = (await bind(agent, quote.id)).json<PolicyActionResult>().policy;
    const afterBind = (await book(agent)).books.find((b) => b.currency === 'USD')!;
    expect(afterBind.binders).toBe(before.binders + 1);
    expect(afterBind.limitInForce).toBe(before.limitInForce + bound.limit);
    expect(afterBind.activePolicies).toBe(before.activePolicies);

    await agent.inject({ method: 'POST', url: POLICY_PATHS.agentIssue(bound.id), payload: {} });
    const afterIssue = (await book(agent)).books.find((b) => b.currency === 'USD')!;
    expect(afterIssue.binders).toBe(before.binders);
    expect(afterIssue.activePolicies).toBe(before.activePolicies + 1);
    expect(afterIssue.premiumInForce).toBe(before.premiumInForce + bound.totalPremium);

    // the UK brokerage's book is its own, in pounds
    const uk = await book(broker);
    expect(uk.books.map((b) => b.currency)).toEqual(['GBP']);
    expect(uk.books[0]!.activePolicies).toBeGreaterThanOrEqual(1);
    // an organisation that sees no policy (a vendor) has no book; carriers have their paper's,
    // clusters their member agencies' (group-scopes.test.ts)
    const vendor = await t.signIn('vendor@example.com');
    expect((await vendor.inject({ method: 'GET', url: POLICY_PATHS.book })).statusCode).toBe(403);
  });
});
