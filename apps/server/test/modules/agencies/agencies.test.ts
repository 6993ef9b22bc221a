import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgencyPageSchema, AgencySchema, type Agency } from '@cyber/domain';
import { auditLog, organisations } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { agencyBody, createAgency, type Session } from './support.ts';

let t: TestApp;
let admin: Session;
let underwriter: Session;
let agencyAdmin: Session;
let agent: Session;
let harbor: string;
let summit: string;
beforeAll(async () => {
  t = await buildTestApp();
  [admin, underwriter, agencyAdmin, agent] = await Promise.all([
    t.signIn('admin@example.com'),
    t.signIn('underwriter@example.com'),
    t.signIn('agencyadmin@example.com'),
    t.signIn('agent@example.com'),
  ]);
  const orgId = async (name: string) =>
    (await t.database.db.select().from(organisations).where(eq(organisations.name, name)))[0]!.id;
  harbor = await orgId('Harbor Risk Partners');
  summit = await orgId('Summit Wholesale Brokers');
});
afterAll(() => t.close());

const post = (s: Session, payload: unknown) =>
  s.inject({ method: 'POST', url: '/api/account/v1/agency', payload: payload as object });

describe('create', () => {
  it('provider staff add an agency; host name is stored lower-case and audited', async () => {
    const body = agencyBody({ hostname: 'Mixed-Case.Example.com' });
    const res = await post(admin, body);
    expect(res.statusCode).toBe(201);
    const { message, agency } = res.json<{ message: string; agency: Agency }>();
    expect(message).toBe('Agency successfully added!');
    AgencySchema.parse(agency);
    expect(agency).toMatchObject({
      name: body.name,
      hostname: 'mixed-case.example.com',
      npn: '1234567890',
      agencyKind: 'RETAIL',
      contactPhone: '6175550199',
      accountCount: 0,
      userCount: 0,
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'agency.create'));
    expect(audits.some((a) => a.entityId === agency.id)).toBe(true);
  });

  it('a host name already used (any case) is a 409', async () => {
    await createAgency(admin, { hostname: 'taken-host.example.com' });
    const res = await post(admin, agencyBody({ hostname: 'TAKEN-HOST.example.com' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This hostname is already used by another agency');
  });

  it('NPN over 10 digits, missing contact names, bad e-mail and phone are 400s', async () => {
    const npn = await post(admin, agencyBody({ npn: '12345678901' }));
    expect(npn.statusCode).toBe(400);
    expect(npn.body).toContain('NPN must be less than or equal to 10 digits');
    const names = await post(admin, agencyBody({ contactFirstName: ' ', contactLastName: '' }));
    expect(names.statusCode).toBe(400);
    expect(names.body).toContain('Contact first name is required');
    expect(names.body).toContain('Contact last name is required');
    const email = await post(admin, agencyBody({ contactEmail: 'not-an-email' }));
    expect(email.statusCode).toBe(400);
    expect(email.body).toContain('Please enter a valid Email Address');
    const phone = await post(admin, agencyBody({ contactPhone: '123' }));
    expect(phone.statusCode).toBe(400);
    expect(phone.body).toContain('Invalid phone number');
    const host = await post(admin, agencyBody({ hostname: '' }));
    expect(host.statusCode).toBe(400);
    expect(host.body).toContain('Hostname is required');
  });

  it('agency users and provider staff without agency:manage cannot create', async () => {
    expect((await post(agencyAdmin, agencyBody())).statusCode).toBe(403);
    expect((await post(underwriter, agencyBody())).statusCode).toBe(403);
  });
});

describe('search and get', () => {
  it('searches by name, pages, and caps size at 200', async () => {
    const created = await createAgency(admin, { name: `Searchable Zebra ${Date.now()}` });
    const res = await admin.inject({
      method: 'GET',
      url: '/api/account/v1/agency/search?search=searchable%20zebra&size=200',
    });
    expect(res.statusCode).toBe(200);
    const page = AgencyPageSchema.parse(res.json());
    expect(page.content.map((a) => a.id)).toContain(created.id);
    expect(page.content.every((a) => /searchable zebra/i.test(a.name))).toBe(true);
    const tooBig = await admin.inject({
      method: 'GET',
      url: '/api/account/v1/agency/search?size=201',
    });
    expect(tooBig.statusCode).toBe(400);
    const harborHit = await underwriter.inject({
      method: 'GET',
      url: '/api/account/v1/agency/search?search=Harbor',
    });
    expect(harborHit.json().content[0]).toMatchObject({
      id: harbor,
      accountCount: expect.any(Number),
    });
  });

  it('an agency reads its own agency; another agency is a 404; search is staff only', async () => {
    const own = await agent.inject({ method: 'GET', url: `/api/account/v1/agency/${harbor}` });
    expect(own.statusCode).toBe(200);
    expect(own.json().name).toBe('Harbor Risk Partners');
    const other = await agent.inject({ method: 'GET', url: `/api/account/v1/agency/${summit}` });
    expect(other.statusCode).toBe(404);
    const search = await agent.inject({ method: 'GET', url: '/api/account/v1/agency/search' });
    expect(search.statusCode).toBe(403);
  });
});

describe('update and delete', () => {
  it('provider staff update every field; the agency admin its own profile but not the NPN', async () => {
    const agency = await createAgency(admin);
    const body = agencyBody({ name: 'Renamed Agency', npn: '42' });
    const res = await admin.inject({
      method: 'PUT',
      url: `/api/account/v1/agency/${agency.id}`,
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().agency).toMatchObject({ name: 'Renamed Agency', npn: '42' });

    const current = (
      await agencyAdmin.inject({ method: 'GET', url: `/api/account/v1/agency/${harbor}` })
    ).json<Agency>();
    const own = {
      name: current.name,
      description: 'Boutique cyber brokerage',
      hostname: `harbor-${Date.now()}.example.com`,
      npn: current.npn,
      contactFirstName: 'Dana',
      contactLastName: 'Whitfield',
      contactEmail: 'agencyadmin@example.com',
      contactPhone: '6175550100',
    };
    const ok = await agencyAdmin.inject({
      method: 'PUT',
      url: `/api/account/v1/agency/${harbor}`,
      payload: own,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().agency.description).toBe('Boutique cyber brokerage');
    const npn = await agencyAdmin.inject({
      method: 'PUT',
      url: `/api/account/v1/agency/${harbor}`,
      payload: { ...own, npn: '999' },
    });
    expect(npn.statusCode).toBe(403);
    // The region is provider staff's too: an agency admin cannot move its US agency to the UK.
    const region = await agencyAdmin.inject({
      method: 'PUT',
      url: `/api/account/v1/agency/${harbor}`,
      payload: { ...own, region: 'UK', contactPhone: '+44 20 7946 0000' },
    });
    expect(region.statusCode).toBe(403);
    expect(
      (
        await agencyAdmin.inject({ method: 'GET', url: `/api/account/v1/agency/${harbor}` })
      ).json<Agency>().region,
    ).toBe('US');
    const other = await agencyAdmin.inject({
      method: 'PUT',
      url: `/api/account/v1/agency/${summit}`,
      payload: own,
    });
    expect(other.statusCode).toBe(404);
    const byAgent = await agent.inject({
      method: 'PUT',
      url: `/api/account/v1/agency/${harbor}`,
      payload: own,
    });
    expect(byAgent.statusCode).toBe(403);
  });

  it('an agency with accounts or users is a 409; an empty one is deleted', async () => {
    const busy = await admin.inject({ method: 'DELETE', url: `/api/account/v1/agency/${harbor}` });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toMatch(/still has accounts or users/);
    const empty = await createAgency(admin);
    const res = await admin.inject({ method: 'DELETE', url: `/api/account/v1/agency/${empty.id}` });
    expect(res.statusCode).toBe(200);
    const gone = await admin.inject({ method: 'GET', url: `/api/account/v1/agency/${empty.id}` });
    expect(gone.statusCode).toBe(404);
    const byAgency = await agencyAdmin.inject({
      method: 'DELETE',
      url: `/api/account/v1/agency/${harbor}`,
    });
    expect(byAgency.statusCode).toBe(403);
  });
});

describe('levels, programs and hierarchy', () => {
  it('creates and updates levels, puts an agency on one', async () => {
    const name = `Gold ${Date.now()}`;
    const created = await admin.inject({
      method: 'POST',
      url: '/api/account/v1/agency/levels',
      payload: { name, minRevenue: 1_000_000, maxRevenue: 50_000_000 },
    });
    expect(created.statusCode).toBe(201);
    const level = created.json().level;
    const bad = await admin.inject({
      method: 'POST',
      url: '/api/account/v1/agency/levels',
      payload: { name: `${name} x`, minRevenue: 10, maxRevenue: 5 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Maximum revenue must be greater than or equal to minimum revenue');
    const dup = await admin.inject({
      method: 'POST',
      url: '/api/account/v1/agency/levels',
      payload: { name: name.toUpperCase(), minRevenue: 0 },
    });
    expect(dup.statusCode).toBe(409);
    const updated = await admin.inject({
      method: 'PUT',
      url: `/api/account/v1/agency/levels/${level.id}`,
      payload: { name, minRevenue: 2_000_000, maxRevenue: null },
    });
    expect(updated.json().level).toMatchObject({ minRevenue: 2_000_000, maxRevenue: null });
    const agency = await createAgency(admin);
    const set = await admin.inject({
      method: 'PUT',
      url: `/api/account/v1/agency/${agency.id}/level`,
      payload: { levelId: level.id },
    });
    expect(set.json().agency.level).toMatchObject({ id: level.id, name });
    const list = await agent.inject({ method: 'GET', url: '/api/account/v1/agency/levels' });
    expect(list.json().map((l: { id: string }) => l.id)).toContain(level.id);
    const byAgency = await agencyAdmin.inject({
      method: 'PUT',
      url: `/api/account/v1/agency/${harbor}/level`,
      payload: { levelId: level.id },
    });
    expect(byAgency.statusCode).toBe(403);
  });

  it('adds, lists and removes programs per agency', async () => {
    const agency = await createAgency(admin);
    const url = `/api/account/v1/agency/${agency.id}/programs`;
    const added = await admin.inject({ method: 'POST', url, payload: { name: 'Dental Program' } });
    expect(added.statusCode).toBe(201);
    const again = await admin.inject({ method: 'POST', url, payload: { name: 'dental program' } });
    expect(again.statusCode).toBe(409);
    expect((await admin.inject({ method: 'GET', url })).json()).toHaveLength(1);
    const programId = added.json().program.id;
    const removed = await admin.inject({ method: 'DELETE', url: `${url}/${programId}` });
    expect(removed.statusCode).toBe(200);
    expect((await admin.inject({ method: 'GET', url })).json()).toHaveLength(0);
    const foreign = await agent.inject({
      method: 'GET',
      url: `/api/account/v1/agency/${summit}/programs`,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('a retail agency sits under a wholesale one only', async () => {
    const retail = await createAgency(admin);
    const url = `/api/account/v1/agency/${retail.id}/hierarchy`;
    const ok = await admin.inject({
      method: 'PUT',
      url,
      payload: { agencyKind: 'RETAIL', parentId: summit },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().agency).toMatchObject({
      parentId: summit,
      parentName: 'Summit Wholesale Brokers',
    });
    const underRetail = await admin.inject({
      method: 'PUT',
      url,
      payload: { agencyKind: 'RETAIL', parentId: harbor },
    });
    expect(underRetail.statusCode).toBe(400);
    expect(underRetail.json().message).toBe(
      'A retail agency can only sit under a wholesale agency',
    );
    const wholesaleWithParent = await admin.inject({
      method: 'PUT',
      url,
      payload: { agencyKind: 'WHOLESALE', parentId: summit },
    });
    expect(wholesaleWithParent.statusCode).toBe(400);
    const summitRetail = await admin.inject({
      method: 'PUT',
      url: `/api/account/v1/agency/${summit}/hierarchy`,
      payload: { agencyKind: 'RETAIL', parentId: null },
    });
    expect(summitRetail.statusCode).toBe(409);
  });
});
