import { ONBOARDING_MESSAGES, type ValidationTokenInfo } from '@cyber/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAccessToken, mockApi, renderApp, signIn } from '../../support/helpers.tsx';

const info = (overrides: Partial<ValidationTokenInfo> = {}): ValidationTokenInfo => ({
  tokenType: 'EXISTING_ACCOUNT',
  accountType: 'AGENCY',
  email: 'invitee@example.com',
  firstName: 'Ivy',
  lastName: 'Invitee',
  redirectURL: null,
  invitationCode: null,
  organizationName: 'Harbor Risk Partners',
  ...overrides,
});

const passwordApi = {
  'GET /api/auth/v1/password-constraints': () => ({
    body: [
      { errorCode: 'MIN_LENGTH', displayText: 'At least 8 characters' },
      { errorCode: 'COMMON_PASSWORD', displayText: 'Not a commonly used password' },
    ],
  }),
  'POST /api/auth/v1/validate-password': () => ({ body: { valid: true, errors: [] } }),
};

const landingWith = (data: ValidationTokenInfo) => ({
  'GET /api/auth/v1/validationTokens/tok-1': () => ({ body: data }),
  ...passwordApi,
});

async function fillJoinPassword(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText(/^New password/), 'Harbour-Lights-42');
  await user.type(screen.getByLabelText(/^Confirm password/), 'Harbour-Lights-42');
}

describe('/signup-validation/:token — branching on the token type', () => {
  it('NEW_ACCOUNT shows the sign-up form with the code and account type filled in', async () => {
    mockApi(
      landingWith(
        info({
          tokenType: 'NEW_ACCOUNT',
          accountType: 'CUSTOMER',
          invitationCode: 'K7QX-4MPA',
          organizationName: null,
        }),
      ),
    );
    renderApp('/signup-validation/tok-1');
    expect(await screen.findByLabelText(/^Invitation code/)).toHaveValue('K7QX-4MPA');
    expect(screen.getByLabelText(/^Account type/)).toHaveValue('CUSTOMER');
    expect(screen.getByLabelText(/^Account type/)).toBeDisabled();
    expect(screen.queryByLabelText(/^Producer number/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Ivy');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
  });

  it('NEW_ACCOUNT signs up with the token and goes to the dashboard', async () => {
    const api = mockApi({
      ...landingWith(info({ tokenType: 'NEW_ACCOUNT', invitationCode: 'K7QX-4MPA' })),
      'POST /api/auth/v1/signup': () => ({
        body: { accessToken: makeAccessToken(), refreshToken: 'r', accountType: 'AGENCY' },
      }),
    });
    const { user, router } = renderApp('/signup-validation/tok-1');
    await user.type(await screen.findByLabelText(/^Organization name/), 'Lighthouse');
    await user.type(screen.getByLabelText(/^Password/), 'Harbour-Lights-42');
    await user.type(screen.getByLabelText(/^Producer number/), '123');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency/dashboard'));
    expect(
      api.fetchMock.mock.calls.some(([url]) => String(url).includes('validationToken=tok-1')),
    ).toBe(true);
  });

  it('EXISTING_ACCOUNT shows the join form; joining goes to /loading', async () => {
    const api = mockApi({
      ...landingWith(info()),
      'POST /api/auth/v1/join': () => ({
        body: { accessToken: makeAccessToken(), refreshToken: 'r', redirectURL: null },
      }),
    });
    const { user, router } = renderApp('/signup-validation/tok-1');
    expect(
      await screen.findByRole('heading', { name: 'Join Harbor Risk Partners' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Ivy');
    const submit = screen.getByRole('button', { name: 'Join' });
    expect(submit).toBeDisabled();
    await fillJoinPassword(user);
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/loading'));
    expect(api.callsTo('POST', '/api/auth/v1/join')[0]!.body).toEqual({
      firstName: 'Ivy',
      lastName: 'Invitee',
      password: 'Harbour-Lights-42',
    });
  });

  it('QUOTE_SENT_NEW_USER joins and follows the redirect URL', async () => {
    mockApi({
      ...landingWith(info({ tokenType: 'QUOTE_SENT_NEW_USER', redirectURL: '/agency/dashboard' })),
      'POST /api/auth/v1/join': () => ({
        body: {
          accessToken: makeAccessToken(),
          refreshToken: 'r',
          redirectURL: '/agency/dashboard',
        },
      }),
    });
    const { user, router } = renderApp('/signup-validation/tok-1');
    await fillJoinPassword(user);
    const submit = screen.getByRole('button', { name: 'Join' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency/dashboard'));
  });

  it('QUOTE_LINK_NEW_AGENT shows the join form', async () => {
    mockApi(landingWith(info({ tokenType: 'QUOTE_LINK_NEW_AGENT' })));
    renderApp('/signup-validation/tok-1');
    expect(await screen.findByRole('button', { name: 'Join' })).toBeInTheDocument();
  });

  it.each([
    ['EXISTING_USER', 'existingUser=true', /already have an account/],
    [
      'QUOTE_SENT_EXISTING_USER',
      'quote=true&redirectURL=%2Fagency%2Fquotes%2Fq-1',
      /quote that was sent/,
    ],
    ['QUOTE_LINK_EXISTING_AGENT', 'agent=true', /continue with the quote/],
  ] as const)('%s goes to /login with its flag and a notice', async (tokenType, search, notice) => {
    mockApi(landingWith(info({ tokenType, redirectURL: '/agency/quotes/q-1' })));
    const { router } = renderApp('/signup-validation/tok-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?${search}`);
    expect(await screen.findByText(notice)).toBeInTheDocument();
    // After signing in, the person comes back to the landing page to accept.
    expect(sessionStorage.getItem('auth:redirect')).toBe('/signup-validation/tok-1');
  });

  it('a signed-in invitee accepts the invitation', async () => {
    signIn();
    const api = mockApi({
      ...landingWith(info({ tokenType: 'EXISTING_USER' })),
      'POST /api/auth/v1/invitations/accept': () => ({
        body: {
          message: ONBOARDING_MESSAGES.invitationAccepted,
          organisationId: 'org-2',
          organizationName: 'Harbor Risk Partners',
          redirectURL: null,
        },
      }),
    });
    const { user } = renderApp('/signup-validation/tok-1');
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(
      await screen.findByText('You are now a member of Harbor Risk Partners.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/v1/invitations/accept')[0]!.body).toEqual({
      validationToken: 'tok-1',
    });
  });

  it.each([400, 404])(
    '%s: Link Expired/Not Found! with support and a login link',
    async (status) => {
      mockApi({
        'GET /api/auth/v1/validationTokens/tok-1': () => ({ status, body: { message: 'x' } }),
      });
      renderApp('/signup-validation/tok-1');
      expect(await screen.findByText(ONBOARDING_MESSAGES.landingLinkNotFound)).toBeInTheDocument();
      expect(screen.getByText(/Please contact support/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    },
  );

  it('another error says the credentials expired, with a sign-up link', async () => {
    mockApi({
      'GET /api/auth/v1/validationTokens/tok-1': () => ({ status: 401, body: { message: 'x' } }),
    });
    renderApp('/signup-validation/tok-1');
    expect(await screen.findByText('Your credentials have expired')).toBeInTheDocument();
    expect(screen.getByText(/contact your account admin/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign-up' })).toHaveAttribute('href', '/signup');
  });
});

describe('join errors (spec 1 §8)', () => {
  const submitJoin = async (response: { status: number; body: unknown }) => {
    mockApi({ ...landingWith(info()), 'POST /api/auth/v1/join': () => response });
    const app = renderApp('/signup-validation/tok-1');
    await fillJoinPassword(app.user);
    const submit = screen.getByRole('button', { name: 'Join' });
    await waitFor(() => expect(submit).toBeEnabled());
    await app.user.click(submit);
    return app;
  };

  it('404: Email Setup Link Expired/Not Found!', async () => {
    await submitJoin({ status: 404, body: { message: 'whatever' } });
    expect(await screen.findByText(ONBOARDING_MESSAGES.joinLinkNotFound)).toBeInTheDocument();
  });

  it('412: the server text, else Authorization Failed for Token', async () => {
    await submitJoin({ status: 412, body: {} });
    expect(
      await screen.findByText(ONBOARDING_MESSAGES.joinAuthorizationFailed),
    ).toBeInTheDocument();
  });

  it('400: the password errors under the password', async () => {
    await submitJoin({
      status: 400,
      body: { message: ONBOARDING_MESSAGES.passwordRejected, errors: ['Not your email address'] },
    });
    expect(await screen.findByText('Not your email address')).toBeInTheDocument();
  });
});
