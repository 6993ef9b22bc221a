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
        body: { expiringSoon: 5, referrals: 6, ready: 9, requestsToBind: 7 },
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
