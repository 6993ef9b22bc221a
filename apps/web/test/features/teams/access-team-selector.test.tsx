import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribe } from '../../../src/lib/events.ts';
import { buildMe, mockApi, renderApp, signIn } from '../../support/helpers.tsx';

const PROVIDER_TEAMS = [
  { id: 't-east', name: 'Underwriting East' },
  { id: 't-west', name: 'Underwriting West' },
];

const adminMe = buildMe({
  firstName: 'Alex',
  lastName: 'Morgan',
  fullName: 'Alex Morgan',
  email: 'admin@example.com',
  role: { id: 'role-sa', name: 'Super Admin' },
  account: {
    id: 'provider-1',
    name: 'Bellwether Cyber',
    accountType: 'COWBELL',
    region: 'US',
    enforceMfa: false,
    uwEnabled: true,
  },
  subscriberType: 'COWBELL',
  scopes: ['role:admin'],
  permissions: ['dashboard:view', 'team:view'],
});

const handlers = {
  'GET /api/auth/v1/me': () => ({ body: adminMe }),
  'GET /api/auth/v1/teams/search': () => ({ body: PROVIDER_TEAMS }),
  'GET /api/auth/v1/jump/search': () => ({
    body: { content: [], totalElements: 0, totalPages: 0, page: 0, size: 8 },
  }),
  'GET /api/auth/v1/accounts/mine': () => ({ body: [] }),
};

const provider = { accountId: 'provider-1', accountType: 'COWBELL', subscriberType: 'COWBELL' };

let unsubscribe: (() => void) | undefined;
afterEach(() => unsubscribe?.());

describe("the header's team selector", () => {
  it("offers 'All' and the account's teams to provider staff, and publishes team-change", async () => {
    signIn({ ...provider, realm: 'ACCOUNT', scopes: ['role:admin'] });
    const api = mockApi(handlers);
    const published = vi.fn();
    unsubscribe = subscribe('team-change', published);
    const { user } = renderApp('/admin/dashboard');

    const selector = await screen.findByRole('combobox', { name: 'Team:' });
    expect(screen.getByText('Team:')).toBeInTheDocument();
    expect(selector).toHaveValue('All');

    await user.click(selector);
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All', 'Underwriting East', 'Underwriting West']),
    );
    await user.click(within(listbox).getByRole('option', { name: 'Underwriting West' }));

    expect(published).toHaveBeenCalledWith({ id: 't-west', name: 'Underwriting West' });
    expect(selector).toHaveValue('Underwriting West');
    // Remembered for this tab, per account.
    expect(JSON.parse(sessionStorage.getItem('team:selected:provider-1')!)).toEqual({
      id: 't-west',
      name: 'Underwriting West',
    });
    expect(api.callsTo('GET', '/api/auth/v1/teams/search').length).toBeGreaterThan(0);

    // Back to 'All'.
    await user.click(selector);
    await user.click(await screen.findByRole('option', { name: 'All' }));
    expect(published).toHaveBeenLastCalledWith({ id: 'all', name: 'All' });
  });

  it("has no 'All' for provider staff in the TEAM realm", async () => {
    signIn({ ...provider, realm: 'TEAM', scopes: ['role:operator'] });
    mockApi(handlers);
    const { user } = renderApp('/admin/dashboard');
    const selector = await screen.findByRole('combobox', { name: 'Team:' });
    expect(selector).toHaveValue('');
    await user.click(selector);
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Underwriting East', 'Underwriting West']),
    );
  });

  it('is not shown to other personas', async () => {
    signIn();
    const api = mockApi({ ...handlers, 'GET /api/auth/v1/me': () => ({ body: buildMe() }) });
    renderApp('/agency/dashboard');
    expect(await screen.findByTestId('user-full-name')).toHaveTextContent('Avery Agent');
    expect(screen.queryByRole('combobox', { name: 'Team:' })).toBeNull();
    expect(screen.queryByText('Team:')).toBeNull();
    expect(api.callsTo('GET', '/api/auth/v1/teams/search')).toHaveLength(0);
  });
});
