import { inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { users } from '../schema/index.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { DEMO_USERS } from './demo-data.ts';

/**
 * The demo people who can still sign in with `password` (the published demo password): a
 * production platform must not start while any of them can, whoever seeded them and however.
 */
export async function demoUsersWithPassword(db: Database, password: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_USERS.map((u) => u.email),
      ),
    );
  const open: string[] = [];
  for (const row of rows) {
    if (await verifyPassword(row.passwordHash, password)) open.push(row.email);
  }
  return open.sort();
}
