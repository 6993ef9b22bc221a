import { CUSTOM_PRESET } from '@cyber/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetModals } from '../../../src/components/modal-registry/index.ts';
import {
  calculatorReducer,
  initialCalculatorState,
} from '../../../src/features/quoting/calculator/lib/calculator-state.ts';
import { requestQuoteEligibility } from '../../../src/features/quoting/index.ts';
import { mockApi, renderApp, signIn } from '../../support/helpers.tsx';
import {
  accountId,
  accountPath,
  agent,
  checkbox,
  choose,
  combobox,
  eligible,
  openCalculator,
  passingAnswers,
} from '../../support/quote-calculator-fixtures.tsx';

beforeEach(() => sessionStorage.clear());
afterEach(() => resetModals());

describe('quote calculator rules (spec 3 §4, §9)', () => {
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
    // no rating of zero coverages before the preset is applied (no premium flashes up)
    for (const call of api.callsTo('POST', '/api/rater/v1/calculator')) {
      expect((call.body as { coverages: unknown[] }).coverages.length).toBeGreaterThan(0);
    }
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

describe('Request Quote eligibility (spec 3 §4)', () => {
  it('needs Open, Quoted or Active Policy, a profile score of at least 4 and what rating needs', () => {
    expect(requestQuoteEligibility(eligible)).toEqual({ eligible: true });
    expect(requestQuoteEligibility({ ...eligible, accountStatus: 'ACTIVE_POLICY' }).eligible).toBe(
      true,
    );
    expect(requestQuoteEligibility({ ...eligible, profileScore: 3 })).toMatchObject({
      eligible: false,
      reason: 'needsMoreInformation',
    });
    expect(requestQuoteEligibility({ ...eligible, accountStatus: 'DECLINED' })).toEqual({
      eligible: false,
      reason: 'notEligible',
    });
    // a score high enough, but nothing to rate on: named, fact by fact
    const unrated = requestQuoteEligibility({
      ...eligible,
      naicsCode: null,
      totalRevenue: null,
      dunsNumber: '123456789',
      entityType: 'PRIVATE',
    });
    expect(unrated).toMatchObject({
      eligible: false,
      reason: 'needsMoreInformation',
      readiness: { missing: ['industry', 'revenue'], moreFacts: 0 },
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

describe('account page Request Quote button (spec 3 §4)', () => {
  const openAccount = async (overrides: Record<string, unknown>) => {
    signIn();
    const a = { ...eligible, ...overrides };
    mockApi({
      'GET /api/auth/v1/me': () => ({ body: agent }),
      'GET /api/auth/v1/accounts/mine': () => ({ body: [] }),
      [`GET ${accountPath}`]: () => ({ body: a }),
    });
    const utils = renderApp(`/agency/accounts/${accountId}`);
    await screen.findByRole('heading', { name: eligible.name });
    return utils;
  };

  it('is enabled for an eligible account and opens the calculator', async () => {
    const { user, router } = await openAccount({});
    await user.click(screen.getByRole('button', { name: 'Request Quote' }));
    expect(router.state.location.pathname).toBe(`/agency/requestQuote/P100/${accountId}`);
  });

  it('is disabled with the spec message when the profile is incomplete', async () => {
    const { user } = await openAccount({
      profileScore: 2,
      naicsCode: null,
      totalRevenue: null,
      noOfEmployees: null,
      yearEstablished: null,
    });
    const button = screen.getByRole('button', { name: 'Request Quote' });
    expect(button).toBeDisabled();
    await user.hover(button.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Account needs more information to enable Request Quote',
    );
    // the page says what is missing and opens the editor to fill it in
    const alert = screen.getByTestId('quote-readiness');
    expect(alert).toHaveTextContent('To rate this account, add:');
    await user.click(within(alert).getByRole('button', { name: 'Complete the account details' }));
    expect(await screen.findByRole('button', { name: /^Save/ })).toBeInTheDocument();
    expect(screen.queryByTestId('quote-readiness')).not.toBeInTheDocument();
  });
});

describe('an account the rater cannot price yet (no dead ends)', () => {
  it('names what is missing and links to the account editor instead of loading for ever', async () => {
    signIn();
    const unrated = {
      ...eligible,
      naicsCode: null,
      totalRevenue: null,
      dunsNumber: '123456789',
      entityType: 'PRIVATE',
    };
    const api = mockApi({
      'GET /api/auth/v1/me': () => ({ body: agent }),
      'GET /api/auth/v1/accounts/mine': () => ({ body: [] }),
      [`GET ${accountPath}`]: () => ({ body: unrated }),
      [`GET ${accountPath}/security-questions`]: () => ({ body: passingAnswers() }),
    });
    renderApp(`/agency/requestQuote/P100/${accountId}`);
    const alert = await screen.findByTestId('quote-readiness');
    expect(alert).toHaveTextContent('Account needs more information to enable Request Quote');
    expect(alert).toHaveTextContent('To rate this account, add: Industry code (NAICS), Revenue.');
    expect(
      within(alert).getByRole('link', { name: 'Complete the account details' }),
    ).toHaveAttribute('href', `/agency/accounts/${accountId}?edit=firmographics`);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/rater/v1/calculator')).toHaveLength(0);
  });

  it('a UK account is named in UK words, and a thin profile asks for more facts', async () => {
    signIn();
    const thin = {
      ...eligible,
      region: 'UK',
      naicsCode: null,
      sicCode: null,
      totalRevenue: null,
      phone: null,
      noOfEmployees: null,
      yearEstablished: null,
      profileScore: 1,
      physicalAddress: {
        ...eligible.physicalAddress,
        city: 'London',
        state: 'Greater London',
        zipCode: 'NW1 8AF',
        country: 'GBR',
      },
    };
    mockApi({
      'GET /api/auth/v1/me': () => ({
        body: { ...agent, account: { ...agent.account, region: 'UK' } },
      }),
      'GET /api/auth/v1/accounts/mine': () => ({ body: [] }),
      [`GET ${accountPath}`]: () => ({ body: thin }),
      [`GET ${accountPath}/security-questions`]: () => ({ body: passingAnswers() }),
    });
    renderApp(`/agency/requestQuote/P_ONE/${accountId}`);
    const alert = await screen.findByTestId('quote-readiness');
    expect(alert).toHaveTextContent('To rate this account, add: Industry code (SIC), Turnover.');
    expect(alert).toHaveTextContent('The profile also needs one more of: Phone, Domain, Employees');
    expect(alert).not.toHaveTextContent('State');
  });
});
