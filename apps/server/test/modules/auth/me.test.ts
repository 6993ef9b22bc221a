import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dashboardPathFor,
  MeSchema,
  PERSONA_BY_ACCOUNT_TYPE,
  type AccountType,
} from '@cyber/domain';
import { buildTestApp, type TestApp } from '../../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PERSONA_USERS: Array<[string, AccountType]> = [
  ['admin@example.com', 'COWBELL'],
  ['underwriter@example.com', 'COWBELL'],
  ['agent@example.com', 'AGENCY'],
  ['wholesale@example.com', 'AGENCY'],
  ['broker@example.com', 'AGENCY'],
  ['customer@example.com', 'CUSTOMER'],
  ['da@example.com', 'DIGITAL'],
  ['mssp@example.com', 'MSSP'],
  ['carrier@example.com', 'CARRIER'],
  ['cluster@example.com', 'CLUSTER'],
  ['vendor@example.com', 'VENDOR'],
  ['reinsurer@example.com', 'RE_INSURER'],
  ['premiumprocessor@example.com', 'PREMIUM_PROCESSOR'],
];

describe('GET /api/auth/v1/me', () => {
  it('401 without a token, and with a forged one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/v1/me' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/auth/v1/me',
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('You are not signed in.');
  });

  it.each(PERSONA_USERS)(
    '%s signs in as a %s user with a complete profile',
    async (email, type) => {
      const { inject } = await t.signIn(email);
      const res = await inject({ method: 'GET', url: '/api/auth/v1/me' });
      expect(res.statusCode).toBe(200);
      const me = MeSchema.parse(res.json());
      expect(me.email).toBe(email);
      expect(me.account.accountType).toBe(type);
      expect(me.subscriberType).toBe(type);
      expect(me.fullName).toBe(`${me.firstName} ${me.lastName}`);
      expect(me.initials).toHaveLength(2);
      expect(me.permissions).toContain('dashboard:view');
      expect(dashboardPathFor(me.account.accountType)).toBe(
        `/${PERSONA_BY_ACCOUNT_TYPE[type]}/dashboard`,
      );
    },
  );

  it('agency accounts carry npn and location alias; the UK broker is in the UK region', async () => {
    const agent = (
      await (await t.signIn('agent@example.com')).inject({ method: 'GET', url: '/api/auth/v1/me' })
    ).json();
    expect(agent.account).toMatchObject({
      name: 'Harbor Risk Partners',
      locationAlias: 'Boston',
      npn: '1839274',
      region: 'US',
    });
    const broker = (
      await (await t.signIn('broker@example.com')).inject({ method: 'GET', url: '/api/auth/v1/me' })
    ).json();
    expect(broker.account.region).toBe('UK');
    const customer = (
      await (
        await t.signIn('customer@example.com')
      ).inject({ method: 'GET', url: '/api/auth/v1/me' })
    ).json();
    expect(customer.account.wizerCustomerId).toBe('WZ-10442');
    expect(customer.account).not.toHaveProperty('locationAlias');
  });

  it('each user sees only their own organisation', async () => {
    const a = (
      await (await t.signIn('agent@example.com')).inject({ method: 'GET', url: '/api/auth/v1/me' })
    ).json();
    const b = (
      await (await t.signIn('broker@example.com')).inject({ method: 'GET', url: '/api/auth/v1/me' })
    ).json();
    expect(a.account.id).not.toBe(b.account.id);
  });
});

describe('GET /api/auth/v1/permissions/map', () => {
  it('groups the caller permissions by resource', async () => {
    const { inject } = await t.signIn('underwriter@example.com');
    const map = (await inject({ method: 'GET', url: '/api/auth/v1/permissions/map' })).json();
    expect(map.quote).toEqual(expect.arrayContaining(['view', 'manage', 'underwrite']));
    expect(map.flag).toBeUndefined();
  });
  it('401 without a token', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/v1/permissions/map' })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/auth/v1/flags', () => {
  it('anonymous callers see only public flags; signed-in users see all', async () => {
    const anon = (await t.app.inject({ method: 'GET', url: '/api/auth/v1/flags' })).json().flags;
    expect(anon['maintenance-mode']).toBe(false);
    expect(anon['boost-v5']).toBeUndefined();
    const { inject } = await t.signIn('agent@example.com');
    const signed = (await inject({ method: 'GET', url: '/api/auth/v1/flags' })).json().flags;
    expect(signed['boost-v5']).toBe(false);
  });
});

describe('last sign-in', () => {
  it('is empty at the first sign-in and shows the previous sign-in afterwards', async () => {
    const first = await t.signIn('agencyadmin@example.com');
    expect(
      (await first.inject({ method: 'GET', url: '/api/auth/v1/me' })).json().lastLoginAt,
    ).toBeNull();
    const firstAt = t.clock.now().toISOString();
    t.clock.advance(60_000);
    const second = await t.signIn('agencyadmin@example.com');
    expect(
      (await second.inject({ method: 'GET', url: '/api/auth/v1/me' })).json().lastLoginAt,
    ).toBe(firstAt);
  });
});
