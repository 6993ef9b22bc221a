import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import {
  agencyAccounts,
  agencyLevels,
  agencyPrograms,
  memberships,
  organisations,
  roles,
  teams,
  users,
} from '../../db/schema/index.ts';
import { likeEscape, offsetOf, orderByOf } from '../../lib/paging.ts';

/** The only file of the agencies module that touches the ORM. */
type Db = Database | Tx;

export type OrganisationRow = typeof organisations.$inferSelect;
export type OrganisationInsert = typeof organisations.$inferInsert;

const accountCount = sql<number>`(select count(*) from ${agencyAccounts} aa
  where aa.agency_id = ${organisations.id} and aa.relation in ('ASSIGNED','LINKED'))::int`;
const userCount = sql<number>`(select count(*) from ${memberships} m
  where m.organisation_id = ${organisations.id})::int`;
const parentName = sql<
  string | null
>`(select p.name from ${organisations} p where p.id = ${organisations.parentId})`;

const agencyColumns = {
  org: organisations,
  level: agencyLevels,
  parentName,
  accountCount,
  userCount,
};
export type AgencyRow = {
  org: OrganisationRow;
  level: typeof agencyLevels.$inferSelect | null;
  parentName: string | null;
  accountCount: number;
  userCount: number;
};

const isAgency = eq(organisations.accountType, 'AGENCY');

export async function findAgency(db: Db, id: string): Promise<AgencyRow | null> {
  const [row] = await db
    .select(agencyColumns)
    .from(organisations)
    .leftJoin(agencyLevels, eq(agencyLevels.id, organisations.agencyLevelId))
    .where(and(isAgency, eq(organisations.id, id)));
  return row ?? null;
}

export async function searchAgencies(
  db: Db,
  query: {
    page: number;
    size: number;
    sort?: string | undefined;
    search?: string | undefined;
    agencyKind?: string | undefined;
  },
) {
  const term = query.search ? `%${likeEscape(query.search)}%` : undefined;
  const where: SQL | undefined = and(
    isAgency,
    term
      ? or(
          ilike(organisations.name, term),
          ilike(organisations.hostname, term),
          ilike(organisations.npn, term),
          ilike(organisations.locationAlias, term),
        )
      : undefined,
    query.agencyKind ? eq(organisations.agencyKind, query.agencyKind) : undefined,
  );
  const rows = await db
    .select(agencyColumns)
    .from(organisations)
    .leftJoin(agencyLevels, eq(agencyLevels.id, organisations.agencyLevelId))
    .where(where)
    .orderBy(
      orderByOf(
        query.sort,
        {
          name: organisations.name,
          hostname: organisations.hostname,
          npn: organisations.npn,
          createdAt: organisations.createdAt,
        },
        asc(organisations.name),
      ),
      asc(organisations.id),
    )
    .limit(query.size)
    .offset(offsetOf(query));
  const [total] = await db.select({ n: count() }).from(organisations).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Another organisation already using the host name (case-insensitive). */
export async function hostnameTaken(db: Db, hostname: string, exceptId?: string) {
  const [row] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(
      and(
        sql`lower(${organisations.hostname}) = ${hostname.toLowerCase()}`,
        exceptId ? ne(organisations.id, exceptId) : undefined,
      ),
    );
  return !!row;
}

/** Accounts (any relation) and members an agency still has: a delete is refused while any. */
export async function agencyDependents(db: Db, id: string) {
  const [accounts] = await db
    .select({ n: count() })
    .from(agencyAccounts)
    .where(eq(agencyAccounts.agencyId, id));
  const [members] = await db
    .select({ n: count() })
    .from(memberships)
    .where(eq(memberships.organisationId, id));
  const [children] = await db
    .select({ n: count() })
    .from(organisations)
    .where(eq(organisations.parentId, id));
  return { accounts: accounts?.n ?? 0, users: members?.n ?? 0, children: children?.n ?? 0 };
}

// --- levels -----------------------------------------------------------------------------------

export const listLevels = (db: Db) =>
  db.select().from(agencyLevels).orderBy(asc(agencyLevels.minRevenue), asc(agencyLevels.name));

export async function findLevel(db: Db, id: string) {
  const [row] = await db.select().from(agencyLevels).where(eq(agencyLevels.id, id));
  return row ?? null;
}

export async function levelNameTaken(db: Db, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: agencyLevels.id })
    .from(agencyLevels)
    .where(
      and(
        sql`lower(${agencyLevels.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(agencyLevels.id, exceptId) : undefined,
      ),
    );
  return !!row;
}

export async function insertLevel(tx: Tx, values: typeof agencyLevels.$inferInsert) {
  const [row] = await tx.insert(agencyLevels).values(values).returning();
  return row!;
}

export async function updateLevel(
  tx: Tx,
  id: string,
  patch: Partial<typeof agencyLevels.$inferInsert>,
) {
  const [row] = await tx.update(agencyLevels).set(patch).where(eq(agencyLevels.id, id)).returning();
  return row ?? null;
}

// --- programs ---------------------------------------------------------------------------------

export const listPrograms = (db: Db, agencyId: string) =>
  db
    .select()
    .from(agencyPrograms)
    .where(eq(agencyPrograms.agencyId, agencyId))
    .orderBy(asc(agencyPrograms.name));

export async function programNameTaken(db: Db, agencyId: string, name: string) {
  const [row] = await db
    .select({ id: agencyPrograms.id })
    .from(agencyPrograms)
    .where(
      and(
        eq(agencyPrograms.agencyId, agencyId),
        sql`lower(${agencyPrograms.name}) = ${name.toLowerCase()}`,
      ),
    );
  return !!row;
}

export async function insertProgram(tx: Tx, values: typeof agencyPrograms.$inferInsert) {
  const [row] = await tx.insert(agencyPrograms).values(values).returning();
  return row!;
}

export async function deleteProgram(tx: Tx, agencyId: string, programId: string) {
  const [row] = await tx
    .delete(agencyPrograms)
    .where(and(eq(agencyPrograms.id, programId), eq(agencyPrograms.agencyId, agencyId)))
    .returning();
  return row ?? null;
}

// --- agency ↔ account -------------------------------------------------------------------------

export type LinkRow = typeof agencyAccounts.$inferSelect;

export async function accountLinks(db: Db, accountId: string) {
  return db
    .select({
      link: agencyAccounts,
      agencyName: organisations.name,
      agencyAlias: organisations.locationAlias,
      agent: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
      },
      team: { id: teams.id, name: teams.name },
    })
    .from(agencyAccounts)
    .innerJoin(organisations, eq(organisations.id, agencyAccounts.agencyId))
    .leftJoin(users, eq(users.id, agencyAccounts.agentUserId))
    .leftJoin(teams, eq(teams.id, agencyAccounts.teamId))
    .where(eq(agencyAccounts.accountId, accountId))
    .orderBy(asc(agencyAccounts.createdAt), asc(organisations.name));
}

export async function findLink(db: Db, agencyId: string, accountId: string) {
  const [row] = await db
    .select()
    .from(agencyAccounts)
    .where(and(eq(agencyAccounts.agencyId, agencyId), eq(agencyAccounts.accountId, accountId)));
  return row ?? null;
}

// --- people -----------------------------------------------------------------------------------

/** A member of the organisation by e-mail (an agent of the agency), or null. */
export async function findMemberByEmail(db: Db, organisationId: string, email: string) {
  const [row] = await db
    .select({ user: users, role: roles })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(
      and(eq(memberships.organisationId, organisationId), eq(users.email, email.toLowerCase())),
    );
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row ?? null;
}

export async function findTeamOf(db: Db, organisationId: string, teamId: string) {
  const [row] = await db
    .select()
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.organisationId, organisationId)));
  return row ?? null;
}

export async function findRole(db: Db, accountType: string, key: string) {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.accountType, accountType), eq(roles.key, key)));
  return row ?? null;
}

export async function memberCount(db: Db, organisationId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .where(eq(memberships.organisationId, organisationId));
  return row?.n ?? 0;
}

/** Users and memberships are written by the auth module (their owner). */
export { insertMembership, insertUser } from '../auth/index.ts';

/** Organisations are written by the organisations module, agency links by accounts (owners). */
export {
  createOrganisation as insertOrganisation,
  deleteOrganisation,
  patchOrganisation as updateOrganisation,
} from '../organisations/index.ts';
export {
  clearMyAgent,
  deleteLink,
  demoteAssigned,
  updateLink,
  upsertLink,
} from '../accounts/index.ts';
