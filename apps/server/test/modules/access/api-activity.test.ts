import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiActivityGraphSchema,
  ApiActivityPageSchema,
  ApiActivityStatsSchema,
  ApiKeyWithSecretSchema,
  type ApiKeyWithSecret,
} from '@cyber/domain';
import { apiActivity } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { accessHelpers } from './access-helpers.ts';

let t: TestApp;
let h: ReturnType<typeof accessHelpers>;
let harbor: string;
let digital: string;
let harborKey: ApiKeyWithSecret;
let digitalKey: ApiKeyWithSecret;
let now: Date;

const MIN = 60_000;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp();
  h = accessHelpers(t);
  harbor = await h.orgId('Harbor Risk Partners');
  digital = await h.orgId('QuoteStream Digital');
  const create = async (email: string, name: string) => {
    const s = await t.signIn(email);
    const res = await s.inject({ method: 'POST', url: '/api/auth/v1/api', payload: { name } });
    return ApiKeyWithSecretSchema.parse(res.json());
  };
  harborKey = await create('agencyadmin@example.com', 'Harbor sync');
  digitalKey = await create('da@example.com', 'Digital feed');
  now = t.clock.now();
  const row = (
    keyId: string,
    organisationId: string,
    minutesAgo: number,
    statusCode: number,
    durationMs: number,
    path: string,
  ) => ({
    apiKeyId: keyId,
    organisationId,
    method: 'GET',
    path,
    route: path,
    statusCode,
    durationMs,
    ip: '10.1.1.1',
    userAgent: 'test',
    occurredAt: new Date(now.getTime() - minutesAgo * MIN),
  });
  await h.db
    .insert(apiActivity)
    .values([
      row(harborKey.id, harbor, 5, 200, 10, '/api/quote/v1/quotes'),
      row(harborKey.id, harbor, 30, 200, 20, '/api/auth/v1/me'),
      row(harborKey.id, harbor, 50, 500, 300, '/api/quote/v1/quotes'),
      row(harborKey.id, harbor, (10 * DAY) / MIN, 200, 40, '/api/auth/v1/me'),
      row(digitalKey.id, digital, 10, 404, 5, '/api/policy/v1/policies'),
      row(digitalKey.id, digital, 20, 200, 15, '/api/policy/v1/policies'),
    ]);
});
afterAll(() => t.close());

const get = async (email: string, url: string) => {
  const s = await t.signIn(email);
  return s.inject({ method: 'GET', url });
};
const search = async (email: string, query = '') => {
  const res = await get(email, `/api/apiactivity/v1/search${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ApiActivityPageSchema.parse(res.json());
};

describe('GET /api/apiactivity/v1/search', () => {
  it("shows the organisation's calls of the last 7 days by default, newest first", async () => {
    const page = await search('agencyadmin@example.com');
    expect(page.totalElements).toBe(3);
    expect(page.content.map((r) => r.statusCode)).toEqual([200, 200, 500]);
    expect(page.content[0]).toMatchObject({
      apiClientId: harborKey.keyId,
      apiKeyName: 'Harbor sync',
      organisationName: 'Harbor Risk Partners',
      path: '/api/quote/v1/quotes',
    });
    expect(new Date(page.before).getTime()).toBeGreaterThanOrEqual(now.getTime());
  });

  it('takes a preset, explicit bounds (dates: start and end of day), a key, a search and a sort', async () => {
    expect((await search('agencyadmin@example.com', '?dateFilter=7')).totalElements).toBe(4);
    expect((await search('agencyadmin@example.com', '?dateFilter=0')).totalElements).toBe(1);
    expect((await search('agencyadmin@example.com', '?dateFilter=1')).totalElements).toBe(3);

    const tenDaysAgo = new Date(now.getTime() - 10 * DAY);
    const day = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const onThatDay = await search(
      'agencyadmin@example.com',
      `?after=${day(tenDaysAgo)}&before=${day(tenDaysAgo)}`,
    );
    expect(onThatDay.totalElements).toBe(1);
    expect(new Date(onThatDay.after).getHours()).toBe(0);

    const byMs = await search(
      'agencyadmin@example.com',
      `?after=${now.getTime() - 40 * MIN}&before=${now.getTime()}`,
    );
    expect(byMs.totalElements).toBe(2);

    expect((await search('agencyadmin@example.com', '?search=quotes')).totalElements).toBe(2);
    expect((await search('agencyadmin@example.com', '?search=500')).totalElements).toBe(1);
    const sorted = await search('agencyadmin@example.com', '?sort=durationMs,desc');
    expect(sorted.content.map((r) => r.durationMs)).toEqual([300, 20, 10]);
    expect(
      (await search('agencyadmin@example.com', `?apiClientId=${harborKey.keyId}`)).totalElements,
    ).toBe(3);
    // Another organisation's key filters to nothing.
    expect(
      (await search('agencyadmin@example.com', `?apiClientId=${digitalKey.keyId}`)).totalElements,
    ).toBe(0);
  });

  it('pages by pageRequested and by the searchAfter cursor', async () => {
    const first = await search('agencyadmin@example.com', '?size=2');
    expect(first.content).toHaveLength(2);
    expect(first.totalPages).toBe(2);
    expect(first.searchAfter).toMatch(/^\d+_/);
    const second = await search('agencyadmin@example.com', '?size=2&pageRequested=1');
    expect(second.content.map((r) => r.statusCode)).toEqual([500]);
    const cursor = await search(
      'agencyadmin@example.com',
      `?size=2&searchAfter=${first.searchAfter}`,
    );
    expect(cursor.content.map((r) => r.id)).toEqual(second.content.map((r) => r.id));
    expect(cursor.searchAfter).toBeNull();
  });

  it('provider staff see every organisation; others only their own', async () => {
    const all = await search('admin@example.com');
    expect(all.totalElements).toBe(5);
    expect(new Set(all.content.map((r) => r.organisationId))).toEqual(new Set([harbor, digital]));
    const theirs = await search('da@example.com');
    expect(theirs.content.every((r) => r.organisationId === digital)).toBe(true);
    expect(theirs.totalElements).toBe(2);
  });

  it('refuses bad bounds and callers without api-key:manage', async () => {
    expect(
      (await get('agencyadmin@example.com', '/api/apiactivity/v1/search?after=yesterday'))
        .statusCode,
    ).toBe(400);
    expect(
      (await get('agencyadmin@example.com', '/api/apiactivity/v1/search?dateFilter=9')).statusCode,
    ).toBe(400);
    expect(
      (
        await get(
          'agencyadmin@example.com',
          '/api/apiactivity/v1/search?after=2026-03-02&before=2026-03-01',
        )
      ).statusCode,
    ).toBe(400);
    expect((await get('agent@example.com', '/api/apiactivity/v1/search')).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/apiactivity/v1/graph' })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/apiactivity/v1/graph and /agg/stats', () => {
  it('counts calls per bucket, errors apart', async () => {
    const res = await get('agencyadmin@example.com', '/api/apiactivity/v1/graph?dateFilter=1');
    expect(res.statusCode, res.body).toBe(200);
    const graph = ApiActivityGraphSchema.parse(res.json());
    expect(graph.bucketMs).toBe(5 * MIN);
    expect(graph.buckets.length).toBeGreaterThanOrEqual(12);
    const sum = (k: 'success' | 'error') => graph.buckets.reduce((n, b) => n + b[k], 0);
    expect(sum('success')).toBe(2);
    expect(sum('error')).toBe(1);

    const week = ApiActivityGraphSchema.parse(
      (await get('agencyadmin@example.com', '/api/apiactivity/v1/graph')).json(),
    );
    expect(week.bucketMs).toBe(6 * 60 * MIN);
    const all = ApiActivityGraphSchema.parse(
      (await get('admin@example.com', '/api/apiactivity/v1/graph')).json(),
    );
    expect(all.buckets.reduce((n, b) => n + b.success + b.error, 0)).toBe(5);
  });

  it('totals: calls, errors, rate, p50/p95 and calls per key', async () => {
    const res = await get('agencyadmin@example.com', '/api/apiactivity/v1/agg/stats');
    expect(res.statusCode).toBe(200);
    const stats = ApiActivityStatsSchema.parse(res.json());
    expect(stats).toMatchObject({ totalCalls: 3, errors: 1, p50DurationMs: 20 });
    expect(stats.errorRate).toBeCloseTo(1 / 3);
    expect(stats.p95DurationMs).toBeGreaterThan(200);
    expect(stats.byKey).toEqual([
      { apiClientId: harborKey.keyId, name: 'Harbor sync', calls: 3, errors: 1 },
    ]);

    const provider = ApiActivityStatsSchema.parse(
      (await get('admin@example.com', '/api/apiactivity/v1/agg/stats')).json(),
    );
    expect(provider.totalCalls).toBe(5);
    expect(provider.byKey.map((k) => k.apiClientId).sort()).toEqual(
      [harborKey.keyId, digitalKey.keyId].sort(),
    );

    // A provider admin jumped into the agency sees the agency's calls only.
    const jumped = await h.jumpAs('admin@example.com', 'admin/agencies', harbor);
    const inAgency = ApiActivityStatsSchema.parse(
      (await jumped.inject({ method: 'GET', url: '/api/apiactivity/v1/agg/stats' })).json(),
    );
    expect(inAgency.totalCalls).toBe(3);
  });
});
