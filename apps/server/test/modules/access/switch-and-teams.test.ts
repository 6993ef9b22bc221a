import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeSchema, MyAccountListSchema, TeamListSchema } from '@cyber/domain';
import { memberships, roles, users } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accessHelpers } from './access-helpers.ts';

let t: TestApp;
let h: ReturnType<typeof accessHelpers>;
let harbor: string;
let summit: string;
let thames: string;
beforeAll(async () => {
  t = await buildTestApp();
  h = accessHelpers(t);
  harbor = await h.orgId('Harbor Risk Partners');
  summit = await h.orgId('Summit Wholesale Brokers');
  thames = await h.orgId('Thames Cyber Brokers Ltd');
  // The agent also works for the wholesale agency (a second membership).
  const [agent] = await h.db.select().from(users).where(eq(users.email, 'agent@example.com'));
  const [role] = await h.db
    .select()
    .from(roles)
    .where(and(eq(roles.accountType, 'AGENCY'), eq(roles.key, 'agent')));
  await h.db
    .insert(memberships)
    .values({ userId: agent!.id, organisationId: summit, roleId: role!.id });
});
afterAll(() => t.close());

describe('switch account', () => {
  it('lists the memberships, marking the one acted in', async () => {
    const agent = await t.signIn('agent@example.com');
    const res = await agent.inject({ method: 'GET', url: '/api/auth/v1/accounts/mine' });
    expect(res.statusCode).toBe(200);
    const list = MyAccountListSchema.parse(res.json());
    expect(list.map((a) => [a.name, a.current, a.isDefault])).toEqual([
      ['Harbor Risk Partners', true, true],
      ['Summit Wholesale Brokers', false, false],
    ]);
    const single = MyAccountListSchema.parse(
      (
        await (
          await t.signIn('carrier@example.com')
        ).inject({ method: 'GET', url: '/api/auth/v1/accounts/mine' })
      ).json(),
    );
    expect(single).toHaveLength(1);
  });

  it('switches into another own organisation: an ordinary session there', async () => {
    const agent = await t.signIn('agent@example.com');
    const res = await agent.inject({
      method: 'POST',
      url: `/api/auth/v1/accounts/${summit}/myToken`,
    });
    expect(res.statusCode).toBe(200);
    const entered = await h.enter(res.json().token);
    expect(entered.statusCode).toBe(200);
    const inject = h.bearer(entered.json().accessToken);
    const me = MeSchema.parse((await inject({ method: 'GET', url: '/api/auth/v1/me' })).json());
    expect(me.account).toMatchObject({ id: summit, name: 'Summit Wholesale Brokers' });
    expect(me.subscriberType).toBe('AGENCY');
    const [session] = await h.sessionsOf(me.id, summit);
    expect(session).toMatchObject({ accountId: summit, subscriberAccountId: summit });
    // Teams now come from the wholesale agency.
    const teams = TeamListSchema.parse(
      (await inject({ method: 'GET', url: '/api/auth/v1/teams/search' })).json(),
    );
    expect(teams.map((x) => x.name)).toEqual(['Wholesale Desk']);
    expect((await h.enter(res.json().token)).statusCode).toBe(401);
    expect(await h.auditRows('auth.switch-enter')).toHaveLength(1);
  });

  it('only into organisations the user belongs to (else 404)', async () => {
    const agent = await t.signIn('agent@example.com');
    const post = (id: string) =>
      agent.inject({ method: 'POST', url: `/api/auth/v1/accounts/${id}/myToken` });
    expect((await post(thames)).statusCode).toBe(404);
    expect((await post('7d0c5a56-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await post('nope')).statusCode).toBe(400);
    const admin = await t.signIn('admin@example.com');
    expect(
      (await admin.inject({ method: 'POST', url: `/api/auth/v1/accounts/${harbor}/myToken` }))
        .statusCode,
    ).toBe(404);
  });
});

describe('GET /api/auth/v1/teams/search', () => {
  it("answers the teams of the caller's organisation only, searched by name", async () => {
    const agency = await t.signIn('agencyadmin@example.com');
    const all = TeamListSchema.parse(
      (await agency.inject({ method: 'GET', url: '/api/auth/v1/teams/search' })).json(),
    );
    expect(all.map((x) => x.name)).toEqual(['New Business', 'Renewals']);
    const found = TeamListSchema.parse(
      (
        await agency.inject({ method: 'GET', url: '/api/auth/v1/teams/search?search=renew' })
      ).json(),
    );
    expect(found.map((x) => x.name)).toEqual(['Renewals']);
    // A search for another organisation's team finds nothing.
    const other = TeamListSchema.parse(
      (
        await agency.inject({ method: 'GET', url: '/api/auth/v1/teams/search?search=Underwriting' })
      ).json(),
    );
    expect(other).toEqual([]);
  });

  it("gives provider staff the provider's teams, and the agency's once jumped in", async () => {
    const admin = await t.signIn('admin@example.com');
    const own = TeamListSchema.parse(
      (await admin.inject({ method: 'GET', url: '/api/auth/v1/teams/search' })).json(),
    );
    expect(own.map((x) => x.name)).toEqual([
      'UK Underwriting',
      'Underwriting East',
      'Underwriting West',
    ]);
    const jumped = await h.jumpAs('admin@example.com', 'admin/agencies', harbor);
    const theirs = TeamListSchema.parse(
      (await jumped.inject({ method: 'GET', url: '/api/auth/v1/teams/search' })).json(),
    );
    expect(theirs.map((x) => x.name)).toEqual(['New Business', 'Renewals']);
  });

  it('needs a signed-in caller', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/v1/teams/search' })).statusCode,
    ).toBe(401);
  });
});
