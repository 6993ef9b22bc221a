import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAG_MESSAGES, type AdminFlag, type FlagOverridePage } from '@cyber/domain';
import { auditLog } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['signIn']>>;
let admin: Session;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn('admin@example.com');
});
afterAll(() => t.close());

const INCIDENT = {
  message: 'Quoting is slower than usual. We are on it.',
  statusUrl: 'https://status.example.com/incidents/42',
};

const auditOf = (action: string, entityId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

const publicFlags = async (inject: Session['inject'] = (opts) => t.app.inject(opts)) =>
  (await inject({ method: 'GET', url: '/api/auth/v1/flags' })).json<{
    flags: Record<string, boolean>;
    payloads: Record<string, Record<string, unknown>>;
  }>();

describe('GET /api/admin/v1/flags', () => {
  it('lists every catalogue flag with descriptions, settings and override counts', async () => {
    const res = await admin.inject({ method: 'GET', url: '/api/admin/v1/flags' });
    expect(res.statusCode).toBe(200);
    const flags = res.json<{ content: AdminFlag[] }>().content;
    const keys = flags.map((f) => f.key);
    for (const key of [
      'remember-device',
      'maintenance-mode',
      'maintenance-mode-us',
      'maintenance-mode-uk',
      'incident-banner',
      'new-agent-experience',
      'submissions-view',
      'boost-v5',
      'quote-editing',
      'product-selector',
      'uk-environment',
      'console-version-check',
    ]) {
      expect(keys).toContain(key);
    }
    const incident = flags.find((f) => f.key === 'incident-banner')!;
    expect(incident).toMatchObject({ hasSettings: true, isPublic: true, overrideCount: 0 });
    expect(flags.find((f) => f.key === 'boost-v5')!.hasSettings).toBe(false);
  });

  it('is for provider admins only: 403 for other staff and agencies, 401 anonymous', async () => {
    for (const email of ['underwriter@example.com', 'agencyadmin@example.com']) {
      const { inject } = await t.signIn(email);
      expect((await inject({ method: 'GET', url: '/api/admin/v1/flags' })).statusCode).toBe(403);
      expect(
        (
          await inject({
            method: 'PUT',
            url: '/api/admin/v1/flags/boost-v5',
            payload: { enabled: true },
          })
        ).statusCode,
      ).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/v1/flags' })).statusCode).toBe(
      401,
    );
  });
});

describe('PUT /api/admin/v1/flags/{key}', () => {
  it('turns the incident banner on with its settings; the public flags carry them; audited', async () => {
    const res = await admin.inject({
      method: 'PUT',
      url: '/api/admin/v1/flags/incident-banner',
      payload: { enabled: true, payload: INCIDENT },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminFlag>()).toMatchObject({ enabled: true, payload: INCIDENT });

    const anon = await publicFlags();
    expect(anon.flags['incident-banner']).toBe(true);
    expect(anon.payloads['incident-banner']).toEqual(INCIDENT);
    // Settings of private flags are never exposed; flags without settings carry none.
    expect(anon.payloads['boost-v5']).toBeUndefined();

    const [entry] = await auditOf('flag.update', 'incident-banner');
    expect(entry).toMatchObject({
      entityType: 'feature_flag',
      before: { enabled: false, payload: null },
      after: { enabled: true, payload: INCIDENT },
    });
    expect(entry!.actorUserId).toBeTruthy();

    // Turning it off keeps the settings for next time.
    const off = await admin.inject({
      method: 'PUT',
      url: '/api/admin/v1/flags/incident-banner',
      payload: { enabled: false },
    });
    expect(off.json<AdminFlag>()).toMatchObject({ enabled: false, payload: INCIDENT });
    expect((await publicFlags()).flags['incident-banner']).toBe(false);
  });

  it('validates the incident settings with clear messages', async () => {
    const put = (payload: unknown) =>
      admin.inject({
        method: 'PUT',
        url: '/api/admin/v1/flags/incident-banner',
        payload: { enabled: true, payload },
      });
    const long = await put({ ...INCIDENT, message: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(FLAG_MESSAGES.incidentMessageTooLong);

    const empty = await put({ ...INCIDENT, message: '   ' });
    expect(empty.json().message).toBe(FLAG_MESSAGES.incidentMessageRequired);

    for (const statusUrl of ['http://status.example.com', 'javascript:alert(1)', 'status page']) {
      const res = await put({ ...INCIDENT, statusUrl });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(FLAG_MESSAGES.statusUrlInvalid);
    }

    const exactly500 = await put({ ...INCIDENT, message: 'y'.repeat(500) });
    expect(exactly500.statusCode).toBe(200);
    await admin.inject({
      method: 'PUT',
      url: '/api/admin/v1/flags/incident-banner',
      payload: { enabled: false, payload: null },
    });

    const bare = await admin.inject({
      method: 'PUT',
      url: '/api/admin/v1/flags/incident-banner',
      payload: { enabled: true },
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(FLAG_MESSAGES.incidentNeedsSettings);
  });

  it('refuses settings on a flag that has none, unknown flags and bad bodies', async () => {
    const res = await admin.inject({
      method: 'PUT',
      url: '/api/admin/v1/flags/boost-v5',
      payload: { enabled: true, payload: { anything: 1 } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(FLAG_MESSAGES.noSettings);

    const unknown = await admin.inject({
      method: 'PUT',
      url: '/api/admin/v1/flags/no-such-flag',
      payload: { enabled: true },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(FLAG_MESSAGES.unknownFlag);

    const invalid = await admin.inject({
      method: 'PUT',
      url: '/api/admin/v1/flags/boost-v5',
      payload: { enabled: 'yes' },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('maintenance flags read publicly; turning one on and off is audited', async () => {
    const on = await admin.inject({
      method: 'PUT',
      url: '/api/admin/v1/flags/maintenance-mode-uk',
      payload: { enabled: true },
    });
    expect(on.statusCode).toBe(200);
    expect((await publicFlags()).flags['maintenance-mode-uk']).toBe(true);
    await admin.inject({
      method: 'PUT',
      url: '/api/admin/v1/flags/maintenance-mode-uk',
      payload: { enabled: false },
    });
    expect((await publicFlags()).flags['maintenance-mode-uk']).toBe(false);
    expect(await auditOf('flag.update', 'maintenance-mode-uk')).toHaveLength(2);
  });
});

describe('per-user overrides', () => {
  it('finds users by e-mail, sets an override the user then sees, lists and removes it', async () => {
    const search = await admin.inject({
      method: 'GET',
      url: '/api/admin/v1/flags/users?search=agent@example',
    });
    expect(search.statusCode).toBe(200);
    const agent = search
      .json<{ content: { id: string; email: string; accountName: string | null }[] }>()
      .content.find((u) => u.email === 'agent@example.com')!;
    expect(agent.accountName).toBeTruthy();

    const set = await admin.inject({
      method: 'PUT',
      url: `/api/admin/v1/flags/boost-v5/overrides/${agent.id}`,
      payload: { enabled: true },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ email: 'agent@example.com', enabled: true });

    const agentSession = await t.signIn('agent@example.com');
    expect((await publicFlags(agentSession.inject)).flags['boost-v5']).toBe(true);
    const other = await t.signIn('agencyadmin@example.com');
    expect((await publicFlags(other.inject)).flags['boost-v5']).toBe(false);

    const list = await admin.inject({
      method: 'GET',
      url: '/api/admin/v1/flags/boost-v5/overrides',
    });
    const page = list.json<FlagOverridePage>();
    expect(page.totalElements).toBe(1);
    expect(page.content[0]).toMatchObject({ userId: agent.id, enabled: true });
    const flags = (await admin.inject({ method: 'GET', url: '/api/admin/v1/flags' })).json<{
      content: AdminFlag[];
    }>().content;
    expect(flags.find((f) => f.key === 'boost-v5')!.overrideCount).toBe(1);

    const removed = await admin.inject({
      method: 'DELETE',
      url: `/api/admin/v1/flags/boost-v5/overrides/${agent.id}`,
    });
    expect(removed.statusCode).toBe(204);
    expect((await publicFlags(agentSession.inject)).flags['boost-v5']).toBe(false);
    const again = await admin.inject({
      method: 'DELETE',
      url: `/api/admin/v1/flags/boost-v5/overrides/${agent.id}`,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(FLAG_MESSAGES.overrideNotFound);

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, `boost-v5:${agent.id}`));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'flag.override.remove',
      'flag.override.set',
    ]);
  });

  it('an override can turn a flag off for one user while it is on for everyone', async () => {
    const users = (
      await admin.inject({ method: 'GET', url: '/api/admin/v1/flags/users?search=wholesale' })
    ).json<{ content: { id: string }[] }>().content;
    const id = users[0]!.id;
    await admin.inject({
      method: 'PUT',
      url: `/api/admin/v1/flags/product-selector/overrides/${id}`,
      payload: { enabled: false },
    });
    const wholesale = await t.signIn('wholesale@example.com');
    expect((await publicFlags(wholesale.inject)).flags['product-selector']).toBe(false);
    const agent = await t.signIn('agent@example.com');
    expect((await publicFlags(agent.inject)).flags['product-selector']).toBe(true);
  });

  it('404 for unknown users and flags, 400 for a too-short search, 403 for non-admins', async () => {
    const unknownUser = await admin.inject({
      method: 'PUT',
      url: '/api/admin/v1/flags/boost-v5/overrides/00000000-0000-4000-8000-000000000000',
      payload: { enabled: true },
    });
    expect(unknownUser.statusCode).toBe(404);
    expect(unknownUser.json().message).toBe(FLAG_MESSAGES.userNotFound);
    const notUuid = await admin.inject({
      method: 'PUT',
      url: '/api/admin/v1/flags/boost-v5/overrides/not-a-uuid',
      payload: { enabled: true },
    });
    expect(notUuid.statusCode).toBe(404);
    const short = await admin.inject({ method: 'GET', url: '/api/admin/v1/flags/users?search=a' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain(FLAG_MESSAGES.searchTooShort);

    const { inject } = await t.signIn('agencyadmin@example.com');
    expect(
      (await inject({ method: 'GET', url: '/api/admin/v1/flags/users?search=admin' })).statusCode,
    ).toBe(403);
    expect(
      (await inject({ method: 'GET', url: '/api/admin/v1/flags/boost-v5/overrides' })).statusCode,
    ).toBe(403);
  });
});
