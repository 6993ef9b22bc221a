import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import {
  membershipTeams,
  memberships,
  organisations,
  roles,
  teams,
  users,
} from '../../db/schema/index.ts';
import { likeEscape, offsetOf, orderByOf } from '../../lib/paging.ts';

/** The only file of the users-teams module that touches the ORM. */
type Db = Database | Tx;

const contains = (value: string) => `%${likeEscape(value)}%`;
type Paging = {
  page: number;
  size: number;
  sort?: string | undefined;
  search?: string | undefined;
};

export type UserRow = typeof users.$inferSelect;

// --- organisations and roles --------------------------------------------------------------

export const findOrganisation = async (db: Db, id: string) =>
  (await db.select().from(organisations).where(eq(organisations.id, id)).limit(1))[0];

export const findRole = async (db: Db, accountType: string, key: string) =>
  (
    await db
      .select()
      .from(roles)
      .where(and(eq(roles.accountType, accountType), eq(roles.key, key)))
      .limit(1)
  )[0];

/** Organisations of one type for the add-accounts picker. */
export async function searchOrganisations(db: Db, accountType: string, query: Paging) {
  const where = and(
    eq(organisations.accountType, accountType),
    eq(organisations.status, 'ACTIVE'),
    query.search
      ? or(
          ilike(organisations.name, contains(query.search)),
          ilike(organisations.locationAlias, contains(query.search)),
        )
      : undefined,
  );
  const rows = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      accountType: organisations.accountType,
      locationAlias: organisations.locationAlias,
    })
    .from(organisations)
    .where(where)
    .orderBy(
      orderByOf(query.sort, { name: organisations.name }, organisations.name),
      organisations.id,
    )
    .limit(query.size)
    .offset(offsetOf(query));
  const [total] = await db.select({ n: count() }).from(organisations).where(where);
  return { rows, total: total?.n ?? 0 };
}

// --- users of an organisation -------------------------------------------------------------

const memberColumns = {
  membershipId: memberships.id,
  isDefault: memberships.isDefault,
  isPrimaryContact: memberships.isPrimaryContact,
  isBillingContact: memberships.isBillingContact,
  roleId: roles.id,
  roleKey: roles.key,
  roleName: roles.name,
  roleIsAdmin: roles.isAdmin,
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  slackHandle: users.slackHandle,
  status: users.status,
  emailValidatedAt: users.emailValidatedAt,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
};
export type MemberRow = Awaited<ReturnType<typeof findMember>> & {};

const memberQuery = (db: Db) =>
  db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(roles, eq(roles.id, memberships.roleId));

export async function listMembers(db: Db, organisationId: string, query: Paging) {
  const where = and(
    eq(memberships.organisationId, organisationId),
    query.search
      ? or(
          ilike(users.firstName, contains(query.search)),
          ilike(users.lastName, contains(query.search)),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, contains(query.search)),
          ilike(users.email, contains(query.search)),
          ilike(roles.name, contains(query.search)),
        )
      : undefined,
  );
  const rows = await memberQuery(db)
    .where(where)
    .orderBy(
      orderByOf(
        query.sort,
        {
          name: users.lastName,
          email: users.email,
          role: roles.name,
          lastLoginAt: users.lastLoginAt,
          createdAt: users.createdAt,
        },
        users.lastName,
      ),
      users.firstName,
      users.id,
    )
    .limit(query.size)
    .offset(offsetOf(query));
  const [total] = await db
    .select({ n: count() })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export const findMember = async (db: Db, organisationId: string, userId: string) =>
  (
    await memberQuery(db)
      .where(and(eq(memberships.organisationId, organisationId), eq(memberships.userId, userId)))
      .limit(1)
  )[0];

export const findUserByEmail = async (db: Db, email: string) =>
  (await db.select().from(users).where(eq(users.email, email)).limit(1))[0];

export const findUserById = async (db: Db, id: string) =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

export async function countAdmins(db: Db, organisationId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(and(eq(memberships.organisationId, organisationId), eq(roles.isAdmin, true)));
  return row?.n ?? 0;
}

export async function countMemberships(db: Db, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .where(eq(memberships.userId, userId));
  return row?.n ?? 0;
}

// --- memberships across organisations (add accounts) --------------------------------------

export const listUserMemberships = (db: Db, userId: string) =>
  db
    .select({
      membershipId: memberships.id,
      isDefault: memberships.isDefault,
      organisationId: organisations.id,
      organisationName: organisations.name,
      locationAlias: organisations.locationAlias,
      accountType: organisations.accountType,
      roleKey: roles.key,
      roleName: roles.name,
      roleIsAdmin: roles.isAdmin,
    })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(organisations.name));

// --- teams --------------------------------------------------------------------------------

/** Teams of memberships, keyed by membership id. */
export async function teamsOfMemberships(db: Db, membershipIds: string[]) {
  const byMembership = new Map<string, { id: string; name: string }[]>();
  if (membershipIds.length === 0) return byMembership;
  const rows = await db
    .select({ membershipId: membershipTeams.membershipId, id: teams.id, name: teams.name })
    .from(membershipTeams)
    .innerJoin(teams, eq(teams.id, membershipTeams.teamId))
    .where(inArray(membershipTeams.membershipId, membershipIds))
    .orderBy(teams.name);
  for (const { membershipId, id, name } of rows) {
    const list = byMembership.get(membershipId) ?? [];
    list.push({ id, name });
    byMembership.set(membershipId, list);
  }
  return byMembership;
}

export async function setMembershipTeams(db: Db, membershipId: string, teamIds: string[]) {
  await db.delete(membershipTeams).where(eq(membershipTeams.membershipId, membershipId));
  if (teamIds.length) {
    await db.insert(membershipTeams).values(teamIds.map((teamId) => ({ membershipId, teamId })));
  }
}

export async function removeMembershipTeams(db: Db, membershipId: string, teamIds: string[]) {
  if (!teamIds.length) return;
  await db
    .delete(membershipTeams)
    .where(
      and(eq(membershipTeams.membershipId, membershipId), inArray(membershipTeams.teamId, teamIds)),
    );
}

export async function addMembershipTeams(db: Db, membershipId: string, teamIds: string[]) {
  if (!teamIds.length) return;
  await db
    .insert(membershipTeams)
    .values(teamIds.map((teamId) => ({ membershipId, teamId })))
    .onConflictDoNothing();
}

const memberCount = sql<number>`(select count(*) from ${membershipTeams} where ${membershipTeams.teamId} = ${teams.id})::int`;

export async function listTeams(db: Db, organisationId: string, query: Paging) {
  const where: SQL | undefined = and(
    eq(teams.organisationId, organisationId),
    query.search ? ilike(teams.name, contains(query.search)) : undefined,
  );
  const rows = await db
    .select({ id: teams.id, name: teams.name, members: memberCount, createdAt: teams.createdAt })
    .from(teams)
    .where(where)
    .orderBy(
      orderByOf(
        query.sort,
        { name: teams.name, createdAt: teams.createdAt, members: memberCount as never },
        teams.name,
      ),
      teams.id,
    )
    .limit(query.size)
    .offset(offsetOf(query));
  const [total] = await db.select({ n: count() }).from(teams).where(where);
  return { rows, total: total?.n ?? 0 };
}

export const findTeam = async (db: Db, organisationId: string, id: string) =>
  (
    await db
      .select({ id: teams.id, name: teams.name, createdAt: teams.createdAt, members: memberCount })
      .from(teams)
      .where(and(eq(teams.organisationId, organisationId), eq(teams.id, id)))
      .limit(1)
  )[0];

/** Case-insensitive: "Renewals" and "renewals" are the same team to a person. */
export const findTeamByName = async (db: Db, organisationId: string, name: string) =>
  (
    await db
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(
        and(eq(teams.organisationId, organisationId), sql`lower(${teams.name}) = lower(${name})`),
      )
      .limit(1)
  )[0];

export const findTeamsByIds = (db: Db, organisationId: string, ids: string[]) =>
  ids.length
    ? db
        .select({ id: teams.id, name: teams.name })
        .from(teams)
        .where(and(eq(teams.organisationId, organisationId), inArray(teams.id, ids)))
    : Promise.resolve([]);

export async function insertTeam(db: Db, organisationId: string, name: string, at: Date) {
  const [row] = await db
    .insert(teams)
    .values({ organisationId, name, createdAt: at })
    .returning({ id: teams.id, name: teams.name, createdAt: teams.createdAt });
  return row!;
}

export const renameTeam = (db: Db, id: string, name: string) =>
  db.update(teams).set({ name }).where(eq(teams.id, id));

export const deleteTeam = (db: Db, id: string) => db.delete(teams).where(eq(teams.id, id));

/** Users and memberships are written by the auth module (their owner). */
export {
  clearPrimaryContact,
  deleteMembership,
  deleteUser,
  insertMembership,
  insertUser,
  updateMembership,
  updateUser,
} from '../auth/index.ts';

/** The organisation's members holding one of the roles (e.g. its underwriters), by name. */
export async function membersWithRoles(db: Db, organisationId: string, roleKeys: string[]) {
  if (roleKeys.length === 0) return [];
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(and(eq(memberships.organisationId, organisationId), inArray(roles.key, roleKeys)))
    .orderBy(users.lastName, users.firstName, users.id);
}
