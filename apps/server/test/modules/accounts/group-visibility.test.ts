import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helper.ts';

/** A cluster sees the insured accounts of the agencies that are its members, and only those. */
describe('account visibility for clusters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('follows cluster membership', async () => {
    const staff = await t.signIn('admin@example.com');
    const clusterUser = await t.signIn('cluster@example.com');
    const agencyAdmin = await t.signIn('agencyadmin@example.com');
    const count = async (inject: typeof staff.inject) =>
      (await inject({ method: 'GET', url: '/api/account/v1/accounts?size=100' })).json<{
        totalElements: number;
      }>().totalElements;

    expect(await count(clusterUser.inject)).toBe(0);

    const search = await staff.inject({
      method: 'GET',
      url: '/api/account/v1/cluster/search?search=Great%20Lakes',
    });
    const clusterId = search.json<{ content: { id: string }[] }>().content[0]!.id;
    const agencies = await staff.inject({
      method: 'GET',
      url: '/api/account/v1/agency/search?search=Harbor',
    });
    const harborId = agencies.json<{ content: { id: string }[] }>().content[0]!.id;
    const added = await staff.inject({
      method: 'POST',
      url: '/api/account/v1/cluster/add/agency',
      payload: { groupId: clusterId, agencyId: harborId },
    });
    expect(added.statusCode).toBe(201);

    const harborAccounts = await count(agencyAdmin.inject);
    expect(harborAccounts).toBeGreaterThan(0);
    expect(await count(clusterUser.inject)).toBe(harborAccounts);

    const removed = await staff.inject({
      method: 'PUT',
      url: `/api/account/v1/cluster/remove/agency/${harborId}?groupId=${clusterId}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(await count(clusterUser.inject)).toBe(0);
  });
});
