import {
  BILLING_PATHS,
  BILLING_STAFF_PATHS,
  RECONCILIATION_PATH,
  type Invoice,
} from '@cyber/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  buildMe,
  mockApi,
  onePage,
  providerAdminMe,
  renderApp,
  shellHandlers,
  signIn,
  signInProviderAdmin,
} from '../../support/helpers.tsx';

const AGENCY = ['dashboard:view', 'policy:view', 'billing:view'];

const invoice = (over: Partial<Invoice> = {}): Invoice => ({
  id: 'invoice-1',
  invoiceNumber: 'CYB-US-2026-0000123-01',
  policyId: 'policy-1',
  policyNumber: 'CYB-US-2026-0000123',
  accountId: 'account-1',
  companyName: 'Acme Dental Group',
  agencyId: 'agency-1',
  agencyName: 'Harbor Risk Partners',
  product: 'P100',
  currency: 'USD',
  kind: 'NEW_BUSINESS',
  revision: null,
  premium: 120_000,
  brokerFee: 0,
  mgaFee: 0,
  surplusLinesTax: 0,
  stampingFee: 0,
  premiumTax: 0,
  total: 120_000,
  balance: 120_000,
  status: 'OPEN',
  dueDate: '2026-12-27',
  created: '2026-11-27T10:00:00.000Z',
  ...over,
});

const INVOICES = [
  invoice({
    id: 'invoice-2',
    invoiceNumber: 'CYB-US-2026-0000123-02',
    kind: 'ADJUSTMENT',
    revision: 2,
    premium: -30_000,
    total: -30_000,
    balance: -30_000,
    status: 'CREDIT',
  }),
  invoice(),
];

describe('Billing', () => {
  it('lists the agency’s invoices with what is owed on each, and searches them', async () => {
    signIn({ scopes: AGENCY });
    const api = mockApi({
      ...shellHandlers(buildMe({ permissions: AGENCY })),
      [`GET ${BILLING_PATHS.search}`]: () => ({ body: onePage(INVOICES, 20) }),
    });
    const { user } = renderApp('/agency/billing');
    expect(await screen.findByRole('heading', { name: 'Billing' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const first = (await within(table).findByText('CYB-US-2026-0000123-01')).closest('tr')!;
    expect(first).toHaveTextContent('New business');
    expect(first).toHaveTextContent('$1,200.00');
    expect(first).toHaveTextContent('Open');
    const credit = within(table).getByText('CYB-US-2026-0000123-02').closest('tr')!;
    expect(credit).toHaveTextContent('Adjustment');
    expect(credit).toHaveTextContent('Credit');
    expect(within(table).queryByRole('columnheader', { name: 'Agency' })).toBeNull();
    expect(api.callsTo('GET', BILLING_PATHS.search)[0]!.query).toMatchObject({
      page: '0',
      size: '20',
      sort: 'created,desc',
    });

    await user.type(screen.getByRole('textbox', { name: /^Search/ }), 'Acme');
    await waitFor(() =>
      expect(api.callsTo('GET', BILLING_PATHS.search).at(-1)!.query).toMatchObject({
        search: 'Acme',
      }),
    );
  });

  it('provider staff see the agency of each invoice', async () => {
    const staff = ['dashboard:view', 'policy:view', 'billing:view'];
    signInProviderAdmin(staff);
    mockApi({
      ...shellHandlers(providerAdminMe(staff)),
      [`GET ${BILLING_PATHS.search}`]: () => ({ body: onePage(INVOICES, 20) }),
    });
    renderApp('/admin/billing');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(await within(table).findByRole('columnheader', { name: 'Agency' })).toBeInTheDocument();
    expect(within(table).getAllByText('Harbor Risk Partners')).toHaveLength(2);
  });

  it('staff who manage billing see whether the ledger reconciles', async () => {
    const staff = ['dashboard:view', 'policy:view', 'billing:view', 'billing:manage'];
    signInProviderAdmin(staff);
    let ok = true;
    const api = mockApi({
      ...shellHandlers(providerAdminMe(staff)),
      [`GET ${BILLING_PATHS.search}`]: () => ({ body: onePage(INVOICES, 20) }),
      [`GET ${RECONCILIATION_PATH}`]: () => ({
        body: {
          checkedAt: '2026-11-27T10:00:00.000Z',
          ok,
          currencies: [
            { currency: 'USD', journals: 42, debits: 900, credits: 900, net: ok ? 0 : 1 },
          ],
          unbalancedJournals: ok ? [] : [{ journalId: 'journal-1', sum: 1 }],
          invoicesOffLedger: [],
        },
      }),
    });
    const { unmount } = renderApp('/admin/billing');
    expect(await screen.findByText(/^The ledger reconciles/)).toHaveTextContent('USD 42');
    unmount();
    ok = false;
    renderApp('/admin/billing');
    expect(await screen.findByText('The ledger does not reconcile')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('1 journal(s) do not sum to zero');
    expect(api.callsTo('GET', RECONCILIATION_PATH).length).toBeGreaterThanOrEqual(2);
  });

  it('an agency is not shown the ledger check', async () => {
    signIn({ scopes: AGENCY });
    const api = mockApi({
      ...shellHandlers(buildMe({ permissions: AGENCY })),
      [`GET ${BILLING_PATHS.search}`]: () => ({ body: onePage(INVOICES, 20) }),
    });
    renderApp('/agency/billing');
    await screen.findByRole('table', { name: 'Invoices' });
    expect(api.callsTo('GET', RECONCILIATION_PATH)).toHaveLength(0);
  });

  it('downloads an invoice as a PDF from its row', async () => {
    signIn({ scopes: AGENCY });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn(() => 'blob:invoice'),
        revokeObjectURL: vi.fn(),
      }),
    );
    const path = BILLING_STAFF_PATHS.invoiceDocument('invoice-1');
    const api = mockApi({
      ...shellHandlers(buildMe({ permissions: AGENCY })),
      [`GET ${BILLING_PATHS.search}`]: () => ({ body: onePage(INVOICES, 20) }),
      [`GET ${path}`]: () => ({ body: '%PDF-1.7' }),
    });
    const { user } = renderApp('/agency/billing');
    await user.click(
      await screen.findByRole('button', { name: 'Download CYB-US-2026-0000123-01' }),
    );
    await waitFor(() => expect(api.callsTo('GET', path)).toHaveLength(1));
    vi.unstubAllGlobals();
  });
});
