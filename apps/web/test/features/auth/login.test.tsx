import { MESSAGES } from '@cyber/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  buildMe,
  makeAccessToken,
  mockApi,
  renderApp,
  signIn,
  type MockResponse,
} from '../../support/helpers.tsx';

const tokens = () => ({ accessToken: makeAccessToken(), refreshToken: 'refresh-new' });

async function fillCredentials(
  user: ReturnType<typeof renderApp>['user'],
  email = 'agent@example.com',
  password = 'CyberDemo!2026',
) {
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
}

/** Sign in once with the login endpoint answering `response`. */
async function submitWith(response: MockResponse) {
  const api = mockApi({ 'POST /api/auth/v1/login': () => response });
  const app = renderApp('/login');
  await fillCredentials(app.user);
  await app.user.click(screen.getByRole('button', { name: 'Login' }));
  return { ...app, api };
}

describe('login form rules', () => {
  it('requires an e-mail address of e-mail type', async () => {
    mockApi();
    const { user } = renderApp('/login');
    const email = await screen.findByLabelText(/^Email/);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();

    await user.click(email);
    await user.tab();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();

    await user.type(email, 'not-an-email');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Password/), 'secret');
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();

    await user.clear(email);
    await user.type(email, 'agent@example.com');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
  });

  it('requires a password', async () => {
    mockApi();
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText(/^Email/), 'agent@example.com');
    const password = screen.getByLabelText(/^Password/);
    expect(password).toBeRequired();
    await user.click(password);
    await user.tab();
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();

    await user.type(password, 'x');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
  });

  it('shows the links of the sign-in page and the regional marketing panel', async () => {
    mockApi();
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Forgot Password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Reset MFA' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resend Validation Email' })).toHaveAttribute(
      'href',
      '/resend-validation',
    );
    expect(screen.getByLabelText('Remember this device')).not.toBeChecked();
    const learnMore = screen.getByRole('link', { name: /Learn more/ });
    expect(learnMore.getAttribute('href')).toMatch(/example\.com/);
  });

  it('offers the UK Learn more link to a British English browser', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-GB');
    mockApi();
    renderApp('/login');
    const learnMore = await screen.findByRole('link', { name: /Learn more/ });
    expect(learnMore.getAttribute('href')).toMatch(/example\.co\.uk/);
  });
});

describe('login outcomes by status', () => {
  it('418 goes to /password-expired', async () => {
    const { router } = await submitWith({ status: 418, body: { message: 'expired' } });
    expect(
      await screen.findByRole('heading', { name: MESSAGES.passwordExpired }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/password-expired');
  });

  it('307 shows the code field, which must be exactly 6 characters before Login is enabled', async () => {
    let attempt = 0;
    const api = mockApi({
      'POST /api/auth/v1/login': () =>
        ++attempt === 1
          ? { status: 307, body: { mfaType: 'GOOGLE', message: MESSAGES.mfaRequired } }
          : { body: tokens() },
      'GET /api/auth/v1/me': () => ({ body: buildMe() }),
      'GET /api/auth/v1/permissions/map': () => ({ body: { dashboard: ['view'] } }),
    });
    const { user, router } = renderApp('/login');
    expect(screen.queryByTestId('mfa-code')).not.toBeInTheDocument();
    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const code = await screen.findByTestId('mfa-code');
    expect(
      screen.getByText('Enter the 6-digit code from your authenticator app.'),
    ).toBeInTheDocument();
    const login = screen.getByRole('button', { name: 'Login' });
    await waitFor(() => expect(login).toBeDisabled());

    await user.type(code, '12345');
    await waitFor(() => expect(login).toBeDisabled());
    await user.type(code, '6');
    await waitFor(() => expect(login).toBeEnabled());

    await user.click(login);
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency/dashboard'));
    const [, second] = api.callsTo('POST', '/api/auth/v1/login');
    expect(second?.body).toMatchObject({ username: 'agent@example.com', mfaCode: '123456' });
  });

  it('412 shows the message and a Resend Validation Email link', async () => {
    await submitWith({ status: 412, body: { message: MESSAGES.unvalidatedUser } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.unvalidatedUser);
    expect(within(alert).getByRole('link', { name: 'Resend Validation Email' })).toHaveAttribute(
      'href',
      '/resend-validation',
    );
  });

  it('500 says the service is down or under maintenance', async () => {
    await submitWith({ status: 500, body: { message: 'boom' } });
    expect(await screen.findByText('Service Down or Under Maintenance')).toBeInTheDocument();
    // The 5xx event of an auth path also raises the server-trouble snackbar.
    expect(await screen.findByText(MESSAGES.authServerDown)).toBeInTheDocument();
  });

  it.each([
    [401, 'Your account is locked.'],
    [409, MESSAGES.accountDisabled],
    [429, MESSAGES.tooManyAttempts],
  ])('%i with a body shows the server message', async (status, message) => {
    await submitWith({ status, body: { message } });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it.each([
    [401, undefined],
    [409, undefined],
    [403, { message: 'Forbidden' }],
    [404, undefined],
  ])('%i otherwise says the credentials are invalid', async (status, body) => {
    await submitWith({ status, body });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid credentials. Please try again.',
    );
  });

  it('success stores the tokens and continues through /loading to the dashboard', async () => {
    const pair = tokens();
    mockApi({
      'POST /api/auth/v1/login': () => ({ body: pair }),
      'GET /api/auth/v1/me': () => ({ body: buildMe() }),
      'GET /api/auth/v1/permissions/map': () => ({ body: { dashboard: ['view'] } }),
    });
    const { user, router } = renderApp('/login');
    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency/dashboard'));
    expect(sessionStorage.getItem('accessToken')).toBe(pair.accessToken);
    expect(sessionStorage.getItem('refreshToken')).toBe('refresh-new');
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(await screen.findByTestId('user-full-name')).toHaveTextContent('Avery Agent');
  });

  it('a remembered device keeps the refresh token in local storage', async () => {
    const api = mockApi({
      'POST /api/auth/v1/login': () => ({ body: tokens() }),
      'GET /api/auth/v1/me': () => ({ body: buildMe() }),
    });
    const { user } = renderApp('/login');
    await fillCredentials(user);
    await user.click(screen.getByLabelText('Remember this device'));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(localStorage.getItem('refreshToken')).toBe('refresh-new'));
    expect(sessionStorage.getItem('refreshToken')).toBeNull();
    expect(api.callsTo('POST', '/api/auth/v1/login')[0]?.body).toMatchObject({
      rememberDevice: true,
    });
  });
});

describe('sign-in redirects', () => {
  it('a signed-in visitor at /login goes to their dashboard', async () => {
    signIn({ accountType: 'CARRIER', subscriberType: 'CARRIER' });
    mockApi({
      'GET /api/auth/v1/me': () => ({
        body: buildMe({
          account: { ...buildMe().account, accountType: 'CARRIER', name: 'Harbor Re' },
        }),
      }),
    });
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/carrier/dashboard'));
  });

  it('a remembered device signs straight back in', async () => {
    localStorage.setItem('refreshToken', 'remembered');
    const api = mockApi({
      'POST /api/auth/v1/access': () => ({ body: tokens() }),
      'GET /api/auth/v1/me': () => ({ body: buildMe() }),
    });
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency/dashboard'));
    expect(api.callsTo('POST', '/api/auth/v1/access')[0]?.body).toEqual({
      refreshToken: 'remembered',
    });
    expect(localStorage.getItem('refreshToken')).toBe('refresh-new');
  });

  it('a remembered session that cannot be refreshed says so after a second', async () => {
    localStorage.setItem('refreshToken', 'stale');
    mockApi({
      'POST /api/auth/v1/access': () => ({
        status: 401,
        body: { message: MESSAGES.invalidRefreshToken },
      }),
    });
    renderApp('/login');
    await screen.findByRole('button', { name: 'Login' });
    expect(screen.queryByText(MESSAGES.sessionExpired)).not.toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.sessionExpired)).toBeInTheDocument();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('does not restore a remembered session when the flag is off', async () => {
    localStorage.setItem('refreshToken', 'remembered');
    const api = mockApi({
      'GET /api/auth/v1/flags': () => ({ body: { flags: { 'remember-device': false } } }),
    });
    renderApp('/login');
    await screen.findByRole('button', { name: 'Login' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.callsTo('POST', '/api/auth/v1/access')).toHaveLength(0);
  });
});
