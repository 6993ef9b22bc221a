import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, onePage, renderApp } from '../../support/helpers.tsx';
import {
  DETAIL_PATH,
  agentHandlers,
  inboxRow,
  underwriterHandlers,
  underwritingDetail,
} from '../../support/underwriting-fixtures.ts';
import { AGENCY_ID, agency } from '../../support/agencies-fixtures.ts';

const INBOX = '/api/quote/v1/search/uw-inbox';

const UK_ROW = inboxRow({
  id: '44444444-4444-4444-8444-444444444444',
  quoteNumber: 'Q-2026-0000202',
  companyName: 'Thames Widgets Ltd',
  product: 'P_ONE',
  status: 'IN_REVIEW',
  state: 'ENG',
  limit: 1_000_000,
  totalPremium: 98_765,
  currency: 'GBP',
  urgencyIndex: 0,
  needByDate: null,
  assigneeId: 'uw-1',
  assigneeName: 'Uma Underwriter',
  requiresSenior: true,
  reason: null,
});

/** The query strings the inbox was asked with, in order. */
const inboxQueries = (api: ReturnType<typeof mockApi>) =>
  api.callsTo('GET', INBOX).map((c) => c.query);

describe('underwriting inbox', () => {
  it('lists referrals most urgent first, 20 rows, with urgency, money and status chips', async () => {
    const api = mockApi({
      ...underwriterHandlers(),
      [`GET ${INBOX}`]: () => ({ body: onePage([inboxRow(), UK_ROW], 20) }),
    });
    renderApp('/admin/inbox');
    expect(await screen.findByText('Q-2026-0000201')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Inbox' });
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByText('Due')).toBeInTheDocument();
    expect(within(first).getByText('Beacon Hill Pediatrics')).toBeInTheDocument();
    expect(within(first).getByText('$3,000,000')).toBeInTheDocument();
    expect(within(first).getByText('$4,567.89')).toBeInTheDocument();
    expect(within(first).getByText('Referred')).toBeInTheDocument();
    expect(within(first).getByText('Unassigned')).toBeInTheDocument();
    expect(within(first).getByText('Limit above authority')).toBeInTheDocument();
    const second = within(table).getAllByRole('row')[2]!;
    expect(within(second).getByText('Later')).toBeInTheDocument();
    expect(within(second).getByText('£987.65')).toBeInTheDocument();
    expect(within(second).getByText('In Review')).toBeInTheDocument();
    expect(within(second).getByText('Senior')).toBeInTheDocument();
    expect(within(second).getByText('Uma Underwriter')).toBeInTheDocument();
    expect(inboxQueries(api)[0]).toMatchObject({
      page: '0',
      size: '20',
      sort: 'needByDate,asc',
      assignee: 'ANY',
    });
  });

  it('filters by status, product, state, assignee and the senior queue', async () => {
    const api = mockApi({
      ...underwriterHandlers(),
      [`GET ${INBOX}`]: () => ({ body: onePage([inboxRow()], 20) }),
    });
    const { user } = renderApp('/admin/inbox');
    await screen.findByText('Q-2026-0000201');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'In Review' }));
    await waitFor(() => expect(inboxQueries(api).at(-1)!.status).toBe('IN_REVIEW'));
    await user.click(screen.getByRole('combobox', { name: 'Product' }));
    await user.click(await screen.findByRole('option', { name: 'Prime 100' }));
    await waitFor(() => expect(inboxQueries(api).at(-1)!.product).toBe('P100'));
    await user.type(screen.getByLabelText('State'), 'ma');
    await waitFor(() => expect(inboxQueries(api).at(-1)!.state).toBe('MA'));
    await user.click(screen.getByRole('combobox', { name: 'Assigned to' }));
    await user.click(await screen.findByRole('option', { name: 'Me' }));
    await waitFor(() => expect(inboxQueries(api).at(-1)!.assignee).toBe('ME'));
    await user.click(screen.getByLabelText('Senior queue'));
    await waitFor(() => expect(inboxQueries(api).at(-1)!.seniorQueue).toBe('true'));
    expect(inboxQueries(api).at(-1)).toMatchObject({
      status: 'IN_REVIEW',
      product: 'P100',
      state: 'MA',
      assignee: 'ME',
      page: '0',
    });
  });

  it('filters by one agency, picked by typing its name', async () => {
    const api = mockApi({
      ...underwriterHandlers(),
      [`GET ${INBOX}`]: () => ({ body: onePage([inboxRow()], 20) }),
      'GET /api/account/v1/agency/search': () => ({ body: onePage([agency()], 100) }),
    });
    const { user } = renderApp('/admin/inbox');
    await screen.findByText('Q-2026-0000201');
    await user.type(screen.getByRole('combobox', { name: 'Agency' }), 'Harb');
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/account/v1/agency/search').at(-1)!.query.search).toBe('Harb'),
    );
    await user.click(await screen.findByRole('option', { name: 'Harbor Risk Partners' }));
    await waitFor(() => expect(inboxQueries(api).at(-1)!.agencyId).toBe(AGENCY_ID));
    expect(inboxQueries(api).at(-1)!.page).toBe('0');
  });

  it('says No Data when nothing is referred', async () => {
    mockApi({ ...underwriterHandlers(), [`GET ${INBOX}`]: () => ({ body: onePage([], 20) }) });
    renderApp('/admin/inbox');
    expect(await screen.findByText('No Data')).toBeInTheDocument();
  });

  it('opens the workbench from a row', async () => {
    const api = mockApi({
      ...underwriterHandlers(),
      [`GET ${INBOX}`]: () => ({ body: onePage([inboxRow()], 20) }),
    });
    const { user, router } = renderApp('/admin/inbox');
    await user.click(await screen.findByText('Beacon Hill Pediatrics'));
    expect(
      await screen.findByRole('heading', {
        name: 'Quote Q-2026-0000201 for Beacon Hill Pediatrics',
      }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/inbox/P100/${inboxRow().id}`);
    expect(api.callsTo('GET', DETAIL_PATH)).toHaveLength(1);
  });

  it('an agency sees its own referrals without the underwriters’ filters', async () => {
    const api = mockApi({
      ...agentHandlers(underwritingDetail()),
      [`GET ${INBOX}`]: () => ({ body: onePage([inboxRow()], 20) }),
    });
    renderApp('/agency/inbox');
    expect(await screen.findByText('Q-2026-0000201')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Referred quotes' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Assigned to' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Senior queue')).not.toBeInTheDocument();
    expect(inboxQueries(api)[0]!.assignee).toBeUndefined();
  });
});
