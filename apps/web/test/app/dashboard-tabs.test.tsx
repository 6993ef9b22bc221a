import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildMe,
  mockApi,
  onePage,
  renderApp,
  shellHandlers,
  signIn,
  type Handler,
} from '../support/helpers.tsx';
import { account, page, summary } from '../support/accounts-fixtures.ts';
import { policy, SEARCH_PATH } from '../support/policies-fixtures.ts';
import { quote } from '../support/quotes-fixtures.ts';
import { SUBMISSIONS_PATH } from '../support/submissions-fixtures.ts';

const AGENT = ['dashboard:view', 'account:view', 'quote:view', 'quote:manage', 'policy:view'];
const ACCOUNT_ID = account().id;
const QUOTES = '/api/quote/v1/search';
const ACCOUNTS = '/api/account/v1/accounts';

function agency(permissions = AGENT, handlers: Record<string, Handler> = {}) {
  signIn({ scopes: permissions });
  return mockApi({
    ...shellHandlers(buildMe({ permissions })),
    'GET /api/policy/v1/book': () => ({ body: { books: [] } }),
    'GET /api/quote/v1/search/dashboard': () => ({
      body: { expiringSoon: 0, referrals: 0, ready: 0, requestsToBind: 0, awaitingSignature: 0 },
    }),
    [`GET ${QUOTES}`]: () => ({ body: onePage([quote()], 20) }),
    [`GET ${SEARCH_PATH}`]: ({ query }) => ({
      body: onePage([policy({ status: query.kind === 'BINDERS' ? 'BOUND' : 'IN FORCE' })], 20),
    }),
    [`GET ${ACCOUNTS}`]: () => ({ body: page([summary()]) }),
    [`GET ${ACCOUNTS}/${ACCOUNT_ID}`]: () => ({ body: account() }),
    [`GET ${SUBMISSIONS_PATH}`]: () => ({ body: onePage([], 20) }),
    ...handlers,
  });
}

const tabs = () =>
  within(screen.getByRole('tablist', { name: 'Your book' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

describe('the dashboard tabs (/agency/dashboard?tab=&prefilterAccountId=)', () => {
  it('opens on QUOTES with 20 rows, and offers the five tabs', async () => {
    const api = agency();
    renderApp('/agency/dashboard');
    expect(await screen.findByRole('tab', { name: 'Quotes', selected: true })).toBeInTheDocument();
    expect(tabs()).toEqual(['Quotes', 'Binders', 'Policies', 'Accounts', 'Submissions']);
    await waitFor(() => expect(api.callsTo('GET', QUOTES)).not.toHaveLength(0));
    expect(api.callsTo('GET', QUOTES)[0]!.query).toMatchObject({ size: '20', page: '0' });
    // the tab names the list: no second page heading
    expect(screen.queryByRole('heading', { level: 1, name: 'Quotes' })).not.toBeInTheDocument();
  });

  it('narrows binders, policies and submissions to the account in the address, until its chip is removed', async () => {
    const api = agency();
    const { user, router } = renderApp(
      `/agency/dashboard?tab=BINDERS&prefilterAccountId=${ACCOUNT_ID}`,
    );
    expect(await screen.findByRole('tab', { name: 'Binders', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('Account: Northwind Cafe')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', SEARCH_PATH)).not.toHaveLength(0));
    expect(api.callsTo('GET', SEARCH_PATH)[0]!.query).toEqual({
      page: '0',
      size: '20',
      kind: 'BINDERS',
      sort: 'effectiveDate,asc',
      accountId: ACCOUNT_ID,
      teamScope: 'AGENCY',
    });

    await user.click(screen.getByRole('tab', { name: 'Policies' }));
    await waitFor(() =>
      expect(api.callsTo('GET', SEARCH_PATH).at(-1)!.query.kind).toBe('POLICIES'),
    );
    expect(api.callsTo('GET', SEARCH_PATH).at(-1)!.query.accountId).toBe(ACCOUNT_ID);
    expect(router.state.location.search).toBe(`?tab=POLICIES&prefilterAccountId=${ACCOUNT_ID}`);

    await user.click(screen.getByRole('tab', { name: 'Submissions' }));
    await waitFor(() => expect(api.callsTo('GET', SUBMISSIONS_PATH)).not.toHaveLength(0));
    expect(api.callsTo('GET', SUBMISSIONS_PATH)[0]!.query.accountId).toBe(ACCOUNT_ID);

    const chip = screen.getByTestId('dashboard-account-filter');
    await user.click(within(chip).getByTestId('CancelIcon'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=SUBMISSIONS'));
    await waitFor(() =>
      expect(api.callsTo('GET', SUBMISSIONS_PATH).at(-1)!.query.accountId).toBeUndefined(),
    );
    expect(screen.queryByTestId('dashboard-account-filter')).not.toBeInTheDocument();
  });

  it('filters the ACCOUNTS tab by account type', async () => {
    const api = agency();
    const { user } = renderApp('/agency/dashboard?tab=ACCOUNTS');
    expect(await screen.findByText('Northwind Bakery')).toBeInTheDocument();
    expect(api.callsTo('GET', ACCOUNTS)[0]!.query).toMatchObject({ size: '20' });
    await user.click(screen.getByRole('combobox', { name: 'Account type' }));
    for (const option of [
      'All accounts',
      'Active policy',
      'Open for renewal',
      'Not quoted yet',
      'Potential submissions',
    ]) {
      expect(screen.getByRole('option', { name: option })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('option', { name: 'Open for renewal' }));
    await waitFor(() =>
      expect(api.callsTo('GET', ACCOUNTS).at(-1)!.query.accountFilter).toBe('OPEN_FOR_RENEWAL'),
    );
  });

  it('offers only the tabs the user may see, and falls back from one it may not', async () => {
    agency(['dashboard:view', 'account:view', 'quote:view']);
    renderApp('/agency/dashboard?tab=POLICIES');
    expect(await screen.findByRole('tab', { name: 'Quotes', selected: true })).toBeInTheDocument();
    expect(tabs()).toEqual(['Quotes', 'Accounts', 'Submissions']);
  });
});
