import { count, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase, refuseOpenDemoUsers } from '../src/app.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { organisations, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { buildTestApp, type TestApp } from './helper.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-that-is-long-enough-1234',
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
};

describe('defaults that depend on where the platform runs', () => {
  it('outside production: this machine only, demo data on', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.SEED_DEMO).toBe(true);
  });

  it('in production: every interface, no demo data unless asked for', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.SEED_DEMO).toBe(false);
    expect(loadConfig({ ...PRODUCTION, HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
  });

  it('refuses demo data in production with the published demo password, naming the setting', () => {
    expect(() => loadConfig({ ...PRODUCTION, SEED_DEMO: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...PRODUCTION, SEED_DEMO: 'true' })).toThrow(/DEMO_PASSWORD/);
    const own = loadConfig({ ...PRODUCTION, SEED_DEMO: 'true', DEMO_PASSWORD: 'Our-Own-Demo-77' });
    expect(own.SEED_DEMO).toBe(true);
  });

  it('an empty production database gets its catalogues but no demo organisations', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      expect(await prepareDatabase(database, loadConfig(PRODUCTION))).toBe(false);
      const [orgs] = await database.db.select({ n: count() }).from(organisations);
      expect(orgs?.n).toBe(0);
    } finally {
      await database.close();
    }
    // a whole fresh database migrated and catalogued inside the test: minutes on a busy machine
  }, 180_000);
});

describe('a production start with demo people', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is refused while they still sign in with the published password, and allowed after', async () => {
    const handle = t.app.ctx.database;
    // Outside production the demo people are what the quick start is for.
    await expect(refuseOpenDemoUsers(handle, t.app.ctx.config)).resolves.toBeUndefined();

    const production = loadConfig(PRODUCTION);
    await expect(refuseOpenDemoUsers(handle, production)).rejects.toThrow(
      /admin@example\.com.*published demo password.*DEMO_PASSWORD/s,
    );

    const passwordHash = await hashPassword('Changed-After-Install-91');
    await t.app.ctx.db
      .update(users)
      .set({ passwordHash })
      .where(inArray(users.email, ['admin@example.com']));
    const refusal = await refuseOpenDemoUsers(handle, production).catch((e: Error) => e.message);
    expect(refusal).toMatch(/agent@example\.com/);
    expect(refusal).not.toMatch(/[\s,]admin@example\.com/);

    await t.app.ctx.db.update(users).set({ passwordHash });
    await expect(refuseOpenDemoUsers(handle, production)).resolves.toBeUndefined();
  });
});
