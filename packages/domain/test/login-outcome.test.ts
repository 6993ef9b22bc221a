import { describe, expect, it } from 'vitest';
import { loginOutcome, LoginRequestSchema, MESSAGES } from '../src/index.ts';

describe('loginOutcome (spec 1 §4 status table)', () => {
  it('418 goes to the password-expired page', () => {
    expect(loginOutcome(418, {})).toEqual({ kind: 'password-expired' });
  });
  it('307 asks for the code and remembers the MFA type', () => {
    expect(loginOutcome(307, { mfaType: 'SMS' })).toEqual({ kind: 'mfa-required', mfaType: 'SMS' });
  });
  it('412 shows the server text (with a resend-validation link on screen)', () => {
    expect(loginOutcome(412, { message: 'Validate first' })).toEqual({
      kind: 'unvalidated',
      message: 'Validate first',
    });
  });
  it('500 is service down', () => {
    expect(loginOutcome(500, { message: 'boom' })).toEqual({
      kind: 'error',
      message: 'Service Down or Under Maintenance',
    });
  });
  it('401 and 409 with a body show the server message', () => {
    expect(loginOutcome(401, { message: 'Nope' })).toEqual({ kind: 'error', message: 'Nope' });
    expect(loginOutcome(409, { message: 'Disabled' })).toEqual({
      kind: 'error',
      message: 'Disabled',
    });
  });
  it('anything else is invalid credentials', () => {
    expect(loginOutcome(401, undefined)).toEqual({
      kind: 'error',
      message: MESSAGES.invalidCredentials,
    });
    expect(loginOutcome(400, { message: 'x' })).toEqual({
      kind: 'error',
      message: 'Invalid credentials. Please try again.',
    });
  });
  it('2xx is success', () => {
    expect(loginOutcome(200, {})).toEqual({ kind: 'success' });
  });
});

describe('LoginRequestSchema', () => {
  it('requires an e-mail address and a password', () => {
    const result = LoginRequestSchema.safeParse({ username: '', password: '' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toContain('Email is required');
    expect(messages).toContain('Password is required');
  });
  it('rejects a malformed e-mail address', () => {
    const result = LoginRequestSchema.safeParse({ username: 'not-an-email', password: 'x' });
    expect(result.error!.issues[0]!.message).toBe('Please enter a valid email address');
  });
  it('requires the code to be exactly 6 characters when present', () => {
    expect(
      LoginRequestSchema.safeParse({ username: 'a@example.com', password: 'x', mfaCode: '123' })
        .success,
    ).toBe(false);
    expect(
      LoginRequestSchema.safeParse({ username: 'a@example.com', password: 'x', mfaCode: '123456' })
        .success,
    ).toBe(true);
  });
});
