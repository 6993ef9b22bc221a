import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import {
  accountProfiles,
  agencyAccounts,
  agencyAgreements,
  memberships,
  organisationMembers,
  organisations,
  roles,
  teams,
  users,
} from '../../db/schema/index.ts';
import { likeEscape, offsetOf, orderByOf } from '../../lib/paging.ts';
import { visibleAccounts, type AccountScope } from '../accounts/index.ts';

/**
 * The agency's book and paperwork: its accounts, its people (agent and team pickers), assigning
 * it to many accounts at once, and its producer agreement. With `agencies.repository.ts`, the
 * only files of the agencies module that touch the ORM.
 */
type Db = Database | Tx;

const contains = (value: string) => `%${likeEscape(value)}%`;

/** The agency sits in the cluster or aggregator `groupId` (organisation_members). */
export async function isInGroup(db: Db, groupId: string, agencyId: string) {
  const [row] = await db
    .select({ id: organisationMembers.memberId })
    .from(organisationMembers)
    .where(
      and(eq(organisationMembers.groupId, groupId), eq(organisationMembers.memberId, agencyId)),
    )
    .limit(1);
  return !!row;
}

// --- the agency's accounts --------------------------------------------------------------------

const agentName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;

/** Accounts the agency holds (ASSIGNED or LINKED), not deleted; searched, sorted, paged. */
export async function listAgencyAccounts(
  db: Db,
  agencyId: string,
  query: {
    page: number;
    size: number;
    sort?: string | undefined;
    search?: string | undefined;
    relation?: 'ASSIGNED' | 'LINKED' | undefined;
  },
) {
  const where: SQL | undefined = and(
    eq(agencyAccounts.agencyId, agencyId),
    query.relation
      ? eq(agencyAccounts.relation, query.relation)
      : inArray(agencyAccounts.relation, ['ASSIGNED', 'LINKED']),
    eq(organisations.accountType, 'CUSTOMER'),
    ne(accountProfiles.accountStatus, 'DELETED'),
    query.search
      ? or(
          ilike(organisations.name, contains(query.search)),
          ilike(accountProfiles.cbid, contains(query.search)),
          ilike(accountProfiles.city, contains(query.search)),
        )
      : undefined,
  );
  const rows = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      region: organisations.region,
      cbid: accountProfiles.cbid,
      city: accountProfiles.city,
      state: accountProfiles.state,
      accountStatus: accountProfiles.accountStatus,
      relation: agencyAccounts.relation,
      isFavourite: agencyAccounts.isFavourite,
      agentId: users.id,
      agentName,
      agentEmail: users.email,
      teamId: teams.id,
      teamName: teams.name,
      linkedAt: agencyAccounts.createdAt,
    })
    .from(agencyAccounts)
    .innerJoin(organisations, eq(organisations.id, agencyAccounts.accountId))
    .innerJoin(accountProfiles, eq(accountProfiles.organisationId, organisations.id))
    .leftJoin(users, eq(users.id, agencyAccounts.agentUserId))
    .leftJoin(teams, eq(teams.id, agencyAccounts.teamId))
    .where(where)
    .orderBy(
      orderByOf(
        query.sort,
        {
          name: organisations.name,
          cbid: accountProfiles.cbid,
          state: accountProfiles.state,
          city: accountProfiles.city,
          relation: agencyAccounts.relation,
          linkedAt: agencyAccounts.createdAt,
        },
        asc(organisations.name),
      ),
      asc(organisations.id),
    )
    .limit(query.size)
    .offset(offsetOf(query));
  const [total] = await db
    .select({ n: count() })
    .from(agencyAccounts)
    .innerJoin(organisations, eq(organisations.id, agencyAccounts.accountId))
    .innerJoin(accountProfiles, eq(accountProfiles.organisationId, organisations.id))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

// --- agents and teams -------------------------------------------------------------------------

/** Active members of the agency, by first, last or full name or e-mail. */
export async function searchAgents(
  db: Db,
  agencyId: string,
  query: { page: number; size: number; search?: string | undefined },
) {
  const term = query.search ? contains(query.search) : undefined;
  const where = and(
    eq(memberships.organisationId, agencyId),
    eq(users.status, 'ACTIVE'),
    term
      ? or(
          ilike(users.firstName, term),
          ilike(users.lastName, term),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, term),
          ilike(users.email, term),
        )
      : undefined,
  );
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      roleName: roles.name,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(where)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(query.size)
    .offset(offsetOf(query));
  const [total] = await db
    .select({ n: count() })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The agency's teams by name. */
export async function searchTeams(
  db: Db,
  agencyId: string,
  query: { page: number; size: number; search?: string | undefined },
) {
  const where = and(
    eq(teams.organisationId, agencyId),
    query.search ? ilike(teams.name, contains(query.search)) : undefined,
  );
  const rows = await db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(where)
    .orderBy(asc(teams.name), asc(teams.id))
    .limit(query.size)
    .offset(offsetOf(query));
  const [total] = await db.select({ n: count() }).from(teams).where(where);
  return { rows, total: total?.n ?? 0 };
}

// --- assign by e-mail -------------------------------------------------------------------------

/** Of `ids`, the accounts the scope may see (the accounts module's visibility rule). */
export async function visibleAccountIds(db: Db, scope: AccountScope, ids: string[]) {
  const rows = await db
    .select({ id: organisations.id })
    .from(organisations)
    .innerJoin(accountProfiles, eq(accountProfiles.organisationId, organisations.id))
    .where(and(inArray(organisations.id, ids), visibleAccounts(scope)));
  return new Set(rows.map((r) => r.id));
}

/** The agency's current relations to the given accounts. */
export const linksOf = (db: Db, agencyId: string, accountIds: string[]) =>
  db
    .select()
    .from(agencyAccounts)
    .where(
      and(eq(agencyAccounts.agencyId, agencyId), inArray(agencyAccounts.accountId, accountIds)),
    );

// --- producer agreement -----------------------------------------------------------------------

/** The agency's newest signature (any version), with who signed. */
export async function latestAgreement(db: Db, agencyId: string) {
  const [row] = await db
    .select({
      agreement: agencyAgreements,
      signer: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      },
    })
    .from(agencyAgreements)
    .leftJoin(users, eq(users.id, agencyAgreements.signedBy))
    .where(eq(agencyAgreements.agencyId, agencyId))
    .orderBy(desc(agencyAgreements.signedAt), desc(agencyAgreements.id))
    .limit(1);
  return row ?? null;
}

export async function insertAgreement(tx: Tx, values: typeof agencyAgreements.$inferInsert) {
  const [row] = await tx.insert(agencyAgreements).values(values).returning();
  return row!;
}

/** Serialise signatures of one agency (two admins signing at once write one row). */
export async function lockAgency(tx: Tx, agencyId: string) {
  await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, agencyId))
    .for('update');
}

/** Agency links are written by the accounts module (their owner). */
export { demoteOtherAssigned, upsertLinks } from '../accounts/index.ts';
