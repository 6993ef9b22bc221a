import { and, asc, count, eq, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import {
  memberships,
  organisationMembers,
  organisations,
  reinsuranceTreaties,
  users,
} from '../../db/schema/index.ts';
import { likeEscape, offsetOf, orderByOf } from '../../lib/paging.ts';
import { insertMany } from '../../db/insert-many.ts';

/** The only file of the organisations module that touches the ORM. */
type Db = Database | Tx;

const contains = (value: string) => `%${likeEscape(value)}%`;

export type OrganisationRow = typeof organisations.$inferSelect;
export type OrganisationValues = Partial<
  Pick<
    OrganisationRow,
    | 'name'
    | 'description'
    | 'hostname'
    | 'contactFirstName'
    | 'contactLastName'
    | 'contactEmail'
    | 'contactPhone'
  >
>;

const userCount = sql<number>`(select count(*)::int from ${memberships} m where m.organisation_id = ${organisations.id})`;
const memberCount = sql<number>`(select count(*)::int from ${organisationMembers} om where om.group_id = ${organisations.id})`;

const organisationColumns = {
  id: organisations.id,
  accountType: organisations.accountType,
  name: organisations.name,
  description: organisations.description,
  hostname: organisations.hostname,
  contactFirstName: organisations.contactFirstName,
  contactLastName: organisations.contactLastName,
  contactEmail: organisations.contactEmail,
  contactPhone: organisations.contactPhone,
  status: organisations.status,
  users: userCount,
  members: memberCount,
  createdAt: organisations.createdAt,
  updatedAt: organisations.updatedAt,
};
export type OrganisationView = {
  [K in keyof typeof organisationColumns]: K extends 'users' | 'members'
    ? number
    : OrganisationRow[K & keyof OrganisationRow];
};

export const findOrganisation = async (db: Db, id: string) =>
  (await db.select().from(organisations).where(eq(organisations.id, id)).limit(1))[0];

export const findOrganisationView = async (
  db: Db,
  id: string,
): Promise<OrganisationView | undefined> =>
  (
    await db
      .select(organisationColumns)
      .from(organisations)
      .where(eq(organisations.id, id))
      .limit(1)
  )[0];

type Search = {
  page: number;
  size: number;
  sort?: string | undefined;
  search?: string | undefined;
  after?: Date | undefined;
  before?: Date | undefined;
  state?: string | undefined;
};

/** Organisations of one account type: name/hostname/contact search, created window, status. */
export async function searchOrganisations(db: Db, accountType: string, query: Search) {
  const where = and(
    eq(organisations.accountType, accountType),
    query.search
      ? or(
          ilike(organisations.name, contains(query.search)),
          ilike(organisations.hostname, contains(query.search)),
          ilike(organisations.contactEmail, contains(query.search)),
        )
      : undefined,
    query.after ? gte(organisations.createdAt, query.after) : undefined,
    query.before ? lt(organisations.createdAt, query.before) : undefined,
    query.state ? eq(organisations.status, query.state) : undefined,
  );
  const rows: OrganisationView[] = await db
    .select(organisationColumns)
    .from(organisations)
    .where(where)
    .orderBy(
      orderByOf(
        query.sort,
        {
          name: organisations.name,
          createdAt: organisations.createdAt,
          updatedAt: organisations.updatedAt,
          hostname: organisations.hostname,
        },
        organisations.name,
      ),
      organisations.id,
    )
    .limit(query.size)
    .offset(offsetOf(query));
  const [total] = await db.select({ n: count() }).from(organisations).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function insertOrganisation(
  db: Db,
  values: OrganisationValues & { accountType: string; name: string },
  now: Date,
) {
  const [row] = await db
    .insert(organisations)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export const updateOrganisation = (db: Db, id: string, values: OrganisationValues, now: Date) =>
  db
    .update(organisations)
    .set({ ...values, updatedAt: now })
    .where(eq(organisations.id, id));

export const deleteOrganisation = (db: Db, id: string) =>
  db.delete(organisations).where(eq(organisations.id, id));

/** Case-insensitive: is this hostname used by any organisation other than `excludeId`? */
export async function hostnameTaken(db: Db, hostname: string, excludeId?: string) {
  const [row] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(
      and(
        sql`lower(${organisations.hostname}) = lower(${hostname})`,
        excludeId ? ne(organisations.id, excludeId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function countUsers(db: Db, organisationId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .where(eq(memberships.organisationId, organisationId));
  return row?.n ?? 0;
}

// --- agencies in groups -------------------------------------------------------------------

export async function listMembers(
  db: Db,
  groupId: string,
  query: { page: number; size: number; search?: string | undefined },
) {
  const where = and(
    eq(organisationMembers.groupId, groupId),
    query.search ? ilike(organisations.name, contains(query.search)) : undefined,
  );
  const rows = await db
    .select({
      agencyId: organisations.id,
      agencyName: organisations.name,
      locationAlias: organisations.locationAlias,
      agentUserId: organisationMembers.agentUserId,
      agentFirstName: users.firstName,
      agentLastName: users.lastName,
      agentEmail: users.email,
      addedAt: organisationMembers.createdAt,
    })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.memberId))
    .leftJoin(users, eq(users.id, organisationMembers.agentUserId))
    .where(where)
    .orderBy(asc(organisations.name), organisations.id)
    .limit(query.size)
    .offset(offsetOf(query));
  const [total] = await db
    .select({ n: count() })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.memberId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export const findMember = async (db: Db, groupId: string, memberId: string) =>
  (
    await db
      .select()
      .from(organisationMembers)
      .where(
        and(eq(organisationMembers.groupId, groupId), eq(organisationMembers.memberId, memberId)),
      )
      .limit(1)
  )[0];

export const insertMember = (
  db: Db,
  values: { groupId: string; memberId: string; agentUserId: string | null },
  now: Date,
) => db.insert(organisationMembers).values({ ...values, createdAt: now });

export const deleteMember = (db: Db, groupId: string, memberId: string) =>
  db
    .delete(organisationMembers)
    .where(
      and(eq(organisationMembers.groupId, groupId), eq(organisationMembers.memberId, memberId)),
    );

/** Active agencies by name or location, for the members panel picker. */
export async function searchAgencies(
  db: Db,
  query: { page: number; size: number; search?: string | undefined },
) {
  const where: SQL | undefined = and(
    eq(organisations.accountType, 'AGENCY'),
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
      locationAlias: organisations.locationAlias,
    })
    .from(organisations)
    .where(where)
    .orderBy(asc(organisations.name), organisations.id)
    .limit(query.size)
    .offset(offsetOf(query));
  const [total] = await db.select({ n: count() }).from(organisations).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The active users of an agency (candidates for the aggregator relation's agent). */
export const agentsOf = (db: Db, agencyId: string) =>
  db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organisationId, agencyId), eq(users.status, 'ACTIVE')))
    .orderBy(asc(users.lastName), asc(users.firstName));

export async function isMemberOf(db: Db, userId: string, organisationId: string) {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.organisationId, organisationId)))
    .limit(1);
  return Boolean(row);
}

// --- reinsurance treaties ----------------------------------------------------------------

/** The carriers a reinsurer reinsures, by carrier name. */
export const listTreaties = (db: Db, reinsurerId: string) =>
  db
    .select({
      reinsurerId: reinsuranceTreaties.reinsurerId,
      carrierId: reinsuranceTreaties.carrierId,
      carrierName: organisations.name,
      sharePercent: reinsuranceTreaties.sharePercent,
      createdAt: reinsuranceTreaties.createdAt,
    })
    .from(reinsuranceTreaties)
    .innerJoin(organisations, eq(organisations.id, reinsuranceTreaties.carrierId))
    .where(eq(reinsuranceTreaties.reinsurerId, reinsurerId))
    .orderBy(asc(organisations.name), organisations.id);

export const findTreaty = async (db: Db, reinsurerId: string, carrierId: string) =>
  (
    await db
      .select()
      .from(reinsuranceTreaties)
      .where(
        and(
          eq(reinsuranceTreaties.reinsurerId, reinsurerId),
          eq(reinsuranceTreaties.carrierId, carrierId),
        ),
      )
      .limit(1)
  )[0];

export const insertTreaty = (
  db: Db,
  values: { reinsurerId: string; carrierId: string; sharePercent: number },
  now: Date,
) => db.insert(reinsuranceTreaties).values({ ...values, createdAt: now });

export const deleteTreaty = (db: Db, reinsurerId: string, carrierId: string) =>
  db
    .delete(reinsuranceTreaties)
    .where(
      and(
        eq(reinsuranceTreaties.reinsurerId, reinsurerId),
        eq(reinsuranceTreaties.carrierId, carrierId),
      ),
    );

/**
 * The carriers a reinsurer reinsures, as a subquery for other modules' visibility rules
 * (`inArray(column, reinsuredCarriersOf(id))`): the reinsurer sees its carriers' paper.
 */
export const reinsuredCarriersOf = (reinsurerId: string): SQL =>
  sql`(select ${reinsuranceTreaties.carrierId} from ${reinsuranceTreaties}
    where ${reinsuranceTreaties.reinsurerId} = ${reinsurerId})`;

// --- every write of the organisations table goes through here (other modules via index.ts) ---

export async function createOrganisation(db: Db, values: typeof organisations.$inferInsert) {
  const [row] = await db.insert(organisations).values(values).returning();
  return row!;
}

export async function patchOrganisation(
  db: Db,
  id: string,
  patch: Partial<typeof organisations.$inferInsert>,
) {
  await db.update(organisations).set(patch).where(eq(organisations.id, id));
}

/** Insert many organisations in one statement per chunk (bulk upload of accounts). */
export async function insertOrganisations(tx: Tx, rows: (typeof organisations.$inferInsert)[]) {
  await insertMany(tx, organisations, rows);
}

/**
 * The platform's financing partner for installment plans (decision 052): the oldest active
 * premium processor organisation, or null when there is none.
 */
export async function financingPartner(db: Database | Tx) {
  const [row] = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(
      and(eq(organisations.accountType, 'PREMIUM_PROCESSOR'), eq(organisations.status, 'ACTIVE')),
    )
    .orderBy(asc(organisations.createdAt), asc(organisations.id))
    .limit(1);
  return row ?? null;
}

/** The provider's own organisations (account type COWBELL): whose admins hear of billing alarms. */
export async function providerOrganisationIds(db: Database | Tx): Promise<string[]> {
  const rows = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.accountType, 'COWBELL'), eq(organisations.status, 'ACTIVE')))
    .orderBy(asc(organisations.createdAt), asc(organisations.id));
  return rows.map((r) => r.id);
}

/**
 * Billing's commissions (decision 054): the named agencies' name, region and whether payments to
 * them are paused; organisations that are not agencies are left out.
 */
export async function agencySummaries(db: Database | Tx, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, AgencySummary>();
  const rows = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      region: organisations.region,
      pausedPayment: organisations.pausedPayment,
    })
    .from(organisations)
    .where(and(inArray(organisations.id, [...ids]), eq(organisations.accountType, 'AGENCY')));
  return new Map(rows.map((r) => [r.id, r]));
}
export type AgencySummary = { id: string; name: string; region: string; pausedPayment: boolean };
