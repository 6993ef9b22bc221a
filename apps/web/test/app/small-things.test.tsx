import type { AccountAgenciesResponse, QuoteView } from '@cyber/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildMe,
  mockApi,
  onePage,
  renderApp,
  shellHandlers,
  signIn,
} from '../support/helpers.tsx';
import { quote as baseQuote } from '../support/quotes-fixtures.ts';

/** Small wrong things a new broker hits: the send dialog, dates, the header logo. */
const MANAGE = ['dashboard:view', 'account:view', 'quote:view', 'quote:manage'];
const ACCOUNT_ID = '22222222-2222-4222-8222-222222222222';

const quote = (over: Partial<QuoteView> = {}): QuoteView =>
  baseQuote({ accountId: ACCOUNT_ID, presetName: 'POPULAR', ...over });

const agencies = (contact: Partial<AccountAgenciesResponse['data']['contact']> = {}) => ({
  data: {
    agencies: [],
    contact: {
      contactFirstName: 'Sam',
      contactLastName: 'Patel',
      contactEmail: 'customer@example.com',
      contactPhone: '4015550177',
      ...contact,
    },
  },
});

function agent(rows: QuoteView[] = [quote()]) {
  signIn({ scopes: MANAGE });
  return {
    ...shellHandlers(buildMe({ permissions: MANAGE })),
    'GET /api/quote/v1/search': () => ({ body: onePage(rows, 20) }),
    [`GET /api/account/v1/accounts/${ACCOUNT_ID}/agencies`]: () => ({ body: agencies() }),
  };
}

describe('Send to policyholder', () => {
  it("opens with the account's policyholder contact; the broker may change it", async () => {
    const api = mockApi({
      ...agent(),
      'POST /api/quote/v1/action/send': () => ({
        body: { message: 'Quote request(s) sent successfully!' },
      }),
    });
    const { user } = renderApp('/agency/quotes');
    // the first screen of the file also loads the workspace's lazy routes
    await screen.findByText('Q-2026-0000101', {}, { timeout: 30_000 });
    await user.click(screen.getByRole('button', { name: 'Actions Q-2026-0000101' }));
    const menu = await screen.findByRole('menu', { name: 'Actions Q-2026-0000101' });
    await user.click(within(menu).getByRole('menuitem', { name: 'Send to policyholder' }));
    const dialog = await screen.findByRole('dialog');
    const first = await within(dialog).findByLabelText(/First Name/);
    expect(first).toHaveValue('Sam');
    expect(within(dialog).getByLabelText(/Last Name/)).toHaveValue('Patel');
    expect(within(dialog).getByLabelText(/Email/)).toHaveValue('customer@example.com');
    expect(within(dialog).getByLabelText(/Phone/)).toHaveValue('(401) 555-0177');
    const email = within(dialog).getByLabelText(/Email/);
    await user.clear(email);
    await user.type(email, 'office@acme.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Quote request(s) sent successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/quote/v1/action/send')[0]!.body).toMatchObject({
      customerFirstName: 'Sam',
      customerLastName: 'Patel',
      customerEmail: 'office@acme.example',
    });
  });

  it('an account without a contact falls back to whom the quote was last sent', async () => {
    mockApi({
      ...agent([quote({ customerFirstName: 'Lee', customerLastName: 'Ng' })]),
      [`GET /api/account/v1/accounts/${ACCOUNT_ID}/agencies`]: () => ({
        body: agencies({
          contactFirstName: null,
          contactLastName: null,
          contactEmail: null,
          contactPhone: null,
        }),
      }),
    });
    const { user } = renderApp('/agency/quotes');
    await screen.findByText('Q-2026-0000101');
    await user.click(screen.getByRole('button', { name: 'Actions Q-2026-0000101' }));
    const menu = await screen.findByRole('menu', { name: 'Actions Q-2026-0000101' });
    await user.click(within(menu).getByRole('menuitem', { name: 'Send to policyholder' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByLabelText(/First Name/)).toHaveValue('Lee');
  });
});

describe('quotes table dates', () => {
  it("shows the effective day in the region's format", async () => {
    mockApi(agent());
    renderApp('/agency/quotes');
    const row = (await screen.findByText('Q-2026-0000101')).closest('tr')!;
    expect(within(row).getByText('Dec. 05, 2026')).toBeInTheDocument();
    expect(within(row).queryByText('2026-12-05')).not.toBeInTheDocument();
  });
});

describe('agency header logo', () => {
  const logoCalls = (api: ReturnType<typeof mockApi>) =>
    api.calls.filter((c) => c.path.startsWith('/api/agency/v1/logo/'));

  it('an agency without a logo asks for none', async () => {
    const me = buildMe({ permissions: MANAGE });
    me.account.logos = { small: false, medium: false };
    signIn({ scopes: MANAGE });
    const api = mockApi({
      ...shellHandlers(me),
      'GET /api/quote/v1/search': () => ({ body: onePage([], 20) }),
    });
    renderApp('/agency/quotes');
    expect(await screen.findByRole('heading', { name: /Quotes/i })).toBeInTheDocument();
    expect(logoCalls(api)).toEqual([]);
    expect(screen.queryByTestId('agency-logo')).not.toBeInTheDocument();
  });

  it('an agency with a small logo shows it', async () => {
    const me = buildMe({ permissions: MANAGE });
    me.account.logos = { small: true, medium: false };
    signIn({ scopes: MANAGE });
    const api = mockApi({
      ...shellHandlers(me),
      'GET /api/quote/v1/search': () => ({ body: onePage([], 20) }),
      [`GET /api/agency/v1/logo/s/${me.account.id}`]: () => ({ body: 'png' }),
    });
    renderApp('/agency/quotes');
    await waitFor(() => expect(logoCalls(api)).toHaveLength(1));
    expect(logoCalls(api)[0]!.path).toBe(`/api/agency/v1/logo/s/${me.account.id}`);
  });
});
