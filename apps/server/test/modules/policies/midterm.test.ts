import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDaysIso,
  MIDTERM_PATHS,
  PROGRAM_MESSAGES,
  RENEWAL_PATHS,
  SERVICING_MESSAGES,
  SERVICING_PATHS as S,
  type DocumentPage,
  type EndorsementOptions,
  type EndorsementQuote,
  type MidtermPage,
  type Policy,
  type PolicyActionResult,
  type PolicyCoverages,
  type PolicyProgramView,
  type PolicyRenewal,
  type RegeneratedDocument,
} from '@cyber/domain';
import { documents, policies } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { usAccount, type Session } from '../accounts/support.ts';
import { bindHelpers } from './support.ts';

let t: TestApp;
let agent: Session;
let broker: Session;
let admin: Session;
let helpers: ReturnType<typeof bindHelpers>;

/** A new account's policy, bound and issued by the agent; the clock on its effective date. */
const issuedPolicy = (): Promise<Policy> => helpers.issuedPolicy(agent, usAccount());

const today = () => t.clock.now().toISOString().slice(0, 10);

const revisions = (s: Session, id: string) => helpers.revisions(s, id);

/** The fund-transfer answers of the policy's account (the social engineering questionnaire). */
async function answerSocialEngineering(s: Session, accountId: string, yes: boolean) {
  const res = await s.inject({
    method: 'POST',
    url: `/api/account/v1/accounts/${accountId}/social-engineering`,
    payload: {
      isVerifyingBankAccounts: yes,
      isAuthenticatingFundTransferRequests: yes,
      isPreventingUnauthorizedWireTransfers: true,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ socialEngineering: boolean; reasons: string[] }>();
}

/** The live documents of the account, of one type, as `s` sees them. */
async function accountDocuments(s: Session, accountId: string, docType: string) {
  const res = await s.inject({
    method: 'GET',
    url: `/api/docs/v1/search?accountId=${accountId}&docType=${docType}&size=50`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DocumentPage>().content;
}

const socialEngineering = (
  policy: Policy,
  subLimit: number | null,
  day = policy.effectiveDate,
) => ({
  type: 'SOCIAL_ENGINEERING',
  effectiveDate: day,
  reason: subLimit ? 'Insured asked for social engineering cover' : 'Insured dropped it',
  socialEngineering: subLimit,
});

beforeAll(async () => {
  t = await buildTestApp();
  helpers = bindHelpers(t);
  [agent, broker, admin] = await Promise.all([
    t.signIn('agent@example.com'),
    t.signIn('broker@example.com'),
    t.signIn('admin@example.com'),
  ]);
});
afterAll(async () => t.close());

describe('the social engineering endorsement', () => {
  it('is refused with the questionnaire’s reasons, then added once answered, re-rated pro rata and filed; removing it returns premium', async () => {
    const policy = await issuedPolicy();
    const [issued] = await revisions(agent, policy.id);
    expect(issued!.terms.socialEngineering).toBeNull();

    const options = await agent.inject({ method: 'GET', url: S.endorsementOptions(policy.id) });
    const available = options.json<EndorsementOptions>();
    expect(available.types).toContain('SOCIAL_ENGINEERING');
    expect(available.socialEngineeringSubLimits).toContain(100_000);
    expect(Math.max(...available.socialEngineeringSubLimits)).toBeLessThanOrEqual(policy.limit);

    // the account does not verify bank accounts: refused with the questionnaire's reasons
    const no = await answerSocialEngineering(agent, policy.accountId, false);
    expect(no.socialEngineering).toBe(false);
    const refused = await agent.inject({
      method: 'POST',
      url: S.endorsements(policy.id),
      payload: socialEngineering(policy, 100_000),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SERVICING_MESSAGES.socialEngineeringIneligible(no.reasons));

    // a sub-limit that is not offered, or above the limit, is a 400
    const odd = await agent.inject({
      method: 'POST',
      url: S.endorsementQuote(policy.id),
      payload: socialEngineering(policy, 123_456),
    });
    expect(odd.statusCode).toBe(400);
    expect(odd.body).toContain(SERVICING_MESSAGES.socialEngineeringSubLimit);

    const yes = await answerSocialEngineering(agent, policy.accountId, true);
    expect(yes).toMatchObject({ socialEngineering: true, reasons: [] });
    const quoted = await agent.inject({
      method: 'POST',
      url: S.endorsementQuote(policy.id),
      payload: socialEngineering(policy, 100_000),
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = quoted.json<EndorsementQuote>();
    expect(quote.annualPremiumAfter).toBeGreaterThan(quote.annualPremiumBefore);
    expect(quote.premiumDelta).toBeGreaterThan(0);
    expect(quote.changes).toEqual([
      expect.objectContaining({ field: 'annualPremium' }),
      expect.objectContaining({ field: 'socialEngineering', before: null, after: 100_000 }),
    ]);

    const added = await agent.inject({
      method: 'POST',
      url: S.endorsements(policy.id),
      payload: socialEngineering(policy, 100_000),
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<PolicyActionResult>().policy.premium).toBe(
      policy.premium + quote.premiumDelta,
    );
    const [, endorsement] = await revisions(agent, policy.id);
    expect(endorsement).toMatchObject({
      number: 2,
      endorsementType: 'SOCIAL_ENGINEERING',
      premiumDelta: quote.premiumDelta,
      terms: { socialEngineering: 100_000 },
      hasDocument: true,
    });

    // the endorsement is filed in the account's documents, where the agency sees it
    expect(endorsement!.documentId).toEqual(expect.any(String));
    const filed = await accountDocuments(agent, policy.accountId, 'ENDORSEMENT');
    expect(filed.map((d) => d.id)).toEqual([endorsement!.documentId]);
    expect(filed[0]!.docName).toMatch(new RegExp(`${policy.policyNumber}-Endorsement-2$`));

    // a lower limit than the sub-limit is refused while the endorsement stands
    const below = await admin.inject({
      method: 'POST',
      url: S.endorsementQuote(policy.id),
      payload: {
        type: 'LIMIT_CHANGE',
        effectiveDate: policy.effectiveDate,
        reason: 'Lower limit',
        limit: 50_000,
        deductible: policy.deductible,
      },
    });
    expect(below.statusCode).toBe(400);

    const removed = await agent.inject({
      method: 'POST',
      url: S.endorsements(policy.id),
      payload: socialEngineering(policy, null),
    });
    expect(removed.statusCode, removed.body).toBe(201);
    const third = (await revisions(agent, policy.id))[2]!;
    expect(third.terms.socialEngineering).toBeNull();
    expect(third.premiumDelta).toBe(-quote.premiumDelta);
    expect(await accountDocuments(agent, policy.accountId, 'ENDORSEMENT')).toHaveLength(2);

    // another agency's user sees neither the documents nor the midterm changes
    expect(await accountDocuments(broker, policy.accountId, 'ENDORSEMENT')).toHaveLength(0);
  });
});

describe('filed documents', () => {
  it('regenerate files one fresh copy, even when asked five times at once; a deleted endorsement takes its document', async () => {
    const policy = await issuedPolicy();
    const day = addDaysIso(policy.effectiveDate > today() ? policy.effectiveDate : today(), 5);
    const scheduled = await agent.inject({
      method: 'POST',
      url: S.endorsements(policy.id),
      payload: {
        type: 'NAMED_INSURED_CHANGE',
        effectiveDate: day,
        reason: 'Renamed',
        namedInsured: `${policy.companyName} Holdings`,
      },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const first = (await revisions(agent, policy.id))[1]!;
    expect(first.documentId).toEqual(expect.any(String));

    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        agent.inject({ method: 'POST', url: MIDTERM_PATHS.regenerateRevision(policy.id, 2) }),
      ),
    );
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    const regenerated = results.map((r) => r.json<RegeneratedDocument>());
    expect(regenerated[0]!.message).toMatch(/regenerated and filed in the account's documents$/);
    const live = await accountDocuments(agent, policy.accountId, 'ENDORSEMENT');
    expect(live).toHaveLength(1);
    const now = (await revisions(agent, policy.id))[1]!;
    expect(live[0]!.id).toBe(now.documentId);
    expect(regenerated.map((r) => r.documentId)).toContain(now.documentId);

    // a revision without a document, and another agency, get a 404
    const none = await agent.inject({
      method: 'POST',
      url: MIDTERM_PATHS.regenerateRevision(policy.id, 1),
    });
    expect(none.statusCode).toBe(404);
    const foreign = await broker.inject({
      method: 'POST',
      url: MIDTERM_PATHS.regenerateRevision(policy.id, 2),
    });
    expect(foreign.statusCode).toBe(404);

    const deleted = await agent.inject({
      method: 'DELETE',
      url: S.deleteEndorsement(policy.id, 2),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await accountDocuments(agent, policy.accountId, 'ENDORSEMENT')).toHaveLength(0);
    const rows = await t.database.db
      .select()
      .from(documents)
      .where(and(eq(documents.accountId, policy.accountId), isNull(documents.deletedAt)));
    expect(rows.filter((d) => d.docType === 'ENDORSEMENT')).toHaveLength(0);
  });

  it('a cancellation files its notice', async () => {
    const policy = await issuedPolicy();
    const res = await admin.inject({
      method: 'PUT',
      url: S.flatCancel(policy.id),
      payload: { reason: 'Issued in error' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const notices = await accountDocuments(agent, policy.accountId, 'POLICY_NOTICE');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.docName).toMatch(/-Cancellation-Notice-2$/);
  });
});

describe('programs', () => {
  it('provider staff add a policy to its agency’s program; the agency reads it; another agency’s program is a 404', async () => {
    const policy = await issuedPolicy();
    const created = await admin.inject({
      method: 'POST',
      url: `/api/account/v1/agency/${policy.agencyId}/programs`,
      payload: { name: `Dental ${Date.now()}`, description: 'Dental practices' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const program = created.json<{ program: { id: string; name: string } }>().program;

    const byAgent = await agent.inject({ method: 'GET', url: MIDTERM_PATHS.program(policy.id) });
    expect(byAgent.json<PolicyProgramView>()).toEqual({
      program: null,
      options: [],
      canChange: false,
    });
    const agentSets = await agent.inject({
      method: 'PUT',
      url: MIDTERM_PATHS.program(policy.id),
      payload: { programId: program.id },
    });
    expect(agentSets.statusCode).toBe(403);

    const staffView = await admin.inject({ method: 'GET', url: MIDTERM_PATHS.program(policy.id) });
    expect(staffView.json<PolicyProgramView>().options.map((o) => o.id)).toContain(program.id);

    const unknown = await admin.inject({
      method: 'PUT',
      url: MIDTERM_PATHS.program(policy.id),
      payload: { programId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(PROGRAM_MESSAGES.notFound);

    const set = await admin.inject({
      method: 'PUT',
      url: MIDTERM_PATHS.program(policy.id),
      payload: { programId: program.id },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<PolicyActionResult>()).toMatchObject({
      message: PROGRAM_MESSAGES.added(program.name, policy.policyNumber),
      policy: { programId: program.id },
    });
    const read = await agent.inject({ method: 'GET', url: MIDTERM_PATHS.program(policy.id) });
    expect(read.json<PolicyProgramView>().program).toMatchObject({
      id: program.id,
      name: program.name,
    });
    expect(
      (await broker.inject({ method: 'GET', url: MIDTERM_PATHS.program(policy.id) })).statusCode,
    ).toBe(404);

    const out = await admin.inject({
      method: 'PUT',
      url: MIDTERM_PATHS.program(policy.id),
      payload: { programId: null },
    });
    expect(out.json().message).toBe(PROGRAM_MESSAGES.removed(policy.policyNumber));
  });
});

describe('the coverage chart', () => {
  it('lists the coverages as bound to whoever reads the policy; another agency gets a 404', async () => {
    const policy = await issuedPolicy();
    const res = await agent.inject({ method: 'GET', url: MIDTERM_PATHS.coverages(policy.id) });
    expect(res.statusCode, res.body).toBe(200);
    const { coverages } = res.json<PolicyCoverages>();
    expect(coverages.length).toBeGreaterThan(0);
    expect(coverages[0]).toEqual({
      key: expect.any(String),
      name: expect.any(String),
      group: expect.any(String),
      subLimit: expect.any(Number),
      endorsement: expect.any(Boolean),
    });
    const other = await broker.inject({ method: 'GET', url: MIDTERM_PATHS.coverages(policy.id) });
    expect(other.statusCode).toBe(404);
  });
});

describe('the midterm list', () => {
  it('lists the endorsements of the caller’s book, newest first; another agency finds none of them', async () => {
    const policy = await issuedPolicy();
    for (const name of ['One', 'Two']) {
      const res = await agent.inject({
        method: 'POST',
        url: S.nonpremium(policy.id),
        payload: {
          type: 'NAMED_INSURED_CHANGE',
          effectiveDate: policy.effectiveDate,
          reason: `Renamed ${name}`,
          namedInsured: `${policy.companyName} ${name}`,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const url = `${MIDTERM_PATHS.midterm}?search=${policy.policyNumber}`;
    const page = (await agent.inject({ method: 'GET', url })).json<MidtermPage>();
    expect(page.totalElements).toBe(2);
    expect(page.content.map((e) => [e.number, e.reason])).toEqual([
      [3, 'Renamed Two'],
      [2, 'Renamed One'],
    ]);
    expect(page.content[0]).toMatchObject({
      policyId: policy.id,
      policyNumber: policy.policyNumber,
      kind: 'ENDORSEMENT',
      endorsementType: 'NAMED_INSURED_CHANGE',
      premiumDelta: 0,
      inForce: policy.effectiveDate <= today(),
      reverted: false,
    });
    const filtered = await agent.inject({
      method: 'GET',
      url: `${url}&endorsementType=LIMIT_CHANGE`,
    });
    expect(filtered.json<MidtermPage>().totalElements).toBe(0);
    const staff = (await admin.inject({ method: 'GET', url })).json<MidtermPage>();
    expect(staff.totalElements).toBe(2);
    const other = (await broker.inject({ method: 'GET', url })).json<MidtermPage>();
    expect(other.totalElements).toBe(0);
  });
});

describe('the renewal offer', () => {
  it('is filed when the renewal is prepared, downloads as a PDF and can be regenerated', async () => {
    const policy = await issuedPolicy();
    const none = await agent.inject({ method: 'GET', url: MIDTERM_PATHS.renewalOffer(policy.id) });
    expect(none.statusCode).toBe(404);

    t.clock.advance(
      new Date(`${addDaysIso(policy.endDate, -60)}T12:00:00Z`).getTime() - t.clock.now().getTime(),
    );
    [agent, admin, broker] = await Promise.all([
      t.signIn('agent@example.com'),
      t.signIn('admin@example.com'),
      t.signIn('broker@example.com'),
    ]);
    await t.database.db
      .update(policies)
      .set({ status: 'IN FORCE' })
      .where(eq(policies.id, policy.id));
    const prepared = await agent.inject({ method: 'POST', url: RENEWAL_PATHS.renewal(policy.id) });
    expect(prepared.statusCode, prepared.body).toBe(200);
    const renewal = prepared.json<{ renewal: PolicyRenewal }>().renewal;
    expect(renewal.offerDocumentId).toEqual(expect.any(String));
    const offers = await accountDocuments(agent, policy.accountId, 'RENEWAL_OFFER');
    expect(offers.map((d) => d.id)).toEqual([renewal.offerDocumentId]);
    expect(offers[0]!.docName).toMatch(new RegExp(`${policy.policyNumber}-Renewal-Offer$`));

    const pdf = await agent.inject({ method: 'GET', url: MIDTERM_PATHS.renewalOffer(policy.id) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // another agency reads no offer of it
    const foreignOffer = await broker.inject({
      method: 'GET',
      url: MIDTERM_PATHS.renewalOffer(policy.id),
    });
    expect(foreignOffer.statusCode).toBe(404);

    const again = await agent.inject({
      method: 'POST',
      url: MIDTERM_PATHS.regenerateRenewalOffer(policy.id),
    });
    expect(again.statusCode, again.body).toBe(200);
    const fresh = await accountDocuments(agent, policy.accountId, 'RENEWAL_OFFER');
    expect(fresh.map((d) => d.id)).toEqual([again.json<RegeneratedDocument>().documentId]);
    expect(
      (
        await broker.inject({
          method: 'POST',
          url: MIDTERM_PATHS.regenerateRenewalOffer(policy.id),
        })
      ).statusCode,
    ).toBe(404);
  });
});
