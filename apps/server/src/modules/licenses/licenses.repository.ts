import { and, asc, count, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
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

/** A unique-index violation (duplicate licence), whatever the driver wraps it in. */
export const isUniqueViolation = (error: unknown): boolean => {
  let current: unknown = error;
  for (let i = 0; i < 4 && current; i += 1) {
    if ((current as { code?: string }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

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

const agencyLicenseColumns = {
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
};

export async function searchAgencyLicenses(
  db: Db,
  query: Paged & { state?: string | undefined; agencyId?: string | undefined },
) {
  const text = query.search?.trim();
  const conditions: (SQL | undefined)[] = [
    query.agencyId ? eq(agencyLicenses.agencyId, query.agencyId) : undefined,
    query.state ? eq(agencyLicenses.state, query.state) : undefined,
    text
      ? or(
          ilike(agencyLicenses.number, contains(text)),
          ilike(agencyLicenses.npn, contains(text)),
          ilike(agencyLicenses.state, text),
          ilike(organisations.name, contains(text)),
        )
      : undefined,
  ];
  const where = and(...conditions);
  const rows = await db
    .select(agencyLicenseColumns)
    .from(agencyLicenses)
    .innerJoin(organisations, eq(organisations.id, agencyLicenses.agencyId))
    .where(where)
    .orderBy(
      orderByOf(
        query.sort,
        {
          number: agencyLicenses.number,
          npn: agencyLicenses.npn,
          state: agencyLicenses.state,
          expirationDate: agencyLicenses.expirationDate,
          activeResidentState: agencyLicenses.activeResidentState,
          agencyName: organisations.name,
          createdAt: agencyLicenses.createdAt,
        },
        asc(agencyLicenses.state),
      ),
      agencyLicenses.id,
    )
    .limit(query.size)
    .offset(offsetOf(query));
  const [total] = await db
    .select({ n: count() })
    .from(agencyLicenses)
    .innerJoin(organisations, eq(organisations.id, agencyLicenses.agencyId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findAgencyLicense(db: Db, id: string): Promise<AgencyLicenseRow | undefined> {
  const [row] = await db
    .select(agencyLicenseColumns)
    .from(agencyLicenses)
    .innerJoin(organisations, eq(organisations.id, agencyLicenses.agencyId))
    .where(eq(agencyLicenses.id, id));
  return row;
}

export async function findAgencyLicenseByNumber(
  db: Db,
  agencyId: string,
  state: string,
  number: string,
) {
  const [row] = await db
    .select({ id: agencyLicenses.id })
    .from(agencyLicenses)
    .where(
      and(
        eq(agencyLicenses.agencyId, agencyId),
        eq(agencyLicenses.state, state),
        ilike(agencyLicenses.number, likeEscape(number)),
      ),
    );
  return row;
}

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

const agentLicenseColumns = {
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
};

type AgentFilter = {
  agencyId?: string | undefined;
  state?: string | undefined;
  agentId?: string | undefined;
  search?: string | undefined;
  /** Only licences valid on this day (YYYY-MM-DD). */
  validOn?: string | undefined;
};

function agentWhere(filter: AgentFilter) {
  const text = filter.search?.trim();
  return and(
    filter.agencyId ? eq(agentLicenses.agencyId, filter.agencyId) : undefined,
    filter.state ? eq(agentLicenses.state, filter.state) : undefined,
    filter.agentId ? eq(agentLicenses.agentUserId, filter.agentId) : undefined,
    filter.validOn ? gte(agentLicenses.expirationDate, filter.validOn) : undefined,
    text
      ? or(
          ilike(agentLicenses.number, contains(text)),
          ilike(agentLicenses.npn, contains(text)),
          ilike(agentLicenses.state, text),
          ilike(users.email, contains(text)),
          ilike(users.firstName, contains(text)),
          ilike(users.lastName, contains(text)),
        )
      : undefined,
  );
}

const agentSorts = {
  number: agentLicenses.number,
  npn: agentLicenses.npn,
  state: agentLicenses.state,
  expirationDate: agentLicenses.expirationDate,
  agentEmail: users.email,
  agentFirstName: users.firstName,
  agentLastName: users.lastName,
  agencyName: organisations.name,
  createdAt: agentLicenses.createdAt,
};

export async function searchAgentLicenses(db: Db, query: Paged & AgentFilter) {
  const where = agentWhere(query);
  const rows = await db
    .select(agentLicenseColumns)
    .from(agentLicenses)
    .innerJoin(organisations, eq(organisations.id, agentLicenses.agencyId))
    .innerJoin(users, eq(users.id, agentLicenses.agentUserId))
    .where(where)
    .orderBy(orderByOf(query.sort, agentSorts, asc(users.lastName)), agentLicenses.id)
    .limit(query.size)
    .offset(offsetOf(query));
  const [total] = await db
    .select({ n: count() })
    .from(agentLicenses)
    .innerJoin(organisations, eq(organisations.id, agentLicenses.agencyId))
    .innerJoin(users, eq(users.id, agentLicenses.agentUserId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Every licence matching the filter, unpaged (capped). */
export async function listAgentLicenses(db: Db, filter: AgentFilter, limit = 3000) {
  return db
    .select(agentLicenseColumns)
    .from(agentLicenses)
    .innerJoin(organisations, eq(organisations.id, agentLicenses.agencyId))
    .innerJoin(users, eq(users.id, agentLicenses.agentUserId))
    .where(agentWhere(filter))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(agentLicenses.state), agentLicenses.id)
    .limit(limit);
}

export async function findAgentLicense(db: Db, id: string): Promise<AgentLicenseRow | undefined> {
  const [row] = await db
    .select(agentLicenseColumns)
    .from(agentLicenses)
    .innerJoin(organisations, eq(organisations.id, agentLicenses.agencyId))
    .innerJoin(users, eq(users.id, agentLicenses.agentUserId))
    .where(eq(agentLicenses.id, id));
  return row;
}

export async function findAgentLicenseByNumber(
  db: Db,
  agentUserId: string,
  state: string,
  number: string,
) {
  const [row] = await db
    .select({ id: agentLicenses.id })
    .from(agentLicenses)
    .where(
      and(
        eq(agentLicenses.agentUserId, agentUserId),
        eq(agentLicenses.state, state),
        ilike(agentLicenses.number, likeEscape(number)),
      ),
    );
  return row;
}

/** Whether the agent holds a licence in the state that has not expired on the day. */
export async function hasValidAgentLicense(
  db: Db,
  agentUserId: string,
  state: string,
  day: string,
) {
  const [row] = await db
    .select({ id: agentLicenses.id })
    .from(agentLicenses)
    .where(
      and(
        eq(agentLicenses.agentUserId, agentUserId),
        eq(agentLicenses.state, state),
        gte(agentLicenses.expirationDate, day),
      ),
    )
    .limit(1);
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

const surplusColumns = {
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
};

export type SurplusFilter = Paged & {
  agencyId?: string | undefined;
  surplusLinesState?: string | undefined;
  email?: string | undefined;
  after?: Date | undefined;
  before?: Date | undefined;
};

export async function searchSurplusLicenses(db: Db, query: SurplusFilter) {
  const text = query.search?.trim();
  const where = and(
    query.agencyId ? eq(surplusLicenses.agencyId, query.agencyId) : undefined,
    query.surplusLinesState
      ? eq(surplusLicenses.surplusLinesState, query.surplusLinesState)
      : undefined,
    query.email ? ilike(surplusLicenses.brokerEmail, contains(query.email)) : undefined,
    query.after ? gte(surplusLicenses.createdAt, query.after) : undefined,
    query.before ? lte(surplusLicenses.createdAt, query.before) : undefined,
    text
      ? or(
          ilike(surplusLicenses.brokerFirstName, contains(text)),
          ilike(surplusLicenses.brokerLastName, contains(text)),
          ilike(surplusLicenses.brokerEmail, contains(text)),
          ilike(surplusLicenses.surplusLicenseNumber, contains(text)),
          ilike(organisations.name, contains(text)),
        )
      : undefined,
  );
  const rows = await db
    .select(surplusColumns)
    .from(surplusLicenses)
    .innerJoin(organisations, eq(organisations.id, surplusLicenses.agencyId))
    .where(where)
    .orderBy(
      orderByOf(
        query.sort,
        {
          brokerFirstName: surplusLicenses.brokerFirstName,
          brokerLastName: surplusLicenses.brokerLastName,
          brokerEmail: surplusLicenses.brokerEmail,
          surplusLicenseNumber: surplusLicenses.surplusLicenseNumber,
          surplusLinesState: surplusLicenses.surplusLinesState,
          signatureOnFile: surplusLicenses.signatureOnFile,
          agencyName: organisations.name,
          createdAt: surplusLicenses.createdAt,
        },
        asc(surplusLicenses.surplusLinesState),
      ),
      surplusLicenses.id,
    )
    .limit(query.size)
    .offset(offsetOf(query));
  const [total] = await db
    .select({ n: count() })
    .from(surplusLicenses)
    .innerJoin(organisations, eq(organisations.id, surplusLicenses.agencyId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findSurplusLicense(
  db: Db,
  id: string,
): Promise<SurplusLicenseRow | undefined> {
  const [row] = await db
    .select(surplusColumns)
    .from(surplusLicenses)
    .innerJoin(organisations, eq(organisations.id, surplusLicenses.agencyId))
    .where(eq(surplusLicenses.id, id));
  return row;
}

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
