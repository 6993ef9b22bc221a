import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('system endpoints', () => {
  it('health tells an anonymous caller the status alone (health.test.ts has the rest)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
  it('console-version returns the version', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/console-version' })).json()).toEqual({
      v: t.config.APP_VERSION,
    });
  });
  it('latest-deployment-time is an ISO time', async () => {
    const { deployedAt } = (
      await t.app.inject({ method: 'GET', url: '/api/latest-deployment-time' })
    ).json();
    expect(new Date(deployedAt).toISOString()).toBe(deployedAt);
  });
  it('env returns the environment name', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/v1/env' })).json()).toEqual({
      envName: 'local',
    });
  });
  it('unknown API paths are JSON 404s', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
  });
  it('serves the OpenAPI document with the sign-in paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/v1/login', '/api/auth/v1/access', '/api/auth/v1/me']),
    );
  });
  it('sends security headers with a strict CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['permissions-policy']).toContain('camera=()');
  });
  it('API answers with tokens or personal data are never stored by a browser or proxy', async () => {
    const login = await t.login('agent@example.com');
    expect(login.json().accessToken).toBeTruthy();
    expect(login.headers['cache-control']).toBe('no-store');
    const me = await (
      await t.signIn('agent@example.com')
    ).inject({
      method: 'GET',
      url: '/api/auth/v1/me',
    });
    expect(me.headers['cache-control']).toBe('no-store');
  });
});

describe('every API route declares who may call it', () => {
  it('registering a route without a permission fails', async () => {
    const { default: Fastify } = await import('fastify');
    const { authPlugin } = await import('../../../src/plugins/auth.ts');
    const app = Fastify();
    await app.register(authPlugin);
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(/declares no permission/);
    // Declared routes register fine.
    app.get('/api/declared', { config: { permission: 'public' } }, async () => ({}));
    await app.ready();
    await app.close();
  });
});
