import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accessHelpers } from './access-helpers.ts';

/**
 * One caller model (decision 032): a provider admin who has jumped into an agency acts as that
 * agency's admin. Each call below reached across organisations before, because some modules
 * asked "is the caller's home the provider?" where they meant "is the caller acting as the
 * provider?".
 */
describe('a ghosting provider admin has the reach of the organisation it acts in', () => {
  let t: TestApp;
  let h: ReturnType<typeof accessHelpers>;
  let ghost: Awaited<ReturnType<ReturnType<typeof accessHelpers>['jumpAs']>>;
  let harbor: string;
  let summit: string;
  let vendor: string;

  beforeAll(async () => {
    t = await buildTestApp();
    h = accessHelpers(t);
    harbor = await h.orgId('Harbor Risk Partners');
    summit = await h.orgId('Summit Wholesale Brokers');
    vendor = await h.orgId('Forensic Response Partners');
    ghost = await h.jumpAs('admin@example.com', 'admin/agencies', harbor);
  });
  afterAll(() => t.close());

  const person = (email: string) => ({ email, firstName: 'Gale', lastName: 'Ghost' });

  it('cannot invite into another organisation nor create a new one', async () => {
    const other = await ghost.inject({
      method: 'POST',
      url: '/api/auth/v1/invitations',
      payload: { ...person('g1@example.com'), kind: 'EXISTING_ACCOUNT', organisationId: summit },
    });
    // Another organisation is not found from inside the agency (it confirms nothing).
    expect([403, 404]).toContain(other.statusCode);
    const created = await ghost.inject({
      method: 'POST',
      url: '/api/auth/v1/invitations',
      payload: { ...person('g2@example.com'), kind: 'NEW_ACCOUNT', accountType: 'AGENCY' },
    });
    expect(created.statusCode).toBe(403);
    expect(await t.mailbox('g1@example.com')).toEqual([]);
    expect(await t.mailbox('g2@example.com')).toEqual([]);
    // Inviting into the agency it acts in is what that agency's admin may do.
    const own = await ghost.inject({
      method: 'POST',
      url: '/api/auth/v1/invitations',
      payload: { ...person('g3@example.com'), kind: 'EXISTING_ACCOUNT' },
    });
    expect(own.statusCode).toBe(201);
  });

  it("sees only the agency's invitations and users", async () => {
    const invitations = await ghost.inject({ method: 'GET', url: '/api/auth/v1/invitations' });
    expect(invitations.statusCode).toBe(200);
    const rows = invitations.json<{ content: { organisationId: string | null }[] }>().content;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.organisationId === harbor)).toBe(true);
    const users = await ghost.inject({
      method: 'GET',
      url: `/api/auth/v1/users?organisationId=${vendor}`,
    });
    expect([403, 404]).toContain(users.statusCode);
  });

  it("cannot reset another organisation's user's password", async () => {
    const res = await ghost.inject({
      method: 'PUT',
      url: '/api/auth/v1/passwords/vendor@example.com/reset',
    });
    expect(res.statusCode).not.toBe(200);
    expect(await t.mailbox('vendor@example.com')).toEqual([]);
  });

  it('cannot jump on from inside the agency, nor search jump targets', async () => {
    const search = await ghost.inject({
      method: 'GET',
      url: '/api/auth/v1/jump/search?q=Forensic',
    });
    expect(search.statusCode).toBe(403);
    const jump = await ghost.inject({
      method: 'POST',
      url: `/api/auth/v1/vendor/${vendor}/jtoken`,
    });
    expect(jump.statusCode).toBe(403);
  });

  it('the same admin acting as the provider keeps the whole book', async () => {
    const admin = await t.signIn('admin@example.com');
    const users = await admin.inject({
      method: 'GET',
      url: `/api/auth/v1/users?organisationId=${vendor}`,
    });
    expect(users.statusCode).toBe(200);
    const search = await admin.inject({
      method: 'GET',
      url: '/api/auth/v1/jump/search?q=Forensic',
    });
    expect(search.statusCode).toBe(200);
  });
});
