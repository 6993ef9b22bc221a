import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { updateUser } from '../auth/index.ts';
import {
  memberships,
  oneTimeCodes,
  organisations,
  users,
  workflows,
} from '../../db/schema/index.ts';

/** The only file of the mfa module that touches the ORM. */
type Db = Database | Tx;

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
export type WorkflowRow = typeof workflows.$inferSelect;

// --- one-time codes -----------------------------------------------------------------------

export async function insertCode(db: Db, values: typeof oneTimeCodes.$inferInsert) {
  const [row] = await db.insert(oneTimeCodes).values(values).returning();
  return row!;
}

/** Codes of a user and purpose created since a time: how many, and when the newest was. */
export async function recentCodes(db: Db, userId: string, purpose: string, since: Date) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      newest: sql<string | null>`max(${oneTimeCodes.createdAt})`,
    })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        gt(oneTimeCodes.createdAt, since),
      ),
    );
  return { count: row?.count ?? 0, newest: row?.newest ? new Date(row.newest) : null };
}

/** The newest code of a user for a purpose (and channel), used or not. */
export async function newestCode(db: Db, userId: string, purpose: string, channel?: string) {
  const rows = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        channel ? eq(oneTimeCodes.channel, channel) : undefined,
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return rows[0];
}

export const addCodeAttempt = (db: Db, id: string) =>
  db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(eq(oneTimeCodes.id, id));

/** Use a code once: false when it was used already (a concurrent or replayed use). */
export async function consumeCode(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ usedAt: at })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}

/** Retire every unused code of a user and purpose (a new one replaces them). */
export const voidCodes = (db: Db, userId: string, purpose: string, at: Date) =>
  db
    .update(oneTimeCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
      ),
    );

// --- users --------------------------------------------------------------------------------

export const findUser = async (db: Db, id: string) =>
  (await db.select().from(users).where(eq(users.id, id)))[0];

/** The organisations a user belongs to, default first. */
export const organisationsOf = (db: Db, userId: string) =>
  db
    .select({ organisation: organisations, isDefault: memberships.isDefault })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .where(eq(memberships.userId, userId))
    .orderBy(sql`${memberships.isDefault} desc`, memberships.createdAt);

/** Whether a user is a member of any of the given organisations. */
export async function isMemberOfAny(db: Db, userId: string, organisationIds: string[]) {
  if (organisationIds.length === 0) return false;
  const rows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(eq(memberships.userId, userId), inArray(memberships.organisationId, organisationIds)),
    )
    .limit(1);
  return rows.length > 0;
}

// --- stored files -------------------------------------------------------------------------

export {
  deleteStoredFile as deleteFile,
  findStoredFile as findFile,
  insertStoredFile as insertFile,
} from '../../lib/stored-files.ts';

// --- workflows ----------------------------------------------------------------------------

export async function insertWorkflow(db: Db, values: typeof workflows.$inferInsert) {
  const [row] = await db.insert(workflows).values(values).returning();
  return row!;
}

export const findWorkflow = async (db: Db, id: string) =>
  (await db.select().from(workflows).where(eq(workflows.id, id)))[0];

export const updateWorkflow = (
  db: Db,
  id: string,
  values: Partial<typeof workflows.$inferInsert>,
) => db.update(workflows).set(values).where(eq(workflows.id, id));

export const addWorkflowAttempt = (db: Db, id: string) =>
  db
    .update(workflows)
    .set({ attempts: sql`${workflows.attempts} + 1` })
    .where(eq(workflows.id, id));

/** Mark a workflow verified once: false when it already was (a concurrent or replayed use). */
export async function claimWorkflow(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(workflows)
    .set({ verifiedAt: at, codeHash: null })
    .where(and(eq(workflows.id, id), isNull(workflows.verifiedAt)))
    .returning({ id: workflows.id });
  return rows.length === 1;
}

/** MFA off: no method, no secret, and every outstanding sign-in or enrolment code void. */
export async function clearMfa(db: Db, userId: string, at: Date) {
  await updateUser(db, userId, {
    mfaType: 'NONE',
    mfaSecret: null,
    mfaLastStep: null,
    updatedAt: at,
  });
  await voidCodes(db, userId, 'LOGIN', at);
  await voidCodes(db, userId, 'MFA_ENROL', at);
}

/** Users and memberships are written by the auth module (their owner). */
export { updateUser } from '../auth/index.ts';
