import { SSO_MESSAGES, type SsoProvider } from '@cyber/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  buildMe,
  makeAccessToken,
  mockApi,
  onePage,
  providerAdminMe,
  renderApp,
  shellHandlers,
  signInProviderAdmin,
  type ApiCall,
} from '../../support/helpers.tsx';
import { AGENCY_ID, agency } from '../../support/agencies-fixtures.ts';

const AUTHORIZATION_URL = 'https://idp.harbor.example/authorize?client_id=cyber&state=s1';

/** Keep the app from leaving jsdom: the browser's navigation to the identity provider. */
function stubNavigation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

describe('Sign in with single sign-on', () => {
  it('asks for the work email and sends the browser to the identity provider', async () => {
    const assign = stubNavigation();
    const api = mockApi({
      'POST /api/auth/v1/sso/start': () => ({ body: { authorizationUrl: AUTHORIZATION_URL } }),
    });
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in with single sign-on' }));
    const form = await screen.findByRole('form', { name: 'Single sign-on' });
    await user.type(within(form).getByLabelText(/^Work email/), ' dana@harbor.example ');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(AUTHORIZATION_URL));
    expect(api.callsTo('POST', '/api/auth/v1/sso/start')[0]!.body).toEqual({
      email: 'dana@harbor.example',
    });
    // The password form is untouched.
    expect(api.callsTo('POST', '/api/auth/v1/login')).toHaveLength(0);
  });

  it("shows the server's reason when no provider serves the domain", async () => {
    const assign = stubNavigation();
    mockApi({
      'POST /api/auth/v1/sso/start': () => ({
        status: 404,
        body: { message: SSO_MESSAGES.notConfigured },
      }),
    });
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in with single sign-on' }));
    await user.type(await screen.findByLabelText(/^Work email/), 'someone@nowhere.example');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SSO_MESSAGES.notConfigured);
    expect(assign).not.toHaveBeenCalled();
  });

  it('checks the address with the sign-in rules before asking the server', async () => {
    stubNavigation();
    const api = mockApi();
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in with single sign-on' }));
    await user.type(await screen.findByLabelText(/^Work email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a valid email address',
    );
    expect(api.callsTo('POST', '/api/auth/v1/sso/start')).toHaveLength(0);
  });
});

describe('/sso/callback', () => {
  it('posts the code and state once, keeps the session and goes to the dashboard', async () => {
    const pair = { accessToken: makeAccessToken(), refreshToken: 'refresh-sso' };
    const api = mockApi({
      'POST /api/auth/v1/sso/token': () => ({ body: pair }),
      'GET /api/auth/v1/me': () => ({ body: buildMe() }),
      'GET /api/auth/v1/permissions/map': () => ({ body: { dashboard: ['view'] } }),
    });
    const { router } = renderApp(
      '/sso/callback?code=the-code&state=the-state&iss=https%3A%2F%2Fidp.harbor.example',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency/dashboard'));
    expect(api.callsTo('POST', '/api/auth/v1/sso/token').map((c: ApiCall) => c.body)).toEqual([
      { code: 'the-code', state: 'the-state', iss: 'https://idp.harbor.example' },
    ]);
    // Kept where the password sign-in keeps a session that is not remembered.
    expect(sessionStorage.getItem('accessToken')).toBe(pair.accessToken);
    expect(sessionStorage.getItem('refreshToken')).toBe('refresh-sso');
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(await screen.findByTestId('user-full-name')).toHaveTextContent('Avery Agent');
  });

  it('shows the refusal with a way back to sign in', async () => {
    mockApi({
      'POST /api/auth/v1/sso/token': () => ({
        status: 401,
        body: { message: SSO_MESSAGES.failed },
      }),
    });
    renderApp('/sso/callback?code=c&state=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(SSO_MESSAGES.failed);
    expect(screen.getByRole('heading', { name: 'Single sign-on failed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    expect(sessionStorage.getItem('accessToken')).toBeNull();
  });

  it("shows the identity provider's own error without asking the server", async () => {
    const api = mockApi();
    renderApp('/sso/callback?error=access_denied&error_description=End-User+aborted+interaction');
    expect(await screen.findByRole('alert')).toHaveTextContent('End-User aborted interaction');
    expect(api.callsTo('POST', '/api/auth/v1/sso/token')).toHaveLength(0);
  });
});

describe('single sign-on settings on the agency page (provider staff)', () => {
  const PERMISSIONS = ['agency:view', 'agency:manage', 'organisation:manage'];
  const agencyPage = {
    [`GET /api/account/v1/agency/${AGENCY_ID}`]: () => ({ body: agency() }),
    'GET /api/account/v1/agency/levels': () => ({ body: [] }),
    'GET /api/account/v1/agency/search': () => ({ body: onePage([]) }),
    [`GET /api/account/v1/agency/${AGENCY_ID}/programs`]: () => ({ body: [] }),
    [`GET /api/account/v1/agency/${AGENCY_ID}/sign`]: () => ({
      body: {
        agencyId: AGENCY_ID,
        version: '1',
        title: 'Producer Agreement',
        signed: false,
        signature: null,
        canSign: false,
      },
    }),
    [`GET /api/account/v1/agency/${AGENCY_ID}/accounts`]: () => ({ body: onePage([]) }),
    'GET /api/auth/v1/roles': () => ({ body: [] }),
  };
  const ssoPath = `/api/auth/v1/sso/providers/${AGENCY_ID}`;
  const saved = (overrides: Partial<SsoProvider> = {}): SsoProvider => ({
    organisationId: AGENCY_ID,
    issuer: 'https://idp.harbor.example',
    clientId: 'cyber-platform',
    hasClientSecret: true,
    emailDomains: ['harbor.example', 'harborrisk.example'],
    defaultRoleKey: 'agent',
    enabled: true,
    redirectUri: 'http://localhost:3000/sso/callback',
    createdAt: '2026-03-02T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  });

  it('sets the provider up: the domains as a list, the secret sent, the default role', async () => {
    signInProviderAdmin(PERMISSIONS);
    let current: SsoProvider | null = null;
    const api = mockApi({
      ...shellHandlers(providerAdminMe(PERMISSIONS)),
      ...agencyPage,
      [`GET ${ssoPath}`]: () =>
        current
          ? { body: current }
          : { status: 404, body: { message: SSO_MESSAGES.settingsNotFound } },
      [`PUT ${ssoPath}`]: () => {
        current = saved();
        return { body: current };
      },
    });
    const { user } = renderApp(`/admin/agencies/${AGENCY_ID}`);
    const card = await screen.findByRole('region', { name: 'Single sign-on' });
    expect(await within(card).findByText('Single sign-on is not set up.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Set up single sign-on' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Issuer URL/), 'https://idp.harbor.example');
    await user.type(within(dialog).getByLabelText(/^Client ID/), 'cyber-platform');
    await user.type(within(dialog).getByLabelText(/^Client secret/), 's3cret-value');
    await user.type(
      within(dialog).getByLabelText(/^Email domains/),
      'Harbor.example, harborrisk.example',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', ssoPath)).toHaveLength(1));
    expect(api.callsTo('PUT', ssoPath)[0]!.body).toEqual({
      issuer: 'https://idp.harbor.example',
      clientId: 'cyber-platform',
      clientSecret: 's3cret-value',
      emailDomains: ['harbor.example', 'harborrisk.example'],
      defaultRoleKey: 'agent',
      enabled: true,
    });
    expect(await screen.findByText(SSO_MESSAGES.saved)).toBeInTheDocument();
    expect(await within(card).findByText('harbor.example, harborrisk.example')).toBeInTheDocument();
    expect(within(card).getByTestId('sso-status')).toHaveTextContent('Enabled');
    expect(within(card).getByText('http://localhost:3000/sso/callback')).toBeInTheDocument();
  });

  it('keeps the secret when it is left empty, and disables after a confirmation', async () => {
    signInProviderAdmin(PERMISSIONS);
    let current = saved();
    const api = mockApi({
      ...shellHandlers(providerAdminMe(PERMISSIONS)),
      ...agencyPage,
      [`GET ${ssoPath}`]: () => ({ body: current }),
      [`PUT ${ssoPath}`]: () => ({ body: current }),
      [`DELETE ${ssoPath}`]: () => {
        current = saved({ enabled: false });
        return { status: 204 };
      },
    });
    const { user } = renderApp(`/admin/agencies/${AGENCY_ID}`);
    const card = await screen.findByRole('region', { name: 'Single sign-on' });
    await user.click(await within(card).findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/^Client secret/)).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', ssoPath)).toHaveLength(1));
    expect(api.callsTo('PUT', ssoPath)[0]!.body).not.toHaveProperty('clientSecret');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(card).getByRole('button', { name: 'Disable' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disable single sign-on?' });
    await user.click(within(confirm).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(api.callsTo('DELETE', ssoPath)).toHaveLength(1));
    await waitFor(() =>
      expect(within(card).getByTestId('sso-status')).toHaveTextContent('Disabled'),
    );
  });

  it('is not offered to provider staff without organisation management', async () => {
    signInProviderAdmin(['agency:view', 'agency:manage']);
    const api = mockApi({
      ...shellHandlers(providerAdminMe(['agency:view', 'agency:manage'])),
      ...agencyPage,
    });
    renderApp(`/admin/agencies/${AGENCY_ID}`);
    expect(await screen.findByRole('region', { name: 'Payments' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Single sign-on' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', ssoPath)).toHaveLength(0);
  });
});
