import { createHash } from 'node:crypto';
import { ONBOARDING_MESSAGES, leadingZeroBits } from '@cyber/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAccessToken, mockApi, renderApp, type ApiCall } from '../../support/helpers.tsx';

const CONSTRAINTS = [
  { errorCode: 'MIN_LENGTH', displayText: 'At least 8 characters' },
  { errorCode: 'COMMON_PASSWORD', displayText: 'Not a commonly used password' },
  { errorCode: 'CONTAINS_EMAIL', displayText: 'Not your email address' },
];

/** A fake of the server's password check: short and "password…" are refused. */
const validatePassword = (call: ApiCall) => {
  const password = (call.body as { password: string }).password;
  const errors = CONSTRAINTS.filter(
    (c) =>
      (c.errorCode === 'MIN_LENGTH' && password.length < 8) ||
      (c.errorCode === 'COMMON_PASSWORD' && password.toLowerCase().startsWith('password')),
  );
  return { body: { valid: errors.length === 0, errors } };
};

const passwordApi = {
  'GET /api/auth/v1/password-constraints': () => ({ body: CONSTRAINTS }),
  'POST /api/auth/v1/validate-password': validatePassword,
};

const state = (code: string) => screen.getByTestId(`constraint-${code}`).getAttribute('data-state');

describe('/reset-password/:token', () => {
  const resetApi = (extra = {}) =>
    mockApi({
      ...passwordApi,
      'GET /api/auth/v1/checkPasswordReset/tok': () => ({
        body: { email: 'agent@example.com', firstName: 'Jordan' },
      }),
      ...extra,
    });

  it('turns each constraint met or unmet as the user types', async () => {
    const api = resetApi();
    const { user } = renderApp('/reset-password/tok');
    const password = await screen.findByLabelText(/^New password/);
    expect(screen.getByText('For agent@example.com')).toBeInTheDocument();
    await screen.findByTestId('constraint-MIN_LENGTH');
    expect(state('MIN_LENGTH')).toBe('unmet');

    await user.type(password, 'pass');
    await waitFor(() => expect(state('CONTAINS_EMAIL')).toBe('met'));
    expect(state('MIN_LENGTH')).toBe('unmet');
    expect(state('COMMON_PASSWORD')).toBe('met');

    await user.type(password, 'word');
    await waitFor(() => expect(state('MIN_LENGTH')).toBe('met'));
    expect(state('COMMON_PASSWORD')).toBe('unmet');

    await user.clear(password);
    await user.type(password, 'Harbour-Lights-42');
    await waitFor(() => expect(state('COMMON_PASSWORD')).toBe('met'));
    expect(state('MIN_LENGTH')).toBe('met');
    // Debounced: not one request per keystroke, and the token goes along.
    const checks = api.callsTo('POST', '/api/auth/v1/validate-password');
    expect(checks.length).toBeLessThan('passwordHarbour-Lights-42'.length);
    expect(
      api.fetchMock.mock.calls.some(([url]) => String(url).includes('validate-password?token=tok')),
    ).toBe(true);
  });

  it("shows 'Passwords do not match' while they differ; Save Password waits for a valid pair", async () => {
    resetApi();
    const { user } = renderApp('/reset-password/tok');
    const save = await screen.findByRole('button', { name: 'Save Password' });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText(/^New password/), 'Harbour-Lights-42');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Harbour-Lights-4');
    expect(await screen.findByText(ONBOARDING_MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText(/^Confirm password/), '2');
    expect(screen.queryByText(ONBOARDING_MESSAGES.passwordsDoNotMatch)).not.toBeInTheDocument();
    await waitFor(() => expect(save).toBeEnabled());
  });

  it('keeps Save Password disabled while the server reports errors', async () => {
    resetApi();
    const { user } = renderApp('/reset-password/tok');
    await user.type(await screen.findByLabelText(/^New password/), 'password123');
    await user.type(screen.getByLabelText(/^Confirm password/), 'password123');
    await waitFor(() => expect(state('COMMON_PASSWORD')).toBe('unmet'));
    expect(screen.getByRole('button', { name: 'Save Password' })).toBeDisabled();
  });

  it('saves and sends the user to sign in with a notice', async () => {
    const api = resetApi({
      'POST /api/auth/v1/validatePasswordReset/tok': () => ({
        body: { message: ONBOARDING_MESSAGES.passwordResetDone },
      }),
    });
    const { user, router } = renderApp('/reset-password/tok');
    await user.type(await screen.findByLabelText(/^New password/), 'Harbour-Lights-42');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Harbour-Lights-42');
    const save = screen.getByRole('button', { name: 'Save Password' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?passwordReset=true');
    expect(await screen.findByText(/Your password has been reset/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/v1/validatePasswordReset/tok')[0]!.body).toEqual({
      password: 'Harbour-Lights-42',
      confirmPassword: 'Harbour-Lights-42',
    });
  });

  it.each([400, 404])('%s on the link: the reset link has expired', async (status) => {
    mockApi({
      ...passwordApi,
      'GET /api/auth/v1/checkPasswordReset/tok': () => ({ status, body: { message: 'x' } }),
    });
    renderApp('/reset-password/tok');
    expect(await screen.findByText(ONBOARDING_MESSAGES.resetLinkExpired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('another status: An unexpected error has occurred {status}; 401 goes to login', async () => {
    mockApi({
      ...passwordApi,
      'GET /api/auth/v1/checkPasswordReset/tok': () => ({ status: 409, body: {} }),
      'GET /api/auth/v1/checkPasswordReset/gone': () => ({ status: 401, body: {} }),
    });
    const first = renderApp('/reset-password/tok');
    expect(await screen.findByText('An unexpected error has occurred 409')).toBeInTheDocument();
    first.unmount();
    const second = renderApp('/reset-password/gone');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/login'));
  });
});

describe('/confirmUser/:token', () => {
  it("says 'Passwords must match' and signs the user in on save", async () => {
    const api = mockApi({
      ...passwordApi,
      'GET /api/auth/v1/checkUserInvited/tok': () => ({
        body: { email: 'new@example.com', firstName: 'Casey' },
      }),
      'POST /api/auth/v1/validateUserInvited/tok': () => ({
        body: { accessToken: makeAccessToken(), refreshToken: 'refresh-confirm' },
      }),
    });
    const { user, router } = renderApp('/confirmUser/tok');
    expect(await screen.findByText(/Welcome, Casey/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), 'Harbour-Lights-42');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Harbour');
    expect(await screen.findByText(ONBOARDING_MESSAGES.passwordsMustMatch)).toBeInTheDocument();
    expect(screen.queryByText(ONBOARDING_MESSAGES.passwordsDoNotMatch)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Confirm password/), '-Lights-42');
    const save = screen.getByRole('button', { name: 'Save Password' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe('/loading'));
    expect(sessionStorage.getItem('refreshToken')).toBe('refresh-confirm');
    expect(api.callsTo('POST', '/api/auth/v1/validateUserInvited/tok')).toHaveLength(1);
  });
});

describe('/forgot-password', () => {
  it('needs a valid e-mail; with the dev captcha the request carries no token', async () => {
    const api = mockApi({
      'GET /api/auth/v1/captcha': () => ({ body: { provider: 'dev' } }),
      'POST /api/auth/v1/passwords/agent%40example.com/reset': () => ({
        body: { message: ONBOARDING_MESSAGES.resetEmailSent },
      }),
    });
    const { user } = renderApp('/forgot-password');
    const email = await screen.findByLabelText(/^Email/);
    const button = screen.getByRole('button', { name: 'Reset Password' });
    expect(button).toBeDisabled();
    await user.type(email, 'not-an-email');
    await user.tab();
    expect(await screen.findByText(ONBOARDING_MESSAGES.emailInvalid)).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'agent@example.com');
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText(ONBOARDING_MESSAGES.resetEmailSent)).toBeInTheDocument();
    const [call] = api.fetchMock.mock.calls.filter(([url]) => String(url).includes('/reset'));
    expect(String(call![0])).not.toContain('captcha=');
  });

  it('solves the proof of work before the request is sent', async () => {
    const api = mockApi({
      'GET /api/auth/v1/captcha': () => ({
        body: { provider: 'pow', challenge: { id: 'chal-1', salt: 'abc123', bits: 6 } },
      }),
      'POST /api/auth/v1/passwords/agent%40example.com/reset': () => ({
        body: { message: ONBOARDING_MESSAGES.resetEmailSent },
      }),
    });
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/^Email/), 'agent@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(ONBOARDING_MESSAGES.resetEmailSent)).toBeInTheDocument();
    const url = new URL(
      String(api.fetchMock.mock.calls.find(([u]) => String(u).includes('/reset'))![0]),
      'http://localhost',
    );
    const [id, nonce] = url.searchParams.get('captcha')!.split('.');
    expect(id).toBe('chal-1');
    const digest = createHash('sha256').update(`abc123${nonce}`).digest();
    expect(leadingZeroBits(digest)).toBeGreaterThanOrEqual(6);
    // A fresh challenge is fetched for the next attempt.
    await waitFor(() => expect(api.callsTo('GET', '/api/auth/v1/captcha').length).toBe(2));
  });

  it('shows the captcha and reset messages of the spec', async () => {
    let status = 400;
    mockApi({
      'GET /api/auth/v1/captcha': () => ({ body: { provider: 'dev' } }),
      'POST /api/auth/v1/passwords/agent%40example.com/reset': () => ({
        status,
        body: { message: ONBOARDING_MESSAGES.captchaUnverified },
      }),
    });
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/^Email/), 'agent@example.com');
    const button = screen.getByRole('button', { name: 'Reset Password' });
    await user.click(button);
    expect(await screen.findByText(ONBOARDING_MESSAGES.captchaRefresh)).toBeInTheDocument();
    status = 429;
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText(ONBOARDING_MESSAGES.forgotPasswordRefused)).toBeInTheDocument();
    status = 503;
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText(ONBOARDING_MESSAGES.forgotPasswordFailed)).toBeInTheDocument();
  });

  it('says when the captcha cannot be loaded', async () => {
    mockApi({ 'GET /api/auth/v1/captcha': () => ({ status: 404, body: {} }) });
    renderApp('/forgot-password');
    expect(await screen.findByText(ONBOARDING_MESSAGES.captchaLoadFailed)).toBeInTheDocument();
  });
});

describe('/resend-validation', () => {
  it('validates a link from the e-mail and goes to sign in with a notice', async () => {
    const api = mockApi({
      'POST /api/auth/v1/validateEmail/val-1': () => ({
        body: { message: ONBOARDING_MESSAGES.emailValidated },
      }),
    });
    const { router } = renderApp('/resend-validation?token=val-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?emailValidated=true');
    expect(await screen.findByText(/Your email address is confirmed/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/v1/validateEmail/val-1')).toHaveLength(1);
  });

  it('a used link says so and offers a new e-mail', async () => {
    const api = mockApi({
      'POST /api/auth/v1/validateEmail/val-1': () => ({
        status: 400,
        body: { message: ONBOARDING_MESSAGES.validationLinkExpired },
      }),
      'POST /api/auth/v1/resendValidationEmail/me%40example.com': () => ({
        body: { message: ONBOARDING_MESSAGES.validationEmailSent },
      }),
    });
    const { user } = renderApp('/resend-validation?token=val-1');
    expect(await screen.findByText(ONBOARDING_MESSAGES.validationLinkExpired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'me@example.com');
    const form = screen.getByRole('form', { name: 'Resend Validation Email' });
    await user.click(within(form).getByRole('button', { name: 'Resend Validation Email' }));
    expect(await screen.findByText(ONBOARDING_MESSAGES.validationEmailSent)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/v1/resendValidationEmail/me%40example.com')).toHaveLength(
      1,
    );
  });
});
