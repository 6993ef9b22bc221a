import { and, eq, inArray, isNull, lt, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import {
  featureFlagOverrides,
  featureFlags,
  loginThrottles,
  memberships,
  organisations,
  refreshTokens,
  rolePermissions,
  roles,
  sessions,
  users,
} from '../../db/schema/index.ts';
import { forgetSessions, SESSIONS_REVOKED_CHANNEL } from '../../lib/session-cache.ts';

/** The only file of the auth module that touches the ORM. */
type Db = Database | Tx;

export type UserRow = typeof users.$inferSelect;
export type OrganisationRow = typeof organisations.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export const findUserByEmail = async (db: Db, email: string) =>
  (await db.select().from(users).where(eq(users.email, email.toLowerCase())))[0];

export const findUserById = async (db: Db, id: string) =>
  (await db.select().from(users).where(eq(users.id, id)))[0];

export const findOrganisation = async (db: Db, id: string) =>
  (await db.select().from(organisations).where(eq(organisations.id, id)))[0];

/** The user's membership in an organisation (or their default one), with role and permissions. */
export async function findMembership(db: Db, userId: string, organisationId?: string) {
  const rows = await db
    .select({ membership: memberships, organisation: organisations, role: roles })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(
      organisationId
        ? and(eq(memberships.userId, userId), eq(memberships.organisationId, organisationId))
        : eq(memberships.userId, userId),
    )
    .orderBy(sql`${memberships.isDefault} desc`, memberships.createdAt);
  const row = rows[0];
  if (!row) return undefined;
  const perms = await db
    .select({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, row.role.id));
  return { ...row, permissions: perms.map((p) => p.permission).sort() };
}

export async function createSession(db: Db, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

export const findSession = async (db: Db, id: string) =>
  (await db.select().from(sessions).where(eq(sessions.id, id)))[0];

/**
 * Tell every node that sessions ended (decision 065): sent in the caller's transaction, so it is
 * delivered when the revocation commits and not at all if it rolls back.
 */
const announceSessionsEnded = (db: Db) =>
  db.execute(sql`select pg_notify(${SESSIONS_REVOKED_CHANNEL}, '')`);

export async function revokeSession(db: Db, id: string, reason: string, at: Date) {
  forgetSessions();
  await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  await announceSessionsEnded(db);
}

export const touchSession = (db: Db, id: string, at: Date) =>
  db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.id, id));

export const insertRefreshToken = (db: Db, values: typeof refreshTokens.$inferInsert) =>
  db.insert(refreshTokens).values(values);

export async function findRefreshToken(db: Db, tokenHash: string) {
  const rows = await db
    .select({ token: refreshTokens, session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return rows[0];
}

/** Mark a refresh token used; false when it was already used (a concurrent or replayed use). */
export async function claimRefreshToken(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: at })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export const recordLogin = (db: Db, userId: string, at: Date) =>
  db
    .update(users)
    .set({ previousLoginAt: sql`${users.lastLoginAt}`, lastLoginAt: at })
    .where(eq(users.id, userId));

/**
 * Use an authenticator code's time step, once: one conditional statement, so of concurrent
 * sign-ins with the same code exactly one moves the step on. False when it was already used.
 */
export async function useMfaStep(db: Db, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ mfaLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.mfaLastStep), lt(users.mfaLastStep, step))))
    .returning({ id: users.id });
  return rows.length === 1;
}

// --- sign-in throttling -------------------------------------------------------------------

export const findThrottles = (db: Db, keys: string[]) =>
  db.select().from(loginThrottles).where(inArray(loginThrottles.key, keys));

/**
 * Count one failure against a key. The window restarts when it has passed; reaching `max`
 * failures blocks the key until `lockUntil`.
 */
export async function recordThrottleFailure(
  db: Db,
  key: string,
  opts: { now: Date; windowStart: Date; max: number; lockUntil: Date },
): Promise<number> {
  const [row] = await db
    .insert(loginThrottles)
    .values({
      key,
      failures: 1,
      windowStartedAt: opts.now,
      blockedUntil: opts.max <= 1 ? opts.lockUntil : null,
    })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        failures: sql`case when ${loginThrottles.windowStartedAt} < ${opts.windowStart} then 1 else ${loginThrottles.failures} + 1 end`,
        windowStartedAt: sql`case when ${loginThrottles.windowStartedAt} < ${opts.windowStart} then ${opts.now} else ${loginThrottles.windowStartedAt} end`,
        blockedUntil: sql`case when (case when ${loginThrottles.windowStartedAt} < ${opts.windowStart} then 1 else ${loginThrottles.failures} + 1 end) >= ${opts.max} then ${opts.lockUntil} else ${loginThrottles.blockedUntil} end`,
      },
    })
    .returning({ failures: loginThrottles.failures });
  return row?.failures ?? 1;
}

/**
 * Give back one attempt counted ahead of a password check that then succeeded, unblocking the
 * key when that takes it back under `max`.
 */
export const refundThrottleAttempt = (db: Db, key: string, max: number) =>
  db
    .update(loginThrottles)
    .set({
      failures: sql`greatest(${loginThrottles.failures} - 1, 0)`,
      blockedUntil: sql`case when ${loginThrottles.failures} - 1 >= ${max} then ${loginThrottles.blockedUntil} else null end`,
    })
    .where(eq(loginThrottles.key, key));

export const clearThrottle = (db: Db, key: string) =>
  db.delete(loginThrottles).where(eq(loginThrottles.key, key));

// --- feature flags ------------------------------------------------------------------------

export async function listFlags(db: Db, userId: string | null) {
  const flags = await db.select().from(featureFlags).orderBy(featureFlags.key);
  const overrides = userId
    ? await db.select().from(featureFlagOverrides).where(eq(featureFlagOverrides.userId, userId))
    : [];
  return { flags, overrides };
}

// --- used by other modules through index.ts ------------------------------------------------

/** End a user's live sessions (in one organisation, or all of them). */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  organisationId: string | null,
  reason: string,
  at: Date,
) {
  forgetSessions();
  await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        organisationId
          ? or(
              eq(sessions.accountId, organisationId),
              eq(sessions.subscriberAccountId, organisationId),
            )
          : undefined,
      ),
    );
  await announceSessionsEnded(db);
}

/** A budget key's count after a statement, with the start of its window. */
export type WindowUse = { uses: number; windowStartedAt: Date };

/**
 * Count uses of budget keys within a window, several keys in one statement, and return each key's
 * count so far (its uses of this call included) with the window's start. The counters share the
 * sign-in throttle table (every API node sees them); keys are prefixed by purpose (`request:` the
 * per-IP request budget, decision 064).
 */
export async function countWindowUses(
  db: Db,
  uses: ReadonlyMap<string, number>,
  opts: { now: Date; windowStart: Date },
): Promise<Map<string, WindowUse>> {
  if (uses.size === 0) return new Map();
  const restarts = sql`${loginThrottles.windowStartedAt} < ${opts.windowStart}`;
  const rows = await db
    .insert(loginThrottles)
    .values([...uses].map(([key, n]) => ({ key, failures: n, windowStartedAt: opts.now })))
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        failures: sql`case when ${restarts} then excluded.failures else ${loginThrottles.failures} + excluded.failures end`,
        windowStartedAt: sql`case when ${restarts} then ${opts.now} else ${loginThrottles.windowStartedAt} end`,
      },
    })
    .returning({
      key: loginThrottles.key,
      uses: loginThrottles.failures,
      windowStartedAt: loginThrottles.windowStartedAt,
    });
  return new Map(rows.map(({ key, ...use }) => [key, use]));
}

/** Count one use of a budget key within a window and return the count so far. */
export async function countBudgetUse(
  db: Db,
  key: string,
  opts: { now: Date; windowStart: Date },
): Promise<number> {
  return (await countWindowUses(db, new Map([[key, 1]]), opts)).get(key)?.uses ?? 1;
}

/**
 * Drop counters whose window began before `before` and that block nothing any more: the request
 * budget keeps a row per client address, so the table would otherwise only grow.
 */
export const pruneThrottles = (db: Db, before: Date, now: Date) =>
  db
    .delete(loginThrottles)
    .where(
      and(
        lt(loginThrottles.windowStartedAt, before),
        or(isNull(loginThrottles.blockedUntil), lt(loginThrottles.blockedUntil, now)),
      ),
    );

/** Forget failed sign-ins of an address (after its password was reset by its owner). */
export const clearSignInThrottle = (db: Db, email: string) =>
  db.delete(loginThrottles).where(eq(loginThrottles.key, `account:${email.toLowerCase()}`));

// --- users and memberships: every write of these tables ------------------------------------

export async function insertUser(db: Db, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export const updateUser = (db: Db, id: string, values: Partial<typeof users.$inferInsert>) =>
  db.update(users).set(values).where(eq(users.id, id));

export async function insertMembership(db: Db, values: typeof memberships.$inferInsert) {
  const [row] = await db.insert(memberships).values(values).returning();
  return row!;
}

export const updateMembership = (
  db: Db,
  id: string,
  values: Partial<typeof memberships.$inferInsert>,
) => db.update(memberships).set(values).where(eq(memberships.id, id));

/** One primary contact per organisation: clear it on everyone but the given membership. */
export const clearPrimaryContact = (db: Db, organisationId: string, exceptMembershipId: string) =>
  db
    .update(memberships)
    .set({ isPrimaryContact: false })
    .where(
      and(
        eq(memberships.organisationId, organisationId),
        ne(memberships.id, exceptMembershipId),
        eq(memberships.isPrimaryContact, true),
      ),
    );

export async function deleteMembership(db: Db, id: string) {
  forgetSessions();
  await db.delete(memberships).where(eq(memberships.id, id));
  await announceSessionsEnded(db);
}

/** Delete a user (their sessions go with them: every node forgets them). */
export async function deleteUser(db: Db, id: string) {
  forgetSessions();
  await db.delete(users).where(eq(users.id, id));
  await announceSessionsEnded(db);
}

/** Mark the address proven, once (a second validation keeps the first date). */
export const markEmailValidated = (db: Db, id: string, at: Date) =>
  db
    .update(users)
    .set({ emailValidatedAt: at, updatedAt: at })
    .where(and(eq(users.id, id), isNull(users.emailValidatedAt)));

/**
 * For another module's lists: the full name of the user in `userId` (an outer query's column,
 * written qualified), or null when there is none. A scalar subquery over an aliased `users`.
 */
export const userNameOf = (userId: SQLWrapper): SQL<string | null> =>
  sql<string | null>`(select nullif(trim(concat_ws(' ', nu.first_name, nu.last_name)), '')
    from ${users} nu where nu.id = ${userId})`;
