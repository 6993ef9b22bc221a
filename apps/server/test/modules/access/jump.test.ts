import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JUMP_TOKEN_TTL_MS,
  JumpTargetPageSchema,
  MeSchema,
  ROLE_CATALOGUE,
  toPermissionMap,
} from '@cyber/domain';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accessHelpers } from './access-helpers.ts';

let t: TestApp;
let h: ReturnType<typeof accessHelpers>;
let harbor: string;
let provider: string;
let vendor: string;
beforeAll(async () => {
  t = await buildTestApp();
  h = accessHelpers(t);
  harbor = await h.orgId('Harbor Risk Partners');
  provider = await h.orgId('Bellwether Cyber');
  vendor = await h.orgId('Forensic Response Partners');
});
afterAll(() => t.close());

const agencyAdminRole = ROLE_CATALOGUE.AGENCY.find((r) => r.key === 'agency-admin')!;
const agentRole = ROLE_CATALOGUE.AGENCY.find((r) => r.key === 'agent')!;

describe('GET /api/auth/v1/jump/search', () => {
  it('finds organisations by name for provider staff, never the provider itself', async () => {
    const admin = await t.signIn('admin@example.com');
    const res = await admin.inject({
      method: 'GET',
      url: '/api/auth/v1/jump/search?search=harbor',
    });
    expect(res.statusCode).toBe(200);
    const page = JumpTargetPageSchema.parse(res.json());
    expect(page.content).toEqual([
      expect.objectContaining({ id: harbor, name: 'Harbor Risk Partners', accountType: 'AGENCY' }),
    ]);

    const all = JumpTargetPageSchema.parse(
      (await admin.inject({ method: 'GET', url: '/api/auth/v1/jump/search?size=100' })).json(),
    );
    // Every organisation but the provider: the partner organisations (two carriers, US and UK)
    // and the demo insured accounts.
    expect(all.totalElements).toBe(32);
    expect(all.content.map((o) => o.accountType)).not.toContain('COWBELL');
  });

  it('filters by account type and pages', async () => {
    const admin = await t.signIn('underwriter@example.com');
    const res = await admin.inject({
      method: 'GET',
      url: '/api/auth/v1/jump/search?accountType=AGENCY&size=2&page=1&sort=name,asc',
    });
    const page = JumpTargetPageSchema.parse(res.json());
    expect(page).toMatchObject({ totalElements: 3, totalPages: 2, page: 1, size: 2 });
    expect(page.content.map((o) => o.name)).toEqual(['Thames Cyber Brokers Ltd']);
    const bad = await admin.inject({
      method: 'GET',
      url: '/api/auth/v1/jump/search?accountType=COWBELL',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('is refused to anyone but provider staff', async () => {
    const agency = await t.signIn('agencyadmin@example.com');
    const res = await agency.inject({ method: 'GET', url: '/api/auth/v1/jump/search?search=a' });
    expect(res.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/v1/jump/search' })).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/auth/v1/{personaPath}/{accountId}/jtoken and admin/enter', () => {
  it('a provider admin jumps into an agency: a ghosting session with the agency admin role', async () => {
    const admin = await t.signIn('admin@example.com');
    const res = await admin.inject({
      method: 'POST',
      url: `/api/auth/v1/admin/agencies/${harbor}/jtoken`,
      headers: { timezone: 'America/New_York' },
    });
    expect(res.statusCode).toBe(200);
    const { token } = res.json<{ token: string }>();
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const entered = await h.enter(token);
    expect(entered.statusCode).toBe(200);
    const tokens = entered.json<{ accessToken: string; refreshToken: string }>();
    const inject = h.bearer(tokens.accessToken);

    const me = MeSchema.parse((await inject({ method: 'GET', url: '/api/auth/v1/me' })).json());
    expect(me.email).toBe('admin@example.com');
    expect(me.account).toMatchObject({
      id: harbor,
      name: 'Harbor Risk Partners',
      accountType: 'AGENCY',
    });
    expect(me.subscriberType).toBe('COWBELL');
    expect(me.permissions).toEqual([...agencyAdminRole.permissions].sort());
    expect(me.permissions).not.toContain('flag:manage');
    expect(me.scopes).toEqual(['role:admin']);

    const map = (await inject({ method: 'GET', url: '/api/auth/v1/permissions/map' })).json();
    expect(map).toEqual(toPermissionMap([...agencyAdminRole.permissions].sort()));

    // The session acts in the agency for the provider: ghosting, in the database too.
    const [session] = await h.sessionsOf(me.id, harbor);
    expect(session).toMatchObject({
      accountId: harbor,
      subscriberAccountId: provider,
      realm: 'ACCOUNT',
    });

    // Both accounts are on the audit rows of the jump and of the entry.
    const [jump] = await h.auditRows('auth.jump');
    expect(jump).toMatchObject({
      accountId: provider,
      subscriberAccountId: provider,
      entityId: harbor,
      timezone: 'America/New_York',
    });
    const [entry] = await h.auditRows('auth.jump-enter');
    expect(entry).toMatchObject({
      actorUserId: me.id,
      accountId: harbor,
      subscriberAccountId: provider,
    });

    // A refresh keeps the jumped scopes.
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/access',
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    const again = MeSchema.parse(
      (
        await h.bearer(refreshed.json().accessToken)({ method: 'GET', url: '/api/auth/v1/me' })
      ).json(),
    );
    expect(again.account.id).toBe(harbor);
    expect(again.permissions).toEqual(me.permissions);
  });

  it('a token works once', async () => {
    const admin = await t.signIn('admin@example.com');
    const { token } = (
      await admin.inject({ method: 'POST', url: `/api/auth/v1/vendor/${vendor}/jtoken` })
    ).json();
    expect((await h.enter(token)).statusCode).toBe(200);
    const replay = await h.enter(token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(
      'This link has expired or has already been used. Please jump again.',
    );
  });

  it('a token expires after a minute', async () => {
    const admin = await t.signIn('admin@example.com');
    const { token } = (
      await admin.inject({ method: 'POST', url: `/api/auth/v1/admin/agencies/${harbor}/jtoken` })
    ).json();
    t.clock.advance(JUMP_TOKEN_TTL_MS + 1_000);
    expect((await h.enter(token)).statusCode).toBe(401);
    expect((await h.enter('not-a-token')).statusCode).toBe(401);
  });

  it('the path segment must be the one of the organisation type; unknown organisations are 404', async () => {
    const admin = await t.signIn('admin@example.com');
    const post = (url: string) => admin.inject({ method: 'POST', url });
    expect((await post(`/api/auth/v1/accounts/${harbor}/jtoken`)).statusCode).toBe(404);
    expect((await post(`/api/auth/v1/vendor/${harbor}/jtoken`)).statusCode).toBe(404);
    expect((await post(`/api/auth/v1/admin/agencies/${vendor}/jtoken`)).statusCode).toBe(404);
    expect(
      (await post('/api/auth/v1/admin/agencies/7d0c5a56-0000-4000-8000-000000000000/jtoken'))
        .statusCode,
    ).toBe(404);
    // The provider organisation has no jump path at all.
    expect((await post(`/api/auth/v1/admin/agencies/${provider}/jtoken`)).statusCode).toBe(404);
    expect((await post('/api/auth/v1/admin/agencies/not-a-uuid/jtoken')).statusCode).toBe(400);
  });

  it('every account type can be jumped into at its own segment and lands in that persona', async () => {
    const admin = await t.signIn('admin@example.com');
    const targets = JumpTargetPageSchema.parse(
      (await admin.inject({ method: 'GET', url: '/api/auth/v1/jump/search?size=100' })).json(),
    ).content;
    const { JUMP_PATH_SEGMENTS } = await import('@cyber/domain');
    for (const target of targets) {
      const segment = JUMP_PATH_SEGMENTS[target.accountType]!;
      const res = await admin.inject({
        method: 'POST',
        url: `/api/auth/v1/${segment}/${target.id}/jtoken`,
      });
      expect(res.statusCode, `${target.accountType}`).toBe(200);
      const entered = await h.enter(res.json().token);
      const me = MeSchema.parse(
        (
          await h.bearer(entered.json().accessToken)({ method: 'GET', url: '/api/auth/v1/me' })
        ).json(),
      );
      expect(me.account.accountType).toBe(target.accountType);
      expect(me.subscriberType).toBe('COWBELL');
    }
  });

  it('a provider operator acts with the least-privileged role, or read-only where there is none', async () => {
    const inAgency = await h.jumpAs('underwriter@example.com', 'admin/agencies', harbor);
    const agency = MeSchema.parse(
      (await inAgency.inject({ method: 'GET', url: '/api/auth/v1/me' })).json(),
    );
    expect(agency.permissions).toEqual([...agentRole.permissions].sort());
    expect(agency.permissions).not.toContain('api-key:manage');

    const inVendor = await h.jumpAs('underwriter@example.com', 'vendor', vendor);
    const v = MeSchema.parse(
      (await inVendor.inject({ method: 'GET', url: '/api/auth/v1/me' })).json(),
    );
    expect(v.permissions).toContain('claim:view');
    expect(v.permissions).toContain('role:operator');
    expect(v.permissions).not.toContain('claim:manage');
    expect(v.permissions).not.toContain('user:manage');
    expect(v.permissions).not.toContain('role:admin');
  });

  it('only provider staff may jump: others get 403', async () => {
    for (const email of [
      'agencyadmin@example.com',
      'customer@example.com',
      'carrier@example.com',
    ]) {
      const user = await t.signIn(email);
      const res = await user.inject({
        method: 'POST',
        url: `/api/auth/v1/vendor/${vendor}/jtoken`,
      });
      expect(res.statusCode, email).toBe(403);
    }
    const anon = await t.app.inject({
      method: 'POST',
      url: `/api/auth/v1/vendor/${vendor}/jtoken`,
    });
    expect(anon.statusCode).toBe(401);
  });

  it('a jumped session writes audit rows with both accounts', async () => {
    const agencyAdmin = await t.signIn('agencyadmin@example.com');
    const created = await agencyAdmin.inject({
      method: 'POST',
      url: '/api/auth/v1/api',
      payload: { name: 'Rating integration' },
    });
    expect(created.statusCode).toBe(201);

    const jumped = await h.jumpAs('admin@example.com', 'admin/agencies', harbor);
    // Keys carry a member's permissions: a ghosting provider user cannot create or regenerate one.
    const refused = await jumped.inject({
      method: 'POST',
      url: '/api/auth/v1/api',
      payload: { name: 'x' },
    });
    expect(refused.statusCode).toBe(403);

    const keyId = created.json().keyId as string;
    const renamed = await jumped.inject({
      method: 'PUT',
      url: `/api/auth/v1/api/${keyId}`,
      payload: { name: 'Rating integration (support)' },
    });
    expect(renamed.statusCode).toBe(200);
    const [row] = await h.auditRows('api-key.update');
    expect(row).toMatchObject({
      accountId: harbor,
      subscriberAccountId: provider,
      entityId: created.json().id,
    });
  });
});
