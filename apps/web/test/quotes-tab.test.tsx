import type { QuoteView } from '@cyber/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe, mockApi, onePage, renderApp, shellHandlers, signIn } from './helpers.tsx';

const MANAGE = ['dashboard:view', 'account:view', 'quote:view', 'quote:manage'];

const quote = (over: Partial<QuoteView> = {}): QuoteView => ({
  id: '11111111-1111-4111-8111-111111111111',
  quoteNumber: 'Q-2026-0000101',
  accountId: '22222222-2222-4222-8222-222222222222',
  companyName: 'Acme Dental Group',
  product: 'P100',
  status: 'READY',
  currency: 'USD',
  isSurplus: false,
  limit: 1_000_000,
  aggLimit: 1_000_000,
  deductible: 25_000,
  presetName: null,
  effectiveDate: '2026-12-05',
  endDate: '2027-12-05',
  expiresOn: '2027-01-04',
  needByDate: null,
  premium: 120_000,
  mgaFee: 5_000,
  totalPremium: 123_456,
  referToUnderwriter: false,
  agencyId: '33333333-3333-4333-8333-333333333333',
  agencyName: 'Harbor Risk Partners',
  agentFirstName: 'Jordan',
  agentLastName: 'Reyes',
  agentEmail: 'agent@example.com',
  created: '2026-11-20T10:00:00.000Z',
  modified: '2026-11-20T10:00:00.000Z',
  isRenewal: false,
  state: 'RI',
  teamId: null,
  lostReason: null,
  lostReasonSummary: null,
  customerFirstName: null,
  customerLastName: null,
  customerEmail: null,
  customerPhone: null,
  sentToCustomerAt: null,
  ...over,
});

const UK = quote({
  id: '44444444-4444-4444-8444-444444444444',
  quoteNumber: 'Q-2026-0000102',
  companyName: 'Thames Widgets Ltd',
  product: 'P_ONE',
  currency: 'GBP',
  status: 'INVALID',
  totalPremium: 98_765,
});

function agent(permissions = MANAGE, rows: QuoteView[] = [quote(), UK]) {
  signIn({ scopes: permissions });
  const handlers = {
    ...shellHandlers(buildMe({ permissions })),
    'GET /api/quote/v1/search': () => ({ body: onePage(rows, 20) }),
  };
  return handlers;
}

/** The query strings the search was called with. */
const searches = (api: ReturnType<typeof mockApi>) =>
  api.fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/quote/v1/search')
    .map((url) => url.searchParams);

describe('QUOTES tab', () => {
  it('lists 20 rows newest change first, status chips and premiums in the account currency', async () => {
    const api = mockApi(agent());
    renderApp('/agency/quotes');
    expect(await screen.findByText('Q-2026-0000101')).toBeInTheDocument();
    expect(screen.getByText('Acme Dental Group')).toBeInTheDocument();
    expect(screen.getByText('$1,234.56')).toBeInTheDocument();
    expect(screen.getByText('£987.65')).toBeInTheDocument();
    expect(screen.getByText('Ready')).toBeInTheDocument();
    expect(screen.getByText('Invalid')).toBeInTheDocument();
    const first = searches(api)[0]!;
    expect(first.get('size')).toBe('20');
    expect(first.get('sort')).toBe('modified,desc');
    expect(first.get('teamScope')).toBe('AGENCY');
  });

  it('filters by status group and quote type', async () => {
    const api = mockApi(agent());
    const { user } = renderApp('/agency/quotes');
    await screen.findByText('Q-2026-0000101');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Lost' }));
    await waitFor(() => expect(searches(api).at(-1)!.get('statusGroup')).toBe('LOST'));
    await user.click(screen.getByRole('combobox', { name: 'Quote type' }));
    await user.click(await screen.findByRole('option', { name: 'Renewals' }));
    await waitFor(() => expect(searches(api).at(-1)!.get('quoteType')).toBe('RENEWAL'));
  });

  it('deletes one quote after confirmation and says so verbatim', async () => {
    const api = mockApi({
      ...agent(),
      [`DELETE /api/quote/v1/${quote().id}`]: () => ({
        body: { message: 'Quote Deleted Successfully!', count: 1 },
      }),
    });
    const { user } = renderApp('/agency/quotes');
    await screen.findByText('Q-2026-0000101');
    await user.click(screen.getByRole('button', { name: 'Delete quote Q-2026-0000101' }));
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByText(/Delete quote Q-2026-0000101 for Acme Dental Group/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Quote Deleted Successfully!')).toBeInTheDocument();
    expect(api.callsTo('DELETE', `/api/quote/v1/${quote().id}`)).toHaveLength(1);
  });

  it('bulk delete and delete all invalid send the right calls', async () => {
    const api = mockApi({
      ...agent(),
      'POST /api/quote/v1/delete': () => ({
        body: { message: 'Quote Deleted Successfully!', count: 2 },
      }),
      'DELETE /api/quote/v1/invalid': () => ({
        body: { message: 'Quote Deleted Successfully!', count: 1 },
      }),
    });
    const { user } = renderApp('/agency/quotes');
    await screen.findByText('Q-2026-0000101');
    expect(screen.getByRole('button', { name: 'Delete selected (0)' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Q-2026-0000101' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Q-2026-0000102' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/quote/v1/delete')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/quote/v1/delete')[0]!.body).toEqual({
      ids: [quote().id, UK.id],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Delete all invalid' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/Delete every invalid quote/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/quote/v1/invalid')).toHaveLength(1));
  });

  it('lost reason: the spec messages, then the reason is saved', async () => {
    const api = mockApi({
      ...agent(),
      [`PUT /api/quote/v1/lost/${quote().id}`]: () => ({
        body: { message: 'Quote Lost Reason Saved Successfully!' },
      }),
    });
    const { user } = renderApp('/agency/quotes');
    await screen.findByText('Q-2026-0000101');
    // the invalid UK quote cannot be marked lost
    expect(screen.getByRole('button', { name: 'Mark lost Q-2026-0000102' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Mark lost Q-2026-0000101' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Loss Reason required')).toBeInTheDocument();
    expect(within(dialog).getByText('Reason Description is required')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /Loss Reason/ }));
    await user.click(await screen.findByRole('option', { name: 'Fill-in option' }));
    await user.type(within(dialog).getByLabelText(/Reason Description/), 'Went elsewhere');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Fill-In text is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Fill-In text/), 'Renewed with incumbent');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Quote Lost Reason Saved Successfully!')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/api/quote/v1/lost/${quote().id}`)[0]!.body).toMatchObject({
      productType: 'P100',
      reasonSummary: 'Fill-in option',
      reason: 'Went elsewhere',
      reasonFillIn: 'Renewed with incumbent',
    });
  });

  it('send to the policyholder validates names, then sends', async () => {
    const api = mockApi({
      ...agent(),
      'POST /api/quote/v1/action/send': () => ({
        body: { message: 'Quote request(s) sent successfully!' },
      }),
    });
    const { user } = renderApp('/agency/quotes');
    await screen.findByText('Q-2026-0000101');
    await user.click(screen.getByRole('button', { name: 'Send to policyholder Q-2026-0000101' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/First Name/), 'Sam2');
    await user.type(within(dialog).getByLabelText(/Last Name/), 'Patel');
    await user.type(within(dialog).getByLabelText(/Email/), 'sam@acme.example');
    await user.type(within(dialog).getByLabelText(/Phone/), '4015550134');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Please enter only alphabets')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/quote/v1/action/send')).toHaveLength(0);
    const first = within(dialog).getByLabelText(/First Name/);
    await user.clear(first);
    await user.type(first, 'Sam');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Quote request(s) sent successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/quote/v1/action/send')[0]!.body).toMatchObject({
      quoteId: quote().id,
      customerFirstName: 'Sam',
      customerEmail: 'sam@acme.example',
    });
  });

  it('view only: no selection, row actions or delete buttons', async () => {
    mockApi(agent(['dashboard:view', 'quote:view']));
    renderApp('/agency/quotes');
    await screen.findByText('Q-2026-0000101');
    expect(screen.queryByRole('button', { name: /Delete all invalid/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete quote/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Select Q-/ })).not.toBeInTheDocument();
  });
});
