import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAccessToken, mockApi, renderApp } from '../../support/helpers.tsx';

describe('sign-in with an e-mailed or texted code', () => {
  it('says where the code went and resends it without a code', async () => {
    let answer: { status: number; body: unknown } = {
      status: 307,
      body: { mfaType: 'EMAIL', message: 'Please enter the 6-digit code.' },
    };
    const api = mockApi({ 'POST /api/auth/v1/login': () => answer });
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText(/^Email/), 'customer@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'CyberDemo!2026');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByTestId('mfa-code-sent')).toHaveTextContent(
      'We sent a 6-digit code to your email address.',
    );
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('A new code is on its way.')).toBeInTheDocument();
    const calls = api.callsTo('POST', '/api/auth/v1/login');
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).not.toHaveProperty('mfaCode');

    answer = {
      status: 429,
      body: { message: 'Please wait 30 seconds before requesting another code.' },
    };
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait 30 seconds');

    answer = { status: 200, body: { accessToken: makeAccessToken(), refreshToken: 'r' } };
    await user.type(screen.getByLabelText(/6-digit code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/login'));
    expect(api.callsTo('POST', '/api/auth/v1/login').at(-1)!.body).toMatchObject({
      mfaCode: '123456',
    });
  });

  it('texts: says the phone, and no resend for an authenticator', async () => {
    mockApi({
      'POST /api/auth/v1/login': (call) => ({
        status: 307,
        body: {
          mfaType: (call.body as { username: string }).username.startsWith('sms')
            ? 'SMS'
            : 'GOOGLE',
          message: 'x',
        },
      }),
    });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText(/^Email/), 'sms@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'pw');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByTestId('mfa-code-sent')).toHaveTextContent(
      'We sent a 6-digit code to your phone.',
    );
  });

  it('no resend button for an authenticator app', async () => {
    mockApi({
      'POST /api/auth/v1/login': () => ({ status: 307, body: { mfaType: 'GOOGLE', message: 'x' } }),
    });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText(/^Email/), 'mfa@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'pw');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByLabelText(/6-digit code/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('mfa-code-sent')).not.toBeInTheDocument();
  });
});

describe('MFA reset screens', () => {
  it('shows the spec messages for 401 and other failures, and the sent notice', async () => {
    let answer: { status: number; body?: unknown } = { status: 401, body: { message: 'no' } };
    mockApi({ 'POST /api/auth/v1/mfa/reset': () => answer });
    const { user } = renderApp('/reset-mfa');
    await user.type(await screen.findByLabelText(/^Email/), 'mfa@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'CyberDemo!2026');
    await user.click(screen.getByRole('button', { name: 'Reset MFA' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid login credentials. Please reset your password first, if necessary.',
    );
    answer = { status: 409, body: { message: 'x' } };
    await user.click(screen.getByRole('button', { name: 'Reset MFA' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Cannot reset password at this time. Please try again later.',
      ),
    );
    answer = { status: 200, body: { message: 'We sent you an email with a link.' } };
    await user.click(screen.getByRole('button', { name: 'Reset MFA' }));
    expect(await screen.findByText('We sent you an email with a link.')).toBeInTheDocument();
  });

  it('confirms a reset link once and links to login', async () => {
    const api = mockApi({
      'POST /api/auth/v1/validateMFAReset/tok-1': () => ({ body: { message: 'done' } }),
    });
    renderApp('/confirmPasswordReset/tok-1');
    expect(await screen.findByRole('heading', { name: 'MFA is reset' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(api.callsTo('POST', '/api/auth/v1/validateMFAReset/tok-1')).toHaveLength(1);
  });

  it('goes to /login for an unknown link and explains an expired one', async () => {
    mockApi({ 'POST /api/auth/v1/validateMFAReset/unknown': () => ({ status: 404 }) });
    const { router } = renderApp('/confirmPasswordReset/unknown');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    mockApi({ 'POST /api/auth/v1/validateMFAReset/old': () => ({ status: 400, body: {} }) });
    renderApp('/confirmPasswordReset/old');
    expect(await screen.findByRole('heading', { name: 'Link expired' })).toBeInTheDocument();
  });
});
