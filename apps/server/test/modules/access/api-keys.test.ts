import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_KEY_HEADER,
  ApiKeyPageSchema,
  ApiKeySchema,
  ApiKeyWithSecretSchema,
  MeSchema,
} from '@cyber/domain';
import { apiActivity, apiKeys, users } from '../../../src/db/schema/index.ts';
import { hashToken } from '../../../src/lib/tokens.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accessHelpers } from './access-helpers.ts';

let t: TestApp;
let h: ReturnType<typeof accessHelpers>;
let harbor: string;
beforeAll(async () => {
  t = await buildTestApp();
  h = accessHelpers(t);
  harbor = await h.orgId('Harbor Risk Partners');
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestApp['signIn']>>;

const createKey = async (s: Session, name = 'Rating integration', description?: string) => {
  const res = await s.inject({
    method: 'POST',
    url: '/api/auth/v1/api',
    payload: { name, description },
  });
  expect(res.statusCode).toBe(201);
  return ApiKeyWithSecretSchema.parse(res.json());
};

const withKey = (
  apiKey: string,
  url = '/api/auth/v1/me',
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET',
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: { [API_KEY_HEADER]: apiKey, 'user-agent': 'rating-bot/1.0' },
    ...(payload ? { payload } : {}),
  });

/** The activity rows of a key (the onResponse hook writes them just after the answer). */
const activityOf = async (apiKeyId: string, atLeast = 1) => {
  let rows: (typeof apiActivity.$inferSelect)[] = [];
  for (let i = 0; i < 50; i++) {
    rows = await h.db.select().from(apiActivity).where(eq(apiActivity.apiKeyId, apiKeyId));
    if (rows.length >= atLeast) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  return rows;
};

describe('API keys CRUD', () => {
  it('creates a key: the secret is answered once, only its hash and hint are stored', async () => {
    const admin = await t.signIn('agencyadmin@example.com');
    const key = await createKey(admin, '  Rating integration ', 'Nightly sync');
    expect(key.name).toBe('Rating integration');
    expect(key.keyId).toMatch(/^ck_[0-9a-f]{20}$/);
    expect(key.secret.length).toBeGreaterThanOrEqual(43);
    expect(key.apiKey).toBe(`${key.keyId}.${key.secret}`);
    expect(key.secretHint).toBe(key.secret.slice(-4));
    expect(key.owner.email).toBe('agencyadmin@example.com');

    const [row] = await h.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.secretHash).toBe(hashToken(key.secret));
    expect(JSON.stringify(row)).not.toContain(key.secret);

    // The list never shows the secret again.
    const list = await admin.inject({ method: 'GET', url: '/api/auth/v1/api?search=rating' });
    const page = ApiKeyPageSchema.parse(list.json());
    const listed = page.content.find((k) => k.keyId === key.keyId)!;
    expect(listed).toBeDefined();
    expect(list.body).not.toContain(key.secret);
    expect(Object.keys(listed)).not.toContain('secret');

    const [audit] = await h.auditRows('api-key.create');
    expect(audit).toMatchObject({
      entityId: key.id,
      accountId: harbor,
      subscriberAccountId: harbor,
    });
    expect(JSON.stringify(audit)).not.toContain(key.secret);
  });

  it('validates the name', async () => {
    const admin = await t.signIn('agencyadmin@example.com');
    const blank = await admin.inject({
      method: 'POST',
      url: '/api/auth/v1/api',
      payload: { name: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.join()).toContain('Name is required');
    const long = await admin.inject({
      method: 'POST',
      url: '/api/auth/v1/api',
      payload: { name: 'x'.repeat(101) },
    });
    expect(long.statusCode).toBe(400);
  });

  it('lists with paging, search and sort, only for the organisation', async () => {
    const admin = await t.signIn('agencyadmin@example.com');
    await createKey(admin, 'Alpha');
    await createKey(admin, 'Bravo');
    const page = ApiKeyPageSchema.parse(
      (
        await admin.inject({ method: 'GET', url: '/api/auth/v1/api?size=2&page=0&sort=name,asc' })
      ).json(),
    );
    expect(page.size).toBe(2);
    expect(page.content.map((k) => k.name)).toEqual(['Alpha', 'Bravo']);
    expect(page.totalElements).toBeGreaterThanOrEqual(3);

    const other = await t.signIn('da@example.com');
    const theirs = ApiKeyPageSchema.parse(
      (await other.inject({ method: 'GET', url: '/api/auth/v1/api' })).json(),
    );
    expect(theirs.totalElements).toBe(0);
  });

  it('edits name and description', async () => {
    const admin = await t.signIn('agencyadmin@example.com');
    const key = await createKey(admin, 'Before');
    const res = await admin.inject({
      method: 'PUT',
      url: `/api/auth/v1/api/${key.keyId}`,
      payload: { name: 'After', description: 'Renamed' },
    });
    expect(res.statusCode).toBe(200);
    expect(ApiKeySchema.parse(res.json())).toMatchObject({ name: 'After', description: 'Renamed' });
    expect(res.body).not.toContain(key.secret);
  });

  it("another organisation's key is 404 for every operation", async () => {
    const admin = await t.signIn('agencyadmin@example.com');
    const key = await createKey(admin, 'Harbor only');
    const other = await t.signIn('da@example.com');
    expect(
      (
        await other.inject({
          method: 'PUT',
          url: `/api/auth/v1/api/${key.keyId}`,
          payload: { name: 'mine' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await other.inject({ method: 'PUT', url: `/api/auth/v1/api/regenerate/${key.keyId}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await other.inject({ method: 'DELETE', url: `/api/auth/v1/api/${key.keyId}` })).statusCode,
    ).toBe(404);
    // Provider staff in their own account do not see agency keys either.
    const provider = await t.signIn('admin@example.com');
    expect(
      (await provider.inject({ method: 'DELETE', url: `/api/auth/v1/api/${key.keyId}` }))
        .statusCode,
    ).toBe(404);
    expect((await withKey(key.apiKey)).statusCode).toBe(200);
  });

  it('needs api-key:manage', async () => {
    const agent = await t.signIn('agent@example.com');
    expect((await agent.inject({ method: 'GET', url: '/api/auth/v1/api' })).statusCode).toBe(403);
    expect(
      (await agent.inject({ method: 'POST', url: '/api/auth/v1/api', payload: { name: 'x' } }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/v1/api' })).statusCode).toBe(401);
  });
});

describe('calling the API with a key', () => {
  it("authenticates as the owner in the key's organisation, and every call is recorded", async () => {
    const admin = await t.signIn('agencyadmin@example.com');
    const key = await createKey(admin, 'Caller');
    const res = await withKey(key.apiKey);
    expect(res.statusCode).toBe(200);
    const me = MeSchema.parse(res.json());
    expect(me.email).toBe('agencyadmin@example.com');
    expect(me.account.id).toBe(harbor);
    expect(me.permissions).toContain('quote:view');

    const [row] = await activityOf(key.id);
    expect(row).toMatchObject({
      organisationId: harbor,
      method: 'GET',
      path: '/api/auth/v1/me',
      route: '/api/auth/v1/me',
      statusCode: 200,
      userAgent: 'rating-bot/1.0',
    });
    expect(row!.durationMs).toBeGreaterThanOrEqual(0);
    const [stored] = await h.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(stored!.lastUsedAt).not.toBeNull();

    // A call the owner may not make is a 403, recorded too.
    const forbidden = await withKey(key.apiKey, '/api/auth/v1/jump/search');
    expect(forbidden.statusCode).toBe(403);
    const rows = await activityOf(key.id, 2);
    expect(rows.map((r) => r.statusCode).sort()).toEqual([200, 403]);
  });

  it('a wrong, malformed or deleted key is 401', async () => {
    const admin = await t.signIn('agencyadmin@example.com');
    const key = await createKey(admin, 'Short-lived');
    expect((await withKey(`${key.keyId}.wrong-secret`)).statusCode).toBe(401);
    expect((await withKey('garbage')).statusCode).toBe(401);
    expect((await withKey(`ck_00000000000000000000.${key.secret}`)).statusCode).toBe(401);
    expect((await withKey(key.apiKey)).statusCode).toBe(200);

    expect(
      (await admin.inject({ method: 'DELETE', url: `/api/auth/v1/api/${key.keyId}` })).statusCode,
    ).toBe(204);
    const after = await withKey(key.apiKey);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('The API key is not valid.');
    // Gone from the list; a second delete is 404.
    const list = ApiKeyPageSchema.parse(
      (await admin.inject({ method: 'GET', url: '/api/auth/v1/api?size=100' })).json(),
    );
    expect(list.content.map((k) => k.keyId)).not.toContain(key.keyId);
    expect(
      (await admin.inject({ method: 'DELETE', url: `/api/auth/v1/api/${key.keyId}` })).statusCode,
    ).toBe(404);
    expect(await h.auditRows('api-key.delete')).toHaveLength(1);
  });

  it('regenerate answers a new secret once; the old one stops working', async () => {
    const admin = await t.signIn('agencyadmin@example.com');
    const key = await createKey(admin, 'Rotating');
    const res = await admin.inject({
      method: 'PUT',
      url: `/api/auth/v1/api/regenerate/${key.keyId}`,
    });
    expect(res.statusCode).toBe(200);
    const next = ApiKeyWithSecretSchema.parse(res.json());
    expect(next.keyId).toBe(key.keyId);
    expect(next.secret).not.toBe(key.secret);
    expect(next.regeneratedAt).not.toBeNull();
    expect((await withKey(key.apiKey)).statusCode).toBe(401);
    expect((await withKey(next.apiKey)).statusCode).toBe(200);
    expect(await h.auditRows('api-key.regenerate')).toHaveLength(1);
  });

  it('a key cannot manage keys, end sessions or jump', async () => {
    const admin = await t.signIn('agencyadmin@example.com');
    const key = await createKey(admin, 'Limited');
    expect((await withKey(key.apiKey, '/api/auth/v1/api')).statusCode).toBe(403);
    expect(
      (await withKey(key.apiKey, '/api/auth/v1/api', 'POST', { name: 'child' })).statusCode,
    ).toBe(403);
    expect(
      (await withKey(key.apiKey, `/api/auth/v1/api/regenerate/${key.keyId}`, 'PUT')).statusCode,
    ).toBe(403);
    expect((await withKey(key.apiKey, `/api/auth/v1/api/${key.keyId}`, 'DELETE')).statusCode).toBe(
      403,
    );
    expect((await withKey(key.apiKey, '/api/auth/v1/logout', 'POST')).statusCode).toBe(403);
    expect(
      (await withKey(key.apiKey, `/api/auth/v1/accounts/${harbor}/myToken`, 'POST')).statusCode,
    ).toBe(403);
    expect((await withKey(key.apiKey)).statusCode).toBe(200);
  });

  it('stops working when the owner is disabled', async () => {
    const admin = await t.signIn('agencyadmin@example.com');
    const key = await createKey(admin, 'Owner-bound');
    expect((await withKey(key.apiKey)).statusCode).toBe(200);
    await h.db
      .update(users)
      .set({ status: 'DISABLED' })
      .where(eq(users.email, 'agencyadmin@example.com'));
    try {
      expect((await withKey(key.apiKey)).statusCode).toBe(401);
    } finally {
      await h.db
        .update(users)
        .set({ status: 'ACTIVE' })
        .where(eq(users.email, 'agencyadmin@example.com'));
    }
  });
});
