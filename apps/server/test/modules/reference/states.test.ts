import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_MESSAGES, type StatePage } from '@cyber/domain';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { syncReferenceData } from '../../../src/db/seed/reference.ts';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn('admin@example.com');
});
afterAll(() => t.close());

const search = (as: typeof admin, query = '') =>
  as.inject({ method: 'GET', url: `/api/account/v1/states/search?${query}` });

describe('GET /api/account/v1/states/search', () => {
  it('lists all 51 for forms (size 100), by name, for any signed-in user', async () => {
    const customer = await t.signIn('customer@example.com');
    const res = await search(customer, 'size=100');
    expect(res.statusCode).toBe(200);
    const page = res.json<StatePage>();
    expect(page.totalElements).toBe(51);
    expect(page.content[0]).toMatchObject({
      stateName: 'Alabama',
      stateNameAbbrv: 'AL',
      timeZone: 'America/Chicago',
    });
  });

  it('pages by 25 by default, searches by name or abbreviation, sorts', async () => {
    expect((await search(admin)).json()).toMatchObject({ size: 25, totalPages: 3 });
    const byName = (await search(admin, 'search=carolina')).json<StatePage>();
    expect(byName.content.map((s) => s.stateNameAbbrv)).toEqual(['NC', 'SC']);
    const byAbbr = (await search(admin, 'search=tx')).json<StatePage>();
    expect(byAbbr.content.map((s) => s.stateName)).toEqual(['Texas']);
    const sorted = (await search(admin, 'sort=stateNameAbbrv,desc&size=1')).json<StatePage>();
    expect(sorted.content[0]?.stateNameAbbrv).toBe('WY');
  });
});

describe('DELETE /api/account/v1/states/{id}', () => {
  it('403 for others; deletes for provider admins; the deletion sticks across restarts', async () => {
    const [wyoming] = (await search(admin, 'search=wyoming')).json<StatePage>().content;
    const agencyAdmin = await t.signIn('agencyadmin@example.com');
    const forbidden = await agencyAdmin.inject({
      method: 'DELETE',
      url: `/api/account/v1/states/${wyoming!.id}`,
    });
    expect(forbidden.statusCode).toBe(403);

    const res = await admin.inject({
      method: 'DELETE',
      url: `/api/account/v1/states/${wyoming!.id}`,
    });
    expect(res.statusCode).toBe(204);
    await syncReferenceData(t.database.db);
    expect((await search(admin, 'search=wyoming')).json().totalElements).toBe(0);
    expect((await search(admin, 'size=100')).json().totalElements).toBe(50);

    const again = await admin.inject({
      method: 'DELETE',
      url: `/api/account/v1/states/${wyoming!.id}`,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(REFERENCE_MESSAGES.stateNotFound);
  });

  it('400 for an id that is not a uuid', async () => {
    const res = await admin.inject({ method: 'DELETE', url: '/api/account/v1/states/TX' });
    expect(res.statusCode).toBe(400);
  });
});
