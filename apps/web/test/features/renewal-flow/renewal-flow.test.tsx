import { RENEWAL_MESSAGES, RENEWAL_PATHS, type Policy, type PolicyRenewal } from '@cyber/domain';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PolicyRenewalSection } from '../../../src/features/policies/components/policy-renewal.tsx';
import { CurrentUserProvider } from '../../../src/lib/auth/current-user.tsx';
import {
  AppProviders,
  buildMe,
  mockApi,
  onePage,
  renderApp,
  setupUser,
  shellHandlers,
  signIn,
  type Handler,
} from '../../support/helpers.tsx';
import {
  POLICY_ID,
  POLICY_PATH,
  RENEWAL_QUOTE_ID,
  SEARCH_PATH,
  policy,
  renewal,
} from '../../support/policies-fixtures.ts';
import {
  accountPath,
  answers,
  eligible,
  globals,
  rated,
  rules,
} from '../../support/quote-calculator-fixtures.tsx';
import { quote } from '../../support/quotes-fixtures.ts';

/** An agency user who services the agency's policies (quote:manage). */
const AGENCY = [
  'dashboard:view',
  'account:view',
  'quote:view',
  'quote:manage',
  'binder:view',
  'policy:view',
];

const ACCOUNT_ID = eligible.id;
const RENEWAL = RENEWAL_PATHS.renewal(POLICY_ID);
const BASE = `/agency/policies/${POLICY_ID}/account/${ACCOUNT_ID}/P100`;

/** The account's issued P100 policy, in force. */
const inForce = (over: Partial<Policy> = {}) =>
  policy({
    accountId: ACCOUNT_ID,
    companyName: eligible.name,
    status: 'IN FORCE',
    isPaid: true,
    paymentStatus: 'Paid',
    issuedOn: '2026-11-22T10:00:00.000Z',
    revision: 1,
    ...over,
  });

/** The agency signed in, the policy, its account and its renewal (`state.renewal`) answered. */
function agency(
  state: { renewal: PolicyRenewal; policy?: Policy },
  handlers: Record<string, Handler> = {},
) {
  signIn({ scopes: AGENCY });
  return mockApi({
    ...shellHandlers(buildMe({ permissions: AGENCY })),
    [`GET ${POLICY_PATH}`]: () => ({ body: state.policy ?? inForce() }),
    [`GET ${accountPath}`]: () => ({ body: eligible }),
    [`GET ${RENEWAL}`]: () => ({ body: state.renewal }),
    ...handlers,
  });
}

/** The value a detail list shows beside `label`. */
const valueOf = (container: HTMLElement, label: string) =>
  within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** The renewal diff's rows: what changed and its value. */
const diffRows = () =>
  within(screen.getByRole('table', { name: 'What changed at renewal' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** The stepper's current step. */
const currentStep = () =>
  within(screen.getByLabelText('Renewal steps')).getByRole('button', { current: 'step' });

const pathname = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname;

describe('the renewal flow: verify', () => {
  it('shows the account to verify and the expiring policy; Continue prepares the renewal and opens the summary', async () => {
    const state = { renewal: renewal({ quote: null, diff: null }) };
    const message = RENEWAL_MESSAGES.prepared('Q-2027-000123');
    const api = agency(state, {
      [`POST ${RENEWAL}`]: () => {
        state.renewal = renewal();
        return { body: { message, renewal: state.renewal } };
      },
    });
    const { router, user } = renderApp(`${BASE}/verify`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Renew policy CYB-US-2026-0000123' }),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/^Renew Policy/);
    expect(currentStep()).toHaveAccessibleName('Verify');
    expect(screen.getByRole('heading', { level: 2, name: 'Verify' })).toBeInTheDocument();
    // the quote flow's verify step: the firmographics, and the way to edit them
    const firmographics = await screen.findByRole('table', { name: 'Account firmographics' });
    expect(within(firmographics).getByText(eligible.name)).toBeInTheDocument();
    expect(within(firmographics).getByText('541511')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit account details' })).toHaveAttribute(
      'href',
      `/agency/accounts/${ACCOUNT_ID}`,
    );
    const expiring = screen.getByRole('region', { name: 'Expiring policy' });
    expect(valueOf(expiring, 'Policy #')).toBe('CYB-US-2026-0000123');
    expect(valueOf(expiring, 'Term')).toBe('Dec. 05, 2026 – Dec. 05, 2027');
    expect(valueOf(expiring, 'Premium')).toBe('$1,200.00');
    expect(valueOf(expiring, 'Total premium')).toBe('$1,234.56');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.callsTo('POST', RENEWAL)).toHaveLength(1);
    expect(api.callsTo('POST', RENEWAL)[0]?.body).toBeUndefined();
    await waitFor(() => expect(pathname(router)).toBe(`${BASE}/summary`));
    expect(
      await screen.findByRole('table', { name: 'What changed at renewal' }),
    ).toBeInTheDocument();
    expect(currentStep()).toHaveAccessibleName('Summary');
  });

  it('a refused prepare stays on verify with the server’s message', async () => {
    const api = agency(
      { renewal: renewal({ quote: null, diff: null, optOut: true }) },
      {
        [`POST ${RENEWAL}`]: () => ({ status: 409, body: { message: RENEWAL_MESSAGES.optedOut } }),
      },
    );
    const { router, user } = renderApp(`${BASE}/verify`);
    await screen.findByRole('table', { name: 'Account firmographics' });

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RENEWAL_MESSAGES.optedOut);
    expect(api.callsTo('POST', RENEWAL)).toHaveLength(1);
    expect(pathname(router)).toBe(`${BASE}/verify`);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('a policy that is not the account’s policy of that product is not renewed here', async () => {
    const api = agency({ renewal: renewal() });
    renderApp(`/agency/policies/${POLICY_ID}/account/${ACCOUNT_ID}/P250/verify`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This policy is not the account’s Prime 250 policy',
    );
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(api.callsTo('GET', accountPath)).toHaveLength(0);
  });
});

describe('the renewal flow: summary', () => {
  it('shows the renewal quote, what changed and why, and the ways on', async () => {
    agency({ renewal: renewal() });
    const { router, user } = renderApp(`${BASE}/summary`);

    const quoteRegion = await screen.findByRole('region', { name: 'Renewal quote' });
    expect(valueOf(quoteRegion, 'Quote #')).toBe('Q-2027-000123');
    expect(valueOf(quoteRegion, 'Status')).toBe('Ready');
    expect(valueOf(quoteRegion, 'Effective date')).toBe('Dec. 05, 2027');
    expect(valueOf(quoteRegion, 'Premium')).toBe('$1,320.00');
    expect(valueOf(quoteRegion, 'Total premium')).toBe('$1,354.56');
    expect(diffRows()).toEqual([
      ['Annual premium', '$1,200.00 → $1,320.00 (+10%)'],
      ['Limit', '$1,000,000 → $1,000,000'],
      ['Deductible', '$25,000 → $25,000'],
      ['Ransomware', '$1,000,000 → $500,000'],
      ['Revenue band', '$1M–$5M → $5M–$10M'],
      ['Security controls credit', '0.9 → 0.95'],
    ]);
    const reasons = screen.getByRole('list', { name: 'Why the premium changed' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Revenue band changed from $1M–$5M to $5M–$10M',
      'Security controls credit changed from 0.9 to 0.95',
    ]);

    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', `${BASE}/verify`);
    expect(screen.getByRole('link', { name: 'View quote' })).toHaveAttribute(
      'href',
      `/agency/quotes?quote=${RENEWAL_QUOTE_ID}`,
    );
    const customize = screen.getByRole('link', { name: 'Customize quote' });
    expect(customize).toHaveAttribute('href', `${BASE}/custom-quote`);

    // the stepper leads back to a step already passed
    await user.click(
      within(screen.getByLabelText('Renewal steps')).getByRole('button', {
        name: 'Verify',
      }),
    );
    await waitFor(() => expect(pathname(router)).toBe(`${BASE}/verify`));
  });

  it('without a renewal quote yet, says so and leads back to verify', async () => {
    agency({ renewal: renewal({ quote: null, diff: null }) });
    renderApp(`${BASE}/summary`);
    expect(
      await screen.findByText(/No renewal quote is prepared for this policy yet/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to verify' })).toHaveAttribute(
      'href',
      `${BASE}/verify`,
    );
    expect(screen.queryByRole('table', { name: 'What changed at renewal' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Customize quote' })).toBeNull();
  });
});

describe('the renewal flow: custom quote', () => {
  it('opens the calculator on the renewal quote, which saving re-rates', async () => {
    const renewalQuote = quote({
      id: RENEWAL_QUOTE_ID,
      quoteNumber: 'Q-2027-000123',
      accountId: ACCOUNT_ID,
      companyName: eligible.name,
      isRenewal: true,
      effectiveDate: '2027-12-05',
      endDate: '2028-12-05',
      state: 'MA',
    });
    const api = agency(
      { renewal: renewal() },
      {
        [`GET /api/quote/v1/${RENEWAL_QUOTE_ID}`]: () => ({ body: renewalQuote }),
        [`GET ${accountPath}/security-questions`]: () => ({ body: answers() }),
        'POST /api/rater/v1/rules/541511': () => ({ body: rules() }),
        'POST /api/rater/v1/rules/globals/MA': () => ({ body: globals() }),
        'POST /api/rater/v1/calculator': rated,
        [`PUT /api/quote/v1/P100/${RENEWAL_QUOTE_ID}`]: () => ({ body: renewalQuote }),
      },
    );
    const { user } = renderApp(`${BASE}/custom-quote`);
    expect(await screen.findByTestId('calculator-premium')).toBeInTheDocument();
    expect(currentStep()).toHaveAccessibleName('Custom quote');
    expect(screen.getByRole('button', { name: 'Save quote' })).toBeInTheDocument();
    // the renewal quote is saved in place: no cart
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(api.callsTo('GET', `/api/quote/v1/${RENEWAL_QUOTE_ID}`)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to summary' })).toHaveAttribute(
      'href',
      `${BASE}/summary`,
    );

    const save = screen.getByRole('button', { name: 'Save quote' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() =>
      expect(api.callsTo('PUT', `/api/quote/v1/P100/${RENEWAL_QUOTE_ID}`)).toHaveLength(1),
    );
    expect(api.callsTo('PUT', `/api/quote/v1/P100/${RENEWAL_QUOTE_ID}`)[0]?.body).toMatchObject({
      limit: 1_000_000,
      deductible: 25_000,
    });
  });
});

describe('the account details of a renewal', () => {
  const accountDetails = `/agency/accounts/${ACCOUNT_ID}/renew/accountDetails`;

  it('verifies the account of the policy named, then goes on to the policy’s summary', async () => {
    const state = { renewal: renewal({ quote: null, diff: null }) };
    const api = agency(state, {
      [`POST ${RENEWAL}`]: () => {
        state.renewal = renewal();
        return {
          body: {
            message: RENEWAL_MESSAGES.alreadyPrepared('Q-2027-000123'),
            renewal: state.renewal,
          },
        };
      },
    });
    const { router, user } = renderApp(`${accountDetails}?product=P100&policyId=${POLICY_ID}`);
    expect(await screen.findByRole('table', { name: 'Account firmographics' })).toBeInTheDocument();
    expect(currentStep()).toHaveAccessibleName('Verify');
    expect(document.title).toMatch(/^Renew Policy/);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(pathname(router)).toBe(`${BASE}/summary`));
    expect(await screen.findByRole('region', { name: 'Renewal quote' })).toBeInTheDocument();
    expect(api.callsTo('POST', RENEWAL)).toHaveLength(1);
  });

  it('without a policy named, or with another account’s, says so', async () => {
    const api = agency({ renewal: renewal(), policy: inForce({ accountId: 'another-account' }) });
    const { unmount } = renderApp(`${accountDetails}?product=P100`);
    expect(await screen.findByRole('alert')).toHaveTextContent(/No policy was named/);
    expect(api.callsTo('GET', POLICY_PATH)).toHaveLength(0);
    unmount();

    renderApp(`${accountDetails}?product=P100&policyId=${POLICY_ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This policy is not one of this account’s policies.',
    );
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });
});

describe('a renewal from the quotes side', () => {
  const fromQuotes = `/agency/quotes/P100/${ACCOUNT_ID}/renew-quote/verify`;
  const endingSoon = dayjs().add(30, 'day').format('YYYY-MM-DD');

  it('opens the renewal of the account’s policy of that product open for renewal, in place', async () => {
    const api = agency(
      { renewal: renewal() },
      {
        [`GET ${SEARCH_PATH}`]: () => ({
          body: onePage(
            [
              inForce({ id: 'other-product', product: 'P250', endDate: endingSoon }),
              inForce({ endDate: endingSoon }),
            ],
            100,
          ),
        }),
      },
    );
    const { router } = renderApp(fromQuotes);
    await waitFor(() => expect(pathname(router)).toBe(`${BASE}/verify`));
    // replaced: going back leaves the flow rather than returning to the redirect
    expect(router.state.historyAction).toBe('REPLACE');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Renew policy CYB-US-2026-0000123' }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET', SEARCH_PATH)[0]?.query).toMatchObject({
      kind: 'POLICIES',
      accountId: ACCOUNT_ID,
      openForRenewal: 'true',
    });
  });

  it('with none open for renewal, says so and leads back to the account', async () => {
    agency(
      { renewal: renewal() },
      {
        [`GET ${SEARCH_PATH}`]: () => ({
          // another product's, and one ending too late to be open for renewal
          body: onePage(
            [
              inForce({ id: 'other-product', product: 'P250', endDate: endingSoon }),
              inForce({ endDate: dayjs().add(200, 'day').format('YYYY-MM-DD') }),
            ],
            100,
          ),
        }),
      },
    );
    const { router } = renderApp(fromQuotes);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No policy of this account is open for renewal',
    );
    expect(screen.getByRole('link', { name: 'Back to the account' })).toHaveAttribute(
      'href',
      `/agency/accounts/${ACCOUNT_ID}`,
    );
    expect(pathname(router)).toBe(fromQuotes);
  });
});

describe('the policy drawer’s way into the flow', () => {
  function renderSection(shown: Policy, state: { renewal: PolicyRenewal }) {
    signIn({ scopes: AGENCY });
    mockApi({ [`GET ${RENEWAL}`]: () => ({ body: state.renewal }) });
    const user = {
      me: buildMe({ permissions: AGENCY }),
      persona: 'agency' as const,
      claims: {
        sub: 'user-1',
        realm: 'ACCOUNT' as const,
        tokenType: 'ACCESS' as const,
        exp: Math.floor(Date.now() / 1000) + 900,
        accountId: 'account-1',
        accountType: 'AGENCY' as const,
        subscriberType: 'AGENCY' as const,
        scopes: AGENCY,
      },
      permissions: AGENCY,
      ghosting: false,
    };
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <CurrentUserProvider value={user}>
              <PolicyRenewalSection policy={shown} />
            </CurrentUserProvider>
          ),
        },
      ],
      { initialEntries: [`/agency/policies?policy=${shown.id}`] },
    );
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    });
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    return setupUser();
  }

  it('offers Open renewal beside Prepare renewal', async () => {
    renderSection(inForce(), { renewal: renewal({ quote: null, diff: null }) });
    const actions = await screen.findByRole('group', { name: 'Renewal actions' });
    expect(within(actions).getByRole('button', { name: 'Prepare renewal' })).toBeInTheDocument();
    expect(within(actions).getByRole('link', { name: 'Open renewal' })).toHaveAttribute(
      'href',
      `${BASE}/verify`,
    );
  });

  it('keeps Open renewal once the renewal quote is prepared', async () => {
    renderSection(inForce(), { renewal: renewal() });
    const actions = await screen.findByRole('group', { name: 'Renewal actions' });
    expect(within(actions).getByRole('link', { name: 'Open renewal' })).toHaveAttribute(
      'href',
      `${BASE}/verify`,
    );
    expect(within(actions).queryByRole('button', { name: 'Prepare renewal' })).toBeNull();
  });

  it('offers no Open renewal on a policy opted out of renewal', async () => {
    renderSection(inForce(), { renewal: renewal({ optOut: true }) });
    const actions = await screen.findByRole('group', { name: 'Renewal actions' });
    expect(within(actions).getByRole('switch', { name: 'Opt out of renewal' })).toBeChecked();
    expect(within(actions).queryByRole('link', { name: 'Open renewal' })).toBeNull();
  });
});
