import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../helper.ts';

const METRICS_TOKEN = 'metrics-token-for-the-health-tests';
const driver = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ METRICS_TOKEN });
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
  t.app.lifecycle.draining = false;
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const withToken = { authorization: `Bearer ${METRICS_TOKEN}` };

describe('readiness: migrations', () => {
  // First in the file: a node remembers once it has seen its migrations applied.
  it('is 503 while the database lacks this version’s newest migration', async () => {
    type Row = { id: number; hash: string; created_at: string };
    const newest = (
      (await t.database.db.execute(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )) as unknown as { rows: Row[] }
    ).rows[0]!;
    await t.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = ${newest.id}`,
    );
    try {
      const anonymous = await get('/api/health/ready');
      expect(anonymous.statusCode).toBe(503);
      expect(anonymous.json()).toEqual({ status: 'unavailable', message: expect.any(String) });
      const detailed = await get('/api/health/ready', withToken);
      expect(detailed.statusCode).toBe(503);
      expect(detailed.json().checks.migrations).toEqual({
        status: 'fail',
        detail: expect.stringMatching(/^\d{4}_\w+ not applied$/),
      });
    } finally {
      await t.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest.id}, ${newest.hash}, ${newest.created_at})`,
      );
    }
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });
});

describe('liveness', () => {
  it('answers ok without asking the database', async () => {
    const ping = vi.spyOn(t.database, 'ping');
    const execute = vi.spyOn(t.database.db, 'execute');
    const res = await get('/api/health/live');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(ping).not.toHaveBeenCalled();
    expect(execute).not.toHaveBeenCalled();
  });

  it('stays ok while the database is down (a restart would not help)', async () => {
    vi.spyOn(t.database, 'ping').mockResolvedValue(false);
    expect((await get('/api/health/live')).statusCode).toBe(200);
    expect((await get('/api/health/ready')).statusCode).toBe(503);
  });
});

describe('readiness', () => {
  it('tells an anonymous caller the status alone: no engine, no version', async () => {
    for (const url of ['/api/health/ready', '/api/health']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    }
  });

  it('gives the metrics token’s holder the driver, the version and each check', async () => {
    const res = await get('/api/health/ready', withToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: driver,
      version: t.config.APP_VERSION,
      checks: {
        draining: { status: 'ok' },
        database: { status: 'ok' },
        migrations: { status: 'ok', detail: expect.stringMatching(/^\d{4}_\w+$/) },
        events: { status: 'ok', detail: expect.stringMatching(/^\d+ due, the oldest for \d+ s$/) },
      },
    });
    expect((await get('/api/health', withToken)).json()).toMatchObject({ database: driver });
  });

  it('a wrong token is an anonymous caller', async () => {
    const res = await get('/api/health/ready', { authorization: `Bearer ${METRICS_TOKEN}x` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('gives provider staff the details, and no one else', async () => {
    const admin = await t.signIn('admin@example.com');
    expect((await admin.inject({ method: 'GET', url: '/api/health/ready' })).json()).toMatchObject({
      database: driver,
      version: t.config.APP_VERSION,
    });
    const agent = await t.signIn('agent@example.com');
    expect((await agent.inject({ method: 'GET', url: '/api/health/ready' })).json()).toEqual({
      status: 'ok',
    });
  });

  it('is 503 with a generic message when the database does not answer', async () => {
    vi.spyOn(t.database, 'ping').mockResolvedValue(false);
    for (const url of ['/api/health/ready', '/api/health']) {
      const res = await get(url);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', message: 'The service is not ready.' });
      expect(res.body).not.toMatch(/pglite|postgres|database/i);
    }
    const detailed = await get('/api/health/ready', withToken);
    expect(detailed.statusCode).toBe(503);
    expect(detailed.json().checks).toMatchObject({
      database: { status: 'fail', detail: 'unreachable' },
      migrations: { status: 'fail' },
    });
  });

  it('is 503 while the server drains; liveness and other routes still answer', async () => {
    t.app.lifecycle.draining = true;
    const res = await get('/api/health/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', message: 'The service is not ready.' });
    expect(res.headers.connection).toBe('close');
    expect((await get('/api/health')).statusCode).toBe(503);
    expect((await get('/api/health/ready', withToken)).json().checks.draining).toEqual({
      status: 'fail',
      detail: 'shutting down',
    });
    expect((await get('/api/health/live')).statusCode).toBe(200);
    expect((await get('/api/console-version')).statusCode).toBe(200);
  });
});
