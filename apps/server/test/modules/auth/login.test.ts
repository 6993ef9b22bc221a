import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@cyber/domain';
import { DEMO_TOTP_SECRET } from '../../../src/db/seed/demo-data.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const totpAt = (date: Date) =>
  authenticator.clone({ epoch: date.getTime() }).generate(DEMO_TOTP_SECRET);

describe('POST /api/auth/v1/login — every outcome of the status table', () => {
  it('200 with an access and a refresh token for valid credentials', async () => {
    const res = await t.login('agent@example.com');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.accessToken.split('.')).toHaveLength(3);
    expect(body.refreshToken.length).toBeGreaterThan(30);
  });

  it('is case-insensitive on the e-mail address', async () => {
    expect((await t.login('Agent@Example.COM')).statusCode).toBe(200);
  });

  it('401 with the spec message for a wrong password or an unknown user', async () => {
    for (const res of [
      await t.login('agent@example.com', 'wrong-password'),
      await t.login('nobody@example.com'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid credentials. Please try again.' });
    }
  });

  it('418 when the password has expired', async () => {
    const res = await t.login('expired@example.com');
    expect(res.statusCode).toBe(418);
    expect(res.json().message).toBe(MESSAGES.passwordExpired);
  });

  it('412 with a message when the e-mail is not validated', async () => {
    const res = await t.login('unvalidated@example.com');
    expect(res.statusCode).toBe(412);
    expect(res.json().message).toBe(MESSAGES.unvalidatedUser);
  });

  it('409 with a message when the user is disabled', async () => {
    const res = await t.login('disabled@example.com');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.accountDisabled);
  });

  it('account state is not revealed without the right password', async () => {
    for (const email of [
      'expired@example.com',
      'unvalidated@example.com',
      'disabled@example.com',
    ]) {
      expect((await t.login(email, 'wrong-password')).statusCode).toBe(401);
    }
  });

  it('307 with mfaType when a code is needed, and no Location header', async () => {
    const res = await t.login('mfa@example.com');
    expect(res.statusCode).toBe(307);
    expect(res.json()).toEqual({ mfaType: 'GOOGLE', message: MESSAGES.mfaRequired });
    expect(res.headers.location).toBeUndefined();
  });

  it('accepts a valid authenticator code once, and refuses a wrong or replayed one', async () => {
    const wrong = await t.login('mfa@example.com', undefined, { mfaCode: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(MESSAGES.invalidMfaCode);

    const code = totpAt(t.clock.now());
    expect((await t.login('mfa@example.com', undefined, { mfaCode: code })).statusCode).toBe(200);
    expect((await t.login('mfa@example.com', undefined, { mfaCode: code })).statusCode).toBe(401);
  });

  it('ten simultaneous sign-ins with one authenticator code: exactly one succeeds', async () => {
    t.clock.advance(60_000);
    const code = totpAt(t.clock.now());
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.login('mfa@example.com', undefined, { mfaCode: code })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // The others are refused: a used code, and (once the failures reach the limit) a lock.
    expect(statuses.filter((s) => s === 401 || s === 429)).toHaveLength(9);
  });

  it('records the sign-in in the audit log', async () => {
    const { inject } = await t.signIn('customer@example.com');
    const me = (await inject({ method: 'GET', url: '/api/auth/v1/me' })).json();
    const rows = await t.database.db.query.auditLog.findMany({
      where: (a, { and, eq }) => and(eq(a.actorUserId, me.id), eq(a.action, 'auth.login')),
    });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]!.accountId).toBe(me.account.id);
  });
});

describe('POST /api/auth/v1/login — bad input is a 400 with a message', () => {
  it('missing fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/v1/login', payload: {} });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^username: /),
        expect.stringMatching(/^password: /),
      ]),
    );
    expect(typeof body.message).toBe('string');
  });

  it('malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "a@example.com", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.invalidJson });
  });

  it('an oversized body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'a@example.com', password: 'x'.repeat(2_000_000) }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.bodyTooLarge });
  });

  it('an invalid e-mail and a code of the wrong length', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/login',
      payload: { username: 'not-an-email', password: 'x', mfaCode: '12' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        'username: Please enter a valid email address',
        'mfaCode: Code must be exactly 6 characters',
      ]),
    );
  });
});
