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
  close: () => Promise<void>;
  /** Embedded database only: a gzipped dump of its data directory (the tests' template). */
  dump?: () => Promise<Blob>;
};

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

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
    // Migrations on their own connection, without the statement timeout (an index build on a
    // large table may rightly take minutes).
    const migrator = new pg.Pool({ connectionString: options.url, max: 1 });
    try {
      await migratePg(drizzlePg(migrator), { migrationsFolder: MIGRATIONS });
    } finally {
      await migrator.end();
    }
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.max ?? 10,
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
    return {
      db,
      driver: 'postgres',
      ping: () => pingWith(db),
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
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
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
