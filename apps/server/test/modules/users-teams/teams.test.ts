import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TeamPageSchema, USERS_MESSAGES } from '@cyber/domain';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { lookups } from './helpers.ts';

let t: TestApp;
let l: ReturnType<typeof lookups>;
beforeAll(async () => {
  t = await buildTestApp();
  l = lookups(t);
});
afterAll(() => t.close());

const teamsOf = async (session: Awaited<ReturnType<TestApp['signIn']>>, query = '') =>
  TeamPageSchema.parse(
    (await session.inject({ method: 'GET', url: `/api/auth/v1/teams/all${query}` })).json(),
  );

describe('teams', () => {
  it("lists the acting organisation's teams with member counts, searched and sorted", async () => {
    const admin = await t.signIn('agencyadmin@example.com');
    const page = await teamsOf(admin, '?sort=name,desc');
    expect(page.content.map((x) => [x.name, x.members])).toEqual([
      ['Renewals', 1],
      ['New Business', 2],
    ]);
    expect((await teamsOf(admin, '?search=renew')).content.map((x) => x.name)).toEqual([
      'Renewals',
    ]);
    // Provider staff may read another organisation's teams (the add-accounts picker).
    const staff = await t.signIn('admin@example.com');
    const summit = await l.orgId('Summit Wholesale Brokers');
    expect((await teamsOf(staff, `?organisationId=${summit}`)).content.map((x) => x.name)).toEqual([
      'Wholesale Desk',
    ]);
    const other = await admin.inject({
      method: 'GET',
      url: `/api/auth/v1/teams/all?organisationId=${summit}`,
    });
    expect(other.statusCode).toBe(404);
  });

  it("creates, renames and deletes ('Team removed'); names are unique per organisation", async () => {
    const admin = await t.signIn('agencyadmin@example.com');
    const created = await admin.inject({
      method: 'POST',
      url: '/api/auth/v1/teams',
      payload: { name: '  Mid-Market  ' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Mid-Market', members: 0 });
    const id = created.json().id;

    const duplicate = await admin.inject({
      method: 'POST',
      url: '/api/auth/v1/teams',
      payload: { name: 'renewals' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(USERS_MESSAGES.teamNameTaken);
    const empty = await admin.inject({
      method: 'POST',
      url: '/api/auth/v1/teams',
      payload: { name: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([`name: ${USERS_MESSAGES.teamNameRequired}`]);
    // Another organisation may use the same name.
    const wholesale = await t.signIn('admin@example.com');
    expect(
      (
        await wholesale.inject({
          method: 'POST',
          url: '/api/auth/v1/teams',
          payload: { name: 'Mid-Market' },
        })
      ).statusCode,
    ).toBe(201);

    const clash = await admin.inject({
      method: 'PUT',
      url: `/api/auth/v1/teams/${id}`,
      payload: { name: 'New Business' },
    });
    expect(clash.statusCode).toBe(409);
    const renamed = await admin.inject({
      method: 'PUT',
      url: `/api/auth/v1/teams/${id}`,
      payload: { name: 'Middle Market' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Middle Market');

    const del = await admin.inject({ method: 'DELETE', url: `/api/auth/v1/teams/${id}` });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: USERS_MESSAGES.teamRemoved });
    expect((await teamsOf(admin)).content.map((x) => x.name)).not.toContain('Middle Market');
  });

  it("keeps a team with users (409) and answers 404 for another organisation's team", async () => {
    const admin = await t.signIn('agencyadmin@example.com');
    const [renewals] = (await teamsOf(admin, '?search=Renewals')).content;
    const busy = await admin.inject({
      method: 'DELETE',
      url: `/api/auth/v1/teams/${renewals!.id}`,
    });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(USERS_MESSAGES.teamHasMembers);

    const broker = await t.signIn('broker@example.com');
    const [london] = (await teamsOf(broker)).content;
    for (const [method, payload] of [
      ['PUT', { name: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await admin.inject({
        method,
        url: `/api/auth/v1/teams/${london!.id}`,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('refuses an agent (team:view only) any change with 403', async () => {
    const agent = await t.signIn('agent@example.com');
    expect((await agent.inject({ method: 'GET', url: '/api/auth/v1/teams/all' })).statusCode).toBe(
      200,
    );
    const res = await agent.inject({
      method: 'POST',
      url: '/api/auth/v1/teams',
      payload: { name: 'Agents only' },
    });
    expect(res.statusCode).toBe(403);
  });

  it("migrates a user's teams", async () => {
    const admin = await t.signIn('agencyadmin@example.com');
    const teams = (await teamsOf(admin)).content;
    const newBusiness = teams.find((x) => x.name === 'New Business')!;
    const renewals = teams.find((x) => x.name === 'Renewals')!;
    const agent = await l.userId('agent@example.com');

    const res = await admin.inject({
      method: 'PUT',
      url: `/api/auth/v1/users/teams/migrate/${agent}`,
      payload: { fromTeamIds: [newBusiness.id], toTeamIds: [renewals.id] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ userId: agent, teams: [{ id: renewals.id, name: 'Renewals' }] });
    const after = (await teamsOf(admin)).content;
    expect(after.find((x) => x.name === 'New Business')!.members).toBe(1);
    expect(after.find((x) => x.name === 'Renewals')!.members).toBe(2);

    const none = await admin.inject({
      method: 'PUT',
      url: `/api/auth/v1/users/teams/migrate/${agent}`,
      payload: { toTeamIds: [] },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([`toTeamIds: ${USERS_MESSAGES.migrateTargetRequired}`]);

    const broker = await t.signIn('broker@example.com');
    const [london] = (await teamsOf(broker)).content;
    const foreignTeam = await admin.inject({
      method: 'PUT',
      url: `/api/auth/v1/users/teams/migrate/${agent}`,
      payload: { toTeamIds: [london!.id] },
    });
    expect(foreignTeam.statusCode).toBe(404);
    const foreignUser = await admin.inject({
      method: 'PUT',
      url: `/api/auth/v1/users/teams/migrate/${await l.userId('broker@example.com')}`,
      payload: { toTeamIds: [renewals.id] },
    });
    expect(foreignUser.statusCode).toBe(404);
  });
});
