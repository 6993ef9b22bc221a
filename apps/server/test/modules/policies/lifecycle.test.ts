import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  POLICY_PATHS,
  UNDERWRITING_PATHS as P,
  type PolicyActionResult,
  type QuoteView,
} from '@cyber/domain';
import { auditLog, jobs, policies } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accountHelpers, usAccount, type Session } from '../accounts/support.ts';

const DAY = 86_400_000;
let t: TestApp;
let agent: Session;
let underwriter: Session;
let helpers: ReturnType<typeof accountHelpers>;

const statusOf = async (id: string) =>
  (await t.database.db.select().from(policies).where(eq(policies.id, id)))[0]!.status;

async function binder() {
  const accountId = (await helpers.create(agent, usAccount())).account.id;
  await helpers.makeQuotable(accountId);
  const created = await agent.inject({
    method: 'POST',
    url: '/api/quote/v1/P100',
    payload: { accountId },
  });
  expect(created.statusCode, created.body).toBe(201);
  const quote = created.json<QuoteView>();
  if (quote.status !== 'READY') {
    await agent.inject({
      method: 'POST',
      url: P.requestReview('P100', quote.id),
      payload: { reason: 'Please release' },
    });
    await underwriter.inject({ method: 'POST', url: P.release('P100', quote.id), payload: {} });
  }
  const bound = await agent.inject({
    method: 'POST',
    url: POLICY_PATHS.bind('P100', quote.id),
    payload: {},
  });
  expect(bound.statusCode, bound.body).toBe(201);
  return bound.json<PolicyActionResult>().policy;
}

/** Run the hourly job now, as the scheduler would. */
async function runJob() {
  await t.app.ctx.jobs.enqueue(
    t.database.db,
    'policies.lifecycle',
    {},
    { singletonKey: 'recurring' },
  );
  await t.app.ctx.jobs.runDue();
}

/** Move the clock to noon (UTC) of a YYYY-MM-DD day. */
const moveTo = (day: string) =>
  t.clock.advance(new Date(`${day}T12:00:00Z`).getTime() - t.clock.now().getTime());

beforeAll(async () => {
  t = await buildTestApp();
  helpers = accountHelpers(t);
  [agent, underwriter] = await Promise.all([
    t.signIn('agent@example.com'),
    t.signIn('underwriter@example.com'),
  ]);
  await helpers.license('agent@example.com', 'Harbor Risk Partners', 'MA');
});
afterAll(async () => t.close());

describe('the policies’ hourly job', () => {
  it('puts an issued policy in force on its effective date, expires an unissued binder after its last day, and a policy after its end', async () => {
    const issued = await binder();
    const waiting = await binder();
    const res = await agent.inject({
      method: 'POST',
      url: POLICY_PATHS.agentIssue(issued.id),
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);

    await runJob();
    expect(await statusOf(issued.id)).toBe('ISSUED');
    expect(await statusOf(waiting.id)).toBe('BOUND');

    moveTo(issued.effectiveDate);
    await runJob();
    expect(await statusOf(issued.id)).toBe('IN FORCE');
    expect(await statusOf(waiting.id)).toBe('BOUND');

    // the binder's last day it can still be issued; the day after it has expired
    moveTo(waiting.binderExpiresOn!);
    await runJob();
    expect(await statusOf(waiting.id)).toBe('BOUND');
    t.clock.advance(DAY);
    await runJob();
    expect(await statusOf(waiting.id)).toBe('BINDER EXPIRED');
    // (a month later: a new session)
    const late = await (
      await t.signIn('agent@example.com')
    ).inject({
      method: 'POST',
      url: POLICY_PATHS.agentIssue(waiting.id),
      payload: {},
    });
    expect(late.statusCode).toBe(409);
    const events = (await t.database.db.select().from(jobs).where(eq(jobs.queue, 'events.fanout')))
      .map(
        (j) => (j.payload as { event: { type: string; data: { policy?: { id: string } } } }).event,
      )
      .filter((e) => e.type === 'binder.expired' && e.data.policy?.id === waiting.id);
    expect(events).toHaveLength(1);

    moveTo(issued.endDate);
    await runJob();
    expect(await statusOf(issued.id)).toBe('IN FORCE');
    t.clock.advance(DAY);
    await runJob();
    expect(await statusOf(issued.id)).toBe('EXPIRED');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, issued.id));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['policy.bind', 'policy.issue', 'policy.takeEffect', 'policy.expire']),
    );
  });
});
