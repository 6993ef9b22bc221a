import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe, mockApi, renderApp, signIn, setupUser } from '../../support/helpers.tsx';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const QR = 'data:image/png;base64,iVBORw0KGgo=';

describe('profile MFA tab', () => {
  it('sets up an authenticator: QR and secret, then two codes', async () => {
    signIn();
    let me = buildMe();
    const api = mockApi({
      'GET /api/auth/v1/me': () => ({ body: me }),
      'PUT /api/auth/v1/mfa/update': () => ({
        body: {
          mfaType: 'GOOGLE',
          secret: SECRET,
          otpauthUrl: `otpauth://totp/x?secret=${SECRET}`,
          qrCode: QR,
          expiresAt: new Date().toISOString(),
        },
      }),
      'POST /api/auth/v1/mfa/verify': () => {
        me = buildMe({ mfaType: 'GOOGLE' });
        return { body: { mfaType: 'GOOGLE', message: 'ok' } };
      },
    });
    const { user } = renderApp('/agency/manage/me?tab=mfa');
    expect(await screen.findByTestId('mfa-current')).toHaveTextContent('Not set up');
    await user.click(screen.getByRole('button', { name: 'Authenticator app' }));
    expect(await screen.findByRole('img', { name: /QR code/ })).toHaveAttribute('src', QR);
    expect(screen.getByTestId('mfa-secret')).toHaveTextContent(SECRET);
    expect(screen.getByRole('button', { name: 'Copy secret' })).toBeInTheDocument();

    const verify = screen.getByRole('button', { name: 'Verify and turn on' });
    await user.type(screen.getByLabelText(/First code/), '123456');
    expect(verify).toBeDisabled();
    await user.type(screen.getByLabelText(/Next code/), '65432');
    expect(verify).toBeDisabled();
    await user.type(screen.getByLabelText(/Next code/), '1');
    expect(verify).toBeEnabled();
    await user.click(verify);
    expect(await screen.findByText('Multi-factor authentication is now on.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/v1/mfa/verify')[0]!.body).toEqual({
      mfaType: 'GOOGLE',
      mfa1: '123456',
      mfa2: '654321',
    });
    await waitFor(() =>
      expect(screen.getByTestId('mfa-current')).toHaveTextContent('Authenticator app'),
    );
  });

  it('texts a code to the phone typed, and shows server errors', async () => {
    signIn();
    const api = mockApi({
      'GET /api/auth/v1/me': () => ({ body: buildMe({ phone: '6175550142' }) }),
      'PUT /api/auth/v1/mfa/update': () => ({
        body: { mfaType: 'SMS', sentTo: '•••-•••-0142', expiresAt: new Date().toISOString() },
      }),
      'POST /api/auth/v1/mfa/verify': () => ({
        status: 400,
        body: { message: 'The code you entered is not valid. Please try again.' },
      }),
    });
    const { user } = renderApp('/agency/manage/me?tab=mfa');
    await user.click(await screen.findByRole('button', { name: 'Text message' }));
    expect(screen.getByLabelText(/Mobile phone/)).toHaveValue('(617) 555-0142');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/We sent a 6-digit code to •••-•••-0142/)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/auth/v1/mfa/update')[0]!.body).toEqual({
      phone: '(617) 555-0142',
    });
    await user.type(screen.getByLabelText(/6-digit code/), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code you entered is not valid');
  });

  it('offers turning MFA off with the password, but not while the account enforces it', async () => {
    signIn();
    const base = buildMe({ mfaType: 'EMAIL' });
    let me = base;
    const api = mockApi({
      'GET /api/auth/v1/me': () => ({ body: me }),
      'POST /api/auth/v1/mfa/disable': () => ({ body: { mfaType: 'NONE', message: 'off' } }),
    });
    const first = renderApp('/agency/manage/me?tab=mfa');
    const off = await screen.findByRole('button', { name: 'Turn off MFA' });
    expect(off).toBeDisabled();
    await first.user.type(screen.getByLabelText(/^Password/), 'CyberDemo!2026');
    await first.user.click(off);
    expect(await screen.findByText('Multi-factor authentication is now off.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/v1/mfa/disable')[0]!.body).toEqual({
      password: 'CyberDemo!2026',
    });
    first.unmount();

    me = { ...base, account: { ...base.account, enforceMfa: true } };
    renderApp('/agency/manage/me?tab=mfa');
    expect(
      await screen.findByText('Your organization requires multi-factor authentication.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off MFA' })).not.toBeInTheDocument();
  });
});

describe('profile tab', () => {
  it('formats the phone, keeps the e-mail read-only and saves', async () => {
    signIn();
    const api = mockApi({
      'GET /api/auth/v1/me': () => ({ body: buildMe({ phone: '16175550142' }) }),
      'PUT /api/auth/v1/me': (call) => ({
        body: { ...(call.body as object), email: 'agent@example.com', avatarUrl: null },
      }),
    });
    const { user } = renderApp('/agency/manage/me');
    const phone = await screen.findByLabelText(/^Phone/);
    expect(phone).toHaveValue('1 (617) 555-0142');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('readonly');
    await user.clear(phone);
    await user.type(phone, '2025550123');
    await user.tab();
    expect(phone).toHaveValue('(202) 555-0123');
    await user.clear(screen.getByLabelText(/^First name/));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(screen.getByLabelText(/^First name/), 'Avery');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/auth/v1/me')[0]!.body).toEqual({
      firstName: 'Avery',
      middleName: null,
      lastName: 'Agent',
      phone: '(202) 555-0123',
    });
  });

  it('refuses a picture that is too large or of the wrong type before uploading', async () => {
    signIn();
    const api = mockApi({ 'GET /api/auth/v1/me': () => ({ body: buildMe() }) });
    const { user } = renderApp('/agency/manage/me');
    const input = await screen.findByTestId('avatar-file');
    const anyFile = setupUser({ applyAccept: false });
    await anyFile.upload(input, new File(['x'], 'notes.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only PNG, JPG, JPEG or GIF pictures are allowed.',
    );
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'me.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The picture must be 2 MB or smaller.',
    );
    expect(api.callsTo('POST', '/api/auth/v1/me/avatar')).toHaveLength(0);
  });
});
