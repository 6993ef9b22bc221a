import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDaysIso,
  formatRegionDate,
  ratingStateOf,
  RATER_MESSAGES,
  type CalculatorResult,
  type CoverageRules,
  type QuoteView,
  type RaterGlobalsResult,
} from '@cyber/domain';
import { accountProfiles, quotes } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accountHelpers, ukAccount, type Session } from '../accounts/support.ts';
import { pdfText } from './pdf-text.ts';

/**
 * A UK brokerage quotes a UK account the way the screens do: the calculator's rater calls with
 * the account's rating state, then quotes without a state in the body, edit, renew, the proposal
 * and the policyholder e-mail — in pounds, in UK wording, with UK dates.
 */

let t: TestApp;
let broker: Session;
let helpers: ReturnType<typeof accountHelpers>;

const SIC = '62020';
const effectiveDate = addDaysIso(new Date().toISOString().slice(0, 10), 20);

async function ukQuotable(overrides: Parameters<typeof ukAccount>[0] = {}) {
  const id = (await helpers.create(broker, ukAccount(overrides))).account.id;
  await t.database.db
    .update(accountProfiles)
    .set({ sicCode: SIC, totalRevenue: 2_300_000, noOfEmployees: 21, profileScore: 8 })
    .where(eq(accountProfiles.organisationId, id));
  return id;
}

const post = (url: string, payload: Record<string, unknown>) =>
  broker.inject({ method: 'POST', url, payload });

beforeAll(async () => {
  t = await buildTestApp();
  helpers = accountHelpers(t);
  broker = await t.signIn('broker@example.com');
});
afterAll(async () => t.close());

describe('the UK calculator: the rater calls the screen makes', () => {
  it('a UK account rates in the nation of its postcode; its county is no rating state', async () => {
    const accountId = await ukQuotable();
    const account = (await broker.inject({ url: `/api/account/v1/accounts/${accountId}` })).json<{
      region: 'UK';
      physicalAddress: { state: string | null; zipCode: string | null };
    }>();
    expect(account.physicalAddress.state).toBe('Greater London');
    // what the calculator screen sends as the state
    const state = ratingStateOf({ region: account.region, ...account.physicalAddress });
    expect(state).toBe('ENG');

    // the cause of the bug: the county is refused as a state
    const county = await post('/api/rater/v1/rules/globals/Greater%20London', {
      product: 'P_ONE',
    });
    expect(county.statusCode).toBe(400);
    expect(county.json<{ message: string }>().message).toBe(`state: ${RATER_MESSAGES.state}`);

    const globals = await post(`/api/rater/v1/rules/globals/${state}`, {
      product: 'P_ONE',
      revenue: 2_300_000,
    });
    expect(globals.statusCode, globals.body).toBe(200);
    expect(globals.json<RaterGlobalsResult>().aggLimits.length).toBeGreaterThan(0);

    const rules = await post(`/api/rater/v1/rules/${SIC}`, {
      state,
      product: 'P_ONE',
      effectiveDate,
      limit: 1_000_000,
    });
    expect(rules.statusCode, rules.body).toBe(200);
    const labels = rules.json<CoverageRules>().coverages.map((c) => c.label);
    expect(labels).toContain('Regulatory Defence and Penalties');
    expect(labels).not.toContain('Regulatory Defense and Penalties');

    // the calculator reads the rest from the account: no state in the body
    const rated = await post('/api/rater/v1/calculator', {
      accountId,
      product: 'P_ONE',
      limit: 1_000_000,
      deductible: 25_000,
      effectiveDate,
    });
    expect(rated.statusCode, rated.body).toBe(200);
    const result = rated.json<CalculatorResult>();
    expect(result.currency).toBe('GBP');
    expect(result.total).toBeGreaterThan(0);
    expect(result.breakdown.find((s) => s.code === 'STATE')).toMatchObject({
      label: 'Territory factor',
      detail: 'United Kingdom',
    });
  });
});

describe('UK quotes: request, edit, renew', () => {
  it('quotes without a state in the body, in the nation of the postcode; edit and renew re-rate', async () => {
    const london = await ukQuotable();
    const created = await post('/api/quote/v1/P_ONE', {
      accountId: london,
      limit: 1_000_000,
      deductible: 25_000,
      effectiveDate,
      presetName: 'POPULAR',
    });
    expect(created.statusCode, created.body).toBe(201);
    const q = created.json<QuoteView>();
    expect(q.currency).toBe('GBP');
    expect(q.state).toBe('ENG');

    const glasgow = await ukQuotable({
      physicalAddress: {
        address1: '25 Bothwell Street',
        city: 'Glasgow',
        state: 'Lanarkshire',
        zipCode: 'G2 6NL',
      },
    });
    const scottish = await post('/api/quote/v1/PRIME_ONE_TECH', { accountId: glasgow });
    expect(scottish.statusCode, scottish.body).toBe(201);
    expect(scottish.json<QuoteView>().state).toBe('SCT');

    const edited = await broker.inject({
      method: 'PUT',
      url: `/api/quote/v1/P_ONE/${q.id}`,
      payload: { limit: 2_000_000, presetName: null },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<QuoteView>()).toMatchObject({ limit: 2_000_000, currency: 'GBP' });

    const end = addDaysIso(new Date().toISOString().slice(0, 10), 10);
    await t.database.db
      .update(quotes)
      .set({ status: 'EXPIRED', endDate: end })
      .where(eq(quotes.id, q.id));
    const renewed = await post(`/api/quote/v1/P_ONE/renew/${q.id}`, {});
    expect(renewed.statusCode, renewed.body).toBe(201);
    expect(renewed.json<QuoteView>()).toMatchObject({
      isRenewal: true,
      effectiveDate: end,
      state: 'ENG',
      currency: 'GBP',
    });
  });
});

describe('UK documents and e-mails', () => {
  it('the proposal PDF: pounds, UK wording and dates; no state, no US paper', async () => {
    const accountId = await ukQuotable({ name: `Camden Proposal Ltd ${Date.now()}` });
    const created = await post('/api/quote/v1/P_ONE', {
      accountId,
      limit: 1_000_000,
      deductible: 25_000,
      effectiveDate,
      presetName: 'ELITE',
    });
    expect(created.statusCode, created.body).toBe(201);
    const q = created.json<QuoteView>();
    const res = await broker.inject({ url: `/api/quote/v1/${q.id}/proposal` });
    expect(res.statusCode).toBe(200);
    const { text } = await pdfText(res.rawPayload);
    for (const expected of [
      '£1,000,000',
      '£25,000',
      'Brokerage',
      'Broker',
      'Excess',
      'Territory',
      'United Kingdom',
      'Territory factor',
      'Regulatory Defence and Penalties',
      'Insurance premium tax',
      `${formatRegionDate(q.effectiveDate, 'UK')} to ${formatRegionDate(q.endDate, 'UK')}`,
      formatRegionDate(q.expiresOn, 'UK'),
    ]) {
      expect(text, expected).toContain(expected);
    }
    const lines = text.split('\n');
    for (const absent of ['State', 'ENG', 'Paper', 'Admitted', 'State factor', 'Deductible']) {
      expect(lines, absent).not.toContain(absent);
    }
    expect(text).not.toContain('$');
    expect(text).not.toContain('Defense');
    expect(text).not.toContain(formatRegionDate(q.effectiveDate, 'US'));
  });

  it('the policyholder e-mail: UK dates, excess and pounds', async () => {
    const accountId = await ukQuotable();
    const q = (
      await post('/api/quote/v1/P_ONE', { accountId, effectiveDate, deductible: 25_000 })
    ).json<QuoteView>();
    await t.database.db.update(quotes).set({ status: 'READY' }).where(eq(quotes.id, q.id));
    const sent = await post('/api/quote/v1/action/send', {
      quoteId: q.id,
      productType: 'P_ONE',
      customerFirstName: 'Priya',
      customerLastName: 'Shah',
      customerEmail: 'priya.shah@camden.example',
      customerPhone: '+44 7911 123456',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await t.lastMessage('priya.shah@camden.example', 'quote-sent');
    expect(mail.text).toContain(
      `Effective ${formatRegionDate(q.effectiveDate, 'UK')} to ${formatRegionDate(q.endDate, 'UK')}.`,
    );
    expect(mail.text).toContain(`valid until ${formatRegionDate(q.expiresOn, 'UK')}`);
    expect(mail.text).toContain('Excess: £25,000.00');
    expect(mail.text).not.toContain(q.effectiveDate);
    expect(mail.text).not.toContain('$');
  });
});
