import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MFA_MESSAGES } from '@cyber/domain';
import { buildTestApp, DEMO_PASSWORD, type TestApp } from '../../helper.ts';
import {
  clearThrottles,
  consecutiveCodes,
  setEnforceMfa,
  setUser,
  totpAt,
  userRow,
} from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearThrottles(t);
  t.clock.advance(16 * 60_000);
});

const update = (
  inject: Awaited<ReturnType<TestApp['signIn']>>['inject'],
  mfaType: string,
  payload: object = {},
) => inject({ method: 'PUT', url: `/api/auth/v1/mfa/update?mfaType=${mfaType}`, payload });
const verify = (inject: Awaited<ReturnType<TestApp['signIn']>>['inject'], payload: object) =>
  inject({ method: 'POST', url: '/api/auth/v1/mfa/verify', payload });

describe('authenticator app (GOOGLE)', () => {
  it('gives a secret, an otpauth URL and a QR code; two consecutive codes turn it on, sealed', async () => {
    const { inject } = await t.signIn('underwriter@example.com');
    const started = await update(inject, 'GOOGLE');
    expect(started.statusCode).toBe(200);
    const body = started.json();
    expect(body.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(body.otpauthUrl).toContain('otpauth://totp/');
    expect(body.otpauthUrl).toContain(body.secret);
    expect(body.qrCode).toMatch(/^data:image\/png;base64,/);
    // Nothing changes until verified.
    expect((await userRow(t, 'underwriter@example.com')).mfaType).toBe('NONE');

    const one = await verify(inject, {
      mfaType: 'GOOGLE',
      mfa1: totpAt(body.secret, t.clock.now()),
    });
    expect(one.statusCode).toBe(400);

    const swapped = consecutiveCodes(body.secret, t.clock.now());
    const wrong = await verify(inject, {
      mfaType: 'GOOGLE',
      mfa1: swapped.mfa2,
      mfa2: swapped.mfa1,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MFA_MESSAGES.totpCodesInvalid);

    const ok = await verify(inject, {
      mfaType: 'GOOGLE',
      ...consecutiveCodes(body.secret, t.clock.now()),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().mfaType).toBe('GOOGLE');

    const row = await userRow(t, 'underwriter@example.com');
    expect(row.mfaType).toBe('GOOGLE');
    expect(row.mfaSecret).toMatch(/^v1\./);
    expect(row.mfaSecret).not.toContain(body.secret);
    expect((await t.lastMessage('underwriter@example.com', 'mfa-enabled')).text).toMatch(
      /authenticator app/,
    );
    const audit = await t.database.db.query.auditLog.findMany({
      where: (a, { and, eq }) => and(eq(a.entityId, row.id), eq(a.action, 'mfa.enabled')),
    });
    expect(audit).toHaveLength(1);

    // The set-up cannot be verified twice.
    const again = await verify(inject, {
      mfaType: 'GOOGLE',
      ...consecutiveCodes(body.secret, t.clock.now()),
    });
    expect(again.statusCode).toBe(400);

    // The next sign-in needs a code from the new secret; the code used at enrolment is spent.
    expect((await t.login('underwriter@example.com')).statusCode).toBe(307);
    const spent = totpAt(body.secret, t.clock.now());
    expect(
      (await t.login('underwriter@example.com', undefined, { mfaCode: spent })).statusCode,
    ).toBe(401);
    const next = totpAt(body.secret, new Date(t.clock.now().getTime() + 30_000));
    expect(
      (await t.login('underwriter@example.com', undefined, { mfaCode: next })).statusCode,
    ).toBe(200);
  });

  it('a pending set-up expires and allows five wrong tries', async () => {
    const { inject } = await t.signIn('carrier@example.com');
    const { secret } = (await update(inject, 'GOOGLE')).json();
    for (let i = 0; i < 5; i++) {
      expect(
        (await verify(inject, { mfaType: 'GOOGLE', mfa1: '000000', mfa2: '000000' })).statusCode,
      ).toBe(400);
    }
    const blocked = await verify(inject, {
      mfaType: 'GOOGLE',
      ...consecutiveCodes(secret, t.clock.now()),
    });
    expect(blocked.json().message).toBe(MFA_MESSAGES.codeTooManyAttempts);

    const fresh = (await update(inject, 'GOOGLE')).json();
    t.clock.advance(16 * 60_000);
    // (The access token has expired too: sign in again.)
    const again = await t.signIn('carrier@example.com');
    const late = await verify(again.inject, {
      mfaType: 'GOOGLE',
      ...consecutiveCodes(fresh.secret, t.clock.now()),
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(MFA_MESSAGES.enrolmentMissing);
  });
});

describe('text-message codes (SMS)', () => {
  it('validates the phone: US +1 and UK +44 (a UK mobile reporting GG) only', async () => {
    const { inject } = await t.signIn('cluster@example.com');
    const missing = await update(inject, 'SMS', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MFA_MESSAGES.phoneRequired);
    for (const phone of ['12345', '+33 6 12 34 56 78', 'not a phone']) {
      const res = await update(inject, 'SMS', { phone });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MFA_MESSAGES.phoneInvalid);
    }
    const uk = await update(inject, 'SMS', { phone: '+44 7911 123456' });
    expect(uk.statusCode).toBe(200);
    expect(uk.json().sentTo).toBe('•••-•••-3456');
    expect(await t.codeIn('+447911123456', 'mfa-enrol-code')).toMatch(/^\d{6}$/);
  });

  it('texts a code; the code turns SMS on and the verified phone becomes the profile phone', async () => {
    const { inject } = await t.signIn('vendor@example.com');
    expect((await update(inject, 'SMS', { phone: '(202) 555-0123' })).statusCode).toBe(200);
    const code = await t.codeIn('+12025550123', 'mfa-enrol-code');
    const wrong = await verify(inject, {
      mfaType: 'SMS',
      mfa1: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MFA_MESSAGES.codeInvalid);
    const ok = await verify(inject, { mfaType: 'SMS', mfa1: code });
    expect(ok.statusCode).toBe(200);
    const row = await userRow(t, 'vendor@example.com');
    expect(row.mfaType).toBe('SMS');
    expect(row.phone).toBe('+12025550123');
    const reused = await verify(inject, { mfaType: 'SMS', mfa1: code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(MFA_MESSAGES.codeUsed);
  });

  it('resending a set-up code is rate-limited', async () => {
    const { inject } = await t.signIn('reinsurer@example.com');
    expect((await update(inject, 'SMS', { phone: '2025550188' })).statusCode).toBe(200);
    const again = await update(inject, 'SMS', { phone: '2025550188' });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(MFA_MESSAGES.resendTooSoon);
  });
});

describe('e-mailed codes (EMAIL)', () => {
  it('e-mails a code that turns EMAIL on; an expired code is refused', async () => {
    const { inject } = await t.signIn('mssp@example.com');
    expect((await update(inject, 'EMAIL')).json().sentTo).toMatch(/^ms•+@example\.com$/);
    const stale = await t.codeIn('mssp@example.com', 'mfa-enrol-code');
    t.clock.advance(5 * 60_000 + 1_000);
    const expired = await verify(inject, { mfaType: 'EMAIL', mfa1: stale });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(MFA_MESSAGES.codeExpired);

    expect((await update(inject, 'EMAIL')).statusCode).toBe(200);
    const code = await t.codeIn('mssp@example.com', 'mfa-enrol-code');
    expect((await verify(inject, { mfaType: 'EMAIL', mfa1: code })).statusCode).toBe(200);
    expect((await userRow(t, 'mssp@example.com')).mfaType).toBe('EMAIL');
    // Sign-in now sends a code by e-mail.
    expect((await t.login('mssp@example.com')).json().mfaType).toBe('EMAIL');
  });

  it('an SMS code cannot verify an EMAIL set-up', async () => {
    const { inject } = await t.signIn('premiumprocessor@example.com');
    await update(inject, 'SMS', { phone: '2025550177' });
    const code = await t.codeIn('+12025550177', 'mfa-enrol-code');
    const res = await verify(inject, { mfaType: 'EMAIL', mfa1: code });
    expect(res.statusCode).toBe(400);
  });
});

describe('turning MFA off', () => {
  it('needs the password; refused while the organisation enforces MFA', async () => {
    await setUser(t, 'broker@example.com', { mfaType: 'EMAIL' });
    await t.login('broker@example.com');
    const code = await t.codeIn('broker@example.com', 'mfa-code');
    const res = await t.login('broker@example.com', undefined, { mfaCode: code });
    const token = res.json().accessToken as string;
    const disable = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/v1/mfa/disable',
        headers: { authorization: `Bearer ${token}` },
        payload: { password },
      });

    await setEnforceMfa(t, 'Thames Cyber Brokers Ltd', true);
    const enforced = await disable(DEMO_PASSWORD);
    expect(enforced.statusCode).toBe(409);
    expect(enforced.json().message).toBe(MFA_MESSAGES.enforced);
    await setEnforceMfa(t, 'Thames Cyber Brokers Ltd', false);

    const wrong = await disable('not-the-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MFA_MESSAGES.passwordWrong);

    const ok = await disable(DEMO_PASSWORD);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().mfaType).toBe('NONE');
    expect((await userRow(t, 'broker@example.com')).mfaType).toBe('NONE');
    expect(await t.mailbox('broker@example.com', 'mfa-disabled')).toHaveLength(1);
    expect((await disable(DEMO_PASSWORD)).statusCode).toBe(409);
  });

  it('needs a signed-in caller', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/mfa/disable',
      payload: { password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
    const update = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/v1/mfa/update?mfaType=GOOGLE',
      payload: {},
    });
    expect(update.statusCode).toBe(401);
  });

  it('rejects an unknown factor type', async () => {
    const { inject } = await t.signIn('admin@example.com');
    expect((await update(inject, 'NONE')).statusCode).toBe(400);
    expect((await update(inject, 'FAX')).statusCode).toBe(400);
  });
});
