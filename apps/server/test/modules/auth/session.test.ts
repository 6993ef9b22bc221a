import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '@cyber/domain';
import { buildTestApp, type TestApp } from '../../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/v1/access', payload: { refreshToken } });
const me = (accessToken: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/auth/v1/me',
    headers: { authorization: `Bearer ${accessToken}` },
  });

describe('refresh tokens', () => {
  it('rotate on every use: new tokens, and the new access token works', async () => {
    const first = await t.signIn('agent@example.com');
    const res = await refresh(first.refreshToken);
    expect(res.statusCode).toBe(200);
    const next = res.json();
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect((await me(next.accessToken)).statusCode).toBe(200);
  });

  it('reuse of a used refresh token revokes the whole family', async () => {
    const first = await t.signIn('agent@example.com');
    const second = (await refresh(first.refreshToken)).json();
    const third = (await refresh(second.refreshToken)).json();
    expect((await me(third.accessToken)).statusCode).toBe(200);

    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    // Every token of the family is now dead: the newest refresh token and the access token.
    expect((await refresh(third.refreshToken)).statusCode).toBe(401);
    expect((await me(third.accessToken)).statusCode).toBe(401);
    // Another session of the same user is untouched.
    const other = await t.signIn('agent@example.com');
    expect((await me(other.accessToken)).statusCode).toBe(200);
  });

  it('an unknown refresh token is a 401', async () => {
    expect((await refresh('not-a-real-token')).statusCode).toBe(401);
  });

  it('access tokens expire after 15 minutes; refresh still works', async () => {
    const s = await t.signIn('carrier@example.com');
    t.clock.advance((ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    expect((await me(s.accessToken)).statusCode).toBe(401);
    expect((await refresh(s.refreshToken)).statusCode).toBe(200);
  });
});

describe('logout', () => {
  it('revokes the session: access and refresh tokens stop working', async () => {
    const s = await t.signIn('customer@example.com');
    const res = await s.inject({
      method: 'POST',
      url: '/api/auth/v1/logout',
      payload: { refreshToken: s.refreshToken },
    });
    expect(res.statusCode).toBe(204);
    expect((await me(s.accessToken)).statusCode).toBe(401);
    expect((await refresh(s.refreshToken)).statusCode).toBe(401);
  });

  it('needs a signed-in caller', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/v1/logout', payload: {} })).statusCode,
    ).toBe(401);
  });

  it("cannot end another user's session with their refresh token", async () => {
    const victim = await t.signIn('vendor@example.com');
    const attacker = await t.signIn('cluster@example.com');
    await attacker.inject({
      method: 'POST',
      url: '/api/auth/v1/logout',
      payload: { refreshToken: victim.refreshToken },
    });
    expect((await me(victim.accessToken)).statusCode).toBe(200);
  });
});
