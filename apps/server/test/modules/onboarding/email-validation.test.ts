import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONBOARDING_MESSAGES } from '@cyber/domain';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { tokenOf } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const resend = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth/v1/resendValidationEmail/${encodeURIComponent(email)}`,
  });
const validate = (token: string) =>
  t.app.inject({ method: 'POST', url: `/api/auth/v1/validateEmail/${token}` });

describe('POST /api/auth/v1/resendValidationEmail/{email}', () => {
  it('answers the same for unknown, validated and unvalidated addresses; mails only the last', async () => {
    const answers = await Promise.all(
      ['ghost@example.com', 'agent@example.com', 'unvalidated@example.com'].map(resend),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: ONBOARDING_MESSAGES.validationEmailSent });
    }
    expect(await t.mailbox('ghost@example.com')).toHaveLength(0);
    expect(await t.mailbox('agent@example.com', 'email-validation')).toHaveLength(0);
    expect(await t.mailbox('unvalidated@example.com', 'email-validation')).toHaveLength(1);
  });

  it('validating the link lets the demo unvalidated user sign in (was 412)', async () => {
    expect((await t.login('unvalidated@example.com')).statusCode).toBe(412);
    const link = await t.linkIn('unvalidated@example.com', 'email-validation');
    expect(link.pathname).toBe('/resend-validation');
    const res = await validate(tokenOf(link));
    expect(res.statusCode).toBe(200);
    expect((await t.login('unvalidated@example.com')).statusCode).toBe(200);
    // Validated now: no more validation e-mails.
    await resend('unvalidated@example.com');
    expect(await t.mailbox('unvalidated@example.com', 'email-validation')).toHaveLength(1);
  });

  it('rate-limits per address: 429 after three in the window, for any address', async () => {
    for (const email of ['limit@example.com', 'unknown-limit@example.com']) {
      for (let i = 0; i < 3; i += 1) expect((await resend(email)).statusCode).toBe(200);
      const res = await resend(email);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(ONBOARDING_MESSAGES.tooManyRequests);
    }
    // Another address is not affected.
    expect((await resend('fresh@example.com')).statusCode).toBe(200);
  });

  it('400 for an invalid address', async () => {
    expect((await resend('not-an-email')).statusCode).toBe(400);
  });
});

describe('POST /api/auth/v1/validateEmail/{token}', () => {
  it('404 unknown, 400 expired; a newer link retires the older one', async () => {
    const unknown = await validate('no-such-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ONBOARDING_MESSAGES.validationLinkInvalid);

    // A user made unvalidated again for the test: the seed has one, used above — create a sign-up.
    const admin = await t.signIn('admin@example.com');
    const invitation = await admin.inject({
      method: 'POST',
      url: '/api/auth/v1/invitations',
      payload: {
        email: 'late.validator@example.com',
        firstName: 'Lee',
        lastName: 'Late',
        kind: 'NEW_ACCOUNT',
        accountType: 'CUSTOMER',
      },
    });
    expect(invitation.statusCode).toBe(201);
    const mail = await t.lastMessage('late.validator@example.com', 'invitation');
    const code = /Your invitation code: ([A-Z0-9-]+)/.exec(mail.text)![1]!;
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/signup',
      payload: {
        invitationCode: code,
        password: 'Harbour-Lights-42',
        organization: 'Late Bakery',
        firstName: 'Lee',
        lastName: 'Late',
        accountType: 'CUSTOMER',
      },
    });
    expect(signup.statusCode).toBe(202);
    const first = tokenOf(await t.linkIn('late.validator@example.com', 'email-validation'));
    t.clock.advance(1000);
    await resend('late.validator@example.com');
    const second = tokenOf(await t.linkIn('late.validator@example.com', 'email-validation'));
    expect(second).not.toBe(first);
    expect((await validate(first)).statusCode).toBe(400);

    t.clock.advance(49 * 3_600_000);
    const expired = await validate(second);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(ONBOARDING_MESSAGES.validationLinkExpired);
    expect((await t.login('late.validator@example.com', 'Harbour-Lights-42')).statusCode).toBe(412);
  });
});
