import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONBOARDING_MESSAGES, PASSWORD_CONSTRAINTS } from '@cyber/domain';
import { memberships, organisations, users } from '../../../src/db/schema/index.ts';
import { hashPassword } from '../../../src/lib/passwords.ts';
import { sendUserConfirmation } from '../../../src/modules/onboarding/index.ts';
import { buildTestApp, DEMO_PASSWORD, type TestApp } from '../../helper.ts';
import { captchaToken, NEW_PASSWORD, tokenOf } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  // A light proof of work keeps the suite fast; the rules are the same.
  t = await buildTestApp({ CAPTCHA_POW_BITS: '8' });
});
afterAll(() => t.close());

const forgot = (email: string, captcha?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth/v1/passwords/${encodeURIComponent(email)}/reset${captcha ? `?captcha=${encodeURIComponent(captcha)}` : ''}`,
  });
const checkReset = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/auth/v1/checkPasswordReset/${token}` });
const setPassword = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth/v1/validatePasswordReset/${token}`,
    payload: { password, confirmPassword },
  });
const userRow = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;

describe('password rules', () => {
  it('GET /password-constraints lists the constraints', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/v1/password-constraints' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(PASSWORD_CONSTRAINTS.map((c) => ({ ...c })));
  });

  it('POST /validate-password reports length, common passwords and the e-mail address', async () => {
    const check = async (password: string, token?: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/auth/v1/validate-password${token ? `?token=${token}` : ''}`,
          payload: { password },
        })
      ).json();
    expect(await check(NEW_PASSWORD)).toEqual({ valid: true, errors: [] });
    expect((await check('short')).errors.map((e: { errorCode: string }) => e.errorCode)).toEqual([
      'MIN_LENGTH',
    ]);
    for (const common of ['password', 'Password123!', 'qwertyuiop', 'Sunshine2026', 'iloveyou']) {
      expect((await check(common)).errors.map((e: { errorCode: string }) => e.errorCode)).toContain(
        'COMMON_PASSWORD',
      );
    }
    // No composition rules: a long lower-case phrase is fine.
    expect((await check('correct horse battery staple')).valid).toBe(true);

    // With a reset token the server knows the address.
    await forgot('agent@example.com', await captchaToken(t));
    const token = tokenOf(await t.linkIn('agent@example.com', 'password-reset'));
    expect((await check('agent@example.com', token)).errors).toEqual([
      { errorCode: 'CONTAINS_EMAIL', displayText: 'Not your email address' },
    ]);
    expect((await check('agent@example.com')).valid).toBe(true);
  });
});

describe('forgot password: POST /passwords/{email}/reset?captcha=', () => {
  it('needs a captcha: missing, wrong and reused tokens are refused', async () => {
    const missing = await forgot('customer@example.com');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(ONBOARDING_MESSAGES.captchaRequired);

    const challenge = (await t.app.inject({ method: 'GET', url: '/api/auth/v1/captcha' })).json();
    expect(challenge).toMatchObject({ provider: 'pow', challenge: { bits: 8 } });
    const wrongNonce = await forgot('customer@example.com', `${challenge.challenge.id}.notanumber`);
    expect(wrongNonce.statusCode).toBe(400);
    expect(wrongNonce.json().message).toBe(ONBOARDING_MESSAGES.captchaUnverified);
    const madeUp = await forgot('customer@example.com', 'made-up.1');
    expect(madeUp.statusCode).toBe(400);

    const good = await captchaToken(t);
    expect((await forgot('customer@example.com', good)).statusCode).toBe(200);
    const reused = await forgot('customer@example.com', good);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(ONBOARDING_MESSAGES.captchaUnverified);
    expect(await t.mailbox('customer@example.com', 'password-reset')).toHaveLength(1);
  });

  it('an insufficient proof of work is refused', async () => {
    const challenge = (await t.app.inject({ method: 'GET', url: '/api/auth/v1/captcha' })).json()
      .challenge as { id: string; salt: string; bits: number };
    const { createHash } = await import('node:crypto');
    const { leadingZeroBits } = await import('@cyber/domain');
    let nonce = 0;
    while (
      leadingZeroBits(createHash('sha256').update(`${challenge.salt}${nonce}`).digest()) >= 8
    ) {
      nonce += 1;
    }
    const res = await forgot('customer@example.com', `${challenge.id}.${nonce}`);
    expect(res.statusCode).toBe(400);
  });

  it('answers the same whether or not the address has an account', async () => {
    const known = await forgot('carrier@example.com', await captchaToken(t));
    const unknown = await forgot('nobody-here@example.com', await captchaToken(t));
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().message).toBe(ONBOARDING_MESSAGES.resetEmailSent);
    expect(await t.mailbox('carrier@example.com', 'password-reset')).toHaveLength(1);
    expect(await t.mailbox('nobody-here@example.com')).toHaveLength(0);
    // A disabled user gets nothing either.
    await forgot('disabled@example.com', await captchaToken(t));
    expect(await t.mailbox('disabled@example.com')).toHaveLength(0);
  });

  it('limits reset e-mails per address (429 after three in the window)', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await forgot('vendor@example.com', await captchaToken(t))).statusCode).toBe(200);
    }
    const fourth = await forgot('vendor@example.com', await captchaToken(t));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(ONBOARDING_MESSAGES.tooManyRequests);
    expect(await t.mailbox('vendor@example.com', 'password-reset')).toHaveLength(3);
    t.clock.advance(16 * 60_000);
    expect((await forgot('vendor@example.com', await captchaToken(t))).statusCode).toBe(200);
  });
});

describe('the reset link', () => {
  it('check → set → sign in with the new password; other sessions end', async () => {
    const before = await t.signIn('cluster@example.com');
    await forgot('cluster@example.com', await captchaToken(t));
    const link = await t.linkIn('cluster@example.com', 'password-reset');
    expect(link.pathname).toMatch(/^\/reset-password\/.+/);
    const token = tokenOf(link);

    const check = await checkReset(token);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ email: 'cluster@example.com', firstName: 'Jamie' });

    const res = await setPassword(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ONBOARDING_MESSAGES.passwordResetDone });
    expect(res.json().accessToken).toBeUndefined();

    expect((await t.login('cluster@example.com', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await t.login('cluster@example.com', DEMO_PASSWORD)).statusCode).toBe(401);
    const me = await before.inject({ method: 'GET', url: '/api/auth/v1/me' });
    expect(me.statusCode).toBe(401);

    const row = await userRow('cluster@example.com');
    expect(row.passwordChangedAt.getTime()).toBe(t.clock.now().getTime());
    expect(row.passwordExpiresAt!.getTime()).toBe(
      t.clock.now().getTime() + t.config.PASSWORD_MAX_AGE_DAYS * 86_400_000,
    );

    // Used: 400 for the check and the set.
    expect((await checkReset(token)).statusCode).toBe(400);
    expect((await setPassword(token)).statusCode).toBe(400);
  });

  it('404 unknown, 400 expired; a new link retires the older one', async () => {
    expect((await checkReset('unknown-token')).statusCode).toBe(404);
    expect((await setPassword('unknown-token')).statusCode).toBe(404);

    await forgot('mssp@example.com', await captchaToken(t));
    const first = tokenOf(await t.linkIn('mssp@example.com', 'password-reset'));
    t.clock.advance(1000);
    await forgot('mssp@example.com', await captchaToken(t));
    const second = tokenOf(await t.linkIn('mssp@example.com', 'password-reset'));
    expect(second).not.toBe(first);
    expect((await checkReset(first)).statusCode).toBe(400);
    expect((await checkReset(second)).statusCode).toBe(200);

    t.clock.advance((t.config.PASSWORD_RESET_TTL_MINUTES * 60 + 1) * 1000);
    const expired = await checkReset(second);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(ONBOARDING_MESSAGES.resetLinkExpired);
  });

  it('400 for mismatched passwords and for broken constraints', async () => {
    await forgot('reinsurer@example.com', await captchaToken(t));
    const token = tokenOf(await t.linkIn('reinsurer@example.com', 'password-reset'));
    const mismatch = await setPassword(token, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual([
      `confirmPassword: ${ONBOARDING_MESSAGES.passwordsDoNotMatch}`,
    ]);
    const common = await setPassword(token, 'letmein123');
    expect(common.statusCode).toBe(400);
    expect(common.json().errors).toEqual(['Not a commonly used password']);
    // The link still works after refused attempts.
    expect((await setPassword(token)).statusCode).toBe(200);
  });

  it('resetting validates the address of an unvalidated user (the link came through it)', async () => {
    expect((await t.login('unvalidated@example.com')).statusCode).toBe(412);
    await forgot('unvalidated@example.com', await captchaToken(t));
    const token = tokenOf(await t.linkIn('unvalidated@example.com', 'password-reset'));
    expect((await setPassword(token)).statusCode).toBe(200);
    expect((await t.login('unvalidated@example.com', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a password that had expired (418) can be replaced', async () => {
    expect((await t.login('expired@example.com')).statusCode).toBe(418);
    await forgot('expired@example.com', await captchaToken(t));
    const token = tokenOf(await t.linkIn('expired@example.com', 'password-reset'));
    expect((await setPassword(token)).statusCode).toBe(200);
    expect((await t.login('expired@example.com', NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('PUT /passwords/{email}/reset — an admin sends the reset e-mail', () => {
  it("an agency admin for their own users; another organisation's user is a 404", async () => {
    const agencyAdmin = await t.signIn('agencyadmin@example.com');
    const own = await agencyAdmin.inject({
      method: 'PUT',
      url: '/api/auth/v1/passwords/agent@example.com/reset',
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().message).toBe(ONBOARDING_MESSAGES.resetEmailSentByAdmin);
    const mail = await t.lastMessage('agent@example.com', 'password-reset');
    expect(mail.text).toContain('administrator');

    const other = await agencyAdmin.inject({
      method: 'PUT',
      url: '/api/auth/v1/passwords/broker@example.com/reset',
    });
    expect(other.statusCode).toBe(404);
    expect(await t.mailbox('broker@example.com', 'password-reset')).toHaveLength(0);
    const unknown = await agencyAdmin.inject({
      method: 'PUT',
      url: '/api/auth/v1/passwords/ghost@example.com/reset',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('provider admins reach anyone; agents are refused; disabled users 409', async () => {
    const admin = await t.signIn('admin@example.com');
    expect(
      (
        await admin.inject({
          method: 'PUT',
          url: '/api/auth/v1/passwords/broker@example.com/reset',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await admin.inject({
          method: 'PUT',
          url: '/api/auth/v1/passwords/disabled@example.com/reset',
        })
      ).statusCode,
    ).toBe(409);
    const agent = await t.signIn('wholesale@example.com');
    expect(
      (
        await agent.inject({
          method: 'PUT',
          url: '/api/auth/v1/passwords/broker@example.com/reset',
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('confirm a user created by an admin', () => {
  /** What the users issue will do: create the user without a usable password, then confirm. */
  async function createUserAndConfirm(email: string) {
    const [org] = await t.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.name, 'Harbor Risk Partners'));
    const roleId = (
      await t.database.db.select().from(memberships).where(eq(memberships.organisationId, org!.id))
    )[0]!.roleId;
    const placeholder = await hashPassword(crypto.randomUUID());
    const { token } = await t.database.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email, firstName: 'Casey', lastName: 'Created', passwordHash: placeholder })
        .returning();
      await tx
        .insert(memberships)
        .values({ userId: user!.id, organisationId: org!.id, roleId, isDefault: true });
      return sendUserConfirmation(t.app.ctx, tx, {
        user: user!,
        organisationName: org!.name,
        createdBy: null,
      });
    });
    return token;
  }

  it('e-mails /confirmUser/{token}; check, then set the password → tokens', async () => {
    const token = await createUserAndConfirm('created@example.com');
    const link = await t.linkIn('created@example.com', 'user-confirmation');
    expect(link.pathname).toBe(`/confirmUser/${token}`);
    expect((await t.login('created@example.com', NEW_PASSWORD)).statusCode).toBe(401);

    const check = await t.app.inject({
      method: 'GET',
      url: `/api/auth/v1/checkUserInvited/${token}`,
    });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ email: 'created@example.com', firstName: 'Casey' });

    const mismatch = await t.app.inject({
      method: 'POST',
      url: `/api/auth/v1/validateUserInvited/${token}`,
      payload: { password: NEW_PASSWORD, confirmPassword: 'different-one' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual([
      `confirmPassword: ${ONBOARDING_MESSAGES.passwordsMustMatch}`,
    ]);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/auth/v1/validateUserInvited/${token}`,
      payload: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/v1/me',
      headers: { authorization: `Bearer ${res.json().accessToken}` },
    });
    expect(me.json()).toMatchObject({ email: 'created@example.com' });
    expect((await t.login('created@example.com', NEW_PASSWORD)).statusCode).toBe(200);
    const row = await userRow('created@example.com');
    expect(row.emailValidatedAt).not.toBeNull();
    expect(row.passwordExpiresAt).not.toBeNull();

    const reused = await t.app.inject({
      method: 'GET',
      url: `/api/auth/v1/checkUserInvited/${token}`,
    });
    expect(reused.statusCode).toBe(400);
  });

  it('404 unknown; 401 (go to login) once the user is disabled; a reset token is not a confirm token', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/v1/checkUserInvited/nope' })).statusCode,
    ).toBe(404);
    const token = await createUserAndConfirm('to-disable@example.com');
    await t.database.db
      .update(users)
      .set({ status: 'DISABLED' })
      .where(eq(users.email, 'to-disable@example.com'));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/v1/checkUserInvited/${token}`,
    });
    expect(res.statusCode).toBe(401);
    expect((await checkReset(token)).statusCode).toBe(404);
  });
});

describe('with PASSWORD_MAX_AGE_DAYS=0 passwords never expire', () => {
  it('sets no expiry', async () => {
    const t2 = await buildTestApp({ PASSWORD_MAX_AGE_DAYS: '0', CAPTCHA_PROVIDER: 'dev' });
    try {
      await t2.app.inject({
        method: 'POST',
        url: '/api/auth/v1/passwords/agent@example.com/reset',
      });
      const token = tokenOf(await t2.linkIn('agent@example.com', 'password-reset'));
      const res = await t2.app.inject({
        method: 'POST',
        url: `/api/auth/v1/validatePasswordReset/${token}`,
        payload: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      const [row] = await t2.database.db
        .select()
        .from(users)
        .where(eq(users.email, 'agent@example.com'));
      expect(row!.passwordExpiresAt).toBeNull();
    } finally {
      await t2.close();
    }
  });
});
