/**
 * Back up and restore the platform's database (docs/backups.md):
 *
 *   npm run db:backup                    one backup file in BACKUP_DIR (default `backups/`)
 *   npm run db:restore -- <file> [--yes] replace the database's contents with a backup's
 *
 * PostgreSQL (`DATABASE_URL` set): `pg_dump --format=custom` to `<time>.pgdump`, restored with
 * `pg_restore --clean --if-exists --no-owner` in one transaction. The PostgreSQL client programs
 * must be installed, of the server's major version or newer.
 *
 * The embedded database (`DATA_DIR`): only while no server has it open (its directory lock, see
 * lock.ts), since the files of an open database are changing under a copy. The directory is
 * opened with PGlite, checkpointed and written with `dumpDataDir` as a gzipped tarball of the
 * whole data directory (`<time>.pglite.tar.gz`): the database exactly as it is, in the format
 * PGlite itself loads. A restore loads the tarball into a new directory beside the database,
 * checks it opens as this platform's database, then puts it in the database's place.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { ConfigError, REPO_ROOT, loadConfig } from '../config.ts';
import { DataDirLockedError, lockDataDir } from './lock.ts';

/** A backup or restore that cannot go ahead; its message says why and what to do. */
export class BackupError extends Error {}

export type BackupTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export type BackupFile = { file: string; bytes: number };

/** Where the server keeps the embedded database inside DATA_DIR (as db/client.ts opens it). */
const embeddedDir = (dataDir: string) => path.join(dataDir, 'db');

const PGDUMP_SUFFIX = '.pgdump';
const PGLITE_SUFFIX = '.pglite.tar.gz';

/** The database the server would use with this environment, and where backups go. */
export function backupSettings(env: Record<string, string | undefined> = process.env): {
  target: BackupTarget;
  backupDir: string;
} {
  // Only the database settings: the rest of the configuration is the server's business.
  const config = loadConfig({ DATA_DIR: env.DATA_DIR, DATABASE_URL: env.DATABASE_URL });
  return {
    target: config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: config.DATA_DIR },
    backupDir: path.resolve(REPO_ROOT, env.BACKUP_DIR || 'backups'),
  };
}

/** `cyber-20261128T164001Z`: sorts by time, and is a valid file name everywhere. */
const backupName = (now: Date) =>
  `cyber-${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}`;

/** Write one backup of the target into `backupDir`. */
export async function backupDatabase(
  target: BackupTarget,
  backupDir: string,
  now = new Date(),
): Promise<BackupFile> {
  await mkdir(backupDir, { recursive: true });
  const file = path.join(
    backupDir,
    backupName(now) + (target.kind === 'postgres' ? PGDUMP_SUFFIX : PGLITE_SUFFIX),
  );
  if (existsSync(file)) throw new BackupError(`${file} already exists.`);
  // Written under another name first: a failed backup never leaves a file that looks complete.
  const partial = `${file}.partial`;
  try {
    if (target.kind === 'postgres') {
      await runPg('pg_dump', ['--format=custom', `--file=${partial}`], target.url);
    } else {
      await dumpEmbedded(target.dataDir, partial);
    }
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
  return { file, bytes: (await stat(file)).size };
}

/** Replace the target database's contents with those of a backup file. */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`No backup file ${file}.`);
  if (target.kind === 'postgres') {
    if (!file.endsWith(PGDUMP_SUFFIX)) {
      throw new BackupError(
        `${file} is not a PostgreSQL backup (*${PGDUMP_SUFFIX}). ` +
          'An embedded database backup is restored without DATABASE_URL.',
      );
    }
    // One transaction: a restore that fails half-way leaves the database as it was.
    await runPg(
      'pg_restore',
      ['--clean', '--if-exists', '--no-owner', '--single-transaction', file],
      target.url,
    );
    return;
  }
  if (!file.endsWith(PGLITE_SUFFIX)) {
    throw new BackupError(
      `${file} is not an embedded database backup (*${PGLITE_SUFFIX}). ` +
        'A PostgreSQL backup is restored with DATABASE_URL set.',
    );
  }
  await restoreEmbedded(target.dataDir, file);
}

const openEmbedded = async (options: { dataDir: string; loadDataDir?: Blob }) => {
  // The server's extensions, so the database opens exactly as the server opens it.
  const client = new PGlite({ ...options, extensions: { pg_trgm } });
  await client.waitReady;
  return client;
};

/** Lock the data directory as the server does, or refuse while a server has it open. */
const lockEmbedded = (dataDir: string, action: string) => {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const pid = /pid (\d+)/.exec(error.message)?.[1];
    throw new BackupError(
      `The embedded database in ${dataDir} is open in a running process` +
        `${pid ? ` (pid ${pid})` : ''}: stop the server first, then ${action} again. ` +
        'Its files change while it runs, so a copy would not be consistent.',
    );
  }
};

async function dumpEmbedded(dataDir: string, file: string) {
  const dir = embeddedDir(dataDir);
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${dir} to back up.`);
  }
  const release = lockEmbedded(dataDir, 'back up');
  try {
    const client = await openEmbedded({ dataDir: dir });
    try {
      // Everything written to the data files, so the copy needs no recovery when loaded.
      await client.exec('checkpoint');
      const dump = await client.dumpDataDir('gzip');
      await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

async function restoreEmbedded(dataDir: string, file: string) {
  const release = lockEmbedded(dataDir, 'restore');
  const dir = embeddedDir(dataDir);
  const staging = `${dir}.restoring`;
  const replaced = `${dir}.replaced`;
  try {
    await rm(staging, { recursive: true, force: true });
    const bytes = await readFile(file);
    // Loaded beside the database first: the current one stays untouched until the backup has
    // opened as this platform's database.
    try {
      const client = await openEmbedded({
        dataDir: staging,
        loadDataDir: new Blob([bytes], { type: 'application/x-gzip' }),
      });
      try {
        await client.query('select count(*) from drizzle.__drizzle_migrations');
      } finally {
        await client.close();
      }
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      throw new BackupError(
        `${file} could not be loaded as the platform's embedded database: ${(error as Error).message}`,
      );
    }
    await rm(replaced, { recursive: true, force: true });
    if (existsSync(dir)) await rename(dir, replaced);
    await rename(staging, dir);
    await rm(replaced, { recursive: true, force: true });
  } finally {
    release();
  }
}

/**
 * Run pg_dump or pg_restore against a `postgres://` URL. A password in the URL is handed over in
 * PGPASSWORD rather than on the command line, where other users of the machine could read it.
 */
function runPg(program: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const parsed = new URL(url);
  const env = { ...process.env };
  if (parsed.password) {
    env.PGPASSWORD = decodeURIComponent(parsed.password);
    parsed.password = '';
  }
  return new Promise((resolve, reject) => {
    const child = spawn(program, [...args, `--dbname=${parsed.toString()}`], {
      env,
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${program} was not found on PATH. Install the PostgreSQL client programs, of the ` +
                "server's major version or newer (Debian: apt-get install postgresql-client), " +
                'or add their directory to PATH.',
            )
          : error,
      );
    });
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else {
        const why = signal ? `was stopped by ${signal}` : `failed (exit code ${code})`;
        reject(new BackupError(`${program} ${why}:\n${stderr.trim()}`));
      }
    });
  });
}

const describeTarget = (target: BackupTarget) => {
  if (target.kind === 'pglite') return `the embedded database in ${embeddedDir(target.dataDir)}`;
  const url = new URL(target.url);
  return `the PostgreSQL database ${url.pathname.slice(1) || '(default)'} on ${url.host}`;
};

const formatSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${(bytes / 1024).toFixed(1)} KiB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

async function confirmed(question: string): Promise<boolean> {
  if (!process.stdin.isTTY) return false;
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await prompt.question(question)).trim() === 'restore';
  } finally {
    prompt.close();
  }
}

const USAGE = 'Usage: npm run db:backup | npm run db:restore -- <file> [--yes]';

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  const { target, backupDir } = backupSettings();
  if (command === 'backup') {
    const { file, bytes } = await backupDatabase(target, backupDir);
    console.log(`Backed up ${describeTarget(target)} to ${file} (${formatSize(bytes)})`);
    return;
  }
  const file = rest.find((arg) => !arg.startsWith('--'));
  if (command !== 'restore' || !file) throw new BackupError(USAGE);
  // npm runs scripts in the repository's root: a relative path is the caller's.
  const resolved = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  if (!rest.includes('--yes')) {
    const question =
      `This replaces the contents of ${describeTarget(target)} with the backup ${resolved}.\n` +
      "Type 'restore' to go ahead: ";
    if (!(await confirmed(question))) {
      throw new BackupError(
        `Not restored. ${process.stdin.isTTY ? '' : 'Add --yes to restore without a prompt.'}`.trim(),
      );
    }
  }
  await restoreDatabase(target, resolved);
  console.log(`Restored ${describeTarget(target)} from ${resolved}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    const known = error instanceof BackupError || error instanceof ConfigError;
    console.error(known ? error.message : error);
    process.exitCode = 1;
  });
}
