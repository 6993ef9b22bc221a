import {
  COVERAGE_CATALOGUE,
  CUSTOM_PRESET,
  emptySecurityAnswers,
  QUOTE_CART_LIMIT,
} from '@cyber/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetModals } from '../src/components/modal-registry/index.ts';
import { cartStorageKey } from '../src/features/quote-calculator/lib/cart.ts';
import {
  calculatorReducer,
  initialCalculatorState,
} from '../src/features/quote-calculator/lib/calculator-state.ts';
import { requestQuoteEligibility } from '../src/features/quote-calculator/index.ts';
import { account } from './accounts-fixtures.ts';
import { buildMe, mockApi, renderApp, signIn, type ApiCall, type Handler } from './helpers.tsx';

const agent = buildMe({
  permissions: ['dashboard:view', 'account:view', 'account:manage', 'quote:view', 'quote:manage'],
});
const eligible = account({ accountStatus: 'OPEN', profileScore: 6, naicsCode: '541511' });
const accountId = eligible.id;
const accountPath = `/api/account/v1/accounts/${accountId}`;

const answers = (overrides: Record<string, unknown> = {}) => ({
  ...emptySecurityAnswers(),
  accountId,
  lastSecurityAnswered: null,
  ...overrides,
});
const passingAnswers = () => {
  const base = emptySecurityAnswers();
  return answers({
    isVerifyingBankAccounts: true,
    isAuthenticatingFundTransferRequests: true,
    isPreventingUnauthorizedWireTransfers: true,
    p250Details: {
      ...base.p250Details,
      thirdPartySecurityAgreement: true,
      testedFullFailover: true,
      dmzSeparation: true,
      backupFrequency: 'WEEKLY',
    },
  });
};

const rules = () => ({
  product: 'P100',
  state: 'MA',
  naicsCode: '541511',
  boostVersion: null,
  socialEngineering: { socialEngineering: true, reasons: [] },
  coverages: COVERAGE_CATALOGUE.filter((c) => c.group <= 4).map((c) => ({
    key: c.key,
    id: c.id,
    label: c.label,
    group: c.group,
    mandatory: c.mandatory,
    locked: c.locked,
    disabled: c.disabled,
    endorsement: c.endorsement,
    available: true,
    message: null,
    fixedSubLimit: null,
  })),
});

/** A rater answer whose premium follows the limit, so a change of limit shows. */
const rated = (call: ApiCall) => {
  const body = call.body as { limit: number; deductible: number; coverages: { key: string }[] };
  const premium = body.limit / 10;
  return {
    body: {
      product: 'P100',
      currency: 'USD',
      ratingPlanVersion: '2026.1',
      boostVersion: null,
      surplus: false,
      hazardClass: 2,
      securityScore: null,
      irpm: { requested: 1, applied: 1, min: 0.75, max: 1.25 },
      limit: body.limit,
      aggregateLimit: body.limit,
      deductible: body.deductible,
      waitingPeriod: 12,
      retroActivePeriod: -1,
      coverages: body.coverages.map((c) => ({
        key: c.key,
        label: c.key,
        mandatory: false,
        subLimit: body.limit,
        load: 0.01,
      })),
      breakdown: [
        {
          code: 'BASE',
          label: 'Base rate for the revenue band',
          kind: 'AMOUNT',
          value: 500_000,
          premium: 500_000,
          detail: '',
        },
        {
          code: 'LIMIT',
          label: 'Increased limit factor',
          kind: 'FACTOR',
          value: 1.25,
          premium,
          detail: '',
        },
      ],
      premium,
      minimumPremium: 50_000,
      fees: { mgaFee: 0, brokerFee: 15_000, additionalBrokerFee: 0, total: 15_000 },
      taxes: {
        surplusLinesTax: 0,
        stampingFee: 0,
        otherCharges: [],
        ipt: 0,
        total: 0,
        rates: { surplusLinesTax: 0, stampingFee: 0, ipt: 0 },
        authority: null,
      },
      total: premium + 15_000,
      referToUnderwriter: body.limit > 3_000_000,
      referralReasons:
        body.limit > 3_000_000
          ? [
              {
                code: 'LIMIT_CAP_REVENUE',
                message: 'Limit above authority',
                declineReason: null,
              },
            ]
          : [],
      eligibility: { eligible: true, reasons: [] },
      indicationReasons: [],
      statusHint: 'READY',
      accountId,
    },
  };
};

const globals = () => ({
  aggLimits: [
    1_000_000, 1_500_000, 2_000_000, 2_500_000, 3_000_000, 3_500_000, 4_000_000, 4_500_000,
    5_000_000,
  ],
  deductibles: [10_000, 25_000, 50_000],
  hrs: [6, 8, 12, 24],
  retroActivePeriods: [
    { value: 1, label: '1 Year' },
    { value: 2, label: '2 Years' },
    { value: -1, label: 'Full Prior Acts' },
  ],
  irpm: { min: 0.75, max: 1.25 },
  defaults: {
    preset: 2,
    limit: 1_000_000,
    deductible: 25_000,
    waitingPeriod: 12,
    retroActivePeriod: -1,
  },
});

beforeEach(() => sessionStorage.clear());
afterEach(() => resetModals());

async function openCalculator(handlers: Record<string, Handler> = {}) {
  signIn();
  const api = mockApi({
    'GET /api/auth/v1/me': () => ({ body: agent }),
    'GET /api/auth/v1/accounts/mine': () => ({ body: [] }),
    [`GET ${accountPath}`]: () => ({ body: eligible }),
    [`GET ${accountPath}/security-questions`]: () => ({ body: answers() }),
    'POST /api/rater/v1/rules/541511': () => ({ body: rules() }),
    'POST /api/rater/v1/rules/globals/MA': () => ({ body: globals() }),
    'POST /api/rater/v1/calculator': rated,
    ...handlers,
  });
  const utils = renderApp(`/agency/requestQuote/P100/${accountId}`);
  await screen.findByRole('heading', { name: 'Quote calculator' }, { timeout: 5000 });
  await screen.findByTestId('calculator-premium', {}, { timeout: 5000 });
  return { ...utils, api };
}

/**
 * Add the current variation: Add is disabled while a rating is in flight (and a new rating may
 * start at any moment), so click whenever it is enabled until the cart has grown.
 */
const addToCart = async (expectedInCart?: number) => {
  const add = screen.getByRole('button', { name: 'Add to cart' });
  const before = inCart();
  const want = expectedInCart ?? before + 1;
  await waitFor(
    () => {
      if (inCart() < want && !(add as HTMLButtonElement).disabled) fireEvent.click(add);
      expect(inCart()).toBe(want);
    },
    { timeout: 5000 },
  );
};

const inCart = () =>
  (JSON.parse(sessionStorage.getItem(cartStorageKey(accountId)) ?? '[]') as unknown[]).length;

const checkbox = (name: string) =>
  screen.getByRole('checkbox', { name: `Select ${name}` }) as HTMLInputElement;
const combobox = (name: string) => screen.getByRole('combobox', { name });
const choose = async (
  user: Awaited<ReturnType<typeof openCalculator>>['user'],
  field: string,
  option: string,
) => {
  await user.click(combobox(field));
  await user.click(await screen.findByRole('option', { name: option }));
};

describe('quote calculator rules (spec 3 §4, §9)', { timeout: 30_000 }, () => {
  it('starts on POPULAR with the defaults and rates the selection against the real rater call', async () => {
    const { api } = await openCalculator();
    expect(combobox('Preset')).toHaveTextContent('Popular');
    expect(combobox('Aggregate limit')).toHaveTextContent('$1,000,000');
    expect(combobox('Deductible')).toHaveTextContent('$25,000');
    expect(combobox('Waiting period')).toHaveTextContent('12 Hours');
    expect(combobox('Retroactive period')).toHaveTextContent('Full Prior Acts');
    expect(checkbox('Data Restoration').checked).toBe(true);
    expect(checkbox('Security and Privacy Liability')).toBeDisabled(); // mandatory, locked
    const body = api.callsTo('POST', '/api/rater/v1/calculator').at(-1)!.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      accountId,
      product: 'P100',
      limit: 1_000_000,
      deductible: 25_000,
    });
    expect(screen.getByTestId('calculator-premium')).toHaveTextContent('$1,000.00');
    expect(screen.getByRole('table', { name: 'Why this premium' })).toHaveTextContent(
      'Increased limit factor',
    );
  });

  it('limit options run from 1M to 5M in steps of 500k; a new limit re-rates', async () => {
    const { user } = await openCalculator();
    await user.click(combobox('Aggregate limit'));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '$1,000,000',
      '$1,500,000',
      '$2,000,000',
      '$2,500,000',
      '$3,000,000',
      '$3,500,000',
      '$4,000,000',
      '$4,500,000',
      '$5,000,000',
    ]);
    await user.click(options[8]!);
    await waitFor(() =>
      expect(screen.getByTestId('calculator-premium')).toHaveTextContent('$5,000.00'),
    );
    expect(screen.getByTestId('refer-reasons')).toHaveTextContent('Limit above authority');
  });

  it('a manual coverage change sets the preset to custom (-1)', async () => {
    const { user, api } = await openCalculator();
    expect(CUSTOM_PRESET).toBe(-1);
    await user.click(checkbox('Reputational Harm'));
    expect(combobox('Preset')).toHaveTextContent('Custom');
    await waitFor(() => {
      const last = api.callsTo('POST', '/api/rater/v1/calculator').at(-1)!.body as {
        coverages: { key: string }[];
      };
      expect(last.coverages.map((c) => c.key)).toContain('REPUTATIONAL_HARM');
    });
  });

  it('changing the effective date sets the end date one year later', async () => {
    await openCalculator();
    const effective = screen.getByLabelText('Effective date');
    const target = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    fireEvent.change(effective, { target: { value: target } });
    const [y, m, d] = target.split('-');
    expect(screen.getByLabelText('End date')).toHaveValue(`${Number(y) + 1}-${m}-${d}`);
  });

  it('failing security answers leave 23, 24 and 34 unselected, even on ELITE', async () => {
    const { user } = await openCalculator();
    await choose(user, 'Preset', 'Elite');
    for (const name of ['Contingent System Failure', 'Cyber Crime Loss', 'Full System Failure']) {
      expect(checkbox(name).checked).toBe(false);
      expect(checkbox(name)).toBeDisabled();
    }
    expect(checkbox('Reputational Harm').checked).toBe(true);
  });

  it('passing security answers let ELITE select 23 and 34', async () => {
    const { user } = await openCalculator({
      [`GET ${accountPath}/security-questions`]: () => ({ body: passingAnswers() }),
    });
    await choose(user, 'Preset', 'Elite');
    expect(checkbox('Contingent System Failure').checked).toBe(true);
    expect(checkbox('Full System Failure').checked).toBe(true);
    expect(checkbox('Cyber Crime Loss').checked).toBe(true);
  });
});

describe('quote cart (spec 3 §4, §8, §9)', { timeout: 30_000 }, () => {
  it('holds at most 5 variations and says so verbatim', async () => {
    await openCalculator();
    const add = screen.getByRole('button', { name: 'Add to cart' });
    for (let i = 0; i < QUOTE_CART_LIMIT; i += 1) await addToCart(i + 1);
    await waitFor(() => expect(add).toBeEnabled());
    fireEvent.click(add);
    expect(
      await screen.findByText(
        'You have reached 5 request limit, please delete one to add another variation!',
      ),
    ).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(cartStorageKey(accountId))!)).toHaveLength(5);
  });

  it('an empty cart says so', async () => {
    const { user } = await openCalculator();
    await user.click(screen.getByRole('button', { name: /^Cart/ }));
    const dialog = await screen.findByRole('dialog', { name: 'List of Quotes to Request' });
    expect(dialog).toHaveTextContent('No quotes have been added to the cart yet.');
    expect(within(dialog).getByRole('button', { name: 'Request Quotes' })).toBeDisabled();
  });

  it('lists, removes and requests the variations with one request group', async () => {
    const posted: ApiCall[] = [];
    const { user } = await openCalculator({
      'POST /api/quote/v1/P100': (call) => {
        posted.push(call);
        return { status: 400, body: { message: 'The account is missing revenue.' } };
      },
    });
    await addToCart();
    await choose(user, 'Aggregate limit', '$2,000,000');
    await waitFor(() =>
      expect(screen.getByTestId('calculator-premium')).toHaveTextContent('$2,000.00'),
    );
    await addToCart();
    await choose(user, 'Aggregate limit', '$3,000,000');
    await waitFor(() =>
      expect(screen.getByTestId('calculator-premium')).toHaveTextContent('$3,000.00'),
    );
    await addToCart();
    await user.click(screen.getByRole('button', { name: /^Cart/ }));
    const dialog = await screen.findByRole('dialog', { name: 'List of Quotes to Request' });
    const rows = within(dialog).getAllByTestId('cart-item');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Popular');
    expect(rows[0]).toHaveTextContent('$1,000,000');
    expect(rows[0]).toHaveTextContent('$25,000');
    expect(rows[0]).toHaveTextContent('$1,150.00');
    expect(rows[1]).toHaveTextContent('Custom');
    await user.click(within(dialog).getByRole('button', { name: 'Remove variation 3' }));
    expect(within(dialog).getAllByTestId('cart-item')).toHaveLength(2);

    // the quotes API answers 201 with a quote; a failure shows the spec's wording and reasons
    await user.click(within(dialog).getByRole('button', { name: 'Request Quotes' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    const bodies = posted.map((c) => c.body as Record<string, unknown>);
    expect(bodies[0]!.requestGroupId).toBeTruthy();
    expect(bodies[0]!.requestGroupId).toBe(bodies[1]!.requestGroupId);
    expect(bodies[0]).toMatchObject({ accountId, presetName: 'POPULAR', limit: 1_000_000 });
    expect(bodies[1]).toMatchObject({ accountId, presetName: null, limit: 2_000_000 });
    // both refused: the spec's wording, the server's reason, and the variations stay
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to send quotes');
    expect(alert).toHaveTextContent(
      'The quotes could not be requested for the following reason(s):',
    );
    expect(alert).toHaveTextContent('The account is missing revenue.');
    expect(within(dialog).getAllByTestId('cart-item')).toHaveLength(2);
  });

  it('on success: the message, an empty cart and {base}/quotes after 2 s', async () => {
    const quote = (n: number) => ({
      id: `q-${n}`,
      quoteNumber: `Q-${n}`,
      accountId,
      companyName: eligible.name,
      product: 'P100',
      status: 'READY',
      currency: 'USD',
      isSurplus: false,
      limit: 1_000_000,
      aggLimit: 1_000_000,
      deductible: 25_000,
      presetName: 'POPULAR',
      effectiveDate: '2026-12-01',
      endDate: '2027-12-01',
      expiresOn: '2027-01-01',
      needByDate: null,
      premium: 1_000_000,
      mgaFee: 0,
      totalPremium: 1_015_000,
      referToUnderwriter: false,
      agencyId: null,
      agencyName: null,
      agentFirstName: null,
      agentLastName: null,
      agentEmail: null,
      created: '2026-11-01T00:00:00.000Z',
      modified: '2026-11-01T00:00:00.000Z',
    });
    let n = 0;
    const { user, router } = await openCalculator({
      'POST /api/quote/v1/P100': () => ({ status: 201, body: quote((n += 1)) }),
    });
    await addToCart();
    await user.click(screen.getByRole('button', { name: /^Cart/ }));
    const dialog = await screen.findByRole('dialog', { name: 'List of Quotes to Request' });
    await user.click(within(dialog).getByRole('button', { name: 'Request Quotes' }));
    expect(await screen.findByText('Quote request(s) sent successfully!')).toBeInTheDocument();
    expect(sessionStorage.getItem(cartStorageKey(accountId))).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency/quotes'), {
      timeout: 4000,
    });
  });
});

describe('Request Quote eligibility (spec 3 §4)', () => {
  it('needs Open, Quoted or Active Policy and a profile score of at least 4', () => {
    expect(requestQuoteEligibility({ accountStatus: 'OPEN', profileScore: 4 })).toEqual({
      eligible: true,
    });
    expect(
      requestQuoteEligibility({ accountStatus: 'ACTIVE_POLICY', profileScore: 9 }).eligible,
    ).toBe(true);
    expect(requestQuoteEligibility({ accountStatus: 'QUOTED', profileScore: 3 })).toEqual({
      eligible: false,
      reason: 'needsMoreInformation',
    });
    expect(requestQuoteEligibility({ accountStatus: 'DECLINED', profileScore: 9 })).toEqual({
      eligible: false,
      reason: 'notEligible',
    });
  });

  it('the reducer: effective date → end date one year later; manual change → custom', () => {
    const s0 = initialCalculatorState('2026-03-10');
    expect(s0).toMatchObject({
      preset: 2,
      limit: 1_000_000,
      deductible: 25_000,
      endDate: '2027-03-10',
    });
    const s1 = calculatorReducer(s0, { type: 'effectiveDate', value: '2026-04-01' });
    expect(s1.endDate).toBe('2027-04-01');
    expect(s1.preset).toBe(2);
    const s2 = calculatorReducer(s1, { type: 'subLimit', key: 'DATA_RESTORATION', value: 250_000 });
    expect(s2.preset).toBe(-1);
  });
});

describe('account page Request Quote button (spec 3 §4)', { timeout: 30_000 }, () => {
  const openAccount = async (overrides: Record<string, unknown>) => {
    signIn();
    const a = { ...eligible, ...overrides };
    mockApi({
      'GET /api/auth/v1/me': () => ({ body: agent }),
      'GET /api/auth/v1/accounts/mine': () => ({ body: [] }),
      [`GET ${accountPath}`]: () => ({ body: a }),
    });
    const utils = renderApp(`/agency/accounts/${accountId}`);
    await screen.findByRole('heading', { name: eligible.name }, { timeout: 5000 });
    return utils;
  };

  it('is enabled for an eligible account and opens the calculator', async () => {
    const { user, router } = await openAccount({});
    await user.click(screen.getByRole('button', { name: 'Request Quote' }));
    expect(router.state.location.pathname).toBe(`/agency/requestQuote/P100/${accountId}`);
  });

  it('is disabled with the spec message when the profile is incomplete', async () => {
    const { user } = await openAccount({ profileScore: 2 });
    const button = screen.getByRole('button', { name: 'Request Quote' });
    expect(button).toBeDisabled();
    await user.hover(button.parentElement!);
    expect(
      await screen.findByText('Account needs more information to enable Request Quote'),
    ).toBeInTheDocument();
  });
});
