import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ONBOARDING_MESSAGES } from '@cyber/domain';
import { loadConfig } from '../../../src/config.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CAPTCHA_PROVIDER=dev', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ CAPTCHA_PROVIDER: 'dev' });
  });
  afterAll(() => t.close());

  it('gives no challenge and lets the reset request through without a token', async () => {
    const challenge = await t.app.inject({ method: 'GET', url: '/api/auth/v1/captcha' });
    expect(challenge.json()).toEqual({ provider: 'dev' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/passwords/agent@example.com/reset',
    });
    expect(res.statusCode).toBe(200);
  });

  it('is refused in production by the configuration', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        CAPTCHA_PROVIDER: 'dev',
        JWT_SECRET: 'x'.repeat(40),
        DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      }),
    ).toThrow(/dev captcha cannot be used in production/);
  });
});

describe('CAPTCHA_PROVIDER=turnstile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      CAPTCHA_PROVIDER: 'turnstile',
      CAPTCHA_SITE_KEY: 'site-key-1',
      CAPTCHA_SECRET: 'secret-1',
    });
  });
  afterAll(() => t.close());

  it('gives the site key and verifies tokens with siteverify', async () => {
    const challenge = await t.app.inject({ method: 'GET', url: '/api/auth/v1/captcha' });
    expect(challenge.json()).toEqual({ provider: 'turnstile', siteKey: 'site-key-1' });

    const calls: { url: string; body: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, body: String(init.body) });
        const success = new URLSearchParams(String(init.body)).get('response') === 'good-token';
        return new Response(JSON.stringify({ success }), { status: 200 });
      }),
    );
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/passwords/agent@example.com/reset?captcha=good-token',
    });
    expect(ok.statusCode).toBe(200);
    expect(calls[0]!.url).toBe('https://challenges.cloudflare.com/turnstile/v0/siteverify');
    expect(new URLSearchParams(calls[0]!.body).get('secret')).toBe('secret-1');

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/passwords/agent@example.com/reset?captcha=bad-token',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(ONBOARDING_MESSAGES.captchaUnverified);
  });

  it('503 when the provider cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new Error('network down');
      }),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/passwords/agent@example.com/reset?captcha=any',
    });
    expect(res.statusCode).toBe(503);
  });
});
