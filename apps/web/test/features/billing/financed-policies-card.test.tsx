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

const FINANCED = '/api/billing/v1/financed';
const PERMISSIONS = ['dashboard:view', 'billing:view', 'billing:manage', 'policy:view'];

const processorMe = () =>
  buildMe({
    permissions: PERMISSIONS,
    subscriberType: 'PREMIUM_PROCESSOR',
    account: {
      ...buildMe().account,
      accountType: 'PREMIUM_PROCESSOR',
      name: 'ClearPay Premium Finance',
      npn: null,
    },
  });

const plan = (n: number, currency: 'USD' | 'GBP', nextInstallmentDue: string | null) => ({
  planId: `00000000-0000-4000-8000-00000000000${n}`,
  policyId: `10000000-0000-4000-8000-00000000000${n}`,
  policyNumber: `CYB-US-2026-000000${n}`,
  companyName: n === 1 ? 'Pioneer Valley Law Group' : 'Thames Dental Ltd',
  agencyName: 'Harbor Risk Partners',
  product: 'P100',
  currency,
  financerName: 'ClearPay Premium Finance',
  downPayment: 86220,
  amountFinanced: 344880,
  installmentAmount: 34488,
  numberOfInstallments: 10,
  firstInstallmentDue: '2026-11-27',
  nextInstallmentDue,
  created: '2026-11-20T02:53:54.824Z',
});

const signInProcessor = (financed: () => { status?: number; body: unknown }) => {
  signIn({
    accountType: 'PREMIUM_PROCESSOR',
    subscriberType: 'PREMIUM_PROCESSOR',
    scopes: PERMISSIONS,
  });
  return mockApi({
    ...shellHandlers(processorMe()),
    'GET /api/policy/v1/book': () => ({ body: { books: [] } }),
    [`GET ${FINANCED}`]: financed,
  });
};

describe("the premium processor's dashboard", () => {
  it('lists the policies it finances, each with its terms and next installment, and links to their invoices', async () => {
    const api = signInProcessor(() => ({
      body: {
        ...onePage([plan(1, 'USD', '2026-12-27'), plan(2, 'GBP', null)], 5),
        totalElements: 6,
      },
    }));
    renderApp('/premiumprocessor/dashboard');
    const card = await screen.findByRole('region', { name: 'Financed policies' });
    const list = await within(card).findByRole('list', { name: 'Financed policies' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('CYB-US-2026-0000001 · Pioneer Valley Law Group');
    expect(items[0]).toHaveTextContent(
      '$3,448.80 financed in 10 installments of $344.88 · next due Dec. 27, 2026',
    );
    // a plan in pounds is shown in pounds, and one with every installment due says so
    expect(items[1]).toHaveTextContent('£3,448.80 financed');
    expect(items[1]).toHaveTextContent('every installment has fallen due');
    expect(
      within(card).getByRole('link', { name: 'Invoices of the 6 financed policies' }),
    ).toHaveAttribute('href', '/premiumprocessor/billing');
    expect(api.callsTo('GET', FINANCED)[0]!.query).toMatchObject({ page: '0', size: '5' });
    // its book of business (the server scopes it to the policies it finances)
    expect(await screen.findByText('Book of business')).toBeInTheDocument();
  });

  it('says so when it finances nothing yet, and when the list cannot be read', async () => {
    signInProcessor(() => ({ body: onePage([], 5) }));
    const first = renderApp('/premiumprocessor/dashboard');
    const card = await screen.findByRole('region', { name: 'Financed policies' });
    expect(await within(card).findByText('No policies are financed yet.')).toBeInTheDocument();
    first.unmount();

    signInProcessor(() => ({ status: 500, body: { message: 'boom' } }));
    renderApp('/premiumprocessor/dashboard');
    expect(
      await screen.findByText('There was an error while retrieving the financed policies'),
    ).toBeInTheDocument();
  });
});
