import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { lockDataDir } from './lock.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DatabaseDriver = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  driver: DatabaseDriver;
  /** Resolves true when the database answers. */
  ping: () => Promise<boolean>;
  /**
   * The connections in use, read only (metrics): PostgreSQL's pool as it is now; the embedded
   * database is one connection.
   */
  poolUse: () => PoolUse;
  close: () => Promise<void>;
  /** Embedded database only: a gzipped dump of its data directory (the tests' template). */
  dump?: () => Promise<Blob>;
  /**
   * PostgreSQL only: hear the notices of `channel` from every node, on a connection of its own
   * (reconnected after a second when lost). `onState` says whether it hears them now: a notice
   * sent while it did not is lost. Returns the stop.
   */
  listen?: (
    channel: string,
    onNotice: (payload: string) => void,
    onState: (hearing: boolean) => void,
  ) => () => Promise<void>;
};

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type PoolUse = {
  /** Connections open (busy and idle). */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
};

/**
 * The key of the session-level advisory lock PostgreSQL migrations run under, so nodes starting
 * together migrate one after the other (the later ones find nothing left to do). Fixed: every
 * node of every version must take the same lock.
 */
export const MIGRATION_LOCK_KEY = 7_286_439_105_522_081n;

let newest: { tag: string; when: number } | undefined;

/** The newest migration this code ships (drizzle records its `when` as `created_at`). */
const newestShippedMigration = (): { tag: string; when: number } => {
  if (newest) return newest;
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  newest = journal.entries.reduce((a, b) => (b.when > a.when ? b : a));
  return newest;
};

export type MigrationState = {
  /** The newest migration of this code. */
  expected: string;
  /** Whether the database has recorded it (or a newer one) as applied. */
  applied: boolean;
};

/** Whether the database's schema is as new as this code's migrations (readiness). */
export async function migrationState(db: Database): Promise<MigrationState> {
  const shipped = newestShippedMigration();
  // Both drivers answer { rows }.
  const result = (await db.execute(
    sql`select max(created_at) as latest from drizzle.__drizzle_migrations`,
  )) as { rows: { latest: string | number | null }[] };
  const latest = result.rows[0]?.latest;
  return { expected: shipped.tag, applied: latest != null && Number(latest) >= shipped.when };
}

/**
 * Bring a PostgreSQL database up to date on one dedicated connection, holding the migration
 * advisory lock for the whole run: a second node starting at the same time waits for the first,
 * then finds every migration recorded and applies none. The lock is released when the run ends,
 * failed or not (and by PostgreSQL if the connection drops).
 */
async function migratePostgres(url: string) {
  // Without the statement timeout: an index build on a large table may rightly take minutes.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS });
    } finally {
      // Ending the connection below releases the lock anyway: a failed unlock must not hide why
      // the migration failed.
      await client
        .query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY.toString()])
        .catch(() => undefined);
    }
  } finally {
    await client.end();
  }
}

export type OpenOptions =
  | {
      kind: 'pglite';
      /** No dataDir: in memory (tests). */
      dataDir?: string;
      /** In memory, starting from a dump of another database (the tests' seeded template). */
      loadDataDir?: Blob;
    }
  | {
      kind: 'postgres';
      url: string;
      max?: number;
      /**
       * Longest a statement of the application may run before PostgreSQL cancels it, so one slow
       * query cannot hold a connection (and the users behind it) indefinitely. Migrations run
       * without it. Unset: no limit.
       */
      statementTimeoutMs?: number;
    };

/** Open the database and bring its schema up to date. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    await migratePostgres(options.url);
    const max = options.max ?? 10;
    const pool = new pg.Pool({
      connectionString: options.url,
      max,
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    });
    // An idle connection the server ends (restart, failover, a database dropped after close)
    // must not crash the process: the pool replaces it on the next query. Reported unless the
    // pool is closing anyway.
    let closing = false;
    pool.on('error', (error) => {
      if (!closing) console.error(`Database connection lost: ${error.message}`);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    const url = options.url;
    return {
      db,
      driver: 'postgres',
      listen: (channel, onNotice, onState) => listenOn(url, channel, onNotice, onState),
      ping: () => pingWith(db),
      poolUse: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max,
      }),
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }

  const release = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  let client: PGlite;
  try {
    // pg_trgm serves the accounts list's contains search (migration 0012), as on PostgreSQL.
    const extensions = { pg_trgm };
    client = options.dataDir
      ? new PGlite({ dataDir: path.join(options.dataDir, 'db'), extensions })
      : new PGlite(
          options.loadDataDir ? { loadDataDir: options.loadDataDir, extensions } : { extensions },
        );
    await client.waitReady;
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS });
  } catch (e) {
    release();
    throw e;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    dump: () => client.dumpDataDir('gzip'),
    ping: () => pingWith(db),
    poolUse: () => ({ total: 1, idle: 1, waiting: 0, max: 1 }),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/** LISTEN on a connection of its own, reconnecting until stopped (see DatabaseHandle.listen). */
function listenOn(
  url: string,
  channel: string,
  onNotice: (payload: string) => void,
  onState: (hearing: boolean) => void,
): () => Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const connect = () => {
    if (stopped) return;
    const client = new pg.Client({ connectionString: url });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (current === client) {
        current = null;
        onState(false);
      }
      client.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(connect, 1000);
    };
    client.on('error', onLost);
    client.on('end', onLost);
    client.on('notification', (message) => {
      if (message.channel === channel) onNotice(message.payload ?? '');
    });
    client
      .connect()
      .then(() => client.query(`listen ${channel}`))
      .then(() => {
        if (stopped || lost) return;
        current = client;
        onState(true);
      })
      .catch(onLost);
  };
  connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    if (client) {
      onState(false);
      await client.end().catch(() => undefined);
    }
  };
}

async function pingWith(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
