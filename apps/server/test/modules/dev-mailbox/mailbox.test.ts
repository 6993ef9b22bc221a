import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { captchaToken } from '../onboarding/helpers.ts';

describe('dev mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ CAPTCHA_POW_BITS: '8' });
    await t.app.ctx.messenger.sms(t.app.ctx.db, {
      to: '+15555550100',
      text: 'Your code is 654321',
      template: 'test-sms',
    });
  });
  afterAll(() => t.close());

  it('lists texts too, filtered by channel, to a provider admin', async () => {
    const admin = await t.signIn('admin@example.com');
    const res = await admin.inject({ method: 'GET', url: '/api/admin/v1/mailbox?channel=SMS' });
    expect(res.statusCode).toBe(200);
    expect(res.json().content[0]).toMatchObject({ recipient: '+15555550100', channel: 'SMS' });
  });

  it('is readable in the app by provider admins only', async () => {
    const admin = await t.signIn('admin@example.com');
    const ok = await admin.inject({ method: 'GET', url: '/api/admin/v1/mailbox?search=654321' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().totalElements).toBe(1);

    const agent = await t.signIn('agent@example.com');
    const denied = await agent.inject({ method: 'GET', url: '/api/admin/v1/mailbox' });
    expect(denied.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/v1/mailbox' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('closes the takeover: a reset link for the super admin cannot be read without signing in', async () => {
    // The attack: solve the captcha, ask for the super admin's reset, read the mailbox anonymously.
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/auth/v1/passwords/admin%40example.com/reset?captcha=${encodeURIComponent(await captchaToken(t))}`,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.body).not.toMatch(/https?:\/\//);

    for (const url of [
      '/api/dev/mailbox',
      '/api/dev/mailbox?to=admin%40example.com',
      '/api/admin/v1/mailbox?to=admin%40example.com',
    ]) {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect([401, 404], url).toContain(anonymous.statusCode);
      expect(anonymous.body, url).not.toContain('reset');
    }
    // The message is there, for a provider admin only.
    expect((await t.lastMessage('admin@example.com')).text).toMatch(/https?:\/\//);
  });

  it('does not exist in production', async () => {
    const prod = await buildTestApp({
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-that-is-long-enough-1234',
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    });
    try {
      const admin = await prod.signIn('admin@example.com');
      const res = await admin.inject({ method: 'GET', url: '/api/admin/v1/mailbox' });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
