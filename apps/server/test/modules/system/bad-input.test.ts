import { MESSAGES } from '@cyber/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, operationsOf, type TestApp } from '../../helper.ts';

describe('bad input is a 400, never a 500', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('refuses a NUL character in a query, naming the field', async () => {
    const agent = await t.signIn('agent@example.com');
    const res = await agent.inject({
      method: 'GET',
      url: '/api/account/v1/accounts/search?search=%00',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: MESSAGES.nulCharacter,
      errors: [`query.search: ${MESSAGES.nulCharacter}`],
    });
  });

  it('refuses a NUL character in a JSON body and writes nothing', async () => {
    const admin = await t.signIn('agencyadmin@example.com');
    const res = await admin.inject({
      method: 'POST',
      url: '/api/auth/v1/teams',
      payload: { name: 'Night\u0000Shift' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([`body.name: ${MESSAGES.nulCharacter}`]);
    const teams = await admin.inject({
      method: 'GET',
      url: '/api/auth/v1/teams/search?search=Night',
    });
    expect(JSON.stringify(teams.json())).not.toContain('Night');
  });

  it('answers an over-long or malformed address in the platform error format', async () => {
    const agent = await t.signIn('agent@example.com');
    const long = await agent.inject({
      method: 'GET',
      url: `/api/auth/v1/users/${'a'.repeat(300)}`,
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: MESSAGES.addressTooLong });
    const bad = await agent.inject({ method: 'GET', url: '/api/auth/v1/users/%zz' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: MESSAGES.addressInvalid });
  });

  it('answers every operation a NUL character in its ids and query without a 5xx', async () => {
    const admin = await t.signIn('admin@example.com');
    const faults: string[] = [];
    for (const { method, path } of operationsOf(t.app)) {
      const res = await admin.inject({
        method,
        url: `${path.replace(/\{[^}]+\}/g, 'x%00')}?search=%00&q=%00`,
      });
      if (res.statusCode >= 500) faults.push(`${method} ${path}: ${res.statusCode}`);
    }
    expect(faults).toEqual([]);
  });
});
