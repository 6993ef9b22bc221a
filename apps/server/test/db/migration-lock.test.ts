import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MIGRATION_LOCK_KEY, migrationState, openDatabase } from '../../src/db/client.ts';

const journal = JSON.parse(
  readFileSync(new URL('../../src/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: { when: number }[] };

describe.skipIf(!process.env.TEST_DATABASE_URL)('migrations under an advisory lock', () => {
  it('two nodes starting together on an empty database migrate it once', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `test_migrate_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      const [a, b] = await Promise.all([
        openDatabase({ kind: 'postgres', url: url.toString(), max: 2 }),
        openDatabase({ kind: 'postgres', url: url.toString(), max: 2 }),
      ]);
      try {
        expect(await a.ping()).toBe(true);
        expect(await b.ping()).toBe(true);
        const check = new pg.Client({ connectionString: url.toString() });
        await check.connect();
        try {
          const { rows } = await check.query<{ created_at: string; n: string }>(
            'select created_at, count(*) as n from drizzle.__drizzle_migrations group by created_at',
          );
          // Every migration recorded, each once.
          expect(rows).toHaveLength(journal.entries.length);
          expect(rows.every((row) => Number(row.n) === 1)).toBe(true);
          expect(rows.map((row) => Number(row.created_at)).sort()).toEqual(
            journal.entries.map((entry) => entry.when).sort(),
          );
          // The lock is not left held.
          const { rows: held } = await check.query(
            `select 1 from pg_locks where locktype = 'advisory' and database =
               (select oid from pg_database where datname = current_database())`,
          );
          expect(held).toHaveLength(0);
        } finally {
          await check.end();
        }
        expect(await migrationState(a.db)).toMatchObject({ applied: true });
      } finally {
        await a.close();
        await b.close();
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });

  it('a node waits while another holds the migration lock', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `test_migrate_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const holder = new pg.Client({ connectionString: url.toString() });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY.toString()]);
      let opened = false;
      const opening = openDatabase({ kind: 'postgres', url: url.toString(), max: 1 }).then(
        (handle) => {
          opened = true;
          return handle;
        },
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(opened).toBe(false);
      await holder.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY.toString()]);
      const handle = await opening;
      expect(await handle.ping()).toBe(true);
      await handle.close();
    } finally {
      await holder.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
