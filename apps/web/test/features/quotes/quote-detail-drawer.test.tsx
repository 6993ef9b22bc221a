import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  coverageMappingFor,
  quoteTermsOf,
  ratePremium,
  RatingInputSchema,
  type QuoteView,
} from '@cyber/domain';
import { mockApi, signIn, setupUser, AppProviders } from '../../support/helpers.tsx';
import { i18n } from '../../../src/lib/i18n.ts';
import { QuoteDetailDrawer } from '../../../src/features/quotes/components/quote-detail-drawer.tsx';

const ID = '6b1f3a52-39a4-4c1c-9a55-0d0c5d0e7a11';

function quote(): QuoteView {
  const rating = ratePremium(
    RatingInputSchema.parse({
      product: 'P100',
      state: 'MA',
      industryCode: '541511',
      revenue: 5_000_000,
      employees: 40,
      limit: 2_000_000,
      deductible: 25_000,
      effectiveDate: '2026-03-01',
    }),
  );
  return {
    id: ID,
    quoteNumber: 'Q-2026-0001234',
    accountId: '3479c2cb-437d-4443-aadc-2fd33143d201',
    companyName: 'Beacon Hill Pediatrics',
    product: 'P100',
    status: rating.statusHint,
    currency: 'USD',
    isSurplus: false,
    limit: 2_000_000,
    aggLimit: 2_000_000,
    deductible: 25_000,
    presetName: 'POPULAR',
    effectiveDate: '2026-03-01',
    endDate: '2027-03-01',
    expiresOn: '2026-03-31',
    needByDate: null,
    premium: rating.premium,
    mgaFee: rating.fees.mgaFee,
    totalPremium: rating.total,
    referToUnderwriter: rating.referToUnderwriter,
    agencyId: null,
    agencyName: 'Harbor Risk Partners',
    agentFirstName: 'Avery',
    agentLastName: 'Agent',
    agentEmail: 'agent@example.com',
    created: '2026-02-15T10:00:00.000Z',
    modified: '2026-02-15T10:00:00.000Z',
    rating,
    isRenewal: false,
    state: 'MA',
    teamId: null,
    lostReason: null,
    lostReasonSummary: null,
    customerFirstName: null,
    customerLastName: null,
    customerEmail: null,
    customerPhone: null,
    sentToCustomerAt: null,
  } as QuoteView;
}

/** The policyholder's copy as the server sends it: the terms, and no rating worksheet. */
function clientCopy(): QuoteView {
  const { rating, ...q } = quote();
  return { ...q, terms: quoteTermsOf(rating!) };
}

const renderDrawer = () =>
  render(
    <AppProviders
      queryClient={
        new QueryClient({
          defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
        })
      }
    >
      <QuoteDetailDrawer quoteId={ID} onClose={() => {}} />
    </AppProviders>,
  );

/** The URLs the drawer fetched (with their query strings). */
const fetched = (api: ReturnType<typeof mockApi>) =>
  api.fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));

describe('QuoteDetailDrawer', () => {
  it('a quote stored without a named preset is Custom; a UK workspace writes days the UK way', async () => {
    await i18n.changeLanguage('en-GB');
    try {
      mockApi({
        [`GET /api/quote/v1/${ID}`]: () => ({ body: { ...quote(), presetName: null } }),
        'GET /api/quote/v1/coverage-mapping/P100': () => ({ body: coverageMappingFor('P100') }),
      });
      signIn();
      renderDrawer();
      const summary = await screen.findByRole('group', { name: 'Quote summary' });
      expect(within(summary).getByText('Custom')).toBeInTheDocument();
      expect(within(summary).getByText('31 Mar 2026')).toBeInTheDocument();
      expect(within(summary).getByText('01 Mar 2026 → 01 Mar 2027')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en-US');
    }
  });

  it('shows the summary, mapped coverage names and the breakdown; downloads the proposal', async () => {
    const q = quote();
    const api = mockApi({
      [`GET /api/quote/v1/${ID}`]: () => ({ body: q }),
      'GET /api/quote/v1/coverage-mapping/P100': () => ({ body: coverageMappingFor('P100') }),
      [`GET /api/quote/v1/${ID}/proposal`]: () => ({ body: '%PDF-1.7' }),
    });
    const createObjectURL = vi.fn(() => 'blob:proposal');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    signIn();
    const user = setupUser();
    render(
      <AppProviders
        queryClient={
          new QueryClient({
            defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
          })
        }
      >
        <QuoteDetailDrawer quoteId={ID} onClose={() => {}} />
      </AppProviders>,
    );
    expect(
      await screen.findByRole('heading', {
        name: 'Quote Q-2026-0001234 for Beacon Hill Pediatrics',
      }),
    ).toBeInTheDocument();
    const summary = screen.getByRole('group', { name: 'Quote summary' });
    expect(within(summary).getAllByText('$2,000,000')).toHaveLength(2); // limit and aggregate
    // days in the region's format (spec 3 §9), the preset by the one label rule
    expect(within(summary).getByText('Mar. 31, 2026')).toBeInTheDocument();
    expect(within(summary).getByText('Mar. 01, 2026 → Mar. 01, 2027')).toBeInTheDocument();
    expect(within(summary).getByText('Popular')).toBeInTheDocument();
    const coverages = screen.getByRole('table', { name: 'Coverages' });
    expect(
      await within(coverages).findByText('Security and Privacy Liability'),
    ).toBeInTheDocument();
    expect(within(coverages).getAllByText('Liability and Regulatory').length).toBeGreaterThan(0);
    expect(screen.getByRole('table', { name: 'Why this premium' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download proposal' }));
    await vi.waitFor(() =>
      expect(clicked).toEqual(['Beacon_Hill_Pediatrics-Q-2026-0001234-proposal.pdf']),
    );
    expect(api.callsTo('GET', `/api/quote/v1/${ID}/proposal`)).toHaveLength(1);
  });
  it('a broker can download the client copy of the proposal, without the worksheet', async () => {
    const api = mockApi({
      [`GET /api/quote/v1/${ID}`]: () => ({ body: quote() }),
      'GET /api/quote/v1/coverage-mapping/P100': () => ({ body: coverageMappingFor('P100') }),
      [`GET /api/quote/v1/${ID}/proposal`]: () => ({ body: '%PDF-1.7' }),
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:p'), revokeObjectURL: vi.fn() }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    signIn({ accountType: 'AGENCY', subscriberType: 'AGENCY' });
    const user = setupUser();
    renderDrawer();
    await user.click(await screen.findByRole('button', { name: 'Download client copy' }));
    await vi.waitFor(() =>
      expect(
        fetched(api)
          .filter((u) => u.pathname.endsWith('/proposal'))
          .map((u) => u.search),
      ).toEqual(['?copy=client']),
    );
  });

  it("the policyholder's view: the terms, coverages and charges, no breakdown, one proposal", async () => {
    const q = clientCopy();
    const api = mockApi({
      [`GET /api/quote/v1/${ID}`]: () => ({ body: q }),
      'GET /api/quote/v1/coverage-mapping/P100': () => ({ body: coverageMappingFor('P100') }),
      [`GET /api/quote/v1/${ID}/proposal`]: () => ({ body: '%PDF-1.7' }),
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:p'), revokeObjectURL: vi.fn() }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    signIn({ accountType: 'CUSTOMER', subscriberType: 'CUSTOMER', scopes: ['quote:view'] });
    const user = setupUser();
    renderDrawer();
    expect(
      await screen.findByRole('heading', {
        name: 'Quote Q-2026-0001234 for Beacon Hill Pediatrics',
      }),
    ).toBeInTheDocument();
    const summary = screen.getByRole('group', { name: 'Quote summary' });
    expect(within(summary).getByText('Waiting period')).toBeInTheDocument();
    const coverages = screen.getByRole('table', { name: 'Coverages' });
    expect(
      await within(coverages).findByText('Security and Privacy Liability'),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Premium, fees and taxes' })).toBeInTheDocument();
    // no worksheet: no "why this premium", no factor, no IRPM, no underwriting reasons
    expect(screen.queryByRole('table', { name: 'Why this premium' })).not.toBeInTheDocument();
    expect(screen.queryByText('Why this premium')).not.toBeInTheDocument();
    expect(screen.queryByText(/IRPM|factor|Security score/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // one proposal, the server's choice of copy (always the client copy for a policyholder)
    expect(screen.queryByRole('button', { name: 'Download client copy' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download proposal' }));
    await vi.waitFor(() =>
      expect(api.callsTo('GET', `/api/quote/v1/${ID}/proposal`)).toHaveLength(1),
    );
    expect(
      fetched(api)
        .filter((u) => u.pathname.endsWith('/proposal'))
        .map((u) => u.search),
    ).toEqual(['']);
  });
});
