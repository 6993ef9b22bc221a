import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe, mockApi, renderApp, shellHandlers, signIn } from '../../support/helpers.tsx';

const AGENT = ['dashboard:view', 'account:view', 'quote:view', 'quote:manage', 'policy:view'];
const BOOK = '/api/policy/v1/book';

describe('the book on the dashboard', () => {
  it("shows an agency's book and quote work, each linked to its tab, and the premium chart", async () => {
    signIn({ scopes: AGENT });
    const months = Array.from({ length: 12 }, (_, i) => ({
      month: `2026-${String(i + 1).padStart(2, '0')}`,
      premium: i === 10 ? 250_000 : i === 11 ? 125_000 : 0,
    }));
    const api = mockApi({
      ...shellHandlers(buildMe({ permissions: AGENT })),
      [`GET ${BOOK}`]: () => ({
        body: {
          books: [
            {
              currency: 'USD',
              activePolicies: 3,
              premiumInForce: 1_234_567,
              binders: 2,
              limitInForce: 4_000_000,
              bindersAwaitingPayment: 1,
              renewalsDue: 4,
              premiumByMonth: months,
            },
          ],
        },
      }),
      'GET /api/quote/v1/search/dashboard': () => ({
        body: { expiringSoon: 5, referrals: 6, ready: 9, requestsToBind: 7, awaitingSignature: 3 },
      }),
    });
    renderApp('/agency/dashboard');
    const group = await screen.findByRole('group', { name: 'USD' });
    expect(within(group).getByText('3')).toBeInTheDocument();
    expect(within(group).getByText('$12,345.67')).toBeInTheDocument();
    expect(within(group).getByText('2')).toBeInTheDocument();
    expect(within(group).getByText('$4,000,000')).toBeInTheDocument();
    expect(within(group).getByTestId('book-Binders awaiting payment')).toHaveTextContent('1');
    expect(within(group).getByTestId('book-Renewals due in 90 days')).toHaveTextContent('4');
    expect(within(group).getByRole('link', { name: 'Binders' })).toHaveAttribute(
      'href',
      '/agency/binders',
    );
    expect(within(group).getByRole('link', { name: 'Policies in force' })).toHaveAttribute(
      'href',
      '/agency/policies',
    );
    const work = await screen.findByRole('group', { name: 'Quotes' });
    expect(within(work).getByTestId('book-Quotes expiring in 7 days')).toHaveTextContent('5');
    expect(within(work).getByTestId('book-Referrals')).toHaveTextContent('6');
    expect(within(work).getByRole('link', { name: 'Referrals' })).toHaveAttribute(
      'href',
      '/agency/inbox',
    );
    expect(within(work).getByTestId('book-Requests to bind')).toHaveTextContent('7');
    expect(within(work).getByTestId('book-Applications to sign')).toHaveTextContent('3');
    const chart = screen.getByRole('list', { name: 'Premium written by month (USD)' });
    const bars = within(chart).getAllByRole('listitem');
    expect(bars).toHaveLength(12);
    expect(bars[10]).toHaveAccessibleName('Nov. 2026: $2,500.00');
    expect(bars[11]).toHaveAccessibleName('Dec. 2026: $1,250.00');
    expect(api.callsTo('GET', BOOK)).toHaveLength(1);
  });

  it('says so when there is no book yet, and is not asked for without policy:view', async () => {
    signIn({ scopes: AGENT });
    mockApi({
      ...shellHandlers(buildMe({ permissions: AGENT })),
      [`GET ${BOOK}`]: () => ({ body: { books: [] } }),
    });
    renderApp('/agency/dashboard');
    expect(await screen.findByText('No binders or policies yet.')).toBeInTheDocument();
  });

  it("shows a policyholder what it has to sign and what is ready, not an agency's work", async () => {
    const permissions = ['dashboard:view', 'quote:view', 'policy:view'];
    signIn({ accountId: 'account-9', accountType: 'CUSTOMER', subscriberType: 'CUSTOMER' });
    const me = buildMe({
      permissions,
      subscriberType: 'CUSTOMER',
      account: {
        ...buildMe().account,
        id: 'account-9',
        name: 'Acme Dental Group',
        accountType: 'CUSTOMER',
        npn: null,
      },
    });
    mockApi({
      ...shellHandlers(me),
      [`GET ${BOOK}`]: () => ({ body: { books: [] } }),
      'GET /api/quote/v1/search/dashboard': () => ({
        body: { expiringSoon: 1, referrals: 2, ready: 4, requestsToBind: 2, awaitingSignature: 2 },
      }),
    });
    renderApp('/customer/dashboard');
    const work = await screen.findByRole('group', { name: 'Quotes' });
    expect(within(work).getByTestId('book-Applications to sign')).toHaveTextContent('2');
    expect(within(work).getByRole('link', { name: 'Applications to sign' })).toHaveAttribute(
      'href',
      '/customer/quotes',
    );
    expect(within(work).getByTestId('book-Quotes ready to bind')).toHaveTextContent('4');
    expect(within(work).queryByText('Referrals')).not.toBeInTheDocument();
    // a policyholder's dashboard has no agency tabs
    expect(screen.queryByRole('tablist', { name: 'Your book' })).not.toBeInTheDocument();
  });

  it('is not shown to a user who may not see policies', async () => {
    const noPolicies = AGENT.filter((p) => p !== 'policy:view');
    signIn({ scopes: noPolicies });
    const api = mockApi({ ...shellHandlers(buildMe({ permissions: noPolicies })) });
    renderApp('/agency/dashboard');
    expect(await screen.findByText(/Welcome/)).toBeInTheDocument();
    expect(screen.queryByText('Book of business')).not.toBeInTheDocument();
    expect(api.callsTo('GET', BOOK)).toHaveLength(0);
  });
});
