import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config.ts';
import {
  BackupError,
  backupDatabase,
  backupSettings,
  restoreDatabase,
  type BackupTarget,
} from '../../src/db/backup.ts';
import { migrationState, openDatabase, type Database } from '../../src/db/client.ts';
import { featureFlags } from '../../src/db/schema/index.ts';

const journal = JSON.parse(
  readFileSync(new URL('../../src/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

const scratch = mkdtempSync(path.join(tmpdir(), 'cyber-backup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const flagsOf = async (db: Database) =>
  (await db.select().from(featureFlags).orderBy(featureFlags.key)).map((f) => ({
    key: f.key,
    description: f.description,
  }));

/** The migrations a database has recorded as applied. */
const appliedMigrations = async (db: Database) => {
  const result = (await db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  )) as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
};

describe('backups of the embedded database', () => {
  const dataDir = path.join(scratch, 'data');
  const backupDir = path.join(scratch, 'backups');
  const target: BackupTarget = { kind: 'pglite', dataDir };

  it('reads the target and the backup folder from the environment', () => {
    expect(backupSettings({ DATA_DIR: dataDir, BACKUP_DIR: backupDir })).toEqual({
      target,
      backupDir,
    });
    expect(
      backupSettings({ DATABASE_URL: 'postgres://u@db.internal:5432/cyber', DATA_DIR: dataDir }),
    ).toEqual({
      target: { kind: 'postgres', url: 'postgres://u@db.internal:5432/cyber' },
      backupDir: path.join(REPO_ROOT, 'backups'),
    });
  });

  it('refuses when there is no database to back up', async () => {
    await expect(
      backupDatabase({ kind: 'pglite', dataDir: path.join(scratch, 'none') }, backupDir),
    ).rejects.toThrow(/no embedded database/);
  });

  it('backs up a closed data directory and restores it over later changes', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.db
      .insert(featureFlags)
      .values({ key: 'backup-drill', description: 'as backed up', enabled: true });
    await first.close();

    const { file, bytes } = await backupDatabase(target, backupDir);
    expect(path.dirname(file)).toBe(backupDir);
    expect(path.basename(file)).toMatch(/^cyber-\d{8}T\d{6}Z\.pglite\.tar\.gz$/);
    expect(bytes).toBeGreaterThan(0);
    expect(readFileSync(file).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b])); // gzip

    // After the backup: the row changed and then deleted, another added.
    const second = await openDatabase({ kind: 'pglite', dataDir });
    await second.db
      .update(featureFlags)
      .set({ description: 'changed' })
      .where(eq(featureFlags.key, 'backup-drill'));
    await second.db.delete(featureFlags).where(eq(featureFlags.key, 'backup-drill'));
    await second.db
      .insert(featureFlags)
      .values({ key: 'after-backup', description: 'later', enabled: false });
    await second.close();

    await restoreDatabase(target, file);

    const third = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const flags = await flagsOf(third.db);
      expect(flags).toContainEqual({ key: 'backup-drill', description: 'as backed up' });
      expect(flags.map((f) => f.key)).not.toContain('after-backup');
      expect(await appliedMigrations(third.db)).toBe(journal.entries.length);
      expect(await migrationState(third.db)).toMatchObject({ applied: true });
    } finally {
      await third.close();
    }
  }, 120_000);

  it('refuses to back up or restore while a server has the database open', async () => {
    // Another process holds the database open, as a running server does.
    const client = pathToFileURL(path.join(REPO_ROOT, 'apps/server/src/db/client.ts')).href;
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { openDatabase } = await import(${JSON.stringify(client)});
         await openDatabase({ kind: 'pglite', dataDir: ${JSON.stringify(dataDir)} });
         console.log('open');
         setInterval(() => {}, 60_000);`,
      ],
      { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('open')) resolve();
        });
        holder.once('exit', (code) => reject(new Error(`the holder exited (${code})`)));
      });
      const refused = backupDatabase(target, backupDir);
      await expect(refused).rejects.toThrow(BackupError);
      await expect(refused).rejects.toThrow(/running process \(pid \d+\): stop the server first/);
      const someBackup = path.join(scratch, 'some.pglite.tar.gz');
      writeFileSync(someBackup, '');
      await expect(restoreDatabase(target, someBackup)).rejects.toThrow(/stop the server first/);
    } finally {
      holder.kill('SIGKILL');
      await exited;
    }
    // Once it has stopped, the backup goes ahead (the lock it left behind is stale).
    const { bytes } = await backupDatabase(target, backupDir, new Date('2030-01-01T00:00:00Z'));
    expect(bytes).toBeGreaterThan(0);
  }, 120_000);

  it('refuses a file of the other kind', async () => {
    const dump = path.join(scratch, 'x.pgdump');
    writeFileSync(dump, '');
    await expect(restoreDatabase(target, dump)).rejects.toThrow(/not an embedded database backup/);
    await expect(restoreDatabase(target, path.join(scratch, 'missing.tar.gz'))).rejects.toThrow(
      /No backup file/,
    );
  });

  it('says clearly when pg_dump is not installed', async () => {
    const path_ = process.env.PATH;
    process.env.PATH = path.join(scratch, 'no-programs-here');
    try {
      await expect(
        backupDatabase(
          { kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/none' },
          path.join(scratch, 'pg'),
        ),
      ).rejects.toThrow(/pg_dump was not found on PATH/);
    } finally {
      process.env.PATH = path_;
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('backups of a PostgreSQL database', () => {
  it('pg_dump, then pg_restore brings back changed, deleted and dropped data', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `test_backup_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const target: BackupTarget = { kind: 'postgres', url: url.toString() };
    try {
      const first = await openDatabase({ kind: 'postgres', url: url.toString(), max: 1 });
      await first.db
        .insert(featureFlags)
        .values({ key: 'backup-drill', description: 'as backed up', enabled: true });
      await first.close();

      const { file, bytes } = await backupDatabase(target, path.join(scratch, 'pg'));
      expect(path.basename(file)).toMatch(/^cyber-\d{8}T\d{6}Z\.pgdump$/);
      expect(bytes).toBeGreaterThan(0);
      expect(readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP'); // custom format

      // After the backup: the row deleted, another added, a table dropped.
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      try {
        await check.query(`delete from feature_flags where key = 'backup-drill'`);
        await check.query(
          `insert into feature_flags (key, description) values ('after-backup', 'later')`,
        );
        await check.query('drop table feature_flag_overrides');
      } finally {
        await check.end();
      }

      await restoreDatabase(target, file);

      const restored = await openDatabase({ kind: 'postgres', url: url.toString(), max: 1 });
      try {
        const flags = await flagsOf(restored.db);
        expect(flags).toContainEqual({ key: 'backup-drill', description: 'as backed up' });
        expect(flags.map((f) => f.key)).not.toContain('after-backup');
        const overrides = (await restored.db.execute(
          sql`select to_regclass('public.feature_flag_overrides') as t`,
        )) as { rows: { t: string | null }[] };
        expect(overrides.rows[0]!.t).toBe('feature_flag_overrides');
        expect(await appliedMigrations(restored.db)).toBe(journal.entries.length);
        expect(await migrationState(restored.db)).toMatchObject({ applied: true });
      } finally {
        await restored.close();
      }

      await expect(restoreDatabase(target, path.join(scratch, 'x.pglite.tar.gz'))).rejects.toThrow(
        /No backup file|not a PostgreSQL backup/,
      );
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});
