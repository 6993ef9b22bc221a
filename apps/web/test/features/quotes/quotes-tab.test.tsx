import type { QuoteView } from '@cyber/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  buildMe,
  mockApi,
  onePage,
  renderApp,
  shellHandlers,
  signIn,
  type setupUser,
} from '../../support/helpers.tsx';
import { quote } from '../../support/quotes-fixtures.ts';

const MANAGE = ['dashboard:view', 'account:view', 'quote:view', 'quote:manage'];

const UK = quote({
  id: '44444444-4444-4444-8444-444444444444',
  quoteNumber: 'Q-2026-0000102',
  companyName: 'Thames Widgets Ltd',
  product: 'P_ONE',
  currency: 'GBP',
  status: 'INVALID',
  limit: 2_000_000,
  aggLimit: 2_000_000,
  deductible: 10_000,
  totalPremium: 98_765,
});

/** Opens a row's Actions menu; returns the menu. */
async function openActions(user: ReturnType<typeof setupUser>, quoteNumber: string) {
  await user.click(screen.getByRole('button', { name: `Actions ${quoteNumber}` }));
  return screen.findByRole('menu', { name: `Actions ${quoteNumber}` });
}

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
    const menu = await openActions(user, 'Q-2026-0000101');
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete quote' }));
    const dialog = await screen.findByRole('dialog');
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
    let menu = await openActions(user, 'Q-2026-0000102');
    expect(within(menu).getByRole('menuitem', { name: 'Mark lost' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    menu = await openActions(user, 'Q-2026-0000101');
    await user.click(within(menu).getByRole('menuitem', { name: 'Mark lost' }));
    const dialog = await screen.findByRole('dialog');
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
    const menu = await openActions(user, 'Q-2026-0000101');
    await user.click(within(menu).getByRole('menuitem', { name: 'Send to policyholder' }));
    const dialog = await screen.findByRole('dialog');
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

  it('view only: no selection, managing row actions or delete buttons', async () => {
    mockApi(agent(['dashboard:view', 'quote:view']));
    const { user } = renderApp('/agency/quotes');
    await screen.findByText('Q-2026-0000101');
    expect(screen.queryByRole('button', { name: /Delete all invalid/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete selected/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Select Q-/ })).not.toBeInTheDocument();
    const menu = await openActions(user, 'Q-2026-0000101');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View quote', 'Download proposal']);
  });

  it('shows limit, deductible and company of each variation in the account currency', async () => {
    mockApi(agent());
    renderApp('/agency/quotes');
    const us = (await screen.findByText('Q-2026-0000101')).closest('tr')!;
    const uk = screen.getByText('Q-2026-0000102').closest('tr')!;
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Company', 'Limit', 'Deductible']));
    const column = (name: string) => headers.indexOf(name);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell');
    expect(cells(us)[column('Company')]).toHaveTextContent('Acme Dental Group');
    expect(cells(us)[column('Limit')]).toHaveTextContent('$1,000,000');
    expect(cells(us)[column('Deductible')]).toHaveTextContent('$25,000');
    expect(cells(uk)[column('Company')]).toHaveTextContent('Thames Widgets Ltd');
    expect(cells(uk)[column('Limit')]).toHaveTextContent('£2,000,000');
    expect(cells(uk)[column('Deductible')]).toHaveTextContent('£10,000');
    // a long company name is cut to one line and kept whole in its title
    expect(within(cells(us)[column('Company')]!).getByTitle('Acme Dental Group')).toBeVisible();
    // amounts and dates stay on one line; the row's actions stay at the table's edge
    expect(cells(us)[column('Limit')]).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(cells(us).at(-1)).toHaveStyle({ position: 'sticky' });
  });

  it('row Actions menu: labelled items that do what the row buttons did', async () => {
    const api = mockApi({
      ...agent(),
      [`GET /api/quote/v1/${quote().id}/proposal`]: () => ({ body: '%PDF-1.7' }),
      [`GET /api/quote/v1/${quote().id}`]: () => ({ body: quote() }),
      'PUT /api/quote/v1/update/needBy': () => ({
        body: { message: 'Quote NeedBy Saved Successfully!' },
      }),
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn(() => 'blob:proposal'),
        revokeObjectURL: vi.fn(),
      }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user } = renderApp('/agency/quotes');
    await screen.findByText('Q-2026-0000101');
    // one labelled menu button per row instead of six icon buttons
    expect(screen.getAllByRole('button', { name: /^Actions Q-/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Download proposal/ })).not.toBeInTheDocument();

    let menu = await openActions(user, 'Q-2026-0000101');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'View quote',
      'Download proposal',
      'Need-by date',
      'Mark lost',
      'Send to policyholder',
      'Delete quote',
    ]);

    // download proposal
    await user.click(within(menu).getByRole('menuitem', { name: 'Download proposal' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/proposal\.pdf$/);
    expect(api.callsTo('GET', `/api/quote/v1/${quote().id}/proposal`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    // need-by date opens its dialog
    menu = await openActions(user, 'Q-2026-0000101');
    await user.click(within(menu).getByRole('menuitem', { name: 'Need-by date' }));
    expect(await screen.findByRole('dialog', { name: 'Quote need-by date' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // send is only for a ready quote
    menu = await openActions(user, 'Q-2026-0000102');
    expect(within(menu).getByRole('menuitem', { name: 'Send to policyholder' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    // view opens the quote's details
    menu = await openActions(user, 'Q-2026-0000101');
    await user.click(within(menu).getByRole('menuitem', { name: 'View quote' }));
    await waitFor(() => expect(api.callsTo('GET', `/api/quote/v1/${quote().id}`)).toHaveLength(1));
  });

  it('bulk delete is a quiet control, last in the toolbar, disabled until rows are selected', async () => {
    mockApi(agent());
    const { user } = renderApp('/agency/quotes');
    await screen.findByText('Q-2026-0000101');
    const bulk = screen.getByRole('button', { name: 'Delete selected (0)' });
    expect(bulk).toBeDisabled();
    for (const button of [
      bulk,
      screen.getByRole('button', { name: 'Delete all invalid' }),
      screen.getByRole('button', { name: 'Delete all expired' }),
    ]) {
      expect(button).toHaveClass('MuiButton-text', 'MuiButton-colorError');
      // after the table's other controls (search, columns)
      expect(
        screen.getByRole('button', { name: 'Columns' }).compareDocumentPosition(button) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
    await user.click(screen.getByRole('checkbox', { name: 'Select Q-2026-0000101' }));
    expect(screen.getByRole('button', { name: 'Delete selected (1)' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Delete selected (1)' }));
    expect(await screen.findByRole('dialog', { name: 'Delete quote' })).toBeInTheDocument();
  });
});
