import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, MFA_MESSAGES } from '@cyber/domain';
import { DEMO_TOTP_SECRET } from '../../../src/db/seed/demo-data.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { clearThrottles, setUser, totpAt } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // customer@ signs in with e-mailed codes, agent@ (phone 617-555-0142) with texted codes.
  await setUser(t, 'customer@example.com', { mfaType: 'EMAIL' });
  await setUser(t, 'agent@example.com', { mfaType: 'SMS' });
});
afterAll(() => t.close());
beforeEach(() => clearThrottles(t));

const AGENT_PHONE = '+16175550142';
const wait30s = () => t.clock.advance(31_000);

describe('sign-in with an e-mailed code', () => {
  it('307 sends a 6-digit code by e-mail; the code signs in once', async () => {
    const first = await t.login('customer@example.com');
    expect(first.statusCode).toBe(307);
    expect(first.json().mfaType).toBe('EMAIL');
    const message = await t.lastMessage('customer@example.com', 'mfa-code');
    expect(message.subject).toMatch(/verification code/i);
    const code = await t.codeIn('customer@example.com', 'mfa-code');

    const ok = await t.login('customer@example.com', undefined, { mfaCode: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().accessToken).toBeTruthy();

    const reused = await t.login('customer@example.com', undefined, { mfaCode: code });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(MFA_MESSAGES.codeUsed);
  });

  it('refuses a wrong code, then voids the code after five wrong guesses', async () => {
    wait30s();
    expect((await t.login('customer@example.com')).statusCode).toBe(307);
    const code = await t.codeIn('customer@example.com', 'mfa-code');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      const res = await t.login('customer@example.com', undefined, { mfaCode: wrong });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(MESSAGES.invalidMfaCode);
    }
    const fifth = await t.login('customer@example.com', undefined, { mfaCode: wrong });
    expect(fifth.json().message).toBe(MFA_MESSAGES.codeTooManyAttempts);
    // The failures also count against the account, as wrong passwords do.
    expect((await t.login('customer@example.com', undefined, { mfaCode: code })).statusCode).toBe(
      429,
    );
    // Once the lock is lifted, even the right code stays refused: the code is void.
    await clearThrottles(t);
    const right = await t.login('customer@example.com', undefined, { mfaCode: code });
    expect(right.statusCode).toBe(401);
    expect(right.json().message).toBe(MFA_MESSAGES.codeTooManyAttempts);
  });

  it('an expired code (after 5 minutes) is refused', async () => {
    wait30s();
    expect((await t.login('customer@example.com')).statusCode).toBe(307);
    const code = await t.codeIn('customer@example.com', 'mfa-code');
    t.clock.advance(5 * 60_000 + 1_000);
    const res = await t.login('customer@example.com', undefined, { mfaCode: code });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MFA_MESSAGES.codeExpired);
  });

  it('resending is limited to one code every 30 seconds and five every 15 minutes', async () => {
    t.clock.advance(16 * 60_000);
    expect((await t.login('customer@example.com')).statusCode).toBe(307);
    const tooSoon = await t.login('customer@example.com');
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(MFA_MESSAGES.resendTooSoon);
    for (let i = 0; i < 4; i++) {
      wait30s();
      expect((await t.login('customer@example.com')).statusCode).toBe(307);
    }
    wait30s();
    const tooMany = await t.login('customer@example.com');
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().message).toBe(MFA_MESSAGES.resendTooMany);
    // Only the newest code works: an older one was replaced.
    const [newest, older] = await t.mailbox('customer@example.com', 'mfa-code');
    const olderCode = /\b(\d{6})\b/.exec(older!.text)![1]!;
    const newestCode = /\b(\d{6})\b/.exec(newest!.text)![1]!;
    if (olderCode !== newestCode) {
      const old = await t.login('customer@example.com', undefined, { mfaCode: olderCode });
      expect(old.statusCode).toBe(401);
    }
    const ok = await t.login('customer@example.com', undefined, { mfaCode: newestCode });
    expect(ok.statusCode).toBe(200);
  });

  it('a wrong password sends nothing', async () => {
    t.clock.advance(16 * 60_000);
    const before = (await t.mailbox('customer@example.com', 'mfa-code')).length;
    expect((await t.login('customer@example.com', 'wrong-password')).statusCode).toBe(401);
    expect(await t.mailbox('customer@example.com', 'mfa-code')).toHaveLength(before);
  });
});

describe('sign-in with a texted code', () => {
  it('texts the code to the phone in E.164 and accepts it', async () => {
    const first = await t.login('agent@example.com');
    expect(first.statusCode).toBe(307);
    expect(first.json().mfaType).toBe('SMS');
    const sms = await t.lastMessage(AGENT_PHONE, 'mfa-code');
    expect(sms.channel).toBe('SMS');
    const code = await t.codeIn(AGENT_PHONE, 'mfa-code');
    const ok = await t.login('agent@example.com', undefined, { mfaCode: code });
    expect(ok.statusCode).toBe(200);
  });

  it('409 with a way out when an SMS user has no phone', async () => {
    await setUser(t, 'wholesale@example.com', { mfaType: 'SMS', phone: null });
    const res = await t.login('wholesale@example.com');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MFA_MESSAGES.noPhoneForSms);
  });
});

describe('authenticator secrets, plain or sealed', () => {
  it('the demo user (plain secret) still signs in', async () => {
    const code = totpAt(DEMO_TOTP_SECRET, t.clock.now());
    expect((await t.login('mfa@example.com', undefined, { mfaCode: code })).statusCode).toBe(200);
  });

  it('a sealed secret is opened to check the code', async () => {
    const secret = 'JBSWY3DPEHPK3PXP';
    const { secrets } = t.app.ctx;
    await setUser(t, 'da@example.com', { mfaType: 'GOOGLE', mfaSecret: secrets.seal(secret) });
    expect((await t.login('da@example.com')).json().mfaType).toBe('GOOGLE');
    // Nothing is sent for an authenticator.
    expect(await t.mailbox('da@example.com', 'mfa-code')).toHaveLength(0);
    const code = totpAt(secret, t.clock.now());
    expect((await t.login('da@example.com', undefined, { mfaCode: code })).statusCode).toBe(200);
  });
});
