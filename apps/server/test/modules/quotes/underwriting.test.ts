import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  UNDERWRITING_MESSAGES as M,
  UNDERWRITING_PATHS as P,
  type InboxPage,
  type QuoteView,
  type UnderwritingDetail,
  type UnderwritingResult,
} from '@cyber/domain';
import {
  accountProfiles,
  auditLog,
  jobs,
  quotes,
  underwritingAuthorities,
  users,
} from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accountHelpers, usAccount, type Session } from '../accounts/support.ts';
import { pdfText } from './pdf-text.ts';

let t: TestApp;
let agent: Session;
let wholesale: Session;
let underwriter: Session;
let admin: Session;
let customer: Session;
let helpers: ReturnType<typeof accountHelpers>;

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function quotableAccount() {
  const id = (await helpers.create(agent, usAccount())).account.id;
  await helpers.makeQuotable(id);
  return id;
}

async function newQuote(product = 'P100', extra: Record<string, unknown> = {}) {
  const accountId = await quotableAccount();
  const res = await agent.inject({
    method: 'POST',
    url: `/api/quote/v1/${product}`,
    payload: { accountId, ...extra },
  });
  if (res.statusCode !== 201) throw new Error(`create ${res.statusCode} ${res.body}`);
  return res.json<QuoteView>();
}

const row = async (id: string) =>
  (await t.database.db.select().from(quotes).where(eq(quotes.id, id)))[0]!;

const act = (
  s: Session,
  method: 'POST' | 'PUT',
  url: string,
  payload: Record<string, unknown> = {},
) => s.inject({ method, url, payload });

const audits = (action: string, entityId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

async function eventsOf(type: string, quoteId: string) {
  const rows = await t.database.db.select().from(jobs).where(eq(jobs.queue, 'events.fanout'));
  return rows.filter((j) => {
    const e = (j.payload as { event: { type: string; data: { quote?: { id: string } } } }).event;
    return e.type === type && e.data.quote?.id === quoteId;
  });
}

/** A quote referred by the agent (the usual way into the inbox). */
async function referred() {
  const q = await newQuote();
  const res = await act(agent, 'POST', P.requestReview(q.product, q.id), {
    reason: 'Client asks for a higher ransomware sublimit',
  });
  expect(res.statusCode, res.body).toBe(200);
  return q;
}

beforeAll(async () => {
  t = await buildTestApp();
  helpers = accountHelpers(t);
  [agent, wholesale, underwriter, admin, customer] = await Promise.all([
    t.signIn('agent@example.com'),
    t.signIn('wholesale@example.com'),
    t.signIn('underwriter@example.com'),
    t.signIn('admin@example.com'),
    t.signIn('customer@example.com'),
  ]);
  await helpers.license('agent@example.com', 'Harbor Risk Partners', 'MA');
});
afterAll(async () => t.close());

describe('submit for review and refer', () => {
  it('needs a reason, refers the quote, audits it and publishes quote.referred', async () => {
    const q = await newQuote();
    const missing = await act(agent, 'POST', P.requestReview(q.product, q.id), { reason: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(M.reasonRequired);

    const res = await act(agent, 'POST', P.requestReview(q.product, q.id), {
      reason: 'Needs a manuscript endorsement',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<UnderwritingResult>();
    expect(body.message).toBe(M.submittedForReview(q.quoteNumber));
    expect(body.detail.quote.status).toBe('REFERRED');
    expect(body.detail.manualReferralReason).toBe('Needs a manuscript endorsement');
    expect(body.detail.allowedActions).not.toContain('release');
    expect(await audits('quote.uw.request-review', q.id)).toHaveLength(1);
    expect(await eventsOf('quote.referred', q.id)).toHaveLength(1);

    // Referred already: a second request is a conflict.
    const again = await act(agent, 'POST', P.requestReview(q.product, q.id), { reason: 'x' });
    expect(again.statusCode).toBe(409);
  });

  it('is refused to another agency (404) and underwriting is refused to agents (403)', async () => {
    const q = await newQuote();
    const other = await act(wholesale, 'POST', P.requestReview(q.product, q.id), { reason: 'x' });
    expect(other.statusCode).toBe(404);
    expect(
      (await wholesale.inject({ method: 'GET', url: P.details(q.product, q.id) })).statusCode,
    ).toBe(404);
    const release = await act(agent, 'POST', P.release(q.product, q.id));
    expect(release.statusCode).toBe(403);
    const decline = await act(agent, 'PUT', P.declineById(q.id), {
      reasonSummary: 'Error',
      reason: 'x',
    });
    expect(decline.statusCode).toBe(403);
    expect(
      (await customer.inject({ method: 'GET', url: P.details(q.product, q.id) })).statusCode,
    ).toBe(404);
    expect((await row(q.id)).status).toBe(q.status);
  });

  it('lets the underwriter refer by hand and e-mails the agent', async () => {
    const q = await newQuote();
    const res = await act(underwriter, 'POST', P.refer(q.product, q.id), {
      reason: 'Loss history to review',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await row(q.id)).status).toBe('REFERRED');
    const mail = await t.lastMessage('agent@example.com', 'quote-uw-refer');
    expect(mail.text).toContain('Loss history to review');
  });
});

describe('the inbox', () => {
  it('lists referrals nearest need-by first, filters by assignee, and an agency sees its own', async () => {
    const late = await referred();
    const soon = await referred();
    const today = new Date().toISOString().slice(0, 10);
    await t.database.db.update(quotes).set({ needByDate: today }).where(eq(quotes.id, soon.id));
    await t.database.db
      .update(quotes)
      .set({ needByDate: '2099-01-01' })
      .where(eq(quotes.id, late.id));

    const page = (
      await underwriter.inject({ method: 'GET', url: `${P.inbox}?size=100` })
    ).json<InboxPage>();
    const ids = page.content.map((r) => r.id);
    expect(ids.indexOf(soon.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(soon.id)).toBeLessThan(ids.indexOf(late.id));
    const soonRow = page.content.find((r) => r.id === soon.id)!;
    expect(soonRow.urgencyIndex).toBe(3);
    expect(soonRow.reason).toBe('Client asks for a higher ransomware sublimit');

    const pick = await act(underwriter, 'POST', P.underwrite(soon.product, soon.id));
    expect(pick.statusCode, pick.body).toBe(200);
    expect(pick.json<UnderwritingResult>().detail.assignee?.name).toBeTruthy();
    const mine = (
      await underwriter.inject({ method: 'GET', url: `${P.inbox}?assignee=ME&size=100` })
    ).json<InboxPage>();
    expect(mine.content.map((r) => r.id)).toContain(soon.id);
    expect(mine.content.map((r) => r.id)).not.toContain(late.id);
    const unassigned = (
      await underwriter.inject({ method: 'GET', url: `${P.inbox}?assignee=UNASSIGNED&size=100` })
    ).json<InboxPage>();
    expect(unassigned.content.map((r) => r.id)).not.toContain(soon.id);

    // The agency sees its own referrals; another agency none of them.
    const agencyInbox = (
      await agent.inject({ method: 'GET', url: `${P.inbox}?size=100` })
    ).json<InboxPage>();
    expect(agencyInbox.content.map((r) => r.id)).toEqual(expect.arrayContaining([soon.id]));
    const otherInbox = (
      await wholesale.inject({ method: 'GET', url: `${P.inbox}?size=100` })
    ).json<InboxPage>();
    expect(otherInbox.content.map((r) => r.id)).not.toContain(soon.id);

    // The QUOTES tab filters referrals too (REFERRED and IN_REVIEW).
    const tab = (
      await agent.inject({
        method: 'GET',
        url: `/api/quote/v1/search?statusGroup=REFERRED&size=100`,
      })
    ).json<{ content: { id: string; status: string }[] }>();
    expect(tab.content.map((q) => q.id)).toEqual(expect.arrayContaining([soon.id, late.id]));
    expect(tab.content.every((q) => ['REFERRED', 'IN_REVIEW'].includes(q.status))).toBe(true);

    // Cancel to inbox: back to the unassigned referrals.
    const cancel = await act(underwriter, 'POST', P.cancelToInbox(soon.product, soon.id));
    expect(cancel.json<UnderwritingResult>().detail.quote.status).toBe('REFERRED');
    expect((await row(soon.id)).underwriterUserId).toBeNull();
  });
});

describe('IRPM, release and authority', () => {
  it('saves an IRPM credit, re-rates the premium and releases to READY', async () => {
    const q = await referred();
    const before = await row(q.id);
    const invalid = await act(underwriter, 'PUT', P.irpm(q.product, q.id), {
      companyStability: 7,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain(M.irpmInvalid);

    const saved = await act(underwriter, 'PUT', `${P.irpm(q.product, q.id)}?isSurplus=false`, {
      companyStability: -5,
      securityAwareness: -5,
      irpmNote: 'Strong controls seen on the call',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const detail = saved.json<UnderwritingResult>().detail;
    expect(detail.irpm.total).toBe(-10);
    expect(detail.irpm.modifier).toBe(0.9);
    expect(detail.irpm.direction).toBe('CREDIT');
    expect(detail.irpm.note).toBe('Strong controls seen on the call');
    expect(detail.quote.status).toBe('REFERRED');
    const after = await row(q.id);
    expect(after.premium).toBeLessThan(before.premium);
    expect((after.ratingInput as { irpmModifier: number }).irpmModifier).toBe(0.9);

    const released = await act(underwriter, 'POST', P.release(q.product, q.id), {
      note: 'Released with a credit',
    });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json<UnderwritingResult>().message).toBe(M.released(q.quoteNumber));
    expect((await row(q.id)).status).toBe('READY');
    expect((await row(q.id)).totalPremium).toBe(after.totalPremium);
    expect(await audits('quote.uw.release', q.id)).toHaveLength(1);
    expect(await eventsOf('quote.released', q.id)).toHaveLength(1);
    expect((await t.lastMessage('agent@example.com', 'quote-uw-release')).text).toContain(
      q.quoteNumber,
    );
    // The agent sees it READY at the new premium.
    const seen = (
      await agent.inject({ method: 'GET', url: `/api/quote/v1/${q.id}` })
    ).json<QuoteView>();
    expect(seen.status).toBe('READY');
    expect(seen.totalPremium).toBe(after.totalPremium);
    // Released already: a second release is a conflict.
    expect((await act(underwriter, 'POST', P.release(q.product, q.id))).statusCode).toBe(409);
    const history = (
      await underwriter.inject({ method: 'GET', url: P.details(q.product, q.id) })
    ).json<UnderwritingDetail>().history;
    expect(history.map((h) => h.action)).toEqual(
      expect.arrayContaining(['quote.uw.request-review', 'quote.uw.irpm', 'quote.uw.release']),
    );
  });

  it('sends a release above the authority to the senior queue; an admin releases it', async () => {
    const q = await referred();
    const [uw] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'underwriter@example.com'));
    const [seeded] = await t.database.db
      .select()
      .from(underwritingAuthorities)
      .where(eq(underwritingAuthorities.userId, uw!.id));
    await t.database.db
      .update(underwritingAuthorities)
      .set({ maxLimit: 100_000, maxPremium: null })
      .where(eq(underwritingAuthorities.userId, uw!.id));
    try {
      const res = await act(underwriter, 'POST', P.release(q.product, q.id));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<UnderwritingResult>().message).toBe(M.aboveAuthority(q.quoteNumber));
      expect((await row(q.id)).status).toBe('REFERRED');
      expect((await row(q.id)).requiresSenior).toBe(true);
      const senior = (
        await underwriter.inject({ method: 'GET', url: `${P.inbox}?seniorQueue=true&size=100` })
      ).json<InboxPage>();
      expect(senior.content.map((r) => r.id)).toContain(q.id);
      const byAdmin = await act(admin, 'POST', P.release(q.product, q.id));
      expect(byAdmin.statusCode, byAdmin.body).toBe(200);
      expect((await row(q.id)).status).toBe('READY');
      expect((await row(q.id)).requiresSenior).toBe(false);
    } finally {
      await t.database.db
        .update(underwritingAuthorities)
        .set({ maxLimit: seeded!.maxLimit, maxPremium: seeded!.maxPremium })
        .where(eq(underwritingAuthorities.userId, uw!.id));
    }
  });
});

describe('terms, exclusions, surplus, reset and reassess', () => {
  it('updates terms keeping the status, and refuses terms the engine declines', async () => {
    const q = await referred();
    const deductible = q.deductible === 50_000 ? 25_000 : 50_000;
    const res = await act(underwriter, 'PUT', P.update(q.product, q.id), { deductible });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<UnderwritingResult>().message).toBe(M.updated);
    const after = await row(q.id);
    expect(after.deductible).toBe(deductible);
    expect(after.status).toBe('REFERRED');
    expect(after.premium).not.toBe(q.premium);
    const bad = await act(underwriter, 'PUT', P.update(q.product, q.id), { deductible: 7 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe(M.updateFailed);

    // Reset: back to the terms first rated.
    const reset = await act(underwriter, 'POST', P.reset(q.product, q.id));
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await row(q.id)).deductible).toBe(q.deductible);
    expect((await row(q.id)).premium).toBe(q.premium);
  });

  it('saves the event exclusion list with the spec rules', async () => {
    const q = await referred();
    const bad = await act(underwriter, 'PUT', P.exclusions(q.product, q.id), {
      exclusions: [{ claimNumber: 'C-1', claimName: 'Ransomware 2025', claimDate: '2025-13-40' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(M.invalidDate);
    const ok = await act(underwriter, 'PUT', P.exclusions(q.product, q.id), {
      exclusions: [
        {
          claimNumber: 'C-1',
          claimName: 'Ransomware 2025',
          claimDescription: 'Known event',
          claimDate: '2025-03-01',
        },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<UnderwritingResult>().detail.exclusions).toHaveLength(1);
    await act(underwriter, 'PUT', P.saveSubjectivities(q.product, q.id), {
      subjectivities: [{ kind: 'PRE_BIND', text: 'Signed and dated application' }],
    });
    // Carried onto the quote's documents: the insured's copy of the proposal lists both.
    const pdf = await agent.inject({
      method: 'GET',
      url: `/api/quote/v1/${q.id}/proposal?copy=client`,
    });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).text;
    expect(text).toContain('Specified event exclusions');
    expect(text).toContain('Ransomware 2025');
    expect(text).toContain('Before binding: Signed and dated application');
  });

  it('switches to surplus and back, the surplus-lines tax following', async () => {
    const q = await referred();
    const on = await act(underwriter, 'PUT', P.surplus(q.product, q.id), { isSurplus: true });
    expect(on.statusCode, on.body).toBe(200);
    const surplus = await row(q.id);
    expect(surplus.isSurplus).toBe(true);
    expect(surplus.surplusLinesTax).toBeGreaterThan(0);
    const off = await act(underwriter, 'PUT', P.surplus(q.product, q.id), { isSurplus: false });
    expect(off.statusCode).toBe(200);
    expect((await row(q.id)).surplusLinesTax).toBe(0);
  });

  it("reassesses the risk with a new scan and the engine's status", async () => {
    const q = await referred();
    const res = await act(underwriter, 'POST', P.reassess(q.product, q.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<UnderwritingResult>().message).toBe(M.reassessed(q.quoteNumber));
    expect(await audits('quote.uw.reassess', q.id)).toHaveLength(1);
  });
});

describe('decline', () => {
  it('checks the reasons, declines the quote and, with it, the account', async () => {
    const q = await referred();
    const noFillIn = await act(underwriter, 'POST', P.decline(q.product, q.id), {
      reasonSummary: 'Fill-in option',
      reason: 'See notes',
    });
    expect(noFillIn.statusCode).toBe(400);
    expect(noFillIn.body).toContain(M.fillInRequired);
    const noAccountReason = await act(underwriter, 'POST', P.decline(q.product, q.id), {
      reasonSummary: 'Poor Claims History',
      reason: 'Three losses',
      declineAccount: { reason: 'x' },
    });
    expect(noAccountReason.statusCode).toBe(400);
    expect(noAccountReason.body).toContain(M.declinationReasonRequired);
    expect((await row(q.id)).status).toBe('REFERRED');

    const res = await act(underwriter, 'PUT', P.declineById(q.id), {
      reasonSummary: 'Poor Claims History',
      reason: 'Three ransomware losses in two years',
      isNotificationEnabled: true,
      declineAccount: { reasonSummary: 'Claims history', reason: 'Loss frequency' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<UnderwritingResult>().message).toBe(M.accountDeclined);
    const after = await row(q.id);
    expect(after.status).toBe('DECLINED');
    expect(after.declineReasonSummary).toBe('Poor Claims History');
    const [profile] = await t.database.db
      .select()
      .from(accountProfiles)
      .where(eq(accountProfiles.organisationId, q.accountId));
    expect(profile!.accountStatus).toBe('DECLINED');
    expect(profile!.declineReason).toBe('Claims history');
    expect(await eventsOf('quote.declined', q.id)).toHaveLength(1);
    expect((await t.lastMessage('agent@example.com', 'quote-uw-decline')).text).toContain(
      'Poor Claims History',
    );
    // Declined: nothing more to do.
    expect((await act(underwriter, 'POST', P.release(q.product, q.id))).statusCode).toBe(409);
  });

  it('rolls the quote back when the account cannot be declined', async () => {
    const q = await referred();
    const first = await act(underwriter, 'POST', P.decline(q.product, q.id), {
      reasonSummary: 'Error',
      reason: 'Duplicate',
      declineAccount: { reasonSummary: 'Poor Controls', reason: 'No MFA' },
    });
    expect(first.statusCode).toBe(200);
    const second = await referred();
    await t.database.db
      .update(accountProfiles)
      .set({ declinedAt: new Date() })
      .where(eq(accountProfiles.organisationId, second.accountId));
    const res = await act(underwriter, 'POST', P.decline(second.product, second.id), {
      reasonSummary: 'Error',
      reason: 'Duplicate',
      declineAccount: { reasonSummary: 'Poor Controls', reason: 'No MFA' },
    });
    expect(res.statusCode).toBe(409);
    expect((await row(second.id)).status).toBe('REFERRED');
  });
});

describe('subjectivities', () => {
  it('are set by the underwriter and completed once by the agent with a document', async () => {
    const q = await referred();
    const set = await act(underwriter, 'PUT', P.saveSubjectivities(q.product, q.id), {
      subjectivities: [
        {
          kind: 'PRE_BIND',
          catalogueKey: 'MFA_REMOTE_ACCESS',
          text: 'MFA on remote access confirmed',
        },
        { kind: 'POST_BIND', text: 'Tabletop exercise within 90 days' },
      ],
    });
    expect(set.statusCode, set.body).toBe(200);
    const list = set.json<UnderwritingResult>().detail.subjectivities;
    expect(list.map((s) => s.kind)).toEqual(['PRE_BIND', 'POST_BIND']);
    const preBind = list[0]!;

    // The agent may not set them.
    expect(
      (await act(agent, 'PUT', P.saveSubjectivities(q.product, q.id), { subjectivities: [] }))
        .statusCode,
    ).toBe(403);

    const boundary = '----subjectivity';
    const upload = await agent.inject({
      method: 'POST',
      url: `/api/docs/v1/upload/doc?${new URLSearchParams({
        accountId: q.accountId,
        docType: 'LOSS_RUNS',
        docName: 'MFA attestation',
      })}`,
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="mfa.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        PDF,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const documentId = upload.json<{ id: string }>().id;

    // Another agency cannot complete it (it does not exist for them).
    const other = await act(wholesale, 'POST', P.completeSubjectivity(q.product, preBind.id), {
      documentId,
    });
    expect(other.statusCode).toBe(404);

    // Two completions at once: exactly one wins.
    const [a, b] = await Promise.all([
      act(agent, 'POST', P.completeSubjectivity(q.product, preBind.id), { documentId }),
      act(agent, 'POST', P.completeSubjectivity(q.product, preBind.id), { documentId }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const done = (a.statusCode === 200 ? a : b).json<UnderwritingResult>().detail;
    const completed = done.subjectivities.find((s) => s.id === preBind.id)!;
    expect(completed.status).toBe('COMPLETED');
    expect(completed.documentName).toBe('MFA attestation');
    expect(await audits('quote.uw.subjectivity-completed', q.id)).toHaveLength(1);
  });
});

describe('demo data', () => {
  it('has referrals waiting in the inbox with reasons, one with subjectivities, a UK one for the broker', async () => {
    const page = (
      await underwriter.inject({ method: 'GET', url: `${P.inbox}?size=100` })
    ).json<InboxPage>();
    const demo = page.content.filter((r) => r.quoteNumber.startsWith('Q-'));
    const names = demo.map((r) => r.companyName);
    expect(names).toEqual(
      expect.arrayContaining([
        'Beacon Hill Pediatrics',
        'Lone Star Title Agency',
        'Gateway Regional Hospital',
        'Clyde Coast Hotels Ltd',
      ]),
    );
    expect(demo.every((r) => r.reason)).toBe(true);
    const beacon = demo.find((r) => r.companyName === 'Beacon Hill Pediatrics')!;
    const detail = (
      await underwriter.inject({ method: 'GET', url: P.details(beacon.product, beacon.id) })
    ).json<UnderwritingDetail>();
    expect(detail.subjectivities.filter((s) => s.kind === 'PRE_BIND')).toHaveLength(2);
    const broker = await t.signIn('broker@example.com');
    const uk = (await broker.inject({ method: 'GET', url: P.inbox })).json<InboxPage>();
    expect(uk.content.map((r) => r.companyName)).toContain('Clyde Coast Hotels Ltd');
    expect(uk.content.every((r) => r.currency === 'GBP')).toBe(true);
  });
});
