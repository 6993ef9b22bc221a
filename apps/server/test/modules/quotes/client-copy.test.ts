import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  coverageNameOf,
  PLATFORM_NAME,
  PROPOSAL_TEXT,
  QUOTE_MESSAGES,
  type QuoteView,
} from '@cyber/domain';
import { quotes } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accountHelpers, ukAccount, type Session } from '../accounts/support.ts';
import { pdfText } from './pdf-text.ts';

/**
 * What an insured sees is for the insured (decision 033): the policyholder's quote detail and
 * proposal carry no rating worksheet; the broker's and the provider's keep it, and the broker
 * can download the client copy to hand on.
 */

let t: TestApp;
let agent: Session;
let customer: Session;
let wholesale: Session;
let broker: Session;
let admin: Session;
let carrier: Session;
let helpers: ReturnType<typeof accountHelpers>;
/** A READY P100 quote on Acme Dental Group (the demo policyholder), sent to the policyholder. */
let sent: QuoteView;

const US_CARRIER = 'Keystone Specialty Insurance Co.';
const UK_CARRIER = 'Albion Cyber Insurance Ltd';

/** Words of the rating worksheet that must never reach the insured. */
const WORKSHEET_WORDS = [
  'IRPM',
  'Security score',
  PROPOSAL_TEXT.breakdown,
  PROPOSAL_TEXT.worksheet,
  'Hazard class',
  'Base premium (revenue band)',
  'Industry hazard factor',
  'Increased limit factor',
  'Employee count factor',
  'Underwriting notes',
  'Broker copy',
];
/** Keys of the rating result that make up the worksheet. */
const WORKSHEET_KEYS = [
  'breakdown',
  'irpm',
  'securityScore',
  'hazardClass',
  'referralReasons',
  'indicationReasons',
  'eligibility',
  'load',
];

/** The proposal's section headings. */
const HEADINGS = [
  'Insured',
  'Agency',
  'Broker',
  'Quote',
  'Coverages',
  PROPOSAL_TEXT.worksheet,
  PROPOSAL_TEXT.breakdown,
  'Premium',
  'Underwriting notes',
  'Important',
];

const proposal = async (s: Session, url: string) => {
  const res = await s.inject({ method: 'GET', url });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return pdfText(res.rawPayload);
};

/**
 * Layout: no page ends on a heading or on a coverage group's name (each keeps to what follows
 * it), and every group name is printed whole, as one line.
 */
function expectKeptTogether(pdf: Awaited<ReturnType<typeof pdfText>>, groups: string[]) {
  pdf.pageChunks.forEach((chunks, i) => {
    // the last chunk is "Page n of m"; the one before it is the page's last line of content
    expect(chunks.at(-1)).toBe(`Page ${i + 1} of ${pdf.pages}`);
    const last = chunks.at(-2)!;
    expect(HEADINGS, `page ${i + 1} ends on a heading`).not.toContain(last);
    expect(groups, `page ${i + 1} ends on a group name`).not.toContain(last);
    expect(last.endsWith('(continued)'), `page ${i + 1} ends on a group name`).toBe(false);
  });
  const lines = pdf.text.split('\n');
  for (const group of groups) expect(lines, group).toContain(group);
}

const groupsOf = (q: QuoteView, uk = false) => [
  ...new Set((q.rating ?? q.terms)!.coverages.map((c) => coverageNameOf(c.key, c.label, uk).group)),
];

beforeAll(async () => {
  t = await buildTestApp();
  helpers = accountHelpers(t);
  [agent, customer, wholesale, broker, admin, carrier] = await Promise.all([
    t.signIn('agent@example.com'),
    t.signIn('customer@example.com'),
    t.signIn('wholesale@example.com'),
    t.signIn('broker@example.com'),
    t.signIn('admin@example.com'),
    t.signIn('carrier@example.com'),
  ]);
  await helpers.license('agent@example.com', 'Harbor Risk Partners', 'RI');
  const acme = await helpers.orgId('Acme Dental Group');
  await helpers.makeQuotable(acme);
  const created = await agent.inject({
    method: 'POST',
    url: '/api/quote/v1/P100',
    payload: { accountId: acme, limit: 2_000_000, presetName: 'ELITE' },
  });
  expect(created.statusCode, created.body).toBe(201);
  sent = created.json<QuoteView>();
  await t.database.db.update(quotes).set({ status: 'READY' }).where(eq(quotes.id, sent.id));
  const send = await agent.inject({
    method: 'POST',
    url: '/api/quote/v1/action/send',
    payload: {
      quoteId: sent.id,
      customerFirstName: 'Sam',
      customerLastName: 'Patel',
      customerEmail: 'sam.patel@acme.example',
      customerPhone: '(401) 555-0134',
    },
  });
  expect(send.statusCode, send.body).toBe(200);
});
afterAll(async () => t.close());

describe('the quote detail: the client copy for the policyholder', () => {
  it('the policyholder gets the terms, coverages and charges, and no worksheet field at all', async () => {
    const res = await customer.inject({ method: 'GET', url: `/api/quote/v1/${sent.id}` });
    expect(res.statusCode).toBe(200);
    const q = res.json<QuoteView>();
    expect(q.rating).toBeUndefined();
    expect(q.terms!.coverages.length).toBeGreaterThan(0);
    expect(q.terms!.coverages[0]).toEqual({
      key: expect.any(String),
      label: expect.any(String),
      mandatory: expect.any(Boolean),
      subLimit: expect.any(Number),
    });
    expect(q.totalPremium).toBe(sent.totalPremium);
    for (const key of WORKSHEET_KEYS) expect(res.body, key).not.toContain(`"${key}"`);
    expect(res.body).not.toContain('IRPM');
    // the list rows carry no rating either
    const list = await customer.inject({ method: 'GET', url: '/api/quote/v1/search' });
    expect(list.body).toContain(sent.id);
    for (const key of WORKSHEET_KEYS) expect(list.body, key).not.toContain(`"${key}"`);
  });

  it("the agent's and the provider's copy keep the worksheet beside the terms", async () => {
    for (const s of [agent, admin]) {
      const q = (
        await s.inject({ method: 'GET', url: `/api/quote/v1/${sent.id}` })
      ).json<QuoteView>();
      expect(q.rating!.breakdown.length).toBeGreaterThan(0);
      expect(q.rating!.irpm.max).toBeGreaterThan(q.rating!.irpm.min);
      expect(q.rating!.breakdown.map((b) => b.code)).toContain('IRPM');
      expect(q.terms!.coverages.map((c) => c.key)).toEqual(q.rating!.coverages.map((c) => c.key));
    }
  });

  it('a user of another organisation gets nothing', async () => {
    const other = await wholesale.inject({ method: 'GET', url: `/api/quote/v1/${sent.id}` });
    expect(other.statusCode).toBe(404);
    expect(other.json<{ message: string }>().message).toBe(QUOTE_MESSAGES.notFound);
    const noQuotes = await carrier.inject({ method: 'GET', url: `/api/quote/v1/${sent.id}` });
    expect(noQuotes.statusCode).toBe(403);
  });
});

describe('the proposal PDF: client copy and broker copy', () => {
  it("the policyholder's proposal: the logo, the carrier, the cover — and no worksheet, whatever copy is asked for", async () => {
    const created = Math.floor(new Date(sent.created).getTime() / 1000);
    for (const url of [
      `/api/quote/v1/${sent.id}/proposal`,
      `/api/quote/v1/${sent.id}/proposal?copy=broker`,
      `/api/quote/v1/proposal?accountId=${sent.accountId}&quoteId=${sent.id}&created=${created}&copy=broker`,
    ]) {
      const pdf = await proposal(customer, url);
      for (const expected of [
        PLATFORM_NAME,
        PROPOSAL_TEXT.underwrittenBy(US_CARRIER),
        'Carrier',
        US_CARRIER,
        'Acme Dental Group',
        sent.quoteNumber,
        'Coverages',
        'Security and Privacy Liability',
        'Total',
      ]) {
        expect(pdf.text, `${url}: ${expected}`).toContain(expected);
      }
      for (const word of WORKSHEET_WORDS) expect(pdf.text, `${url}: ${word}`).not.toContain(word);
      expectKeptTogether(pdf, groupsOf(sent));
    }
  });

  it("the broker's copy by default, with the breakdown; the client copy on request", async () => {
    const brokerCopy = await proposal(agent, `/api/quote/v1/${sent.id}/proposal`);
    for (const expected of [
      PLATFORM_NAME,
      US_CARRIER,
      PROPOSAL_TEXT.brokerCopy,
      PROPOSAL_TEXT.worksheet,
      'Security score',
      'IRPM range',
      PROPOSAL_TEXT.breakdown,
      'Base premium (revenue band)',
      'Industry hazard factor',
      'IRPM modifier',
    ]) {
      expect(brokerCopy.text, expected).toContain(expected);
    }
    expectKeptTogether(brokerCopy, groupsOf(sent));
    const explicit = await proposal(agent, `/api/quote/v1/${sent.id}/proposal?copy=broker`);
    expect(explicit.text).toContain(PROPOSAL_TEXT.breakdown);

    const clientCopy = await proposal(agent, `/api/quote/v1/${sent.id}/proposal?copy=client`);
    expect(clientCopy.text).toContain(PLATFORM_NAME);
    expect(clientCopy.text).toContain(US_CARRIER);
    for (const word of WORKSHEET_WORDS) expect(clientCopy.text, word).not.toContain(word);

    const provider = await proposal(admin, `/api/quote/v1/${sent.id}/proposal`);
    expect(provider.text).toContain(PROPOSAL_TEXT.breakdown);
  });

  it('a UK brokerage: the insurer and both copies over several pages, headings kept with their tables', async () => {
    const accountId = (await helpers.create(broker, ukAccount({ name: 'Client Copy Ltd' }))).account
      .id;
    await helpers.makeQuotable(accountId);
    const res = await broker.inject({
      method: 'POST',
      url: '/api/quote/v1/P_ONE_PLUS',
      payload: { accountId, presetName: 'ELITE', state: 'ENG' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const q = res.json<QuoteView>();
    const brokerCopy = await proposal(broker, `/api/quote/v1/${q.id}/proposal`);
    expect(brokerCopy.pages).toBeGreaterThanOrEqual(2);
    expect(brokerCopy.text).toContain('Insurer');
    expect(brokerCopy.text).toContain(UK_CARRIER);
    expect(brokerCopy.text).toContain(PROPOSAL_TEXT.breakdown);
    expectKeptTogether(brokerCopy, groupsOf(q, true));
    const clientCopy = await proposal(broker, `/api/quote/v1/${q.id}/proposal?copy=client`);
    expect(clientCopy.text).toContain(UK_CARRIER);
    for (const word of WORKSHEET_WORDS) expect(clientCopy.text, word).not.toContain(word);
    expectKeptTogether(clientCopy, groupsOf(q, true));
  });

  it('the OpenAPI schema states the copy parameter of both proposal routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    type Param = { name: string; in: string; schema: { enum?: string[] }; description?: string };
    const paths = res.json<{
      paths: Record<string, { get: { description?: string; parameters: Param[] } }>;
    }>().paths;
    for (const path of ['/api/quote/v1/{id}/proposal', '/api/quote/v1/proposal']) {
      const op = paths[path]!.get;
      expect(op.description, path).toContain('client copy');
      const copy = op.parameters.find((p) => p.name === 'copy' && p.in === 'query')!;
      expect(copy.schema.enum, path).toEqual(['client', 'broker']);
      expect(JSON.stringify(copy), path).toContain('policyholder always gets the client copy');
    }
  });

  it('a user of another organisation gets no copy; a bad copy is refused', async () => {
    for (const copy of ['client', 'broker']) {
      const other = await wholesale.inject({
        method: 'GET',
        url: `/api/quote/v1/${sent.id}/proposal?copy=${copy}`,
      });
      expect(other.statusCode).toBe(404);
      const foreignBroker = await broker.inject({
        method: 'GET',
        url: `/api/quote/v1/${sent.id}/proposal?copy=${copy}`,
      });
      expect(foreignBroker.statusCode).toBe(404);
    }
    const noQuotes = await carrier.inject({
      method: 'GET',
      url: `/api/quote/v1/${sent.id}/proposal`,
    });
    expect(noQuotes.statusCode).toBe(403);
    const bad = await agent.inject({
      method: 'GET',
      url: `/api/quote/v1/${sent.id}/proposal?copy=insurer`,
    });
    expect(bad.statusCode).toBe(400);
  });
});
