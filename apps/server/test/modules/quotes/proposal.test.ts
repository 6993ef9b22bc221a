import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_MESSAGES, type CoverageMapping, type QuoteView } from '@cyber/domain';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accountHelpers, ukAccount, usAccount, type Session } from '../accounts/support.ts';
import { pdfText } from './pdf-text.ts';

let t: TestApp;
let agent: Session;
let wholesale: Session;
let broker: Session;
let admin: Session;
let helpers: ReturnType<typeof accountHelpers>;

async function newQuote(
  s: Session,
  body: ReturnType<typeof usAccount>,
  product: string,
  extra = {},
) {
  const accountId = (await helpers.create(s, body)).account.id;
  await helpers.makeQuotable(accountId);
  const res = await s.inject({
    method: 'POST',
    url: `/api/quote/v1/${product}`,
    payload: { accountId, ...extra },
  });
  if (res.statusCode !== 201) throw new Error(`create ${res.statusCode} ${res.body}`);
  return res.json<QuoteView>();
}

beforeAll(async () => {
  t = await buildTestApp();
  helpers = accountHelpers(t);
  [agent, wholesale, broker, admin] = await Promise.all([
    t.signIn('agent@example.com'),
    t.signIn('wholesale@example.com'),
    t.signIn('broker@example.com'),
    t.signIn('admin@example.com'),
  ]);
  await helpers.license('agent@example.com', 'Harbor Risk Partners', 'MA');
});
afterAll(async () => t.close());

describe('GET /api/quote/v1/{id}/proposal', () => {
  it('a real proposal PDF: named {company}-{quoteNumber}-proposal.pdf, with the quote inside', async () => {
    const q = await newQuote(agent, usAccount({ name: 'Proposal Dental & Co' }), 'P100', {
      limit: 2_000_000,
      presetName: 'POPULAR',
    });
    const res = await agent.inject({ method: 'GET', url: `/api/quote/v1/${q.id}/proposal` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Proposal_Dental_Co-${q.quoteNumber}-proposal.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await pdfText(res.rawPayload);
    expect(pdf.title).toContain(q.quoteNumber);
    for (const expected of [
      'Proposal Dental & Co',
      '1 Main St',
      'Boston, MA, 02110',
      'Harbor Risk Partners',
      'agent@example.com',
      q.quoteNumber,
      'Prime 100',
      q.status,
      'Limit',
      '$2,000,000',
      '$25,000',
      'Coverages',
      'Security and Privacy Liability',
      'Why this premium',
      'Total',
      `$${(q.totalPremium / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
      'Page 1 of',
    ]) {
      expect(pdf.text, expected).toContain(expected);
    }
    expect(pdf.text).toMatch(/indication only|bindable as shown|referred to underwriting/);
  });

  it('pounds and UK wording for a UK quote; many coverages break onto more pages', async () => {
    const q = await newQuote(broker, ukAccount({ name: 'Proposal Brokers Ltd' }), 'P_ONE_PLUS', {
      presetName: 'ELITE',
      state: 'ENG',
    });
    const res = await broker.inject({ method: 'GET', url: `/api/quote/v1/${q.id}/proposal` });
    expect(res.statusCode).toBe(200);
    const pdf = await pdfText(res.rawPayload);
    expect(pdf.text).toContain('£');
    expect(pdf.text).toContain('Brokerage');
    expect(pdf.text).toContain('Excess');
    expect(pdf.text).not.toContain('$');
    expect(pdf.pages).toBeGreaterThanOrEqual(2);
    expect(pdf.text).toContain(`Page ${pdf.pages} of ${pdf.pages}`);
  });

  it('another agency gets a 404; provider staff may download', async () => {
    const q = await newQuote(agent, usAccount(), 'P100');
    const other = await wholesale.inject({ method: 'GET', url: `/api/quote/v1/${q.id}/proposal` });
    expect(other.statusCode).toBe(404);
    expect(other.json<{ message: string }>().message).toBe(QUOTE_MESSAGES.notFound);
    const provider = await admin.inject({ method: 'GET', url: `/api/quote/v1/${q.id}/proposal` });
    expect(provider.statusCode).toBe(200);
    const bad = await agent.inject({ method: 'GET', url: '/api/quote/v1/not-a-uuid/proposal' });
    expect(bad.statusCode).toBe(400);
  });

  it('the wholesale variant: accountId, quoteId and created must match the quote', async () => {
    const q = await newQuote(agent, usAccount(), 'P250');
    const created = Math.floor(new Date(q.created).getTime() / 1000);
    const url = (accountId: string, at: number) =>
      `/api/quote/v1/proposal?accountId=${accountId}&quoteId=${q.id}&created=${at}`;
    const ok = await agent.inject({ method: 'GET', url: url(q.accountId, created) });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-disposition']).toContain(`-${q.quoteNumber}-proposal.pdf`);
    const wrongTime = await agent.inject({ method: 'GET', url: url(q.accountId, created + 5) });
    expect(wrongTime.statusCode).toBe(404);
    const missing = await agent.inject({
      method: 'GET',
      url: `/api/quote/v1/proposal?quoteId=${q.id}`,
    });
    expect(missing.statusCode).toBe(400);
  });
});

describe('GET /api/quote/v1/coverage-mapping/{product}', () => {
  it('maps calculator ids (P_100 spelling accepted) and Boost keys to names and groups', async () => {
    const res = await agent.inject({ method: 'GET', url: '/api/quote/v1/coverage-mapping/P_100' });
    expect(res.statusCode).toBe(200);
    const mapping = res.json<CoverageMapping>();
    expect(mapping.product).toBe('P100');
    expect(mapping.coverageSet).toBe('CALCULATOR');
    expect(mapping.coverages.find((c) => c.id === 24)?.key).toBe('CYBER_CRIME');
    const boost = (
      await agent.inject({ method: 'GET', url: '/api/quote/v1/coverage-mapping/P250' })
    ).json<CoverageMapping>();
    expect(boost.coverageSet).toBe('BOOST');
    expect(boost.coverages.find((c) => c.key === 'SECURITY_BREACH_EXPENSE')?.name).toBe(
      'Security Breach Expense',
    );
    const bad = await agent.inject({ method: 'GET', url: '/api/quote/v1/coverage-mapping/NOPE' });
    expect(bad.statusCode).toBe(400);
  });
});
