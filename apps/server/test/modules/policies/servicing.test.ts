import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDaysIso,
  addYearsIso,
  BOR_PATHS,
  RENEWAL_PATHS,
  endorsementPremium,
  ERP_MESSAGES,
  ERP_PATHS,
  POLICY_PATHS,
  SERVICING_MESSAGES,
  SERVICING_PATHS as S,
  type BorList,
  type BorResult,
  type CancellationQuote,
  type EndorsementOptions,
  type EndorsementQuote,
  type ErpStatus,
  type Policy,
  type PolicyActionResult,
  type PolicyDiff,
  type PolicyRenewal,
} from '@cyber/domain';
import { auditLog, jobs, policies, policyRevisions, quotes } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { usAccount, type Session } from '../accounts/support.ts';
import { bindHelpers } from './support.ts';

let t: TestApp;
let agent: Session;
let broker: Session;
let admin: Session;
let customer: Session;
let helpers: ReturnType<typeof bindHelpers>;

/** A new account's policy, bound and issued by the agent; the clock on its effective date. */
const issuedPolicy = (): Promise<Policy> => helpers.issuedPolicy(agent, usAccount());

const today = () => t.clock.now().toISOString().slice(0, 10);

const revisions = (s: Session, id: string) => helpers.revisions(s, id);

/** The net written premium equals the sum of the revisions' premiums (the invariant). */
async function expectPremiumIsSumOfRevisions(id: string) {
  const [row] = await t.database.db.select().from(policies).where(eq(policies.id, id));
  const revs = await t.database.db
    .select()
    .from(policyRevisions)
    .where(eq(policyRevisions.policyId, id));
  expect(row!.premium).toBe(revs.reduce((sum, r) => sum + r.premiumDelta, 0));
  expect(row!.revision).toBe(Math.max(...revs.map((r) => r.number)));
}

const eventsOf = async (type: string, id: string) =>
  (await t.database.db.select().from(jobs).where(eq(jobs.queue, 'events.fanout')))
    .map((j) => (j.payload as { event: { type: string; data: { policy?: { id: string } } } }).event)
    .filter((e) => e.type === type && e.data.policy?.id === id);

beforeAll(async () => {
  t = await buildTestApp();
  helpers = bindHelpers(t);
  [agent, broker, admin, customer] = await Promise.all([
    t.signIn('agent@example.com'),
    t.signIn('broker@example.com'),
    t.signIn('admin@example.com'),
    t.signIn('customer@example.com'),
  ]);
});
afterAll(async () => t.close());

describe('policy revisions', () => {
  it('an issued policy has revision 1, the policy as issued; a binder has none', async () => {
    const policy = await issuedPolicy();
    expect(policy.revision).toBe(1);
    const list = await revisions(agent, policy.id);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      number: 1,
      kind: 'NEW_BUSINESS',
      premiumDelta: policy.premium,
      effectiveDate: policy.effectiveDate,
      terms: { limit: policy.limit, deductible: policy.deductible, annualPremium: policy.premium },
      changes: [],
      hasDocument: false,
    });
    // another agency's user, and a policyholder of another account, get nothing
    expect((await broker.inject({ method: 'GET', url: S.revisions(policy.id) })).statusCode).toBe(
      404,
    );
    expect((await customer.inject({ method: 'GET', url: S.revisions(policy.id) })).statusCode).toBe(
      404,
    );
  });
});

describe('endorsements', () => {
  it('a limit increase mid-term charges the pro-rata premium, leaves a revision with its diff and a document, and publishes policy.endorsed', async () => {
    const policy = await issuedPolicy();
    const options = (
      await agent.inject({ method: 'GET', url: S.endorsementOptions(policy.id) })
    ).json<EndorsementOptions>();
    expect(options.types).toContain('LIMIT_CHANGE');
    expect(options.earliest >= policy.effectiveDate).toBe(true);
    expect(options.latest <= addDaysIso(today(), 30)).toBe(true);
    const limit = options.limits.find((l) => l > policy.limit)!;
    const day = policy.effectiveDate;
    const request = {
      type: 'LIMIT_CHANGE',
      effectiveDate: day,
      reason: 'Client signed a larger contract',
      limit,
      deductible: policy.deductible,
    };

    const quoted = await agent.inject({
      method: 'POST',
      url: S.endorsementQuote(policy.id),
      payload: request,
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const q = quoted.json<EndorsementQuote>();
    expect(q.annualPremiumAfter).toBeGreaterThan(q.annualPremiumBefore);
    expect(q.premiumDelta).toBe(
      endorsementPremium(policy, day, q.annualPremiumBefore, q.annualPremiumAfter),
    );
    expect(q.changes.map((c) => c.field)).toEqual(['limit', 'annualPremium']);
    // quoting wrote nothing
    expect(await revisions(agent, policy.id)).toHaveLength(1);

    const res = await agent.inject({
      method: 'POST',
      url: S.endorsements(policy.id),
      payload: request,
    });
    expect(res.statusCode, res.body).toBe(201);
    const endorsed = res.json<PolicyActionResult>();
    expect(endorsed.message).toBe(`Policy ${policy.policyNumber} endorsed`);
    expect(endorsed.policy).toMatchObject({
      revision: 2,
      limit,
      premium: policy.premium + q.premiumDelta,
      status: policy.status,
    });
    const list = await revisions(agent, policy.id);
    expect(list[1]).toMatchObject({
      number: 2,
      kind: 'ENDORSEMENT',
      endorsementType: 'LIMIT_CHANGE',
      premiumDelta: q.premiumDelta,
      reason: 'Client signed a larger contract',
      hasDocument: true,
    });
    expect(list[1]!.createdBy).toMatch(/\S+ \S+/);
    expect(list[1]!.changes).toEqual(q.changes);
    const diff = (
      await agent.inject({ method: 'GET', url: `${S.diff(policy.id)}?from=1&to=2` })
    ).json<PolicyDiff>();
    expect(diff.changes.find((c) => c.field === 'limit')).toMatchObject({
      before: policy.limit,
      after: limit,
    });
    const pdf = await agent.inject({ method: 'GET', url: S.revisionDocument(policy.id, 2) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/-Endorsement-2\.pdf/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // the policy as issued has no document
    expect(
      (await agent.inject({ method: 'GET', url: S.revisionDocument(policy.id, 1) })).statusCode,
    ).toBe(404);
    expect(await eventsOf('policy.endorsed', policy.id)).toHaveLength(1);
    await expectPremiumIsSumOfRevisions(policy.id);
  });

  it('non-premium endorsements change the name, address, named insureds and forms without premium; nonpremium refuses a limit change', async () => {
    const policy = await issuedPolicy();
    const day = today() < policy.effectiveDate ? policy.effectiveDate : today();
    const send = (url: string, payload: object) =>
      agent.inject({
        method: 'POST',
        url,
        payload: { effectiveDate: day, reason: 'Update', ...payload },
      });
    expect(
      (
        await send(S.nonpremium(policy.id), {
          type: 'NAMED_INSURED_CHANGE',
          namedInsured: 'Renamed LLC',
        })
      ).statusCode,
    ).toBe(201);
    const address = {
      address1: '1 Harbor Way',
      city: 'Boston',
      state: 'MA',
      zipCode: '02110',
    };
    expect(
      (await send(S.nonpremium(policy.id), { type: 'ADDRESS_CHANGE', address })).statusCode,
    ).toBe(201);
    expect(
      (
        await send(S.nonpremium(policy.id), {
          type: 'ADDITIONAL_NAMED_INSUREDS',
          additionalNamedInsureds: ['Subsidiary One Inc'],
        })
      ).statusCode,
    ).toBe(201);
    const forms = await send(S.endorsements(policy.id), {
      type: 'FORMS',
      forms: ['WAIVER_OF_SUBROGATION'],
    });
    expect(forms.statusCode, forms.body).toBe(201);
    const refused = await send(S.nonpremium(policy.id), {
      type: 'LIMIT_CHANGE',
      limit: policy.limit * 2,
      deductible: policy.deductible,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(SERVICING_MESSAGES.premiumEndorsement);
    const unknown = await send(S.endorsements(policy.id), { type: 'FORMS', forms: ['NOPE'] });
    expect(unknown.statusCode).toBe(400);
    const same = await send(S.endorsements(policy.id), {
      type: 'NAMED_INSURED_CHANGE',
      namedInsured: 'Renamed LLC',
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('The endorsement changes nothing');

    const list = await revisions(agent, policy.id);
    expect(list.map((r) => r.premiumDelta)).toEqual([policy.premium, 0, 0, 0, 0]);
    expect(list.at(-1)!.terms).toMatchObject({
      namedInsured: 'Renamed LLC',
      address: { ...address, address2: null },
      additionalNamedInsureds: ['Subsidiary One Inc'],
      forms: ['WAIVER_OF_SUBROGATION'],
    });
    const updated = (
      await agent.inject({ method: 'GET', url: POLICY_PATHS.byId(policy.id) })
    ).json<Policy>();
    expect(updated.companyName).toBe('Renamed LLC');
    await expectPremiumIsSumOfRevisions(policy.id);
  });

  it('an agency dates endorsements within 14 days before to 30 after today; provider staff any day of the term; never before the latest transaction', async () => {
    const policy = await issuedPolicy();
    const body = (effectiveDate: string) => ({
      type: 'NAMED_INSURED_CHANGE',
      effectiveDate,
      reason: 'Name',
      namedInsured: `Name ${effectiveDate}`,
    });
    const late = addDaysIso(today(), 31);
    const tooLate = await agent.inject({
      method: 'POST',
      url: S.endorsementQuote(policy.id),
      payload: body(late),
    });
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().message).toMatch(/^Endorsements may take effect from /);
    const staff = await admin.inject({
      method: 'POST',
      url: S.endorsements(policy.id),
      payload: body(late),
    });
    expect(staff.statusCode, staff.body).toBe(201);
    const before = await admin.inject({
      method: 'POST',
      url: S.endorsements(policy.id),
      payload: body(addDaysIso(late, -1)),
    });
    expect(before.statusCode).toBe(400);
    expect(before.json().message).toBe(
      `The effective date cannot be before the latest transaction's (${late})`,
    );
    const outside = await admin.inject({
      method: 'POST',
      url: S.endorsements(policy.id),
      payload: body(policy.endDate),
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe('The effective date must fall within the policy period');
    // the scheduled endorsement is shown as such, and can be deleted before it takes effect
    const list = await revisions(agent, policy.id);
    expect(list.at(-1)).toMatchObject({ number: 2, inForce: false });
    const del = await agent.inject({ method: 'DELETE', url: S.deleteEndorsement(policy.id, 2) });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json<PolicyActionResult>().policy).toMatchObject({
      revision: 1,
      companyName: policy.companyName,
    });
    expect(await revisions(agent, policy.id)).toHaveLength(1);
  });

  it('reverts the latest endorsement with a new revision of the opposite premium; only the latest', async () => {
    const policy = await issuedPolicy();
    const options = (
      await agent.inject({ method: 'GET', url: S.endorsementOptions(policy.id) })
    ).json<EndorsementOptions>();
    const endorse = await agent.inject({
      method: 'POST',
      url: S.endorsements(policy.id),
      payload: {
        type: 'LIMIT_CHANGE',
        effectiveDate: options.earliest,
        reason: 'More cover',
        limit: options.limits.find((l) => l > policy.limit)!,
        deductible: policy.deductible,
      },
    });
    expect(endorse.statusCode, endorse.body).toBe(201);
    const wrong = await agent.inject({
      method: 'POST',
      url: S.revert(policy.id, 1),
      payload: { reason: 'Mistake' },
    });
    expect(wrong.statusCode).toBe(409);
    const res = await agent.inject({
      method: 'POST',
      url: S.revert(policy.id, 2),
      payload: { reason: 'Entered in error' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PolicyActionResult>().policy).toMatchObject({
      revision: 3,
      limit: policy.limit,
      premium: policy.premium,
    });
    const list = await revisions(agent, policy.id);
    expect(list[1]).toMatchObject({ revertedBy: 3 });
    expect(list[2]).toMatchObject({ kind: 'REVERT', reverts: 2 });
    expect(list[2]!.premiumDelta).toBe(-list[1]!.premiumDelta);
    const again = await agent.inject({
      method: 'POST',
      url: S.revert(policy.id, 2),
      payload: { reason: 'Again' },
    });
    expect(again.statusCode).toBe(409);
    await expectPremiumIsSumOfRevisions(policy.id);
  });

  it('is refused to callers who may not service: a policyholder 403, another agency 404', async () => {
    const policy = await issuedPolicy();
    const payload = {
      type: 'NAMED_INSURED_CHANGE',
      effectiveDate: policy.effectiveDate,
      reason: 'x',
      namedInsured: 'Hijack Inc',
    };
    expect(
      (await customer.inject({ method: 'POST', url: S.endorsements(policy.id), payload }))
        .statusCode,
    ).toBe(403);
    expect(
      (await broker.inject({ method: 'POST', url: S.endorsements(policy.id), payload })).statusCode,
    ).toBe(404);
    expect(await revisions(agent, policy.id)).toHaveLength(1);
  });
});

describe('cancellations and reinstatement', () => {
  it('the agency requests, staff cancel mid-term with a short-rate return; undo puts it back in force', async () => {
    const policy = await issuedPolicy();
    const mid = addDaysIso(policy.effectiveDate, 100);
    const request = await agent.inject({
      method: 'POST',
      url: S.cancelRequest(policy.id),
      payload: { effectiveDate: mid, reason: 'INSURED_REQUEST', notes: 'Closing the office' },
    });
    expect(request.statusCode, request.body).toBe(200);
    expect(request.json<PolicyActionResult>().policy).toMatchObject({
      status: 'CANCEL REQUESTED',
      cancellation: { effectiveDate: mid, reason: 'INSURED_REQUEST', returnPremium: 0 },
    });
    // the agency may not cancel itself
    const agentCancel = await agent.inject({
      method: 'PUT',
      url: S.cancel(policy.id),
      payload: { effectiveDate: mid, reason: 'INSURED_REQUEST' },
    });
    expect(agentCancel.statusCode).toBe(403);

    const quote = await admin.inject({
      method: 'GET',
      url: `${S.cancelQuote(policy.id)}?effectiveDate=${mid}&reason=INSURED_REQUEST`,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const q = quote.json<CancellationQuote>();
    expect(q.method).toBe('SHORT_RATE');
    expect(q.writtenPremium).toBe(policy.premium);
    expect(q.returnPremium).toBeGreaterThan(0);
    expect(q.returnPremium).toBeLessThan(policy.premium);
    // today is before the cancellation day: it is pending
    expect(q.status).toBe(today() < mid ? 'CANCEL PENDING' : 'CANCELLED');

    const cancel = await admin.inject({
      method: 'PUT',
      url: S.cancel(policy.id),
      payload: { effectiveDate: mid, reason: 'INSURED_REQUEST' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled = cancel.json<PolicyActionResult>().policy;
    expect(cancelled.status).toBe(q.status);
    expect(cancelled.premium).toBe(policy.premium - q.returnPremium);
    expect(cancelled.cancellation).toMatchObject({
      method: 'SHORT_RATE',
      returnPremium: q.returnPremium,
    });
    const list = await revisions(admin, policy.id);
    expect(list.at(-1)).toMatchObject({
      kind: 'CANCELLATION',
      transactionStatus: 'CANCEL TRANSACTION',
      premiumDelta: -q.returnPremium,
      hasDocument: true,
    });
    expect(await eventsOf('policy.cancelled', policy.id)).toHaveLength(1);

    const undo = await admin.inject({
      method: 'PUT',
      url: S.undoCancel(policy.id),
      payload: { reason: 'Cancelled in error' },
    });
    expect(undo.statusCode, undo.body).toBe(200);
    const restored = undo.json<PolicyActionResult>().policy;
    expect(restored.status).toBe(today() < policy.effectiveDate ? 'ISSUED' : 'IN FORCE');
    expect(restored.premium).toBe(policy.premium);
    expect(restored.cancellation).toBeNull();
    expect(await eventsOf('policy.reinstated', policy.id)).toHaveLength(1);
    await expectPremiumIsSumOfRevisions(policy.id);
  });

  it('flat cancel, void and rescind return every premium written; a binder is rescinded without revisions', async () => {
    for (const [path, status, label] of [
      [S.flatCancel, 'FLAT CANCELLED', 'CANCEL TRANSACTION'],
      [S.void, 'VOID', 'VOID TRANSACTION'],
      [S.rescind, 'RESCIND', null],
    ] as const) {
      const policy = await issuedPolicy();
      const res = await admin.inject({
        method: 'PUT',
        url: path(policy.id),
        payload: { reason: 'Issued in error' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<PolicyActionResult>().policy).toMatchObject({ status, premium: 0 });
      const last = (await revisions(admin, policy.id)).at(-1)!;
      expect(last.premiumDelta).toBe(-policy.premium);
      expect(last.transactionStatus).toBe(label);
      // nothing more may happen to it but an undo (flat) or nothing (void, rescind)
      const endorse = await admin.inject({
        method: 'POST',
        url: S.endorsements(policy.id),
        payload: {
          type: 'NAMED_INSURED_CHANGE',
          effectiveDate: policy.effectiveDate,
          reason: 'x',
          namedInsured: 'y',
        },
      });
      expect(endorse.statusCode).toBe(409);
      await expectPremiumIsSumOfRevisions(policy.id);
    }
    const { quote } = await helpers.readyQuote(agent, 'P100', usAccount());
    const binder = await helpers.bind(agent, 'P100', quote.id);
    const res = await admin.inject({
      method: 'PUT',
      url: S.rescind(binder.id),
      payload: { reason: 'Bound in error' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PolicyActionResult>()).toMatchObject({
      message: `Binder ${binder.policyNumber} rescinded`,
      policy: { status: 'RESCIND', revision: 0 },
    });
  });

  it('two cancellations at once: one wins, the other is refused (the row is locked)', async () => {
    const policy = await issuedPolicy();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        admin.inject({
          method: 'PUT',
          url: S.flatCancel(policy.id),
          payload: { reason: 'Duplicate policy' },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await revisions(admin, policy.id)).toHaveLength(2);
    await expectPremiumIsSumOfRevisions(policy.id);
  });
  it('a pending cancellation takes effect by the job on its day; for non-payment the reinstatement period opens, then closes', async () => {
    const a = await issuedPolicy();
    const b = await issuedPolicy();
    const day = addDaysIso(a.effectiveDate, 60);
    for (const [p, reason] of [
      [a, 'UNDERWRITING'],
      [b, 'NON_PAYMENT'],
    ] as const) {
      const res = await admin.inject({
        method: 'PUT',
        url: S.cancel(p.id),
        payload: { effectiveDate: day, reason },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<PolicyActionResult>().policy.status).toBe('CANCEL PENDING');
    }
    const statusOf = async (id: string) =>
      (await t.database.db.select().from(policies).where(eq(policies.id, id)))[0]!;
    const runJob = async () => {
      await t.app.ctx.jobs.enqueue(
        t.database.db,
        'policies.lifecycle',
        {},
        { singletonKey: 'recurring' },
      );
      await t.app.ctx.jobs.runDue();
    };
    // (the clock moves: this test is the file's last, and signs in again)
    t.clock.advance(new Date(`${day}T12:00:00Z`).getTime() - t.clock.now().getTime());
    admin = await t.signIn('admin@example.com');
    await runJob();
    expect((await statusOf(a.id)).status).toBe('CANCELLED');
    const lapsed = await statusOf(b.id);
    expect(lapsed.status).toBe('IN REINSTATEMENT PERIOD');
    expect(lapsed.reinstateBy).toBe(addDaysIso(day, 30));

    // reinstated within the period: back in force, the returned premium charged again
    const reinstated = await admin.inject({
      method: 'PUT',
      url: S.reinstate(b.id),
      payload: { reason: 'Premium received' },
    });
    expect(reinstated.statusCode, reinstated.body).toBe(200);
    expect(reinstated.json<PolicyActionResult>().policy).toMatchObject({
      status: 'IN FORCE',
      premium: b.premium,
      cancellation: null,
    });
    // a cancelled policy is not reinstated (only undone)
    const refused = await admin.inject({
      method: 'PUT',
      url: S.reinstate(a.id),
      payload: { reason: 'x' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A policy in status Cancelled cannot be reinstated');

    // cancelled again for non-payment, today: the period closes after 30 days
    const again = await admin.inject({
      method: 'PUT',
      url: S.cancel(b.id),
      payload: { effectiveDate: today(), reason: 'NON_PAYMENT' },
    });
    expect(again.json<PolicyActionResult>().policy.status).toBe('IN REINSTATEMENT PERIOD');
    t.clock.advance(31 * 86_400_000);
    await runJob();
    admin = await t.signIn('admin@example.com');
    expect((await statusOf(b.id)).status).toBe('CANCELLED');
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, b.id));
    expect(audits.map((x) => x.action)).toEqual(
      expect.arrayContaining([
        'policy.cancellation',
        'policy.lapseForNonPayment',
        'policy.reinstatement',
        'policy.closeReinstatement',
      ]),
    );
    await expectPremiumIsSumOfRevisions(a.id);
    await expectPremiumIsSumOfRevisions(b.id);
  });
});

describe('extended reporting period', () => {
  /** A policy issued and the clock moved to its effective date (sessions signed in again). */
  async function policyInCover() {
    [agent, admin] = await Promise.all([
      t.signIn('agent@example.com'),
      t.signIn('admin@example.com'),
    ]);
    const policy = await issuedPolicy();
    t.clock.advance(
      new Date(`${policy.effectiveDate}T12:00:00Z`).getTime() - t.clock.now().getTime(),
    );
    [agent, admin] = await Promise.all([
      t.signIn('agent@example.com'),
      t.signIn('admin@example.com'),
    ]);
    return policy;
  }

  it('a policy in cover is not eligible; cancelled, the agency buys 2 years at 150%; staff void it', async () => {
    const policy = await policyInCover();
    const inCover = await agent.inject({ method: 'GET', url: ERP_PATHS.eligibility(policy.id) });
    expect(inCover.statusCode, inCover.body).toBe(200);
    expect(inCover.json<ErpStatus>()).toMatchObject({
      eligible: false,
      reasons: [ERP_MESSAGES.notEnded],
      erp: null,
    });
    const refused = await agent.inject({
      method: 'POST',
      url: ERP_PATHS.issue(policy.id),
      payload: { years: 1 },
    });
    expect(refused.statusCode).toBe(409);

    const cancelled = await admin.inject({
      method: 'PUT',
      url: S.cancel(policy.id),
      payload: { effectiveDate: policy.effectiveDate, reason: 'BUSINESS_CLOSED' },
    });
    expect(cancelled.json<PolicyActionResult>().policy.status).toBe('CANCELLED');
    const status = (
      await agent.inject({ method: 'GET', url: ERP_PATHS.eligibility(policy.id) })
    ).json<ErpStatus>();
    expect(status).toMatchObject({ eligible: true, coverEndedOn: policy.effectiveDate });
    expect(status.options).toEqual([
      { years: 1, percent: 100, premium: policy.premium },
      { years: 2, percent: 150, premium: Math.round(policy.premium * 1.5) },
      { years: 3, percent: 200, premium: policy.premium * 2 },
    ]);
    const premium = await agent.inject({
      method: 'GET',
      url: `${ERP_PATHS.premium(policy.id)}?years=2`,
    });
    expect(premium.json()).toEqual(status.options[1]);
    const badYears = await agent.inject({
      method: 'POST',
      url: ERP_PATHS.issue(policy.id),
      payload: { years: 5 },
    });
    expect(badYears.statusCode).toBe(400);

    const bought = await agent.inject({
      method: 'POST',
      url: ERP_PATHS.issue(policy.id),
      payload: { years: 2 },
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const before = cancelled.json<PolicyActionResult>().policy.premium;
    expect(bought.json<PolicyActionResult>().policy).toMatchObject({
      status: 'CANCELLED',
      premium: before + status.options[1]!.premium,
      erp: { years: 2, endsOn: addYearsIso(policy.effectiveDate, 2) },
    });
    const again = await agent.inject({
      method: 'POST',
      url: ERP_PATHS.issue(policy.id),
      payload: { years: 1 },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ERP_MESSAGES.already);
    const doc = await agent.inject({
      method: 'GET',
      url: S.revisionDocument(policy.id, bought.json<PolicyActionResult>().policy.revision),
    });
    expect(doc.headers['content-disposition']).toMatch(/-ERP-Endorsement-\d+\.pdf/);

    // only provider staff void it
    expect(
      (
        await agent.inject({
          method: 'PUT',
          url: ERP_PATHS.void(policy.id),
          payload: { reason: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    const voided = await admin.inject({
      method: 'PUT',
      url: ERP_PATHS.void(policy.id),
      payload: { reason: 'Bought by mistake' },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json<PolicyActionResult>().policy).toMatchObject({ premium: before, erp: null });
    await expectPremiumIsSumOfRevisions(policy.id);
  });

  it('a policy cancelled for non-payment has none', async () => {
    const policy = await policyInCover();
    const res = await admin.inject({
      method: 'PUT',
      url: S.cancel(policy.id),
      payload: { effectiveDate: policy.effectiveDate, reason: 'NON_PAYMENT' },
    });
    expect(res.json<PolicyActionResult>().policy.status).toBe('IN REINSTATEMENT PERIOD');
    const during = (
      await agent.inject({ method: 'GET', url: ERP_PATHS.eligibility(policy.id) })
    ).json<ErpStatus>();
    expect(during.reasons).toEqual([ERP_MESSAGES.notEnded]);
    // the reinstatement period closed: cancelled, but for non-payment
    await t.database.db
      .update(policies)
      .set({ status: 'CANCELLED' })
      .where(eq(policies.id, policy.id));
    const after = (
      await agent.inject({ method: 'GET', url: ERP_PATHS.eligibility(policy.id) })
    ).json<ErpStatus>();
    expect(after).toMatchObject({ eligible: false, reasons: [ERP_MESSAGES.nonPayment] });
  });
});

describe('broker of record', () => {
  let wholesale: Session;
  beforeAll(async () => {
    [agent, admin, wholesale, broker] = await Promise.all([
      t.signIn('agent@example.com'),
      t.signIn('admin@example.com'),
      t.signIn('wholesale@example.com'),
      t.signIn('broker@example.com'),
    ]);
  });

  const ask = (s: Session, payload: object) =>
    s.inject({ method: 'POST', url: BOR_PATHS.request, payload });

  it('another agency asks with the insured’s letter; staff approve; the policy, its revisions and the account move to it', async () => {
    const { accountId, quote } = await helpers.readyQuote(agent, 'P100', usAccount());
    const binder = await helpers.bind(agent, 'P100', quote.id);
    const issued = await agent.inject({
      method: 'POST',
      url: POLICY_PATHS.agentIssue(binder.id),
      payload: {},
    });
    const policy = issued.json<PolicyActionResult>().policy;
    const letter = today();

    // a wrong named insured is the same answer as an unknown number: nothing to probe
    const wrongName = await ask(wholesale, {
      policyNumber: policy.policyNumber,
      namedInsured: 'Someone Else LLC',
      letterSignedOn: letter,
    });
    expect(wrongName.statusCode).toBe(404);
    const unknown = await ask(wholesale, {
      policyNumber: 'CYB-US-2026-9999999',
      namedInsured: policy.companyName,
      letterSignedOn: letter,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(wrongName.json().message);
    const stale = await ask(wholesale, {
      policyNumber: policy.policyNumber,
      namedInsured: policy.companyName,
      letterSignedOn: addDaysIso(letter, -91),
    });
    expect(stale.statusCode).toBe(400);
    const own = await ask(agent, {
      policyNumber: policy.policyNumber,
      namedInsured: policy.companyName,
      letterSignedOn: letter,
    });
    expect(own.statusCode).toBe(409);

    const res = await ask(wholesale, {
      policyNumber: policy.policyNumber.toLowerCase(),
      namedInsured: `  ${policy.companyName.toUpperCase()} `,
      letterSignedOn: letter,
      notes: 'Letter attached to the file',
    });
    expect(res.statusCode, res.body).toBe(201);
    const request = res.json<BorResult>().request;
    expect(request).toMatchObject({ status: 'REQUESTED', policyNumber: policy.policyNumber });
    const twice = await ask(wholesale, {
      policyNumber: policy.policyNumber,
      namedInsured: policy.companyName,
      letterSignedOn: letter,
    });
    expect(twice.statusCode).toBe(409);
    // the current agency sees the request about its policy; a third agency nothing
    const seen = (await agent.inject({ method: 'GET', url: BOR_PATHS.list })).json<BorList>();
    expect(seen.requests.map((r) => r.id)).toContain(request.id);
    const third = (await broker.inject({ method: 'GET', url: BOR_PATHS.list })).json<BorList>();
    expect(third.requests.map((r) => r.id)).not.toContain(request.id);
    // only staff decide
    const self = await wholesale.inject({
      method: 'PUT',
      url: BOR_PATHS.decide(request.id),
      payload: { status: 'APPROVED' },
    });
    expect(self.statusCode).toBe(403);

    const approved = await admin.inject({
      method: 'PUT',
      url: BOR_PATHS.decide(request.id),
      payload: { status: 'APPROVED', note: 'Letter checked' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<BorResult>().request.status).toBe('APPROVED');

    // the new agency services the policy; the former one no longer sees it
    const moved = await wholesale.inject({ method: 'GET', url: POLICY_PATHS.byId(policy.id) });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<Policy>().agencyName).toBe(request.toAgencyName);
    const list = await revisions(wholesale, policy.id);
    expect(list.at(-1)).toMatchObject({ kind: 'BROKER_OF_RECORD', premiumDelta: 0 });
    expect(
      (await agent.inject({ method: 'GET', url: POLICY_PATHS.byId(policy.id) })).statusCode,
    ).toBe(404);
    const account = await wholesale.inject({
      method: 'GET',
      url: `/api/account/v1/accounts/${accountId}`,
    });
    expect(account.statusCode).toBe(200);
    const again = await admin.inject({
      method: 'PUT',
      url: BOR_PATHS.decide(request.id),
      payload: { status: 'DECLINED', note: 'x' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('a decline needs a note; the asking agency may withdraw its request', async () => {
    const policy = await issuedPolicy();
    const asked = await ask(wholesale, {
      policyNumber: policy.policyNumber,
      namedInsured: policy.companyName,
      letterSignedOn: today(),
    });
    const id = asked.json<BorResult>().request.id;
    const bare = await admin.inject({
      method: 'PUT',
      url: BOR_PATHS.decide(id),
      payload: { status: 'DECLINED' },
    });
    expect(bare.statusCode).toBe(400);
    const withdrawn = await wholesale.inject({
      method: 'PUT',
      url: BOR_PATHS.decide(id),
      payload: { status: 'WITHDRAWN' },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json<BorResult>().message).toBe('Broker of record request withdrawn');
    // the policy stayed with its agency
    expect(
      (await agent.inject({ method: 'GET', url: POLICY_PATHS.byId(policy.id) })).statusCode,
    ).toBe(200);
  });
});

describe('renewals', () => {
  const runRenewals = async () => {
    await t.app.ctx.jobs.enqueue(
      t.database.db,
      'policies.renewals',
      {},
      { singletonKey: 'recurring' },
    );
    await t.app.ctx.jobs.runDue();
  };
  const policyRow = async (id: string) =>
    (await t.database.db.select().from(policies).where(eq(policies.id, id)))[0]!;

  it('the job prepares the renewal quote 90 days before the end, tells the agent, shows the diff; binding it renews the policy', async () => {
    [agent, admin, broker] = await Promise.all([
      t.signIn('agent@example.com'),
      t.signIn('admin@example.com'),
      t.signIn('broker@example.com'),
    ]);
    const policy = await issuedPolicy();
    const optedOut = await issuedPolicy();
    const muted = await issuedPolicy();
    const notMine = await broker.inject({
      method: 'PUT',
      url: RENEWAL_PATHS.optOut,
      payload: { policyIds: [optedOut.id], optOut: true },
    });
    expect(notMine.statusCode).toBe(404);
    const mixed = await agent.inject({
      method: 'PUT',
      url: RENEWAL_PATHS.optOut,
      payload: { policyIds: [optedOut.id, '00000000-0000-4000-8000-000000000000'], optOut: true },
    });
    expect(mixed.statusCode).toBe(404);
    expect((await policyRow(optedOut.id)).renewalOptOut).toBe(false);
    const out = await agent.inject({
      method: 'PUT',
      url: RENEWAL_PATHS.optOut,
      payload: { policyIds: [optedOut.id], optOut: true },
    });
    expect(out.statusCode, out.body).toBe(200);
    const mute = await agent.inject({
      method: 'POST',
      url: RENEWAL_PATHS.mute(muted.id),
      payload: { muted: true },
    });
    expect(mute.json().message).toBe('Renewal reminders muted');

    // not yet open for renewal: the job leaves them
    await runRenewals();
    expect((await policyRow(policy.id)).renewalQuoteId).toBeNull();

    // in force, 60 days before the end: open for renewal
    t.clock.advance(
      new Date(`${addDaysIso(policy.endDate, -60)}T12:00:00Z`).getTime() - t.clock.now().getTime(),
    );
    await t.database.db
      .update(policies)
      .set({ status: 'IN FORCE' })
      .where(inArray(policies.id, [policy.id, optedOut.id, muted.id]));
    await runRenewals();
    const row = await policyRow(policy.id);
    expect(row.renewalError).toBeNull();
    expect(row.renewalQuoteId).not.toBeNull();
    expect((await policyRow(optedOut.id)).renewalQuoteId).toBeNull();
    expect((await policyRow(muted.id)).renewalQuoteId).not.toBeNull();
    // once only: running again prepares nothing more
    await runRenewals();
    const [renewalQuote] = await t.database.db
      .select()
      .from(quotes)
      .where(eq(quotes.renewalOfQuoteId, policy.quoteId));
    expect(renewalQuote).toMatchObject({
      id: row.renewalQuoteId,
      isRenewal: true,
      effectiveDate: policy.endDate,
      limit: policy.limit,
      agentUserId: row.agentUserId,
    });
    expect(
      await t.database.db.select().from(quotes).where(eq(quotes.renewalOfQuoteId, policy.quoteId)),
    ).toHaveLength(1);
    const mails = await t.mailbox('agent@example.com', 'policy-renewal-ready');
    expect(mails.map((m) => m.subject)).toContain(
      `Renewal of policy ${policy.policyNumber} is ready`,
    );
    expect(mails.map((m) => m.subject)).not.toContain(
      `Renewal of policy ${muted.policyNumber} is ready`,
    );

    [agent, broker] = await Promise.all([
      t.signIn('agent@example.com'),
      t.signIn('broker@example.com'),
    ]);
    const view = await agent.inject({ method: 'GET', url: RENEWAL_PATHS.renewal(policy.id) });
    expect(view.statusCode, view.body).toBe(200);
    const renewal = view.json<PolicyRenewal>();
    expect(renewal).toMatchObject({
      openForRenewal: true,
      optOut: false,
      quote: { id: row.renewalQuoteId, effectiveDate: policy.endDate },
    });
    expect(renewal.diff!.premium.before).toBe(policy.premium);
    expect(renewal.diff!.premium.after).toBe(renewalQuote!.premium);
    expect(renewal.diff!.limit).toEqual({ before: policy.limit, after: policy.limit });
    expect(Array.isArray(renewal.diff!.reasons)).toBe(true);
    // another agency sees nothing of it
    expect(
      (await broker.inject({ method: 'GET', url: RENEWAL_PATHS.renewal(policy.id) })).statusCode,
    ).toBe(404);

    // the agent binds the renewal: the expiring policy is RENEWED
    await t.database.db
      .update(quotes)
      .set({ status: 'READY' })
      .where(eq(quotes.id, renewalQuote!.id));
    const bound = await helpers.bind(agent, 'P100', renewalQuote!.id);
    const expired = await policyRow(policy.id);
    expect(expired).toMatchObject({ status: 'RENEWED', renewedByPolicyId: bound.id });
    expect(await eventsOf('policy.renewed', policy.id)).toHaveLength(1);
  });
});
