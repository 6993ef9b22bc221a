import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildMe,
  mockApi,
  onePage,
  renderApp,
  shellHandlers,
  signIn,
} from '../../support/helpers.tsx';

const PATH = '/api/account/v1/risk/portfolio';
const PERMISSIONS = ['dashboard:view', 'account:view', 'quote:view', 'policy:view'];

const msspMe = () =>
  buildMe({
    permissions: PERMISSIONS,
    subscriberType: 'MSSP',
    account: {
      ...buildMe().account,
      accountType: 'MSSP',
      name: 'Sentinel Managed Security',
      npn: null,
    },
  });

function mssp(body: unknown) {
  signIn({ accountType: 'MSSP', subscriberType: 'MSSP', scopes: PERMISSIONS });
  return mockApi({
    ...shellHandlers(msspMe()),
    'GET /api/policy/v1/book': () => ({ body: { books: [] } }),
    'GET /api/quote/v1/search/dashboard': () => ({
      body: { expiringSoon: 0, referrals: 0, ready: 0, requestsToBind: 0, awaitingSignature: 0 },
    }),
    [`GET ${PATH}`]: () => ({ body }),
    'GET /api/quote/v1/search': () => ({ body: onePage([], 20) }),
  });
}

describe("the MSSP's dashboard: its clients' risk", () => {
  it('shows the portfolio score, how many are scanned and the weakest accounts first', async () => {
    mssp({
      accounts: 3,
      scanned: 2,
      portfolioScore: 62,
      lowest: [
        {
          accountId: '22222222-2222-4222-8222-222222222222',
          name: 'Acme Dental Group',
          companyScore: 41,
          scannedAt: '2026-11-20T10:00:00.000Z',
        },
        {
          accountId: '33333333-3333-4333-8333-333333333333',
          name: 'Bayview Logistics',
          companyScore: 83,
          scannedAt: '2026-11-21T10:00:00.000Z',
        },
      ],
    });
    renderApp('/mssp/dashboard');
    const card = await screen.findByRole('region', { name: 'Your clients’ risk' });
    expect(await within(card).findByTestId('portfolio-score')).toHaveTextContent('62');
    expect(within(card).getByText('Fair')).toBeInTheDocument();
    expect(within(card).getByText('2 of 3 accounts scanned')).toBeInTheDocument();
    const list = within(card).getByRole('list', { name: 'Weakest accounts' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Acme Dental Group' })).toHaveAttribute(
      'href',
      '/mssp/accounts/22222222-2222-4222-8222-222222222222',
    );
    expect(within(items[0]!).getByText('41')).toBeInTheDocument();
  });

  it('says so before any client is scanned', async () => {
    mssp({ accounts: 0, scanned: 0, portfolioScore: null, lowest: [] });
    renderApp('/mssp/dashboard');
    const card = await screen.findByRole('region', { name: 'Your clients’ risk' });
    expect(await within(card).findByText('No account has been scanned yet.')).toBeInTheDocument();
    expect(within(card).getByTestId('portfolio-score')).toHaveTextContent('—');
  });
});
