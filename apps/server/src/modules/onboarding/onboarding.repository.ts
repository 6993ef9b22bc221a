import { and, count, desc, eq, gt, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { InvitationListQuery, InvitationStatus } from '@cyber/domain';
import type { Database, Tx } from '../../db/client.ts';
import { invitations, memberships, organisations, roles, users } from '../../db/schema/index.ts';
import { likeEscape, offsetOf, orderByOf } from '../../lib/paging.ts';

/** The only file of the onboarding module that touches the ORM. */
type Db = Database | Tx;

export type UserRow = typeof users.$inferSelect;
export type OrganisationRow = typeof organisations.$inferSelect;
export type InvitationRow = typeof invitations.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;

// --- users, organisations, roles, memberships ----------------------------------------------

export { findUserByEmail, findUserById } from '../auth/index.ts';

export const findOrganisation = async (db: Db, id: string) =>
  (await db.select().from(organisations).where(eq(organisations.id, id)))[0];

export const findRole = async (db: Db, accountType: string, key: string) =>
  (
    await db
      .select()
      .from(roles)
      .where(and(eq(roles.accountType, accountType), eq(roles.key, key)))
  )[0];

export const findMembership = async (db: Db, userId: string, organisationId: string) =>
  (
    await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.organisationId, organisationId)))
  )[0];

/** The organisation a user belongs to by default (their first membership otherwise). */
export async function findDefaultMembership(db: Db, userId: string) {
  const rows = await db
    .select({ membership: memberships, organisation: organisations })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .where(eq(memberships.userId, userId))
    .orderBy(sql`${memberships.isDefault} desc`, memberships.createdAt)
    .limit(1);
  return rows[0];
}

// --- invitations ----------------------------------------------------------------------------

export async function insertInvitation(db: Db, values: typeof invitations.$inferInsert) {
  const [row] = await db.insert(invitations).values(values).returning();
  return row!;
}

export const updateInvitation = (
  db: Db,
  id: string,
  values: Partial<typeof invitations.$inferInsert>,
) => db.update(invitations).set(values).where(eq(invitations.id, id));

/** Accept a pending invitation once: false when it was accepted (or withdrawn) meanwhile. */
export async function claimInvitation(db: Db, id: string, userId: string, at: Date) {
  const rows = await db
    .update(invitations)
    .set({ status: 'ACCEPTED', acceptedAt: at, acceptedUserId: userId })
    .where(and(eq(invitations.id, id), eq(invitations.status, 'PENDING')))
    .returning({ id: invitations.id });
  return rows.length === 1;
}

export const findInvitationByTokenHash = async (db: Db, tokenHash: string) =>
  (await db.select().from(invitations).where(eq(invitations.tokenHash, tokenHash)))[0];

/** Pending invitations whose code hashes to `codeHash` (codes are unique while pending). */
export const findPendingInvitationByCode = async (db: Db, codeHash: string) =>
  (
    await db
      .select()
      .from(invitations)
      .where(and(eq(invitations.invitationCode, codeHash), eq(invitations.status, 'PENDING')))
      .orderBy(desc(invitations.createdAt))
      .limit(1)
  )[0];

/** A live invitation for the same person and destination (to refuse duplicates). */
export const findLivePendingInvitation = async (
  db: Db,
  input: { email: string; organisationId: string | null; now: Date },
) =>
  (
    await db
      .select({ id: invitations.id })
      .from(invitations)
      .where(
        and(
          eq(invitations.email, input.email),
          eq(invitations.status, 'PENDING'),
          gt(invitations.expiresAt, input.now),
          input.organisationId
            ? eq(invitations.organisationId, input.organisationId)
            : isNull(invitations.organisationId),
        ),
      )
      .limit(1)
  )[0];

const inviter = sql<
  string | null
>`(select trim(${users.firstName} || ' ' || ${users.lastName}) from ${users} where ${users.id} = ${invitations.invitedBy})`;

const invitationView = {
  invitation: invitations,
  organisationName: organisations.name,
  roleName: roles.name,
  invitedBy: inviter,
};

const invitationViewQuery = (db: Db) =>
  db
    .select(invitationView)
    .from(invitations)
    .leftJoin(organisations, eq(organisations.id, invitations.organisationId))
    .leftJoin(
      roles,
      and(eq(roles.accountType, invitations.accountType), eq(roles.key, invitations.roleKey)),
    );

export type InvitationView = Awaited<ReturnType<typeof findInvitationView>>;

/**
 * One invitation, within a scope: `organisationId` null means everything (provider staff);
 * otherwise only invitations into that organisation.
 */
export const findInvitationView = async (db: Db, id: string, scope: string | null) =>
  (
    await invitationViewQuery(db).where(
      and(eq(invitations.id, id), scope ? eq(invitations.organisationId, scope) : undefined),
    )
  )[0];

const statusFilter = (status: InvitationStatus, now: Date): SQL | undefined => {
  switch (status) {
    case 'PENDING':
      return and(eq(invitations.status, 'PENDING'), gt(invitations.expiresAt, now));
    case 'EXPIRED':
      return or(
        eq(invitations.status, 'EXPIRED'),
        and(eq(invitations.status, 'PENDING'), lte(invitations.expiresAt, now)),
      );
    default:
      return eq(invitations.status, status);
  }
};

export async function listInvitations(
  db: Db,
  query: InvitationListQuery,
  scope: string | null,
  now: Date,
) {
  const pattern = query.search ? `%${likeEscape(query.search)}%` : null;
  const where = and(
    scope ? eq(invitations.organisationId, scope) : undefined,
    !scope && query.organisationId
      ? eq(invitations.organisationId, query.organisationId)
      : undefined,
    query.status ? statusFilter(query.status, now) : undefined,
    pattern
      ? or(
          ilike(invitations.email, pattern),
          ilike(invitations.firstName, pattern),
          ilike(invitations.lastName, pattern),
          ilike(organisations.name, pattern),
        )
      : undefined,
  );
  const order = orderByOf(
    query.sort,
    {
      createdAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
      email: invitations.email,
      status: invitations.status,
    },
    desc(invitations.createdAt),
  );
  const rows = await invitationViewQuery(db)
    .where(where)
    .orderBy(order, desc(invitations.id))
    .limit(query.size)
    .offset(offsetOf(query));
  const [total] = await db
    .select({ n: count() })
    .from(invitations)
    .leftJoin(organisations, eq(organisations.id, invitations.organisationId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

// --- per-address budgets (validation and reset e-mails) --------------------------------------

/** Users and memberships are written by the auth module (their owner). */
export { insertMembership, insertUser, markEmailValidated, updateUser } from '../auth/index.ts';

/** Organisations are written by the organisations module (their owner). */
export { createOrganisation as insertOrganisation } from '../organisations/index.ts';
