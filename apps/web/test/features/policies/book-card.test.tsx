import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe, mockApi, renderApp, shellHandlers, signIn } from '../../support/helpers.tsx';

const AGENT = ['dashboard:view', 'account:view', 'quote:view', 'quote:manage', 'policy:view'];
const BOOK = '/api/policy/v1/book';

describe('the book on the dashboard', () => {
  it("shows an agency's policies and premium in force, binders and limit, each linked to its tab", async () => {
    signIn({ scopes: AGENT });
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
            },
          ],
        },
      }),
    });
    renderApp('/agency/dashboard');
    const group = await screen.findByRole('group', { name: 'USD' });
    expect(within(group).getByText('3')).toBeInTheDocument();
    expect(within(group).getByText('$12,345.67')).toBeInTheDocument();
    expect(within(group).getByText('2')).toBeInTheDocument();
    expect(within(group).getByText('$4,000,000')).toBeInTheDocument();
    expect(within(group).getByRole('link', { name: 'Binders' })).toHaveAttribute(
      'href',
      '/agency/binders',
    );
    expect(within(group).getByRole('link', { name: 'Policies in force' })).toHaveAttribute(
      'href',
      '/agency/policies',
    );
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
