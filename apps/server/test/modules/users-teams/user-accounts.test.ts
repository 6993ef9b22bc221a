import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserAccountsSchema, USERS_MESSAGES } from '@cyber/domain';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { lookups } from './helpers.ts';

let t: TestApp;
let l: ReturnType<typeof lookups>;
beforeAll(async () => {
  t = await buildTestApp();
  l = lookups(t);
});
afterAll(() => t.close());

const teamId = async (session: Awaited<ReturnType<TestApp['signIn']>>, org: string, name: string) =>
  (
    await session.inject({
      method: 'GET',
      url: `/api/auth/v1/teams/all?organisationId=${org}&search=${encodeURIComponent(name)}`,
    })
  ).json().content[0].id as string;

describe('add accounts to a user (provider staff)', () => {
  it("reads a user's accounts by e-mail or id", async () => {
    const staff = await t.signIn('admin@example.com');
    const res = await staff.inject({
      method: 'GET',
      url: '/api/auth/v1/users/accounts?email=AgencyAdmin@example.com',
    });
    expect(res.statusCode).toBe(200);
    const body = UserAccountsSchema.parse(res.json());
    expect(body.accounts.map((a) => [a.organization.label, a.role.key, a.isDefault])).toEqual([
      ['Harbor Risk Partners Boston', 'agency-admin', true],
      ['Summit Wholesale Brokers Chicago', 'agent', false],
    ]);
    const byId = await staff.inject({
      method: 'GET',
      url: `/api/auth/v1/users/accounts?userId=${body.user.id}`,
    });
    expect(byId.json()).toEqual(body);
    const neither = await staff.inject({ method: 'GET', url: '/api/auth/v1/users/accounts' });
    expect(neither.statusCode).toBe(400);
  });

  it('is refused to anyone but provider staff', async () => {
    const admin = await t.signIn('agencyadmin@example.com');
    const res = await admin.inject({
      method: 'GET',
      url: '/api/auth/v1/users/accounts?email=agent@example.com',
    });
    expect(res.statusCode).toBe(403);
    const pick = await admin.inject({
      method: 'GET',
      url: '/api/auth/v1/users/organisations?accountType=AGENCY',
    });
    expect(pick.statusCode).toBe(403);
  });

  it('searches organisations per type for the picker', async () => {
    const staff = await t.signIn('admin@example.com');
    const res = await staff.inject({
      method: 'GET',
      url: '/api/auth/v1/users/organisations?accountType=AGENCY&search=thames',
    });
    expect(res.json().content.map((o: { name: string }) => o.name)).toEqual([
      'Thames Cyber Brokers Ltd',
    ]);
  });

  it('puts accounts: team-realm roles need teams; left-out accounts are removed', async () => {
    const staff = await t.signIn('admin@example.com');
    const agent = await l.userId('agent@example.com');
    const thames = await l.orgId('Thames Cyber Brokers Ltd');
    const carrier = await l.orgId('Keystone Specialty Insurance Co.');

    const noTeams = await staff.inject({
      method: 'PUT',
      url: '/api/auth/v1/users/accounts',
      payload: { userId: agent, accountRoleMap: { [thames]: 'agent' }, accountTeamsMap: {} },
    });
    expect(noTeams.statusCode).toBe(400);
    expect(noTeams.json().message).toBe(USERS_MESSAGES.teamsRequired);

    const london = await teamId(staff, thames, 'London Desk');
    const ok = await staff.inject({
      method: 'PUT',
      url: '/api/auth/v1/users/accounts',
      payload: {
        userId: agent,
        accountRoleMap: { [thames]: 'agent', [carrier]: 'carrier-admin' },
        accountTeamsMap: { [thames]: [london] },
      },
    });
    expect(ok.statusCode).toBe(200);
    const accounts = UserAccountsSchema.parse(ok.json()).accounts;
    expect(
      accounts.map((a) => [a.organization.value, a.role.key, a.teams.map((x) => x.name)]),
    ).toEqual(
      expect.arrayContaining([
        [thames, 'agent', ['London Desk']],
        [carrier, 'carrier-admin', []],
      ]),
    );
    expect(accounts).toHaveLength(3);

    // Agency admin roles are account-wide: no team needed. The carrier is left out → removed.
    const next = await staff.inject({
      method: 'PUT',
      url: '/api/auth/v1/users/accounts',
      payload: { userId: agent, accountRoleMap: { [thames]: 'agency-admin' } },
    });
    expect(next.statusCode).toBe(200);
    expect(next.json().accounts.map((a: { role: { key: string } }) => a.role.key)).toEqual([
      'agent',
      'agency-admin',
    ]);
  });

  it('rejects a team of another organisation, an unknown role and the home organisation', async () => {
    const staff = await t.signIn('admin@example.com');
    const agent = await l.userId('agent@example.com');
    const harbor = await l.orgId('Harbor Risk Partners');
    const summit = await l.orgId('Summit Wholesale Brokers');
    const renewals = await teamId(staff, harbor, 'Renewals');
    const cases = [
      [{ [summit]: 'agent' }, { [summit]: [renewals] }, USERS_MESSAGES.teamNotFound],
      [{ [summit]: 'carrier-admin' }, {}, USERS_MESSAGES.roleUnknown],
      [{ [harbor]: 'agent' }, { [harbor]: [renewals] }, USERS_MESSAGES.homeAccountLocked],
    ] as const;
    for (const [accountRoleMap, accountTeamsMap, message] of cases) {
      const res = await staff.inject({
        method: 'PUT',
        url: '/api/auth/v1/users/accounts',
        payload: { userId: agent, accountRoleMap, accountTeamsMap },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const bad = await staff.inject({
      method: 'PUT',
      url: '/api/auth/v1/users/accounts',
      payload: { userId: agent, accountRoleMap: { 'not-an-id': 'agent' } },
    });
    expect(bad.statusCode).toBe(400);
  });
});
