/** A UK brokerage quotes a UK account: the calculator's rater calls, the flow's steps, the nav. */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { navigationFor } from '../../../src/app/shell/navigation.ts';
import { resetModals } from '../../../src/components/modal-registry/index.ts';
import { i18n } from '../../../src/lib/i18n.ts';
import { account, address } from '../../support/accounts-fixtures.ts';
import { buildMe, mockApi, renderApp, signIn, type ApiCall } from '../../support/helpers.tsx';
import {
  answers,
  fakeCart,
  globals,
  rated,
  rules,
} from '../../support/quote-calculator-fixtures.tsx';

const broker = buildMe({
  email: 'broker@example.com',
  account: { ...buildMe().account, name: 'Thames Brokers', region: 'UK' },
  permissions: [
    'dashboard:view',
    'account:view',
    'account:manage',
    'quote:view',
    'quote:manage',
    'agency:view',
  ],
});

/** A London account: its county is Greater London, its postcode in England. */
const ukAccount = account({
  id: '7d7c2c2e-1111-4c3a-9b0e-0000000000a1',
  name: 'Camden Lock Design Ltd',
  region: 'UK',
  accountStatus: 'OPEN',
  profileScore: 9,
  sicCode: '74100',
  phone: '+442079460321',
  noOfEmployees: 21,
  totalRevenue: 2_300_000,
  physicalAddress: address({
    address1: '54 Camden Lock Place',
    city: 'London',
    state: 'Greater London',
    zipCode: 'NW1 8AF',
    country: 'GBR',
  }),
});
const accountPath = `/api/account/v1/accounts/${ukAccount.id}`;

const ukRated = (call: ApiCall) => {
  const { body } = rated(call);
  return { body: { ...body, product: 'P_ONE', currency: 'GBP', accountId: ukAccount.id } };
};

function mockUk() {
  signIn();
  return mockApi({
    'GET /api/auth/v1/me': () => ({ body: broker }),
    'GET /api/auth/v1/accounts/mine': () => ({ body: [] }),
    'GET /api/auth/v1/teams/search': () => ({ body: [] }),
    [`GET ${accountPath}`]: () => ({ body: ukAccount }),
    [`GET ${accountPath}/security-questions`]: () => ({
      body: { ...answers(), accountId: ukAccount.id },
    }),
    'GET /api/quote/v1/flow/context': () => ({
      body: { accountType: 'AGENCY', agencyKind: 'RETAIL' },
    }),
    'POST /api/rater/v1/rules/74100': () => ({
      body: { ...rules(), product: 'P_ONE', state: 'ENG', naicsCode: '74100' },
    }),
    'POST /api/rater/v1/rules/globals/ENG': () => ({ body: globals() }),
    'POST /api/rater/v1/calculator': ukRated,
    ...fakeCart({ forAccount: ukAccount.id, price: ukRated }).handlers,
  });
}

beforeEach(() => sessionStorage.clear());
afterEach(async () => {
  resetModals();
  await i18n.changeLanguage('en-US');
});

describe('the UK calculator', () => {
  it('asks the rater for the nation of the postcode, not the county, and the cart opens up', async () => {
    const api = mockUk();
    renderApp(`/agency/requestQuote/P_ONE/${ukAccount.id}`);
    await screen.findByRole('heading', { name: 'Quote calculator' });
    await waitFor(() =>
      expect(screen.getByTestId('calculator-premium')).toHaveTextContent(/£[\d,]+\.\d\d/),
    );
    expect(api.callsTo('POST', '/api/rater/v1/rules/globals/ENG')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/rater/v1/rules/74100')[0]!.body).toMatchObject({
      state: 'ENG',
      product: 'P_ONE',
    });
    expect(api.calls.some((c) => decodeURIComponent(c.path).includes('Greater London'))).toBe(
      false,
    );
    expect(screen.queryByText(/Enter the state code/)).toBeNull();
    // en-GB wording and pounds
    expect(screen.getByRole('combobox', { name: 'Excess' })).toHaveTextContent('£25,000');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled());
  });
});

describe('the UK request-quote flow', () => {
  const flow = (step: string) => `/agency/requestQuote/P_ONE/${ukAccount.id}/no-quote/${step}`;

  it('has no state-license step: the security questions lead to the quote', async () => {
    mockUk();
    const { user, router } = renderApp(flow('questions'));
    const stepper = await screen.findByLabelText('Quote steps');
    expect(stepper).not.toHaveTextContent(/licen[cs]e/i);
    expect(stepper).toHaveTextContent('Security questions');
    await screen.findByRole('heading', { level: 2, name: 'Security questions' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(flow('quote')));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(flow('questions')));
  });

  it('an old link to the state-license step goes on to the quote', async () => {
    mockUk();
    const { router } = renderApp(flow('state-license'));
    await waitFor(() => expect(router.state.location.pathname).toBe(flow('quote')));
    expect(screen.queryByText(/State license/)).toBeNull();
  });
});

describe('the UK brokerage navigation', () => {
  it('has no Licenses entry; a US agency keeps it', () => {
    const keys = (region: 'US' | 'UK') =>
      navigationFor('agency', broker.permissions, region).map((i) => i.key);
    expect(keys('UK')).not.toContain('licenses');
    expect(keys('US')).toContain('licenses');
    expect(navigationFor('agency', broker.permissions).map((i) => i.key)).toContain('licenses');
  });

  it('the side navigation of a UK broker shows no Licences', async () => {
    mockUk();
    renderApp('/agency/dashboard');
    const [nav] = await screen.findAllByRole('navigation', { name: 'Main navigation' });
    await waitFor(() => expect(nav).toHaveTextContent(/Accounts/));
    expect(nav).toHaveTextContent(/Quotes/);
    expect(nav).not.toHaveTextContent(/Licen[cs]es/);
  });

  it('the licences page, reached by its address, says a UK brokerage has none to manage', async () => {
    const api = mockUk();
    renderApp('/agency/manage/licenses');
    expect(
      await screen.findByText(
        /A UK brokerage is authorised as a firm, so it has no state licences/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(api.fetchMock.mock.calls.some(([url]) => String(url).includes('licen'))).toBe(false);
  });
});
