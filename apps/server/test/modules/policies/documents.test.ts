import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatRegionDate,
  POLICY_DOCUMENT_MESSAGES,
  POLICY_PATHS,
  policyDocumentFileName,
  UNDERWRITING_PATHS as P,
  type Policy,
  type PolicyPage,
  type QuoteView,
} from '@cyber/domain';
import { organisations, quoteSignatures, quotes } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accountHelpers, ukAccount, usAccount, type Session } from '../accounts/support.ts';
import { pdfText } from '../quotes/pdf-text.ts';
import { bindHelpers } from './support.ts';

/**
 * The binder PDF and the declarations page PDF (the bind issue, decision 042): who may download
 * them, what they print, and the e-mails of the bind and the issue.
 */

let t: TestApp;
let agent: Session;
let underwriter: Session;
let broker: Session;
let customer: Session;
/** An unrelated organisation: a cluster without member agencies sees no policy (a carrier its paper's: carrier-paper.test.ts). */
let cluster: Session;
let helpers: ReturnType<typeof accountHelpers>;

let readyQuote: ReturnType<typeof bindHelpers>['readyQuote'];
let bind: ReturnType<typeof bindHelpers>['bind'];

const download = (s: Session, url: string) => s.inject({ method: 'GET', url });

/** Each expected string is in the text (named in the failure when it is not). */
const expectText = (text: string, expected: string[]) => {
  for (const e of expected) expect(text, e).toContain(e);
};

/** The PDF of a 200 download, with its file name checked. */
async function pdfOf(s: Session, url: string, fileName: string) {
  const res = await download(s, url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfText(res.rawPayload);
}

/** Minor units as the documents print them: '$1,234.56', '£1,234.56'. */
const amount = (symbol: string) => (minor: number) =>
  `${symbol}${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const usd = amount('$');
const gbp = amount('£');

/** The binder's agency issues it (provider staff: `POLICY_PATHS.issue`). */
async function issue(s: Session, id: string, path = POLICY_PATHS.agentIssue) {
  const res = await s.inject({ method: 'POST', url: path(id), payload: {} });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await buildTestApp();
  helpers = accountHelpers(t);
  ({ readyQuote, bind } = bindHelpers(t));
  [agent, underwriter, broker, customer, cluster] = await Promise.all([
    t.signIn('agent@example.com'),
    t.signIn('underwriter@example.com'),
    t.signIn('broker@example.com'),
    t.signIn('customer@example.com'),
    t.signIn('cluster@example.com'),
  ]);
  await helpers.license('agent@example.com', 'Harbor Risk Partners', 'MA');
});
afterAll(async () => t.close());

const SIGNED_SHA256 = 'ab'.repeat(32);

describe('the binder and the declarations page of a US policy', () => {
  let accountId: string;
  let quote: QuoteView;
  let binder: Policy;
  const company = 'Harbour Light Dental & Co';

  beforeAll(async () => {
    ({ accountId, quote } = await readyQuote(agent, 'P100', usAccount({ name: company }), {
      eventExclusions: [
        {
          claimNumber: 'CLM-2025-17',
          claimName: 'Ransomware at the Quincy office',
          claimDate: '2025-03-14',
          claimDescription: 'Known before binding',
        },
      ],
    }));
    // an endorsement among the rated coverages
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, quote.id));
    const rating = row!.ratingResult as { coverages: Record<string, unknown>[] };
    rating.coverages.push({
      key: 'WAIVER_OF_SUBROGATION',
      label: 'Waiver of Subrogation',
      mandatory: false,
      subLimit: 250_000,
      load: 0,
    });
    await t.database.db.update(quotes).set({ ratingResult: rating }).where(eq(quotes.id, quote.id));
    const set = await underwriter.inject({
      method: 'PUT',
      url: P.saveSubjectivities('P100', quote.id),
      payload: {
        subjectivities: [
          { kind: 'POST_BIND', text: 'Incident response plan in place' },
          { kind: 'POST_BIND', text: 'Phishing training completed' },
        ],
      },
    });
    expect(set.statusCode, set.body).toBe(200);
    // the account's policy contact
    await t.database.db
      .update(organisations)
      .set({
        contactFirstName: 'Dana',
        contactLastName: 'Whitfield',
        contactEmail: 'dana.whitfield@harbourlight.example',
      })
      .where(eq(organisations.id, accountId));
    // the insured's signed application on file (signing itself: bind-request.test.ts)
    await t.database.db.insert(quoteSignatures).values({
      quoteId: quote.id,
      kind: 'APPLICATION',
      signerName: 'Dana Whitfield',
      signerEmail: 'dana.whitfield@harbourlight.example',
      documentSha256: SIGNED_SHA256,
      storageKey: `signatures/${quote.id}/application.pdf`,
      signedAt: new Date('2026-03-02T14:05:00Z'),
    });
    binder = await bind(agent, 'P100', quote.id);
  });

  it('the binder PDF: the binder, its terms as bound, the open subjectivities and its last day', async () => {
    const pdf = await pdfOf(
      agent,
      POLICY_PATHS.binder(binder.id),
      policyDocumentFileName('binder', company, binder.policyNumber),
    );
    expect(policyDocumentFileName('binder', company, binder.policyNumber)).toBe(
      `Harbour_Light_Dental_Co-${binder.policyNumber}-Binder.pdf`,
    );
    expect(pdf.title).toBe(`Binder of insurance ${binder.policyNumber}`);
    const day = (iso: string) => formatRegionDate(iso, 'US');
    expectText(pdf.text, [
      'Binder of insurance',
      `Prime 100 - Binder ${binder.policyNumber}`,
      company,
      '1 Main St',
      'Boston, MA, 02110',
      'Agency',
      'Harbor Risk Partners',
      'agent@example.com',
      'Carrier',
      'Admitted',
      'Bound',
      `${day(binder.effectiveDate)} to ${day(binder.endDate)}`,
      day(binder.boundOn!.slice(0, 10)),
      'Binder expires',
      day(binder.binderExpiresOn!),
      'Aggregate limit',
      `$${binder.limit.toLocaleString('en-US')}`,
      'Deductible',
      `$${binder.deductible.toLocaleString('en-US')}`,
      'Premium',
      usd(binder.premium),
      'Total',
      usd(binder.totalPremium),
      'Post-bind subjectivities',
      '- Incident response plan in place',
      '- Phishing training completed',
      'Signatures',
      `Application: signed electronically by Dana Whitfield on ${day('2026-03-02')} at 14:05 UTC.`,
      SIGNED_SHA256,
      `This binder expires on ${day(binder.binderExpiresOn!)} unless the policy is issued by then.`,
      'Page 1 of',
    ]);
    expect(pdf.text).not.toContain('No signed application is on file.');
    expect(pdf.text).not.toContain('Excess');
    expect(pdf.text).not.toContain('£');
  });

  it('no declarations page for a binder (409); once issued, the declarations page', async () => {
    const early = await download(agent, POLICY_PATHS.declarations(binder.id));
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe(POLICY_DOCUMENT_MESSAGES.notIssued);

    await issue(agent, binder.id);

    const pdf = await pdfOf(
      agent,
      POLICY_PATHS.declarations(binder.id),
      `Harbour_Light_Dental_Co-${binder.policyNumber}-Declarations.pdf`,
    );
    expect(pdf.title).toBe(`Declarations ${binder.policyNumber}`);
    expectText(pdf.text, [
      'Declarations',
      `Prime 100 - Policy ${binder.policyNumber}`,
      company,
      'Harbor Risk Partners',
      'Issued',
      'Policy period',
      'Coverages',
      'Security and Privacy Liability',
      'Liability and Regulatory',
      'Endorsements',
      'Waiver of Subrogation',
      '$250,000',
      'Specified event exclusions',
      'CLM-2025-17',
      'Ransomware at the Quincy office',
      'Mar. 14, 2025',
      'Total',
      usd(binder.totalPremium),
      `Application: signed electronically by Dana Whitfield on ${formatRegionDate('2026-03-02', 'US')} at 14:05 UTC.`,
      SIGNED_SHA256,
    ]);
    // the endorsement is listed as one, not among the coverages
    expect(pdf.text.indexOf('Waiver of Subrogation')).toBeGreaterThan(
      pdf.text.indexOf('\nEndorsements\n'),
    );
    // the binder stays downloadable after the issue
    expect((await download(agent, POLICY_PATHS.binder(binder.id))).statusCode).toBe(200);
  });

  it('only those who may read the policy download them: another agency, an unrelated organisation and another policyholder get a 404', async () => {
    for (const s of [broker, cluster, customer]) {
      expect((await download(s, POLICY_PATHS.binder(binder.id))).statusCode).toBe(404);
      expect((await download(s, POLICY_PATHS.declarations(binder.id))).statusCode).toBe(404);
    }
    expect((await download(underwriter, POLICY_PATHS.binder(binder.id))).statusCode).toBe(200);
    expect(
      (await download(agent, POLICY_PATHS.binder('00000000-0000-4000-8000-000000000001')))
        .statusCode,
    ).toBe(404);
  });

  it('e-mails the agent and the policy contact at bind, "Binder {number} for {company}", and again at issue', async () => {
    const day = (iso: string) => formatRegionDate(iso, 'US');
    const bound = await t.lastMessage('agent@example.com', 'policy-bound');
    expect(bound.subject).toBe(`Binder ${binder.policyNumber} for ${company}`);
    expect(bound.text).toContain(`${t.config.PUBLIC_URL}/agency/binders?policy=${binder.id}`);
    expect(bound.text).toContain(`Limit $${binder.limit.toLocaleString('en-US')}`);
    expect(bound.text).toContain(
      `Total premium, with fees and taxes: ${usd(binder.totalPremium)}.`,
    );
    expect(bound.text).toContain(
      'Still to provide after binding: Incident response plan in place; Phishing training completed.',
    );
    expect(bound.text).toContain(`expires on ${day(binder.binderExpiresOn!)}`);

    const contact = await t.lastMessage('dana.whitfield@harbourlight.example', 'policy-bound');
    expect(contact.subject).toBe(`Binder ${binder.policyNumber} for ${company}`);
    expect(contact.text).toContain('Dear Dana Whitfield,');
    expect(contact.text).toContain(`/customer/binders?policy=${binder.id}`);

    const issued = await t.lastMessage('agent@example.com', 'policy-issued');
    expect(issued.subject).toBe(`Policy ${binder.policyNumber} issued`);
    expect(issued.text).toContain(`${t.config.PUBLIC_URL}/agency/policies?policy=${binder.id}`);
    expect(issued.text).toContain('declarations page');
    const contactIssued = await t.lastMessage(
      'dana.whitfield@harbourlight.example',
      'policy-issued',
    );
    expect(contactIssued.text).toContain(`/customer/policies?policy=${binder.id}`);

    // binding again is no new binder, and no new e-mail
    const again = await agent.inject({
      method: 'POST',
      url: POLICY_PATHS.bind('P100', quote.id),
      payload: {},
    });
    expect(again.statusCode).toBe(200);
    const sent = (await t.mailbox('agent@example.com', 'policy-bound')).filter(
      (m) => m.subject === bound.subject,
    );
    expect(sent).toHaveLength(1);
  });
});

describe('surplus lines and the policyholder', () => {
  it('a surplus policy prints its surplus lines tax, stamping fee and notice', async () => {
    const { quote } = await readyQuote(agent, 'P100', usAccount(), {
      isSurplus: true,
      surplusLinesTax: 4_321,
      stampingFee: 123,
    });
    const patched = (await t.database.db.select().from(quotes).where(eq(quotes.id, quote.id)))[0]!;
    await t.database.db
      .update(quotes)
      .set({ totalPremium: patched.totalPremium + 4_321 + 123 })
      .where(eq(quotes.id, quote.id));
    const policy = await bind(agent, 'P100', quote.id);
    const binderPdf = await pdfOf(
      agent,
      POLICY_PATHS.binder(policy.id),
      policyDocumentFileName('binder', policy.companyName, policy.policyNumber),
    );
    expectText(binderPdf.text, [
      'Surplus lines',
      'Surplus lines tax',
      usd(4_321),
      'Stamping fee',
      usd(123),
    ]);
    await issue(underwriter, policy.id, POLICY_PATHS.issue);
    const declarations = await pdfOf(
      underwriter,
      POLICY_PATHS.declarations(policy.id),
      policyDocumentFileName('declarations', policy.companyName, policy.policyNumber),
    );
    expectText(declarations.text, [
      'Surplus lines',
      'Home state',
      'MA',
      usd(4_321),
      usd(123),
      'not licensed in MA',
      usd(policy.totalPremium),
    ]);
  });

  it("the policyholder downloads its own account's binder; declarations wait for the issue", async () => {
    const page = (
      await customer.inject({ method: 'GET', url: `${POLICY_PATHS.search}?kind=BINDERS` })
    ).json<PolicyPage>();
    const own = page.content.find((p) => p.status === 'BOUND');
    expect(own).toBeDefined();
    const pdf = await pdfOf(
      customer,
      POLICY_PATHS.binder(own!.id),
      policyDocumentFileName('binder', own!.companyName, own!.policyNumber),
    );
    expect(pdf.text).toContain(own!.policyNumber);
    expect(pdf.text).toContain(own!.companyName);
    expect((await download(customer, POLICY_PATHS.declarations(own!.id))).statusCode).toBe(409);
    // an agency that did not bind it does not see it
    expect((await download(broker, POLICY_PATHS.binder(own!.id))).statusCode).toBe(404);
  });
});

describe('a UK brokerage', () => {
  it('pounds, excess and brokerage on the binder and the policy schedule, and in the e-mails', async () => {
    const company = 'Albion Widgets Ltd';
    const { quote } = await readyQuote(broker, 'P_ONE_PLUS', ukAccount({ name: company }));
    const policy = await bind(broker, 'P_ONE_PLUS', quote.id);
    expect(policy.currency).toBe('GBP');
    const day = (iso: string) => formatRegionDate(iso, 'UK');

    const binderPdf = await pdfOf(
      broker,
      POLICY_PATHS.binder(policy.id),
      `Albion_Widgets_Ltd-${policy.policyNumber}-Binder.pdf`,
    );
    expectText(binderPdf.text, [
      'Binder of insurance',
      'Brokerage',
      'Broker',
      'Territory',
      'United Kingdom',
      'Insurer',
      'Excess',
      `£${policy.deductible.toLocaleString('en-US')}`,
      `£${policy.limit.toLocaleString('en-US')}`,
      gbp(policy.totalPremium),
      `${day(policy.effectiveDate)} to ${day(policy.endDate)}`,
      `This binder expires on ${day(policy.binderExpiresOn!)}`,
      'No signed application is on file.',
    ]);
    expect(binderPdf.text).not.toContain('$');
    expect(binderPdf.text).not.toContain('Deductible');
    expect(binderPdf.text).not.toContain('Paper');

    const bound = await t.lastMessage('broker@example.com', 'policy-bound');
    expect(bound.subject).toBe(`Binder ${policy.policyNumber} for ${company}`);
    expect(bound.text).toContain(`excess £${policy.deductible.toLocaleString('en-US')}`);
    expect(bound.text).toContain(gbp(policy.totalPremium));
    expect(bound.text).not.toContain('$');

    await issue(broker, policy.id);
    const schedule = await pdfOf(
      broker,
      POLICY_PATHS.declarations(policy.id),
      `Albion_Widgets_Ltd-${policy.policyNumber}-Declarations.pdf`,
    );
    expectText(schedule.text, ['Policy schedule', 'Excess', 'Coverages', gbp(policy.totalPremium)]);
    expect(schedule.text).not.toContain('$');
    expect(schedule.text).not.toContain('Surplus lines');
    const mail = await t.lastMessage('broker@example.com', 'policy-issued');
    expect(mail.subject).toBe(`Policy ${policy.policyNumber} issued`);
    expect(mail.text).toContain('policy schedule');
    // another agency: 404
    expect((await download(agent, POLICY_PATHS.declarations(policy.id))).statusCode).toBe(404);
  });
});
