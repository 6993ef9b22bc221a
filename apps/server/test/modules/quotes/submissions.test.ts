import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SUBMISSION_MESSAGES,
  SUBMISSION_PATHS as S,
  UNDERWRITING_MESSAGES as M,
  UNDERWRITING_PATHS as P,
  type QuoteView,
  type SubmissionDetail,
  type SubmissionPage,
} from '@cyber/domain';
import { auditLog, quotes } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accountHelpers, usAccount, type Session } from '../accounts/support.ts';

let t: TestApp;
let agent: Session;
let wholesale: Session;
let underwriter: Session;
let customer: Session;
let helpers: ReturnType<typeof accountHelpers>;

async function quotableAccount() {
  const id = (await helpers.create(agent, usAccount())).account.id;
  await helpers.makeQuotable(id);
  return id;
}

async function quote(accountId: string, extra: Record<string, unknown> = {}, s = agent) {
  return s.inject({ method: 'POST', url: '/api/quote/v1/P100', payload: { accountId, ...extra } });
}

/** Two variations requested together: one submission. */
async function submissionOfTwo() {
  const accountId = await quotableAccount();
  const requestGroupId = randomUUID();
  const a = await quote(accountId, { requestGroupId, limit: 1_000_000 });
  const b = await quote(accountId, { requestGroupId, limit: 2_000_000 });
  expect(a.statusCode, a.body).toBe(201);
  expect(b.statusCode, b.body).toBe(201);
  return { accountId, id: requestGroupId, quotes: [a.json<QuoteView>(), b.json<QuoteView>()] };
}

const statusOf = async (id: string) =>
  (await t.database.db.select().from(quotes).where(eq(quotes.id, id)))[0]!.status;

beforeAll(async () => {
  t = await buildTestApp();
  helpers = accountHelpers(t);
  [agent, wholesale, underwriter, customer] = await Promise.all([
    t.signIn('agent@example.com'),
    t.signIn('wholesale@example.com'),
    t.signIn('underwriter@example.com'),
    t.signIn('customer@example.com'),
  ]);
  await helpers.license('agent@example.com', 'Harbor Risk Partners', 'MA');
});
afterAll(async () => t.close());

describe('submissions', () => {
  it('group the quotes of one request; a single request is a submission of its own', async () => {
    const sub = await submissionOfTwo();
    const detail = (
      await agent.inject({ method: 'GET', url: S.detail(sub.id) })
    ).json<SubmissionDetail>();
    expect(detail.quotes.map((q) => q.id).sort()).toEqual(sub.quotes.map((q) => q.id).sort());
    expect(detail.submission).toMatchObject({ quoteCount: 2, source: 'CART', products: ['P100'] });
    expect(detail.canDecline).toBe(false);

    const single = (await quote(sub.accountId)).json<QuoteView>();
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, single.id));
    expect(row!.requestGroupId).not.toBeNull();
    expect(row!.requestGroupId).not.toBe(sub.id);
  });

  it("cannot be joined by another account's request, nor seen by another agency", async () => {
    const sub = await submissionOfTwo();
    const otherAccount = await quotableAccount();
    const joined = await quote(otherAccount, { requestGroupId: sub.id });
    expect(joined.statusCode).toBe(409);
    expect(joined.json<{ message: string }>().message).toBe(
      'That request group belongs to another account or agency',
    );
    expect((await wholesale.inject({ method: 'GET', url: S.detail(sub.id) })).statusCode).toBe(404);
    const theirs = (
      await wholesale.inject({ method: 'GET', url: `${S.search}?size=100` })
    ).json<SubmissionPage>();
    expect(theirs.content.map((s) => s.id)).not.toContain(sub.id);
    expect((await customer.inject({ method: 'GET', url: S.search })).statusCode).toBe(403);
  });

  it('list newest change first, 20 rows by default, with a derived status', async () => {
    const sub = await submissionOfTwo();
    const page = (await agent.inject({ method: 'GET', url: S.search })).json<SubmissionPage>();
    expect(page.size).toBe(20);
    const modified = page.content.map((s) => s.modified);
    expect([...modified].sort().reverse()).toEqual(modified);
    const mine = (
      await agent.inject({ method: 'GET', url: `${S.search}?accountId=${sub.accountId}` })
    ).json<SubmissionPage>();
    expect(mine.content.map((s) => s.id)).toEqual([sub.id]);
    expect(['QUOTED', 'INDICATION', 'REFERRED']).toContain(mine.content[0]!.status);
  });

  it('are declined by an underwriter with every open quote, once', async () => {
    const sub = await submissionOfTwo();
    const body = {
      declinationReason: 'FILL_IN_OPTION',
      declinationReasonDescription: 'Outside appetite',
    };
    const noFillIn = await underwriter.inject({
      method: 'PUT',
      url: S.decline(sub.id),
      payload: body,
    });
    expect(noFillIn.statusCode).toBe(400);
    expect(noFillIn.body).toContain(M.fillInRequired);
    const byAgent = await agent.inject({
      method: 'PUT',
      url: S.decline(sub.id),
      payload: { ...body, fillInDeclinationReason: 'x' },
    });
    expect(byAgent.statusCode).toBe(403);

    const res = await underwriter.inject({
      method: 'PUT',
      url: S.decline(sub.id),
      payload: { ...body, fillInDeclinationReason: 'Crypto exchange' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<{ message: string; detail: SubmissionDetail }>();
    expect(detail.message).toBe(SUBMISSION_MESSAGES.declined);
    expect(detail.detail.submission.status).toBe('DECLINED');
    expect(detail.detail.quotes.every((q) => q.status === 'DECLINED')).toBe(true);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'submission.decline'), eq(auditLog.entityId, sub.id)));
    expect(audits).toHaveLength(1);
    expect((await t.lastMessage('agent@example.com', 'submission-declined')).text).toContain(
      'Crypto exchange',
    );
    const again = await underwriter.inject({
      method: 'PUT',
      url: S.decline(sub.id),
      payload: { ...body, fillInDeclinationReason: 'again' },
    });
    expect(again.statusCode).toBe(409);
  });

  it("are declined with a quote's decline when asked", async () => {
    const sub = await submissionOfTwo();
    const [first, second] = sub.quotes;
    const res = await underwriter.inject({
      method: 'POST',
      url: P.decline('P100', first!.id),
      payload: {
        reasonSummary: 'Class of Business',
        reason: 'Outside appetite',
        declineSubmission: {
          declinationReason: 'NATURE_OF_OPERATIONS',
          declinationReasonDescription: 'Outside appetite',
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ message: string }>().message).toBe(M.submissionDeclined);
    expect(await statusOf(first!.id)).toBe('DECLINED');
    expect(await statusOf(second!.id)).toBe('DECLINED');
    const detail = (
      await underwriter.inject({ method: 'GET', url: S.detail(sub.id) })
    ).json<SubmissionDetail>();
    expect(detail.submission.declinationReason).toBe('NATURE_OF_OPERATIONS');
    expect(detail.canDecline).toBe(false);
  });
});
