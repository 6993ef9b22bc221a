import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  AGENCY_ACCOUNTS_MESSAGES,
  AGENCY_MESSAGES,
  AgencyAccountPageSchema,
  AgencyAgentPageSchema,
  AgencyTeamPageSchema,
} from '@cyber/domain';
import {
  accountProfiles,
  agencyAccounts,
  auditLog,
  organisations,
} from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import type { Session } from './support.ts';

let t: TestApp;
let admin: Session;
let underwriter: Session;
let agencyAdmin: Session;
let agent: Session;
let cluster: Session;
let broker: Session;
let harbor: string;
let summit: string;
let thames: string;
beforeAll(async () => {
  t = await buildTestApp();
  [admin, underwriter, agencyAdmin, agent, cluster, broker] = await Promise.all([
    t.signIn('admin@example.com'),
    t.signIn('underwriter@example.com'),
    t.signIn('agencyadmin@example.com'),
    t.signIn('agent@example.com'),
    t.signIn('cluster@example.com'),
    t.signIn('broker@example.com'),
  ]);
  harbor = await orgId('Harbor Risk Partners');
  summit = await orgId('Summit Wholesale Brokers');
  thames = await orgId('Thames Cyber Brokers Ltd');
});
afterAll(() => t.close());

async function orgId(name: string) {
  return (await t.database.db.select().from(organisations).where(eq(organisations.name, name)))[0]!
    .id;
}

/** The accounts an agency holds as agency of record (or also linked), by name. */
async function accountsOf(agencyId: string, relations = ['ASSIGNED']) {
  return t.database.db
    .select({ id: organisations.id, name: organisations.name })
    .from(agencyAccounts)
    .innerJoin(organisations, eq(organisations.id, agencyAccounts.accountId))
    .where(and(eq(agencyAccounts.agencyId, agencyId), inArray(agencyAccounts.relation, relations)))
    .orderBy(organisations.name);
}
const held = ['ASSIGNED', 'LINKED'];

const list = (s: Session, agencyId: string, query = '') =>
  s.inject({ method: 'GET', url: `/api/account/v1/agency/${agencyId}/accounts${query}` });

describe("the agency's accounts", () => {
  it('provider staff page, sort and search them', async () => {
    const own = await accountsOf(harbor, held);
    const first = AgencyAccountPageSchema.parse(
      (await list(admin, harbor, '?page=0&size=3&sort=name,asc')).json(),
    );
    expect(first.totalElements).toBe(own.length);
    expect(first.content.map((a) => a.name)).toEqual(own.slice(0, 3).map((a) => a.name));
    expect(first.content[0]).toMatchObject({
      relation: 'ASSIGNED',
      agent: { email: 'agent@example.com' },
    });
    const desc = AgencyAccountPageSchema.parse(
      (await list(admin, harbor, '?size=100&sort=name,desc')).json(),
    );
    expect(desc.content[0]!.name).toBe(own.at(-1)!.name);
    const term = own[1]!.name.slice(2, 9).toLowerCase();
    const found = AgencyAccountPageSchema.parse(
      (await list(admin, harbor, `?search=${encodeURIComponent(term)}`)).json(),
    );
    expect(found.content.map((a) => a.id)).toContain(own[1]!.id);
    for (const a of found.content) {
      expect(`${a.name} ${a.cbid} ${a.city}`.toLowerCase()).toContain(term);
    }
  });

  it('the agency sees its own; another agency is a 404', async () => {
    const page = AgencyAccountPageSchema.parse((await list(agent, harbor, '?size=100')).json());
    expect(page.totalElements).toBe((await accountsOf(harbor, held)).length);
    expect((await list(agent, summit)).statusCode).toBe(404);
    expect((await list(broker, harbor)).statusCode).toBe(404);
  });

  it('a cluster sees the accounts of an agency grouped under it, and only then', async () => {
    expect((await list(cluster, summit)).statusCode).toBe(404);
    const groupId = await orgId('Great Lakes Agency Cluster');
    const added = await admin.inject({
      method: 'POST',
      url: '/api/account/v1/cluster/add/agency',
      payload: { groupId, agencyId: summit },
    });
    expect(added.statusCode).toBe(201);
    const page = AgencyAccountPageSchema.parse((await list(cluster, summit)).json());
    expect(page.totalElements).toBe((await accountsOf(summit, held)).length);
    expect(
      (await cluster.inject({ method: 'GET', url: `/api/account/v1/agency/${summit}` })).statusCode,
    ).toBe(200);
    expect((await list(cluster, harbor)).statusCode).toBe(404);
  });
});

describe('agent and team pickers', () => {
  const agents = (s: Session, agencyId: string, query = '') =>
    s.inject({ method: 'GET', url: `/api/account/v1/agency/${agencyId}/agents${query}` });
  const teams = (s: Session, agencyId: string, query = '') =>
    s.inject({ method: 'GET', url: `/api/account/v1/agency/${agencyId}/teams${query}` });

  it('search the agency’s active users by name or e-mail', async () => {
    const byName = AgencyAgentPageSchema.parse(
      (await agents(admin, harbor, '?search=jordan')).json(),
    );
    expect(byName.content.map((a) => a.email)).toContain('agent@example.com');
    const byEmail = AgencyAgentPageSchema.parse(
      (await agents(agent, harbor, '?search=agencyadmin@')).json(),
    );
    expect(byEmail.content).toEqual([
      expect.objectContaining({ email: 'agencyadmin@example.com', roleName: 'Agency Admin' }),
    ]);
    const all = AgencyAgentPageSchema.parse((await agents(admin, harbor, '?size=3000')).json());
    expect(all.content.map((a) => a.email)).not.toContain('disabled@example.com');
    expect((await agents(admin, harbor, '?size=3001')).statusCode).toBe(400);
  });

  it('search the agency’s teams', async () => {
    const page = AgencyTeamPageSchema.parse((await teams(agent, harbor, '?search=renew')).json());
    expect(page.content.map((x) => x.name)).toEqual(['Renewals']);
  });

  it('another agency’s people are a 404', async () => {
    expect((await agents(agent, summit)).statusCode).toBe(404);
    expect((await teams(broker, harbor)).statusCode).toBe(404);
  });
});

describe('assign an agency to several accounts by e-mail', () => {
  const assign = (s: Session, payload: object) =>
    s.inject({ method: 'POST', url: '/api/account/v1/agency/assign-by-email', payload });

  it('provider staff assign summit and its agent to harbor accounts in one go; audited', async () => {
    const [a, b] = await accountsOf(harbor);
    const res = await assign(admin, {
      accountIds: [a!.id, b!.id, a!.id],
      agencyId: summit,
      agencyName: 'Summit Wholesale Brokers',
      agentEmail: 'Wholesale@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Agency Summit Wholesale Brokers (Chicago) Assigned Successfully!',
      assigned: 2,
    });
    const links = await t.database.db
      .select()
      .from(agencyAccounts)
      .where(inArray(agencyAccounts.accountId, [a!.id, b!.id]));
    const byAgency = (agencyId: string) => links.filter((l) => l.agencyId === agencyId);
    expect(byAgency(summit).map((l) => l.relation)).toEqual(['ASSIGNED', 'ASSIGNED']);
    // The previous agency of record keeps access as a linked agency.
    expect(byAgency(harbor).map((l) => l.relation)).toEqual(['LINKED', 'LINKED']);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'account.assign-agency'),
          inArray(auditLog.entityId, [a!.id, b!.id]),
        ),
      );
    expect(audited).toHaveLength(2);
  });

  it('link: true adds the agency as LINKED and keeps the agency of record', async () => {
    const [, , c] = await accountsOf(harbor);
    const res = await assign(admin, {
      accountIds: [c!.id],
      agencyId: summit,
      agentEmail: 'wholesale@example.com',
      link: true,
    });
    expect(res.json().message).toBe(
      'Agency Summit Wholesale Brokers (Chicago) Linked Successfully!',
    );
    const links = await t.database.db
      .select()
      .from(agencyAccounts)
      .where(eq(agencyAccounts.accountId, c!.id));
    expect(links.find((l) => l.agencyId === summit)?.relation).toBe('LINKED');
    expect(links.find((l) => l.agencyId === harbor)?.relation).toBe('ASSIGNED');
  });

  it('all or nothing: an unknown account is a 404 naming only it, and nothing changes', async () => {
    const accounts = await accountsOf(harbor);
    const target = accounts.at(-1)!;
    const ghost = '00000000-0000-4000-8000-000000000042';
    const res = await assign(admin, {
      accountIds: [target.id, ghost],
      agencyId: summit,
      agentEmail: 'wholesale@example.com',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.accountNotFound);
    expect(res.body).toContain(ghost);
    expect(res.body).not.toContain(target.id);
    const link = await t.database.db
      .select()
      .from(agencyAccounts)
      .where(and(eq(agencyAccounts.accountId, target.id), eq(agencyAccounts.agencyId, summit)));
    expect(link).toHaveLength(0);
  });

  it('a deleted account counts as unknown', async () => {
    const target = (await accountsOf(harbor)).at(-2)!;
    await t.database.db
      .update(accountProfiles)
      .set({ accountStatus: 'DELETED' })
      .where(eq(accountProfiles.organisationId, target.id));
    const res = await assign(admin, {
      accountIds: [target.id],
      agencyId: summit,
      agentEmail: 'wholesale@example.com',
    });
    expect(res.statusCode).toBe(404);
  });

  it('the agent must belong to the agency; the team too; the agency must be one', async () => {
    const [a] = await accountsOf(harbor);
    const stranger = await assign(admin, {
      accountIds: [a!.id],
      agencyId: summit,
      agentEmail: 'broker@example.com',
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe(AGENCY_MESSAGES.agentNotInAgency);
    const harborTeam = AgencyTeamPageSchema.parse(
      (await admin.inject({ method: 'GET', url: `/api/account/v1/agency/${harbor}/teams` })).json(),
    ).content[0]!;
    const team = await assign(admin, {
      accountIds: [a!.id],
      agencyId: summit,
      agentEmail: 'wholesale@example.com',
      teamId: harborTeam.id,
    });
    expect(team.statusCode).toBe(400);
    expect(team.json().message).toBe(AGENCY_MESSAGES.teamNotInAgency);
    const notAgency = await assign(admin, {
      accountIds: [a!.id],
      agencyId: await orgId('Great Lakes Agency Cluster'),
      agentEmail: 'wholesale@example.com',
    });
    expect(notAgency.statusCode).toBe(400);
    expect(notAgency.json().message).toBe(AGENCY_MESSAGES.notAnAgency);
  });

  it('validation messages: accounts and a valid agent e-mail are required', async () => {
    const none = await assign(admin, { accountIds: [], agencyId: summit });
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain(AGENCY_ACCOUNTS_MESSAGES.accountsRequired);
    expect(none.body).toContain(AGENCY_ACCOUNTS_MESSAGES.agentEmailRequired);
    const bad = await assign(admin, {
      accountIds: [summit],
      agencyId: summit,
      agentEmail: 'not-an-email',
    });
    expect(bad.body).toContain(AGENCY_MESSAGES.invalidEmail);
  });

  it('provider staff only: an agency or a cluster is refused', async () => {
    const [a] = await accountsOf(harbor);
    const payload = { accountIds: [a!.id], agencyId: harbor, agentEmail: 'agent@example.com' };
    expect((await assign(agencyAdmin, payload)).statusCode).toBe(403);
    expect((await assign(cluster, payload)).statusCode).toBe(403);
    // Any provider staff with account:manage may (here refused for the agent, not the caller).
    expect((await assign(underwriter, { ...payload, agencyId: thames })).statusCode).toBe(400);
  });
});
