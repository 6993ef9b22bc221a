import {
  COOKIE_BANNER_DELAY_MS,
  COOKIE_CONSENT_KEYS,
  INCIDENT_DISMISSED_KEY,
  MESSAGES,
  cookieConsentNeeded,
} from '@cyber/domain';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CookieBanner } from '../../../src/features/banners/components/cookie-banner.tsx';
import { i18n } from '../../../src/lib/i18n.ts';
import { buildMe, mockApi, renderApp, signIn } from '../../support/helpers.tsx';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-06-15T12:00:00.000Z');

const cookieBanner = () => screen.queryByRole('region', { name: 'Cookie consent' });

function renderCookieBanner() {
  vi.useFakeTimers({ now: NOW });
  return render(<CookieBanner />);
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('cookie banner', () => {
  it('appears 1.5 seconds after load when never answered', () => {
    renderCookieBanner();
    advance(COOKIE_BANNER_DELAY_MS - 1);
    expect(cookieBanner()).not.toBeInTheDocument();
    advance(1);
    expect(cookieBanner()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deny' })).toBeInTheDocument();
  });

  it('Accept stores the answer with its time and does not ask again', () => {
    const { unmount } = renderCookieBanner();
    advance(COOKIE_BANNER_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(cookieBanner()).not.toBeInTheDocument();
    expect(localStorage.getItem(COOKIE_CONSENT_KEYS.enabled)).toBe('true');
    expect(localStorage.getItem(COOKIE_CONSENT_KEYS.lastConsented)).toBe(
      new Date(NOW.getTime() + COOKIE_BANNER_DELAY_MS).toISOString(),
    );

    unmount();
    render(<CookieBanner />);
    advance(10 * COOKIE_BANNER_DELAY_MS);
    expect(cookieBanner()).not.toBeInTheDocument();
  });

  it('Deny stores a refusal', () => {
    renderCookieBanner();
    advance(COOKIE_BANNER_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Deny' }));
    expect(localStorage.getItem(COOKIE_CONSENT_KEYS.enabled)).toBe('false');
    expect(cookieBanner()).not.toBeInTheDocument();
  });

  it('asks again once an acceptance is six months old', () => {
    localStorage.setItem(COOKIE_CONSENT_KEYS.enabled, 'true');
    localStorage.setItem(
      COOKIE_CONSENT_KEYS.lastConsented,
      new Date(NOW.getTime() - 190 * DAY).toISOString(),
    );
    renderCookieBanner();
    advance(COOKIE_BANNER_DELAY_MS);
    expect(cookieBanner()).toBeInTheDocument();
  });

  it('does not ask while an acceptance is younger than six months', () => {
    localStorage.setItem(COOKIE_CONSENT_KEYS.enabled, 'true');
    localStorage.setItem(
      COOKIE_CONSENT_KEYS.lastConsented,
      new Date(NOW.getTime() - 170 * DAY).toISOString(),
    );
    renderCookieBanner();
    advance(10 * COOKIE_BANNER_DELAY_MS);
    expect(cookieBanner()).not.toBeInTheDocument();
  });

  it('never re-expires a denial', () => {
    localStorage.setItem(COOKIE_CONSENT_KEYS.enabled, 'false');
    localStorage.setItem(
      COOKIE_CONSENT_KEYS.lastConsented,
      new Date(NOW.getTime() - 3 * 365 * DAY).toISOString(),
    );
    renderCookieBanner();
    advance(10 * COOKIE_BANNER_DELAY_MS);
    expect(cookieBanner()).not.toBeInTheDocument();
  });

  it('the six-month rule counts calendar months', () => {
    const accepted = { enabled: true, lastConsented: '2026-01-31T10:00:00.000Z' };
    expect(cookieConsentNeeded(accepted, new Date('2026-07-30T10:00:00.000Z'))).toBe(false);
    expect(cookieConsentNeeded(accepted, new Date('2026-07-31T10:00:00.000Z'))).toBe(true);
    expect(cookieConsentNeeded(null, NOW)).toBe(true);
    expect(cookieConsentNeeded({ enabled: true, lastConsented: 'garbage' }, NOW)).toBe(true);
  });

  it('is mounted on public pages', async () => {
    mockApi();
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
  });
});

const INCIDENT = {
  message: 'Binding is delayed while our carrier partner recovers.',
  statusUrl: 'https://status.example.com/incidents/7',
};

const flagsWith = (flags: Record<string, boolean>, payloads: Record<string, unknown> = {}) => ({
  'GET /api/auth/v1/flags': () => ({ body: { flags, payloads } }),
});

describe('incident banner', () => {
  it('shows the message with Check Status, and Dismiss Message hides it until it changes', async () => {
    mockApi(flagsWith({ 'incident-banner': true }, { 'incident-banner': INCIDENT }));
    const first = renderApp('/login');
    const banner = await screen.findByRole('region', { name: 'Service notice' });
    expect(banner).toHaveTextContent(INCIDENT.message);
    const status = within(banner).getByRole('link', { name: 'Check Status' });
    expect(status).toHaveAttribute('href', INCIDENT.statusUrl);
    expect(status).toHaveAttribute('target', '_blank');
    expect(status).toHaveAttribute('rel', expect.stringContaining('noopener'));

    await first.user.click(within(banner).getByRole('button', { name: 'Dismiss Message' }));
    expect(screen.queryByRole('region', { name: 'Service notice' })).not.toBeInTheDocument();
    expect(localStorage.getItem(INCIDENT_DISMISSED_KEY)).toBeTruthy();
    first.unmount();

    // The same message stays dismissed in this browser…
    mockApi(flagsWith({ 'incident-banner': true }, { 'incident-banner': INCIDENT }));
    const second = renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Service notice' })).not.toBeInTheDocument();
    second.unmount();

    // …a new message shows again.
    mockApi(
      flagsWith(
        { 'incident-banner': true },
        { 'incident-banner': { ...INCIDENT, message: 'Binding is back to normal.' } },
      ),
    );
    renderApp('/login');
    expect(await screen.findByRole('region', { name: 'Service notice' })).toHaveTextContent(
      'Binding is back to normal.',
    );
  });

  it('is not shown when the flag is off, or its settings are missing', async () => {
    mockApi(flagsWith({ 'incident-banner': false }, { 'incident-banner': INCIDENT }));
    const off = renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Service notice' })).not.toBeInTheDocument();
    off.unmount();

    mockApi(flagsWith({ 'incident-banner': true }));
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Service notice' })).not.toBeInTheDocument();
  });

  it('shows in the signed-in shell too', async () => {
    signIn();
    mockApi({
      ...flagsWith({ 'incident-banner': true }, { 'incident-banner': INCIDENT }),
      'GET /api/auth/v1/me': () => ({ body: buildMe() }),
    });
    renderApp('/agency/dashboard');
    expect(await screen.findByTestId('user-full-name')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Service notice' })).toHaveTextContent(
      INCIDENT.message,
    );
  });
});

describe('maintenance mode', () => {
  const maintenanceText = () => screen.queryByText(MESSAGES.maintenance);

  it('the general flag takes the platform down everywhere', async () => {
    mockApi(flagsWith({ 'maintenance-mode': true }));
    renderApp('/login');
    expect(await screen.findByText(MESSAGES.maintenance)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('before sign-in the browser language decides the region', async () => {
    mockApi(flagsWith({ 'maintenance-mode-uk': true }));
    const us = renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(maintenanceText()).not.toBeInTheDocument();
    us.unmount();

    await i18n.changeLanguage('en-GB');
    mockApi(flagsWith({ 'maintenance-mode-uk': true }));
    renderApp('/login');
    expect(await screen.findByText(MESSAGES.maintenance)).toBeInTheDocument();
  });

  it("a signed-in user's account region decides, whatever the browser language", async () => {
    signIn();
    mockApi({
      ...flagsWith({ 'maintenance-mode-uk': true }),
      'GET /api/auth/v1/me': () => ({
        body: buildMe({ account: { ...buildMe().account, region: 'UK' } }),
      }),
    });
    const uk = renderApp('/agency/dashboard');
    expect(await screen.findByText(MESSAGES.maintenance)).toBeInTheDocument();
    uk.unmount();

    signIn();
    mockApi({
      ...flagsWith({ 'maintenance-mode-us': true }),
      'GET /api/auth/v1/me': () => ({
        body: buildMe({ account: { ...buildMe().account, region: 'UK' } }),
      }),
    });
    renderApp('/agency/dashboard');
    expect(await screen.findByTestId('user-full-name')).toBeInTheDocument();
    expect(maintenanceText()).not.toBeInTheDocument();
  });

  it('says when to check back and links to /loading and the staff sign-in', async () => {
    mockApi(flagsWith({ 'maintenance-mode': true }));
    renderApp('/login');
    expect(await screen.findByText(MESSAGES.maintenance)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.maintenanceCheckBack)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Refresh' })).toHaveAttribute('href', '/loading');
    expect(screen.getByRole('link', { name: 'Staff sign-in' })).toHaveAttribute(
      'href',
      '/login?staff=1',
    );
  });

  it('provider admins keep the app (with a notice) and can sign in at /login?staff=1', async () => {
    mockApi(flagsWith({ 'maintenance-mode': true }));
    const staff = renderApp('/login?staff=1');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(maintenanceText()).not.toBeInTheDocument();
    staff.unmount();

    signIn({
      accountType: 'COWBELL',
      subscriberType: 'COWBELL',
      scopes: ['dashboard:view', 'flag:manage', 'role:admin'],
    });
    const adminMe = buildMe({
      account: {
        ...buildMe().account,
        accountType: 'COWBELL',
        name: 'Provider',
        locationAlias: null,
      },
      subscriberType: 'COWBELL',
      permissions: ['dashboard:view', 'flag:manage'],
    });
    mockApi({
      ...flagsWith({ 'maintenance-mode': true }),
      'GET /api/auth/v1/me': () => ({ body: adminMe }),
    });
    renderApp('/admin/dashboard');
    expect(await screen.findByTestId('user-full-name')).toBeInTheDocument();
    expect(maintenanceText()).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Maintenance mode is on');
    await waitFor(() =>
      expect(
        within(screen.getByRole('status')).getByRole('link', { name: 'Feature flags' }),
      ).toHaveAttribute('href', '/admin/manage/flags'),
    );
  });

  it('other signed-in users get the maintenance page', async () => {
    signIn();
    mockApi({
      ...flagsWith({ 'maintenance-mode': true }),
      'GET /api/auth/v1/me': () => ({ body: buildMe() }),
    });
    renderApp('/agency/dashboard');
    expect(await screen.findByText(MESSAGES.maintenance)).toBeInTheDocument();
  });
});
