import { MAINTENANCE_RELOAD_MS, MESSAGES } from '@cyber/domain';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/providers.tsx';
import { RouteError } from '../../src/app/routes/route-error.tsx';
import { isMaintenanceOn } from '../../src/app/shell/maintenance.ts';
import { publish } from '../../src/lib/events.ts';
import { buildMe, mockApi, renderApp, signIn, setupUser } from '../support/helpers.tsx';

const flags = (values: Record<string, boolean>) => () => ({ body: { flags: values } });

describe('maintenance', () => {
  it('replaces the app when the general flag is on', async () => {
    mockApi({ 'GET /api/auth/v1/flags': flags({ 'maintenance-mode': true }) });
    renderApp('/login');
    expect(await screen.findByText(MESSAGES.maintenance)).toBeInTheDocument();
    expect(screen.getByText('Please check back within 30 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Refresh' })).toHaveAttribute('href', '/loading');
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('follows the flag of the visitor’s region', () => {
    expect(isMaintenanceOn({ 'maintenance-mode-us': true }, 'US')).toBe(true);
    expect(isMaintenanceOn({ 'maintenance-mode-us': true }, 'UK')).toBe(false);
    expect(isMaintenanceOn({ 'maintenance-mode-uk': true }, 'UK')).toBe(true);
    expect(isMaintenanceOn({ 'maintenance-mode-uk': true }, 'US')).toBe(false);
    expect(isMaintenanceOn({ 'maintenance-mode': true }, 'UK')).toBe(true);
    expect(isMaintenanceOn({}, 'US')).toBe(false);
  });

  it('ignores the UK flag for a US visitor', async () => {
    mockApi({ 'GET /api/auth/v1/flags': flags({ 'maintenance-mode-uk': true }) });
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.maintenance)).not.toBeInTheDocument();
  });

  it('reloads itself every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    mockApi({ 'GET /api/auth/v1/flags': flags({ 'maintenance-mode': true }) });
    renderApp('/login');
    await screen.findByText(MESSAGES.maintenance);
    act(() => {
      vi.advanceTimersByTime(MAINTENANCE_RELOAD_MS);
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('public screens', () => {
  it('/ redirects to /login', async () => {
    mockApi();
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('/password-expired says the password has expired', async () => {
    mockApi();
    renderApp('/password-expired');
    expect(await screen.findByText('Your password has expired')).toBeInTheDocument();
  });

  it('an unknown path shows the not-found page', async () => {
    mockApi();
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('Internet Explorer is sent to /unsupported', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
    );
    mockApi();
    const { router, user } = renderApp('/login');
    expect(await screen.findByText(MESSAGES.unsupportedBrowser)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unsupported');
    expect(screen.getByRole('link', { name: 'Download Google Chrome' })).toHaveAttribute(
      'href',
      'https://www.google.com/chrome/',
    );
    expect(screen.getByTestId('login-url')).toHaveTextContent(`${window.location.origin}/login`);
    expect(screen.getByText(/Need help\? Contact support/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy login address' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/login`);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('a server-down signal opens /serverdown', async () => {
    mockApi({ 'GET /api/console-version': () => ({ body: { v: 'SERVER_DOWN' } }) });
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/serverdown'));
    expect(await screen.findByText(MESSAGES.serverTrouble)).toBeInTheDocument();
  });

  it('skips the console-version check when its flag is off', async () => {
    const api = mockApi({
      'GET /api/auth/v1/flags': flags({ 'console-version-check': false }),
    });
    renderApp('/login');
    await screen.findByRole('button', { name: 'Login' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.callsTo('GET', '/api/console-version')).toHaveLength(0);
  });

  it('5xx events and a new version show snackbars', async () => {
    mockApi();
    renderApp('/login');
    await screen.findByRole('button', { name: 'Login' });
    act(() => {
      publish('api:error:5xx', { status: 503, path: '/api/x', message: MESSAGES.serverTrouble });
      publish('version-changed', { previous: '1', current: '2' });
    });
    expect(await screen.findByText(MESSAGES.serverTrouble)).toBeInTheDocument();
    expect(screen.getByText('A new version of the platform is available.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});

describe('/loading', () => {
  it('sends a visitor without a session to /login', async () => {
    mockApi();
    const { router } = renderApp('/loading');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('loads the user and continues to the saved redirect', async () => {
    signIn({ accountType: 'COWBELL', subscriberType: 'COWBELL' });
    sessionStorage.setItem('auth:redirect', '/admin/dashboard?from=mail');
    mockApi({
      'GET /api/auth/v1/me': () => ({
        body: buildMe({ account: { ...buildMe().account, accountType: 'COWBELL' } }),
      }),
    });
    const { router } = renderApp('/loading');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(router.state.location.search).toBe('?from=mail');
  });

  it('says the profile could not be loaded when the me call fails', async () => {
    signIn();
    mockApi({ 'GET /api/auth/v1/me': () => ({ status: 404, body: { message: 'Not found.' } }) });
    renderApp('/loading');
    expect(await screen.findByText(MESSAGES.profileLoadFailed)).toBeInTheDocument();
  });
});

describe('the generic error screen', () => {
  function Broken(): never {
    throw new Error('Kaboom');
  }

  it('offers to copy the details, refresh and contact support', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = setupUser();
    mockApi();
    const router = createMemoryRouter([
      { path: '/', Component: Broken, ErrorBoundary: RouteError },
    ]);
    render(
      <AppProviders queryClient={new QueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText('An unexpected error occurred.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Sorry about that. Please try refreshing and contact us if the problem persists.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toMatch(
      /^mailto:/,
    );
    await user.click(screen.getByRole('button', { name: 'Copy Error Details' }));
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toContain('Error: Error: Kaboom'),
    );
  });
});
