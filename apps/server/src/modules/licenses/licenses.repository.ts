import { and, asc, count, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database, Tx } from '../../db/client.ts';
import {
  agencyLicenses,
  agentLicenses,
  memberships,
  organisations,
  surplusLicenses,
  users,
} from '../../db/schema/index.ts';
import { likeEscape, offsetOf, orderByOf } from '../../lib/paging.ts';

/** The only file of the licenses module that touches the ORM. */
type Db = Database | Tx;

type Paged = { page: number; size: number; sort?: string | undefined; search?: string | undefined };

const contains = (value: string) => `%${likeEscape(value)}%`;

/** A filter that applies only when its value is given. */
const eqIf = (column: AnyPgColumn, value: string | undefined) =>
  value ? eq(column, value) : undefined;

/** A unique-index violation (duplicate licence), whatever the driver wraps it in. */
export const isUniqueViolation = (error: unknown): boolean => {
  let current: unknown = error;
  for (let i = 0; i < 4 && current; i += 1) {
    if ((current as { code?: string }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

// --- one query builder for the three licence tables -------------------------------------------

/**
 * What a licence kind's queries share: its table and the tables joined to it (the agency, and for
 * agent licences the agent), the columns a licence is read with, the sort keys `sort=` accepts
 * with the default order, and the columns `search=` matches (part of the text, or all of it).
 */
type LicenseKind<F extends SelectedFields> = {
  table: PgTable;
  id: AnyPgColumn;
  joins: { table: PgTable; on: SQL }[];
  fields: F;
  sorts: Record<string, AnyPgColumn>;
  defaultOrder: SQL;
  search: { contains: AnyPgColumn[]; whole?: AnyPgColumn[] };
};

const agencyOf = (agencyId: AnyPgColumn) => ({
  table: organisations,
  on: eq(organisations.id, agencyId),
});

/** SELECT the fields FROM the kind's table and its joins; WHERE, ORDER BY and the rest follow. */
function selectFrom(db: Db, kind: LicenseKind<SelectedFields>, fields: SelectedFields) {
  let query = db.select(fields).from(kind.table).$dynamic();
  // An inner join leaves the rows of a partial select as they are: only the builder's type is lost.
  for (const join of kind.joins) {
    query = query.innerJoin(join.table, join.on) as unknown as typeof query;
  }
  return query;
}

/** `search=`: any of the kind's search columns matching the text. */
function searchOf(kind: LicenseKind<SelectedFields>, search: string | undefined) {
  const text = search?.trim();
  if (!text) return undefined;
  return or(
    ...kind.search.contains.map((column) => ilike(column, contains(text))),
    ...(kind.search.whole ?? []).map((column) => ilike(column, text)),
  );
}

/** One page of a kind's licences matching the filters and `search=`, and how many match. */
async function searchPage<F extends SelectedFields>(
  db: Db,
  kind: LicenseKind<F>,
  query: Paged,
  filters: (SQL | undefined)[],
) {
  const where = and(...filters, searchOf(kind, query.search));
  const rows = await selectFrom(db, kind, kind.fields)
    .where(where)
    .orderBy(orderByOf(query.sort, kind.sorts, kind.defaultOrder), kind.id)
    .limit(query.size)
    .offset(offsetOf(query));
  const [total] = await selectFrom(db, kind, { n: count() }).where(where);
  return { rows: rows as SelectResultFields<F>[], total: (total?.n as number | undefined) ?? 0 };
}

async function findById<F extends SelectedFields>(db: Db, kind: LicenseKind<F>, id: string) {
  const [row] = await selectFrom(db, kind, kind.fields).where(eq(kind.id, id));
  return row as SelectResultFields<F> | undefined;
}

/** The same licence number (any case) in the same state. */
const sameNumber = (
  table: { state: AnyPgColumn; number: AnyPgColumn },
  state: string,
  number: string,
) => [eq(table.state, state), ilike(table.number, likeEscape(number))];

/** The id of the first row of a kind's table matching every condition. */
async function firstId(db: Db, kind: LicenseKind<SelectedFields>, ...conditions: SQL[]) {
  const [row] = await db
    .select({ id: kind.id })
    .from(kind.table)
    .where(and(...conditions))
    .limit(1);
  return row as { id: string } | undefined;
}

// --- organisations and agents -----------------------------------------------------------------

export async function findOrganisation(db: Db, id: string) {
  const [row] = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      accountType: organisations.accountType,
    })
    .from(organisations)
    .where(eq(organisations.id, id));
  return row;
}

/** A user who belongs to the agency (any role). */
export async function findAgencyUser(db: Db, agencyId: string, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      status: users.status,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organisationId, agencyId), eq(memberships.userId, userId)));
  return row;
}

export async function listAgencyUsers(db: Db, agencyId: string) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organisationId, agencyId))
    .orderBy(asc(users.firstName), asc(users.lastName), users.id);
}

// --- agency licences --------------------------------------------------------------------------

export type AgencyLicenseRow = typeof agencyLicenses.$inferSelect & { agencyName: string };
export type AgencyLicenseInsert = typeof agencyLicenses.$inferInsert;

const AGENCY_LICENSES = {
  table: agencyLicenses,
  id: agencyLicenses.id,
  joins: [agencyOf(agencyLicenses.agencyId)],
  fields: {
    id: agencyLicenses.id,
    agencyId: agencyLicenses.agencyId,
    npn: agencyLicenses.npn,
    number: agencyLicenses.number,
    state: agencyLicenses.state,
    expirationDate: agencyLicenses.expirationDate,
    activeResidentState: agencyLicenses.activeResidentState,
    createdBy: agencyLicenses.createdBy,
    createdAt: agencyLicenses.createdAt,
    updatedAt: agencyLicenses.updatedAt,
    agencyName: organisations.name,
  },
  sorts: {
    number: agencyLicenses.number,
    npn: agencyLicenses.npn,
    state: agencyLicenses.state,
    expirationDate: agencyLicenses.expirationDate,
    activeResidentState: agencyLicenses.activeResidentState,
    agencyName: organisations.name,
    createdAt: agencyLicenses.createdAt,
  },
  defaultOrder: asc(agencyLicenses.state),
  search: {
    contains: [agencyLicenses.number, agencyLicenses.npn, organisations.name],
    whole: [agencyLicenses.state],
  },
};

export function searchAgencyLicenses(
  db: Db,
  query: Paged & { state?: string | undefined; agencyId?: string | undefined },
) {
  return searchPage(db, AGENCY_LICENSES, query, [
    eqIf(agencyLicenses.agencyId, query.agencyId),
    eqIf(agencyLicenses.state, query.state),
  ]);
}

export const findAgencyLicense = (db: Db, id: string): Promise<AgencyLicenseRow | undefined> =>
  findById(db, AGENCY_LICENSES, id);

export const findAgencyLicenseByNumber = (
  db: Db,
  agencyId: string,
  state: string,
  number: string,
) =>
  firstId(
    db,
    AGENCY_LICENSES,
    eq(agencyLicenses.agencyId, agencyId),
    ...sameNumber(agencyLicenses, state, number),
  );

export async function insertAgencyLicense(db: Db, values: AgencyLicenseInsert) {
  const [row] = await db.insert(agencyLicenses).values(values).returning({ id: agencyLicenses.id });
  return row!.id;
}

export async function updateAgencyLicense(
  db: Db,
  id: string,
  values: Partial<AgencyLicenseInsert>,
) {
  await db.update(agencyLicenses).set(values).where(eq(agencyLicenses.id, id));
}

export async function deleteAgencyLicense(db: Db, id: string) {
  await db.delete(agencyLicenses).where(eq(agencyLicenses.id, id));
}

// --- agent licences ---------------------------------------------------------------------------

export type AgentLicenseRow = typeof agentLicenses.$inferSelect & {
  agencyName: string;
  agentEmail: string;
  agentFirstName: string;
  agentLastName: string;
  agentPhone: string | null;
};
export type AgentLicenseInsert = typeof agentLicenses.$inferInsert;

const AGENT_LICENSES = {
  table: agentLicenses,
  id: agentLicenses.id,
  joins: [
    agencyOf(agentLicenses.agencyId),
    { table: users, on: eq(users.id, agentLicenses.agentUserId) },
  ],
  fields: {
    id: agentLicenses.id,
    agencyId: agentLicenses.agencyId,
    agentUserId: agentLicenses.agentUserId,
    npn: agentLicenses.npn,
    number: agentLicenses.number,
    state: agentLicenses.state,
    expirationDate: agentLicenses.expirationDate,
    createdBy: agentLicenses.createdBy,
    createdAt: agentLicenses.createdAt,
    updatedAt: agentLicenses.updatedAt,
    agencyName: organisations.name,
    agentEmail: users.email,
    agentFirstName: users.firstName,
    agentLastName: users.lastName,
    agentPhone: users.phone,
  },
  sorts: {
    number: agentLicenses.number,
    npn: agentLicenses.npn,
    state: agentLicenses.state,
    expirationDate: agentLicenses.expirationDate,
    agentEmail: users.email,
    agentFirstName: users.firstName,
    agentLastName: users.lastName,
    agencyName: organisations.name,
    createdAt: agentLicenses.createdAt,
  },
  defaultOrder: asc(users.lastName),
  search: {
    contains: [
      agentLicenses.number,
      agentLicenses.npn,
      users.email,
      users.firstName,
      users.lastName,
    ],
    whole: [agentLicenses.state],
  },
};

type AgentFilter = {
  agencyId?: string | undefined;
  state?: string | undefined;
  agentId?: string | undefined;
  search?: string | undefined;
  /** Only licences valid on this day (YYYY-MM-DD). */
  validOn?: string | undefined;
};

const agentFilters = (filter: AgentFilter) => [
  eqIf(agentLicenses.agencyId, filter.agencyId),
  eqIf(agentLicenses.state, filter.state),
  eqIf(agentLicenses.agentUserId, filter.agentId),
  filter.validOn ? gte(agentLicenses.expirationDate, filter.validOn) : undefined,
];

export const searchAgentLicenses = (db: Db, query: Paged & AgentFilter) =>
  searchPage(db, AGENT_LICENSES, query, agentFilters(query));

/** Every licence matching the filter, unpaged (capped). */
export async function listAgentLicenses(db: Db, filter: AgentFilter, limit = 3000) {
  const rows = await selectFrom(db, AGENT_LICENSES, AGENT_LICENSES.fields)
    .where(and(...agentFilters(filter), searchOf(AGENT_LICENSES, filter.search)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(agentLicenses.state), agentLicenses.id)
    .limit(limit);
  return rows as AgentLicenseRow[];
}

export const findAgentLicense = (db: Db, id: string): Promise<AgentLicenseRow | undefined> =>
  findById(db, AGENT_LICENSES, id);

export const findAgentLicenseByNumber = (
  db: Db,
  agentUserId: string,
  state: string,
  number: string,
) =>
  firstId(
    db,
    AGENT_LICENSES,
    eq(agentLicenses.agentUserId, agentUserId),
    ...sameNumber(agentLicenses, state, number),
  );

/** Whether the agent holds a licence in the state that has not expired on the day. */
export async function hasValidAgentLicense(
  db: Db,
  agentUserId: string,
  state: string,
  day: string,
) {
  const row = await firstId(
    db,
    AGENT_LICENSES,
    eq(agentLicenses.agentUserId, agentUserId),
    eq(agentLicenses.state, state),
    gte(agentLicenses.expirationDate, day),
  );
  return !!row;
}

export async function insertAgentLicense(db: Db, values: AgentLicenseInsert) {
  const [row] = await db.insert(agentLicenses).values(values).returning({ id: agentLicenses.id });
  return row!.id;
}

export async function updateAgentLicense(db: Db, id: string, values: Partial<AgentLicenseInsert>) {
  await db.update(agentLicenses).set(values).where(eq(agentLicenses.id, id));
}

export async function deleteAgentLicense(db: Db, id: string) {
  await db.delete(agentLicenses).where(eq(agentLicenses.id, id));
}

// --- surplus licences -------------------------------------------------------------------------

export type SurplusLicenseRow = typeof surplusLicenses.$inferSelect & { agencyName: string };
export type SurplusLicenseInsert = typeof surplusLicenses.$inferInsert;

const SURPLUS_LICENSES = {
  table: surplusLicenses,
  id: surplusLicenses.id,
  joins: [agencyOf(surplusLicenses.agencyId)],
  fields: {
    id: surplusLicenses.id,
    agencyId: surplusLicenses.agencyId,
    brokerFirstName: surplusLicenses.brokerFirstName,
    brokerLastName: surplusLicenses.brokerLastName,
    brokerEmail: surplusLicenses.brokerEmail,
    surplusLicenseNumber: surplusLicenses.surplusLicenseNumber,
    surplusLinesState: surplusLicenses.surplusLinesState,
    signatureOnFile: surplusLicenses.signatureOnFile,
    noticeFileId: surplusLicenses.noticeFileId,
    createdBy: surplusLicenses.createdBy,
    createdAt: surplusLicenses.createdAt,
    updatedAt: surplusLicenses.updatedAt,
    agencyName: organisations.name,
  },
  sorts: {
    brokerFirstName: surplusLicenses.brokerFirstName,
    brokerLastName: surplusLicenses.brokerLastName,
    brokerEmail: surplusLicenses.brokerEmail,
    surplusLicenseNumber: surplusLicenses.surplusLicenseNumber,
    surplusLinesState: surplusLicenses.surplusLinesState,
    signatureOnFile: surplusLicenses.signatureOnFile,
    agencyName: organisations.name,
    createdAt: surplusLicenses.createdAt,
  },
  defaultOrder: asc(surplusLicenses.surplusLinesState),
  search: {
    contains: [
      surplusLicenses.brokerFirstName,
      surplusLicenses.brokerLastName,
      surplusLicenses.brokerEmail,
      surplusLicenses.surplusLicenseNumber,
      organisations.name,
    ],
  },
};

export type SurplusFilter = Paged & {
  agencyId?: string | undefined;
  surplusLinesState?: string | undefined;
  email?: string | undefined;
  after?: Date | undefined;
  before?: Date | undefined;
};

export const searchSurplusLicenses = (db: Db, query: SurplusFilter) =>
  searchPage(db, SURPLUS_LICENSES, query, [
    eqIf(surplusLicenses.agencyId, query.agencyId),
    eqIf(surplusLicenses.surplusLinesState, query.surplusLinesState),
    query.email ? ilike(surplusLicenses.brokerEmail, contains(query.email)) : undefined,
    query.after ? gte(surplusLicenses.createdAt, query.after) : undefined,
    query.before ? lte(surplusLicenses.createdAt, query.before) : undefined,
  ]);

export const findSurplusLicense = (db: Db, id: string): Promise<SurplusLicenseRow | undefined> =>
  findById(db, SURPLUS_LICENSES, id);

export async function insertSurplusLicense(db: Db, values: SurplusLicenseInsert) {
  const [row] = await db
    .insert(surplusLicenses)
    .values(values)
    .returning({ id: surplusLicenses.id });
  return row!.id;
}

export async function updateSurplusLicense(
  db: Db,
  id: string,
  values: Partial<SurplusLicenseInsert>,
) {
  await db.update(surplusLicenses).set(values).where(eq(surplusLicenses.id, id));
}

export async function deleteSurplusLicense(db: Db, id: string) {
  await db.delete(surplusLicenses).where(eq(surplusLicenses.id, id));
}
