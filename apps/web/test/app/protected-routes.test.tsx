import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe, makeAccessToken, mockApi, renderApp, signIn } from '../support/helpers.tsx';

const agencyMe = buildMe();

describe('protected routes', () => {
  it('send a visitor without a session to /login and back after sign-in', async () => {
    mockApi({
      'POST /api/auth/v1/login': () => ({
        body: { accessToken: makeAccessToken(), refreshToken: 'r' },
      }),
      'GET /api/auth/v1/me': () => ({ body: agencyMe }),
    });
    const { router, user } = renderApp('/agency/dashboard?tab=1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('auth:redirect')).toBe('/agency/dashboard?tab=1');

    await user.type(await screen.findByLabelText(/^Email/), 'agent@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/agency/dashboard'));
    expect(router.state.location.search).toBe('?tab=1');
    expect(sessionStorage.getItem('auth:redirect')).toBeNull();
  });

  it('send every persona path to /login without a session', async () => {
    mockApi();
    const { router } = renderApp('/carrier');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("send a user at another persona's path to their own dashboard", async () => {
    signIn();
    mockApi({ 'GET /api/auth/v1/me': () => ({ body: agencyMe }) });
    const { router } = renderApp('/admin/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency/dashboard'));
  });

  it('send the base path to the dashboard', async () => {
    signIn();
    mockApi({ 'GET /api/auth/v1/me': () => ({ body: agencyMe }) });
    const { router } = renderApp('/agency');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency/dashboard'));
  });

  it('return to /login when the session cannot be renewed', async () => {
    signIn();
    mockApi({
      'GET /api/auth/v1/me': () => ({ status: 401 }),
      'POST /api/auth/v1/access': () => ({ status: 401 }),
    });
    const { router } = renderApp('/agency/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('auth:redirect')).toBe('/agency/dashboard');
  });
});

describe('the dashboard', () => {
  it('shows the user, the organisation, the last sign-in and the persona navigation', async () => {
    signIn();
    const me = buildMe({
      permissions: [...agencyMe.permissions, 'billing:view', 'commission:view'],
    });
    mockApi({
      'GET /api/auth/v1/me': () => ({ body: me }),
      'GET /api/auth/v1/permissions/map': () => ({
        body: {
          dashboard: ['view'],
          account: ['view'],
          quote: ['view'],
          policy: ['view'],
          billing: ['view'],
          commission: ['view'],
        },
      }),
    });
    renderApp('/agency/dashboard');

    expect(await screen.findByTestId('user-full-name')).toHaveTextContent('Avery Agent');
    expect(screen.getByTestId('user-email')).toHaveTextContent('agent@example.com');
    expect(screen.getByTestId('user-role')).toHaveTextContent('Agent');
    expect(screen.getByTestId('organisation-name')).toHaveTextContent(
      'Summit Insurance Agency Denver',
    );
    expect(screen.getByTestId('account-type')).toHaveTextContent('Agency');
    expect(screen.getByTestId('organisation-region')).toHaveTextContent('United States (en-US)');
    expect(screen.getByTestId('last-sign-in')).toHaveTextContent(/Mar\. 02, 2026/);

    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/agency/dashboard',
    );
    // Commissions are here: a link
    expect(within(nav).getByRole('link', { name: 'Commissions' })).toHaveAttribute(
      'href',
      '/agency/commissions',
    );
    // Billing is here: a link
    expect(within(nav).getByRole('link', { name: 'Billing' })).toHaveAttribute(
      'href',
      '/agency/billing',
    );
    // Areas that exist are links.
    expect(within(nav).getByRole('link', { name: /Policies/ })).toHaveAttribute(
      'href',
      '/agency/policies',
    );
    expect(within(nav).getByRole('link', { name: /Quotes/ })).toHaveAttribute(
      'href',
      '/agency/quotes',
    );
    expect(within(nav).getByRole('link', { name: /Accounts/ })).toHaveAttribute(
      'href',
      '/agency/accounts',
    );
    // Permissions decide what is listed at all.
    expect(within(nav).queryByText('Claims')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Users')).not.toBeInTheDocument();
  });

  it('speaks British English to a UK brokerage', async () => {
    signIn();
    mockApi({
      'GET /api/auth/v1/me': () => ({
        body: buildMe({
          role: { id: 'r', name: 'Agent' },
          account: {
            ...agencyMe.account,
            name: 'Thames Brokers',
            locationAlias: 'London',
            region: 'UK',
          },
        }),
      }),
    });
    renderApp('/agency/dashboard');
    expect(await screen.findByTestId('account-type')).toHaveTextContent('Brokerage');
    expect(screen.getByTestId('user-role')).toHaveTextContent('Broker');
    expect(screen.getByText('Your organisation')).toBeInTheDocument();
    expect(screen.getByTestId('organisation-region')).toHaveTextContent('United Kingdom (en-GB)');
    expect(screen.getByText('GBP (£)')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-GB');
  });

  it('shows a Viewing as chip while ghosting', async () => {
    signIn({ accountType: 'AGENCY', subscriberType: 'COWBELL' });
    mockApi({ 'GET /api/auth/v1/me': () => ({ body: agencyMe }) });
    renderApp('/agency/dashboard');
    expect(
      await screen.findByText('Viewing as Summit Insurance Agency Denver'),
    ).toBeInTheDocument();
  });

  it('switches the theme from the user menu and keeps it', async () => {
    signIn();
    mockApi({ 'GET /api/auth/v1/me': () => ({ body: agencyMe }) });
    const { user } = renderApp('/agency/dashboard');
    await user.click(await screen.findByRole('button', { name: /^Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: /Dark mode/ }));
    const stored = JSON.parse(localStorage.getItem('uiSettings:user-1') ?? '{}') as {
      theme?: string;
      version?: number;
    };
    expect(stored).toMatchObject({ theme: 'dark', version: 10 });
  });

  it('logs out from the user menu', async () => {
    signIn();
    mockApi({
      'GET /api/auth/v1/me': () => ({ body: agencyMe }),
      'POST /api/auth/v1/logout': () => ({ status: 204 }),
    });
    const { user, router } = renderApp('/agency/dashboard');
    await user.click(await screen.findByRole('button', { name: /^Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByText("You've been successfully logged out.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/logout');
  });

  it('serves the vendor claims path as its landing', async () => {
    signIn({ accountType: 'VENDOR', subscriberType: 'VENDOR' });
    mockApi({
      'GET /api/auth/v1/me': () => ({
        body: buildMe({
          account: { ...agencyMe.account, accountType: 'VENDOR', name: 'Forensics LLC' },
        }),
      }),
      'GET /api/claims/v1/search': () => ({
        body: { content: [], totalElements: 0, totalPages: 0, page: 0, size: 25 },
      }),
    });
    renderApp('/vendor/claims');
    expect(await screen.findByRole('heading', { name: 'Claims', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('No Data')).toBeInTheDocument();
  });
});
