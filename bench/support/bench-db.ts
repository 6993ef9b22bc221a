import { eq } from 'drizzle-orm';
import pg from 'pg';
import { prepareDatabase } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { memberships, users } from '../../apps/server/src/db/schema/index.ts';
import { systemClock } from '../../apps/server/src/lib/clock.ts';

/** DATABASE_URL, else the database `name` on the local PostgreSQL (created if missing). */
export async function ensureBenchDatabase(name: string): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  return `postgres://postgres@127.0.0.1:5432/${name}`;
}

/**
 * The bench database opened as the app opens it (migrated, catalogues and demo data seeded),
 * and a demo user's membership by e-mail (its user, organisation and membership ids).
 */
export async function openBenchDatabase(url: string) {
  const database = await openDatabase({ kind: 'postgres', url, max: 4 });
  await prepareDatabase(
    database,
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    systemClock,
  );
  const member = async (email: string) => {
    const [row] = await database.db
      .select({
        userId: users.id,
        organisationId: memberships.organisationId,
        membershipId: memberships.id,
      })
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users.id))
      .where(eq(users.email, email));
    if (!row) throw new Error(`demo user ${email} is not seeded`);
    return row;
  };
  return { database, db: database.db, member };
}
