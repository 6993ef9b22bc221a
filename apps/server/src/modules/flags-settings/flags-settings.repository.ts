import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import {
  featureFlagOverrides,
  featureFlags,
  memberships,
  organisations,
  users,
} from '../../db/schema/index.ts';
import { likeEscape, offsetOf } from '../../lib/paging.ts';

/** The only file of the flags-settings module that touches the ORM. */
type Db = Database | Tx;

export type FlagRow = typeof featureFlags.$inferSelect;

/** Every flag with how many users have an override of it (the catalogue is small and bounded). */
export async function listFlagsWithCounts(db: Db) {
  return db
    .select({ flag: featureFlags, overrideCount: count(featureFlagOverrides.userId) })
    .from(featureFlags)
    .leftJoin(featureFlagOverrides, eq(featureFlagOverrides.flagKey, featureFlags.key))
    .groupBy(featureFlags.key)
    .orderBy(asc(featureFlags.key));
}

export const findFlag = async (db: Db, key: string) =>
  (await db.select().from(featureFlags).where(eq(featureFlags.key, key)))[0];

/** Lock the flag row for the rest of the transaction (two admins saving at once). */
export const lockFlag = async (db: Tx, key: string) =>
  (await db.select().from(featureFlags).where(eq(featureFlags.key, key)).for('update'))[0];

export async function updateFlag(
  db: Db,
  key: string,
  values: { enabled: boolean; payload: Record<string, unknown> | null },
  at: Date,
) {
  const [row] = await db
    .update(featureFlags)
    .set({ enabled: values.enabled, payload: values.payload, updatedAt: at })
    .where(eq(featureFlags.key, key))
    .returning();
  return row!;
}

export const countOverrides = async (db: Db, key: string) =>
  (
    await db
      .select({ n: count() })
      .from(featureFlagOverrides)
      .where(eq(featureFlagOverrides.flagKey, key))
  )[0]?.n ?? 0;

/** A user with the organisation of their default membership (for display). */
const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  accountName: organisations.name,
  accountType: organisations.accountType,
};

const defaultMembership = and(eq(memberships.userId, users.id), eq(memberships.isDefault, true));

export async function listOverrides(db: Db, key: string, query: { page: number; size: number }) {
  const rows = await db
    .select({ ...userColumns, enabled: featureFlagOverrides.enabled })
    .from(featureFlagOverrides)
    .innerJoin(users, eq(users.id, featureFlagOverrides.userId))
    .leftJoin(memberships, defaultMembership)
    .leftJoin(organisations, eq(organisations.id, memberships.organisationId))
    .where(eq(featureFlagOverrides.flagKey, key))
    .orderBy(asc(users.email))
    .limit(query.size)
    .offset(offsetOf(query));
  return { rows, total: await countOverrides(db, key) };
}

export const findOverride = async (db: Db, key: string, userId: string) =>
  (
    await db
      .select()
      .from(featureFlagOverrides)
      .where(and(eq(featureFlagOverrides.flagKey, key), eq(featureFlagOverrides.userId, userId)))
  )[0];

export async function upsertOverride(db: Db, key: string, userId: string, enabled: boolean) {
  await db
    .insert(featureFlagOverrides)
    .values({ flagKey: key, userId, enabled })
    .onConflictDoUpdate({
      target: [featureFlagOverrides.flagKey, featureFlagOverrides.userId],
      set: { enabled },
    });
}

export async function deleteOverride(db: Db, key: string, userId: string) {
  const rows = await db
    .delete(featureFlagOverrides)
    .where(and(eq(featureFlagOverrides.flagKey, key), eq(featureFlagOverrides.userId, userId)))
    .returning({ userId: featureFlagOverrides.userId });
  return rows.length > 0;
}

export async function findUserSummary(db: Db, id: string) {
  const rows = await db
    .select(userColumns)
    .from(users)
    .leftJoin(memberships, defaultMembership)
    .leftJoin(organisations, eq(organisations.id, memberships.organisationId))
    .where(eq(users.id, id))
    .limit(1);
  return rows[0];
}

/** Users whose e-mail contains the text, shortest match first. */
export async function searchUsersByEmail(db: Db, search: string, limit: number) {
  return db
    .select(userColumns)
    .from(users)
    .leftJoin(memberships, defaultMembership)
    .leftJoin(organisations, eq(organisations.id, memberships.organisationId))
    .where(ilike(users.email, `%${likeEscape(search.toLowerCase())}%`))
    .orderBy(sql`length(${users.email})`, asc(users.email))
    .limit(limit);
}

export type UserSummaryRow = NonNullable<Awaited<ReturnType<typeof findUserSummary>>>;
