import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MFA_MESSAGES } from '@cyber/domain';
import { buildTestApp, DEMO_PASSWORD, type TestApp } from '../../helper.ts';
import { clearThrottles, userRow } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => clearThrottles(t));

const requestReset = (username: string, password = DEMO_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/v1/mfa/reset',
    payload: { username, password },
  });
const confirm = (token: string) =>
  t.app.inject({ method: 'POST', url: `/api/auth/v1/validateMFAReset/${token}` });
const tokenOf = (url: URL) => url.pathname.split('/').pop()!;

describe('MFA reset', () => {
  it('401 with the spec message for wrong credentials or an unknown user; nothing is sent', async () => {
    for (const res of [
      await requestReset('mfa@example.com', 'wrong-password'),
      await requestReset('nobody@example.com'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(
        'Invalid login credentials. Please reset your password first, if necessary.',
      );
    }
    expect(await t.mailbox('mfa@example.com', 'mfa-reset')).toHaveLength(0);
  });

  it('400 for an invalid body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/mfa/reset',
      payload: { username: 'not-an-email' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('409 when the user has no MFA to reset', async () => {
    const res = await requestReset('agent@example.com');
    expect(res.statusCode).toBe(409);
  });

  it('e-mails a single-use link that turns MFA off', async () => {
    const res = await requestReset('mfa@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MFA_MESSAGES.resetSent);
    const link = await t.linkIn('mfa@example.com', 'mfa-reset');
    expect(link.pathname).toMatch(/^\/confirmPasswordReset\/[\w-]{30,}$/);

    expect((await confirm('no-such-token')).statusCode).toBe(404);

    const ok = await confirm(tokenOf(link));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(MFA_MESSAGES.resetDone);
    const row = await userRow(t, 'mfa@example.com');
    expect(row.mfaType).toBe('NONE');
    expect(row.mfaSecret).toBeNull();
    // Sign-in now needs the password only.
    expect((await t.login('mfa@example.com')).statusCode).toBe(200);

    const reused = await confirm(tokenOf(link));
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(MFA_MESSAGES.resetLinkInvalid);
  });

  it('an expired link is a 400, and a newer request retires the older link', async () => {
    const { secrets } = t.app.ctx;
    await t.database.db.execute(
      // Back on: a sealed secret, as set up in the app.
      (await import('drizzle-orm'))
        .sql`update users set mfa_type = 'GOOGLE', mfa_secret = ${secrets.seal('JBSWY3DPEHPK3PXP')} where email = 'mfa@example.com'`,
    );
    await requestReset('mfa@example.com');
    const first = tokenOf(await t.linkIn('mfa@example.com', 'mfa-reset'));
    t.clock.advance(1_000);
    await requestReset('mfa@example.com');
    const second = tokenOf(await t.linkIn('mfa@example.com', 'mfa-reset'));
    expect(second).not.toBe(first);
    expect((await confirm(first)).statusCode).toBe(400);

    t.clock.advance((t.config.PASSWORD_RESET_TTL_MINUTES + 1) * 60_000);
    const expired = await confirm(second);
    expect(expired.statusCode).toBe(400);
    expect((await userRow(t, 'mfa@example.com')).mfaType).toBe('GOOGLE');
  });
});
