import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@cyber/domain';
import { buildTestApp, type TestApp } from '../../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
    LOGIN_MAX_FAILURES_PER_IP: '5',
    LOGIN_LOCK_MINUTES: '15',
  });
});
afterAll(() => t.close());

describe('sign-in slow-down', () => {
  it('429 per account after repeated failures, even with the right password, until the lock passes', async () => {
    for (let i = 0; i < 3; i++)
      expect((await t.login('agent@example.com', 'bad-password')).statusCode).toBe(401);
    const blocked = await t.login('agent@example.com');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(MESSAGES.tooManyAttempts);
    // Another account is not affected.
    expect((await t.login('wholesale@example.com')).statusCode).toBe(200);

    t.clock.advance(16 * 60_000);
    expect((await t.login('agent@example.com')).statusCode).toBe(200);
  });

  it('429 per IP address across accounts', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 5; i++) {
      expect((await t.login(`unknown${i}@example.com`, 'bad-password', {}, ip)).statusCode).toBe(
        401,
      );
    }
    expect((await t.login('customer@example.com', undefined, {}, ip)).statusCode).toBe(429);
    expect((await t.login('customer@example.com', undefined, {}, '192.0.2.78')).statusCode).toBe(
      200,
    );
  });

  it('forty simultaneous wrong passwords: exactly the limit are checked, the rest refused', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => t.login('vendor@example.com', 'bad-password')),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(37);
    expect((await t.login('vendor@example.com')).statusCode).toBe(429);
  });

  it('right passwords do not use up the budget of an address', async () => {
    const ip = '192.0.2.90';
    for (let i = 0; i < 8; i++) {
      expect((await t.login('reinsurer@example.com', undefined, {}, ip)).statusCode).toBe(200);
    }
  });

  it('a success resets the account counter', async () => {
    for (let i = 0; i < 2; i++) await t.login('da@example.com', 'bad-password');
    expect((await t.login('da@example.com')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) await t.login('da@example.com', 'bad-password');
    expect((await t.login('da@example.com')).statusCode).toBe(200);
  });
});
