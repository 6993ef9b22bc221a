import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ORGANISATION_MESSAGES,
  OrganisationPageSchema,
  OrganisationSchema,
  PARTNER_SEGMENTS,
} from '@cyber/domain';
import { auditLog, organisations, users } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['signIn']>>;
let staff: Session;
beforeAll(async () => {
  t = await buildTestApp();
  staff = await t.signIn('admin@example.com');
});
afterAll(() => t.close());

const orgId = async (name: string) =>
  (await t.database.db.select().from(organisations).where(eq(organisations.name, name)))[0]!.id;
const userId = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!.id;

const create = (session: Session, segment: string, payload: Record<string, unknown>) =>
  session.inject({ method: 'POST', url: `/api/auth/v1/${segment}`, payload });

describe('partner organisations CRUD (provider staff)', () => {
  it.each(PARTNER_SEGMENTS)('creates, finds, updates and deletes a %s', async (segment) => {
    const name = `Test ${segment} Org`;
    const created = await create(staff, segment, {
      name,
      description: 'Created in a test',
      contactFirstName: 'Pat',
      contactLastName: 'Partner',
      contactEmail: 'Pat.Partner@Example.com',
      contactPhone: '',
    });
    expect(created.statusCode).toBe(201);
    const org = OrganisationSchema.parse(created.json());
    expect(org).toMatchObject({
      name,
      contactEmail: 'pat.partner@example.com',
      contactPhone: null,
      users: 0,
    });

    const found = OrganisationPageSchema.parse(
      (
        await staff.inject({
          method: 'GET',
          url: `/api/account/v1/${segment}/search?search=${encodeURIComponent(name)}`,
        })
      ).json(),
    );
    expect(found.content.map((o) => o.id)).toEqual([org.id]);

    const one = await staff.inject({
      method: 'GET',
      url: `/api/account/v1/${segment}?id=${org.id}`,
    });
    expect(one.json()).toMatchObject({ id: org.id, description: 'Created in a test' });

    const updated = await staff.inject({
      method: 'PUT',
      url: `/api/auth/v1/${segment}/${org.id}`,
      payload: { name: `${name} Renamed`, description: 'Changed' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: `${name} Renamed`, description: 'Changed' });

    const deleted = await staff.inject({
      method: 'DELETE',
      url: `/api/auth/v1/${segment}/${org.id}`,
    });
    expect(deleted.statusCode).toBe(200);
    const gone = await staff.inject({
      method: 'GET',
      url: `/api/account/v1/${segment}?id=${org.id}`,
    });
    expect(gone.statusCode).toBe(404);

    const actions = (
      await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, org.id))
    ).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(['organisation.create', 'organisation.update', 'organisation.delete']),
    );
  });

  it('requires name and description', async () => {
    const response = await create(staff, 'da', { name: ' ', description: '' });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(ORGANISATION_MESSAGES.nameRequired);
    expect(JSON.stringify(response.json())).toContain(ORGANISATION_MESSAGES.descriptionRequired);
  });

  it('an id of another type is a 404', async () => {
    const cluster = await orgId('Great Lakes Agency Cluster');
    const response = await staff.inject({
      method: 'GET',
      url: `/api/account/v1/carrier?id=${cluster}`,
    });
    expect(response.statusCode).toBe(404);
  });

  it('searches carriers by created window and state, with sort', async () => {
    const page = OrganisationPageSchema.parse(
      (
        await staff.inject({
          method: 'GET',
          url: '/api/account/v1/carrier/search?state=ACTIVE&after=2000-01-01&sort=name,asc&page=0&size=25',
        })
      ).json(),
    );
    expect(page.content.map((o) => o.name)).toContain('Keystone Specialty Insurance Co.');
    const none = OrganisationPageSchema.parse(
      (
        await staff.inject({
          method: 'GET',
          url: '/api/account/v1/carrier/search?before=2000-01-01',
        })
      ).json(),
    );
    expect(none.totalElements).toBe(0);
  });

  it('refuses to delete an organisation that still has users (409)', async () => {
    const carrier = await orgId('Keystone Specialty Insurance Co.');
    const response = await staff.inject({
      method: 'DELETE',
      url: `/api/auth/v1/carrier/${carrier}`,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(ORGANISATION_MESSAGES.hasUsers);
  });
});

describe('hostnames', () => {
  it('are unique case-insensitively across aggregators and carriers, with a live check', async () => {
    const da = await create(staff, 'da', {
      name: 'Hostname DA',
      description: 'd',
      hostname: 'Quotes.Example.COM',
    });
    expect(da.statusCode).toBe(201);
    expect(da.json().hostname).toBe('quotes.example.com');

    const check = await staff.inject({
      method: 'GET',
      url: '/api/account/v1/organisations/hostname/check?hostname=QUOTES.example.com',
    });
    expect(check.json()).toMatchObject({ valid: true, available: false });
    const own = await staff.inject({
      method: 'GET',
      url: `/api/account/v1/organisations/hostname/check?hostname=quotes.example.com&excludeId=${da.json().id}`,
    });
    expect(own.json()).toMatchObject({ available: true });
    const invalid = await staff.inject({
      method: 'GET',
      url: '/api/account/v1/organisations/hostname/check?hostname=bad_host!',
    });
    expect(invalid.json()).toMatchObject({
      valid: false,
      message: ORGANISATION_MESSAGES.hostnameInvalid,
    });

    const clash = await create(staff, 'carrier', {
      name: 'Clash Carrier',
      description: 'c',
      hostname: 'quotes.EXAMPLE.com',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(ORGANISATION_MESSAGES.hostnameTaken);

    const noHost = await create(staff, 'vendor', {
      name: 'V',
      description: 'v',
      hostname: 'v.example.com',
    });
    expect(noHost.statusCode).toBe(400);
  });

  it('carrier hostname update checks uniqueness', async () => {
    const carrier = await orgId('Keystone Specialty Insurance Co.');
    const ok = await staff.inject({
      method: 'PUT',
      url: `/api/auth/v1/carrier/${carrier}/hostname`,
      payload: { hostname: 'keystone.example.com' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().hostname).toBe('keystone.example.com');
    const taken = await staff.inject({
      method: 'PUT',
      url: `/api/auth/v1/carrier/${carrier}/hostname`,
      payload: { hostname: 'QUOTES.example.com' },
    });
    expect(taken.statusCode).toBe(409);
    const invalid = await staff.inject({
      method: 'PUT',
      url: `/api/auth/v1/carrier/${carrier}/hostname`,
      payload: { hostname: 'not a host' },
    });
    expect(invalid.statusCode).toBe(400);
  });
});

describe('who may do what', () => {
  it('non-provider users are refused the provider calls (403)', async () => {
    const da = await t.signIn('da@example.com');
    expect((await create(da, 'da', { name: 'x', description: 'y' })).statusCode).toBe(403);
    expect((await da.inject({ method: 'GET', url: '/api/account/v1/da/search' })).statusCode).toBe(
      403,
    );
    const own = await orgId('QuoteStream Digital');
    expect((await da.inject({ method: 'DELETE', url: `/api/auth/v1/da/${own}` })).statusCode).toBe(
      403,
    );
  });

  it("an organisation's admin reads and updates its own profile but not the hostname", async () => {
    const da = await t.signIn('da@example.com');
    const mine = await da.inject({ method: 'GET', url: '/api/account/v1/da' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().name).toBe('QuoteStream Digital');
    const updated = await da.inject({
      method: 'PUT',
      url: '/api/account/v1/da',
      payload: {
        name: 'QuoteStream Digital',
        description: 'Digital distribution partner',
        contactEmail: 'ops@quotestream.example',
        hostname: 'sneaky.example.com',
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      description: 'Digital distribution partner',
      contactEmail: 'ops@quotestream.example',
      hostname: null,
    });
  });

  it('another organisation is a 404 for everyone but provider staff', async () => {
    const da = await t.signIn('da@example.com');
    const cluster = await orgId('Great Lakes Agency Cluster');
    const otherDa = (await create(staff, 'da', { name: 'Other DA', description: 'o' })).json().id;
    expect(
      (await da.inject({ method: 'GET', url: `/api/account/v1/da?id=${otherDa}` })).statusCode,
    ).toBe(404);
    expect(
      (
        await da.inject({
          method: 'PUT',
          url: `/api/account/v1/da?id=${otherDa}`,
          payload: { name: 'Hijack', description: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    // Its own organisation is not a cluster.
    expect((await da.inject({ method: 'GET', url: '/api/account/v1/cluster' })).statusCode).toBe(
      404,
    );
    const clusterUser = await t.signIn('cluster@example.com');
    expect(
      (
        await clusterUser.inject({
          method: 'GET',
          url: `/api/account/v1/cluster/agencies?groupId=${otherDa}`,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await clusterUser.inject({
          method: 'GET',
          url: `/api/account/v1/cluster?id=${cluster}`,
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('agencies in clusters and aggregators', () => {
  it('provider staff add an agency to a cluster; the cluster sees it and can remove it', async () => {
    const cluster = await orgId('Great Lakes Agency Cluster');
    const harbor = await orgId('Harbor Risk Partners');
    const missing = await staff.inject({
      method: 'POST',
      url: '/api/account/v1/cluster/add/agency',
      payload: { groupId: cluster },
    });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain(
      ORGANISATION_MESSAGES.agencyRequired('Agency'),
    );

    const added = await staff.inject({
      method: 'POST',
      url: '/api/account/v1/cluster/add/agency',
      payload: { groupId: cluster, agencyId: harbor },
    });
    expect(added.statusCode).toBe(201);
    const again = await staff.inject({
      method: 'POST',
      url: '/api/account/v1/cluster/add/agency',
      payload: { groupId: cluster, agencyId: harbor },
    });
    expect(again.statusCode).toBe(409);

    const clusterUser = await t.signIn('cluster@example.com');
    const list = await clusterUser.inject({
      method: 'GET',
      url: '/api/account/v1/cluster/agencies',
    });
    expect(list.json().content.map((m: { agencyName: string }) => m.agencyName)).toEqual([
      'Harbor Risk Partners',
    ]);
    // A cluster user cannot add (provider only).
    const notProvider = await clusterUser.inject({
      method: 'POST',
      url: '/api/account/v1/cluster/add/agency',
      payload: { agencyId: harbor },
    });
    expect(notProvider.statusCode).toBe(403);

    const removed = await clusterUser.inject({
      method: 'PUT',
      url: `/api/account/v1/cluster/remove/agency/${harbor}`,
    });
    expect(removed.statusCode).toBe(200);
    const empty = await staff.inject({
      method: 'GET',
      url: `/api/account/v1/cluster/agencies?groupId=${cluster}`,
    });
    expect(empty.json().totalElements).toBe(0);
    const twice = await staff.inject({
      method: 'PUT',
      url: `/api/account/v1/cluster/remove/agency/${harbor}?groupId=${cluster}`,
    });
    expect(twice.statusCode).toBe(404);
  });

  it('an aggregator relation names an agent of the agency', async () => {
    const digital = await orgId('QuoteStream Digital');
    const harbor = await orgId('Harbor Risk Partners');
    const noAgent = await staff.inject({
      method: 'POST',
      url: '/api/account/v1/da/add/agency',
      payload: { groupId: digital, agencyId: harbor },
    });
    expect(noAgent.statusCode).toBe(400);
    expect(JSON.stringify(noAgent.json())).toContain(ORGANISATION_MESSAGES.agentRequired);

    const outsider = await staff.inject({
      method: 'POST',
      url: '/api/account/v1/da/add/agency',
      payload: {
        groupId: digital,
        agencyId: harbor,
        agentUserId: await userId('broker@example.com'),
      },
    });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().message).toBe(ORGANISATION_MESSAGES.agentNotInAgency);

    const agents = await staff.inject({
      method: 'GET',
      url: `/api/account/v1/organisations/agencies/${harbor}/agents`,
    });
    const agent = agents
      .json()
      .content.find((a: { email: string }) => a.email === 'agent@example.com');
    expect(agent).toBeDefined();
    const added = await staff.inject({
      method: 'POST',
      url: '/api/account/v1/da/add/agency',
      payload: { groupId: digital, agencyId: harbor, agentUserId: agent.id },
    });
    expect(added.statusCode).toBe(201);

    const da = await t.signIn('da@example.com');
    const list = await da.inject({ method: 'GET', url: '/api/account/v1/da/agencies' });
    expect(list.json().content).toEqual([
      expect.objectContaining({
        agencyName: 'Harbor Risk Partners',
        agentEmail: 'agent@example.com',
      }),
    ]);
  });

  it('the agency picker is provider-only and finds agencies by name', async () => {
    const found = await staff.inject({
      method: 'GET',
      url: '/api/account/v1/organisations/agencies?search=harbor',
    });
    expect(found.json().content.map((a: { name: string }) => a.name)).toEqual([
      'Harbor Risk Partners',
    ]);
    const agency = await t.signIn('agencyadmin@example.com');
    expect(
      (await agency.inject({ method: 'GET', url: '/api/account/v1/organisations/agencies' }))
        .statusCode,
    ).toBe(403);
  });

  it('deleting a cluster removes its groupings, not the agencies', async () => {
    const harbor = await orgId('Harbor Risk Partners');
    const cluster = (
      await create(staff, 'cluster', { name: 'Short-lived Cluster', description: 's' })
    ).json().id;
    await staff.inject({
      method: 'POST',
      url: '/api/account/v1/cluster/add/agency',
      payload: { groupId: cluster, agencyId: harbor },
    });
    const deleted = await staff.inject({
      method: 'DELETE',
      url: `/api/auth/v1/cluster/${cluster}`,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await orgId('Harbor Risk Partners')).toBe(harbor);
  });
});
