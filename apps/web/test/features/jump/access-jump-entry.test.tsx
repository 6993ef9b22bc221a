import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe, makeAccessToken, mockApi, renderApp } from '../../support/helpers.tsx';

const jumpedClaims = {
  sub: 'admin-1',
  accountId: 'harbor-1',
  accountType: 'AGENCY',
  subscriberType: 'COWBELL',
  scopes: ['role:admin', 'dashboard:view'],
};

const harborMe = buildMe({
  email: 'admin@example.com',
  account: {
    id: 'harbor-1',
    name: 'Harbor Risk Partners',
    accountType: 'AGENCY',
    region: 'US',
    enforceMfa: false,
    uwEnabled: false,
    locationAlias: 'Boston',
  },
  subscriberType: 'COWBELL',
});

describe('jump entry /loading/:token', () => {
  it('exchanges the token, keeps the session for this tab and lands after 0.8 s', async () => {
    localStorage.setItem('refreshToken', 'remembered-own-session');
    const accessToken = makeAccessToken(jumpedClaims);
    const api = mockApi({
      'POST /api/auth/v1/admin/enter/tok-1': () => ({
        body: { accessToken, refreshToken: 'jump-refresh' },
      }),
      'GET /api/auth/v1/me': () => ({ body: harborMe }),
      'GET /api/auth/v1/accounts/mine': () => ({ body: [] }),
    });
    const started = Date.now();
    const { router } = renderApp('/loading/tok-1?accountName=Harbor%20Risk%20Partners');

    expect(await screen.findByText('Entering Harbor Risk Partners…')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency/dashboard'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(750);
    expect(api.callsTo('POST', '/api/auth/v1/admin/enter/tok-1')).toHaveLength(1);
    // The public exchange carries no bearer token.
    expect(
      api.callsTo('POST', '/api/auth/v1/admin/enter/tok-1')[0]!.headers.authorization,
    ).toBeUndefined();
    expect(sessionStorage.getItem('accessToken')).toBe(accessToken);
    expect(sessionStorage.getItem('refreshToken')).toBe('jump-refresh');
    // The device's remembered sign-in (the user's own session in other tabs) is left alone.
    expect(localStorage.getItem('refreshToken')).toBe('remembered-own-session');
    // The jumped-in shell shows whose account this is.
    expect(await screen.findByText('Viewing as Harbor Risk Partners Boston')).toBeInTheDocument();
  });

  it('sends a vendor to its claims', async () => {
    mockApi({
      'POST /api/auth/v1/admin/enter/tok-v': () => ({
        body: {
          accessToken: makeAccessToken({ ...jumpedClaims, accountType: 'VENDOR' }),
          refreshToken: 'r',
        },
      }),
      'GET /api/auth/v1/me': () => ({
        body: buildMe({
          account: {
            ...harborMe.account,
            accountType: 'VENDOR',
            name: 'Forensic Response Partners',
          },
          subscriberType: 'COWBELL',
        }),
      }),
      'GET /api/auth/v1/accounts/mine': () => ({ body: [] }),
    });
    const { router } = renderApp('/loading/tok-v');
    expect(await screen.findByText('Entering the account…')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor/claims'));
  });

  it("says 'Jump Failed' when the token is refused", async () => {
    mockApi({
      'POST /api/auth/v1/admin/enter/used': () => ({
        status: 401,
        body: { message: 'This link has expired or has already been used. Please jump again.' },
      }),
    });
    const { router } = renderApp('/loading/used?accountName=Harbor');
    expect(await screen.findByRole('heading', { name: 'Jump Failed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    expect(router.state.location.pathname).toBe('/loading/used');
    expect(sessionStorage.getItem('accessToken')).toBeNull();
  });

  it("says 'Jump Failed' when the account type is not supported", async () => {
    mockApi({
      'POST /api/auth/v1/admin/enter/odd': () => ({
        body: {
          accessToken: makeAccessToken({ ...jumpedClaims, accountType: 'SPACE_AGENCY' }),
          refreshToken: 'r',
        },
      }),
    });
    renderApp('/loading/odd');
    expect(await screen.findByRole('heading', { name: 'Jump Failed' })).toBeInTheDocument();
    expect(
      screen.getByText('This type of account cannot be opened from a jump.'),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem('accessToken')).toBeNull();
  });
});
