import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import {
  apiActivity,
  apiKeys,
  memberships,
  organisations,
  roles,
  teams,
  users,
} from '../../db/schema/index.ts';
import { likeEscape, offsetOf, orderByOf } from '../../lib/paging.ts';

/** The only file of the access module that touches the ORM. */
type Db = Database | Tx;

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type ApiActivityInsert = typeof apiActivity.$inferInsert;

const contains = (value: string) => `%${likeEscape(value)}%`;

// --- jump and switch ----------------------------------------------------------------------

/** Organisations provider staff can open: every type with a jump path (never the provider). */
export async function searchJumpTargets(
  db: Db,
  query: {
    search?: string | undefined;
    accountTypes: readonly string[];
    page: number;
    size: number;
    sort?: string | undefined;
  },
) {
  const where = and(
    inArray(organisations.accountType, [...query.accountTypes]),
    query.search
      ? or(
          ilike(organisations.name, contains(query.search)),
          ilike(organisations.locationAlias, contains(query.search)),
          eq(sql`${organisations.id}::text`, query.search),
        )
      : undefined,
  );
  const rows = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      accountType: organisations.accountType,
      locationAlias: organisations.locationAlias,
      region: organisations.region,
      status: organisations.status,
    })
    .from(organisations)
    .where(where)
    .orderBy(
      orderByOf(
        query.sort,
        {
          name: organisations.name,
          accountType: organisations.accountType,
          createdAt: organisations.createdAt,
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

/** Every organisation a user belongs to, with their role there. */
export const listMemberships = (db: Db, userId: string) =>
  db
    .select({
      id: organisations.id,
      name: organisations.name,
      accountType: organisations.accountType,
      locationAlias: organisations.locationAlias,
      status: organisations.status,
      roleId: roles.id,
      roleName: roles.name,
      isDefault: memberships.isDefault,
    })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(eq(memberships.userId, userId))
    .orderBy(desc(memberships.isDefault), organisations.name);

// --- teams --------------------------------------------------------------------------------

export const searchTeams = (
  db: Db,
  organisationId: string,
  search: string | undefined,
  size: number,
) =>
  db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(
      and(
        eq(teams.organisationId, organisationId),
        search ? ilike(teams.name, contains(search)) : undefined,
      ),
    )
    .orderBy(teams.name)
    .limit(size);

// --- API keys -----------------------------------------------------------------------------

const keyColumns = {
  key: apiKeys,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  ownerEmail: users.email,
};
export type ApiKeyWithOwner = {
  key: ApiKeyRow;
  ownerFirstName: string;
  ownerLastName: string;
  ownerEmail: string;
};

export async function insertApiKey(db: Db, values: typeof apiKeys.$inferInsert) {
  const [row] = await db.insert(apiKeys).values(values).returning();
  return row!;
}

/** A live key of an organisation by its public id (another organisation's key: undefined). */
export async function findOrganisationApiKey(db: Db, organisationId: string, keyId: string) {
  const rows: ApiKeyWithOwner[] = await db
    .select(keyColumns)
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.ownerUserId))
    .where(
      and(
        eq(apiKeys.organisationId, organisationId),
        eq(apiKeys.keyId, keyId),
        isNull(apiKeys.deletedAt),
      ),
    );
  return rows[0];
}

export async function listApiKeys(
  db: Db,
  organisationId: string,
  query: { search?: string | undefined; page: number; size: number; sort?: string | undefined },
) {
  const where = and(
    eq(apiKeys.organisationId, organisationId),
    isNull(apiKeys.deletedAt),
    query.search
      ? or(
          ilike(apiKeys.name, contains(query.search)),
          ilike(apiKeys.keyId, contains(query.search)),
          ilike(apiKeys.description, contains(query.search)),
        )
      : undefined,
  );
  const rows: ApiKeyWithOwner[] = await db
    .select(keyColumns)
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.ownerUserId))
    .where(where)
    .orderBy(
      orderByOf(
        query.sort,
        {
          name: apiKeys.name,
          keyId: apiKeys.keyId,
          createdAt: apiKeys.createdAt,
          lastUsedAt: apiKeys.lastUsedAt,
        },
        desc(apiKeys.createdAt),
      ),
      apiKeys.id,
    )
    .limit(query.size)
    .offset(offsetOf(query));
  const [total] = await db.select({ n: count() }).from(apiKeys).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function updateApiKey(
  db: Db,
  id: string,
  values: Partial<typeof apiKeys.$inferInsert>,
) {
  const [row] = await db.update(apiKeys).set(values).where(eq(apiKeys.id, id)).returning();
  return row!;
}

/**
 * The key a call presents, with what deciding whether it may act needs: the owner's status and
 * membership in the key's organisation, and that organisation.
 */
export async function findKeyForAuthentication(db: Db, keyId: string) {
  const rows = await db
    .select({
      key: apiKeys,
      ownerStatus: users.status,
      organisationStatus: organisations.status,
      organisationType: organisations.accountType,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.ownerUserId))
    .innerJoin(organisations, eq(organisations.id, apiKeys.organisationId))
    .where(and(eq(apiKeys.keyId, keyId), isNull(apiKeys.deletedAt)));
  return rows[0];
}

export const touchApiKey = (db: Db, id: string, at: Date) =>
  db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, id));

// --- API activity -------------------------------------------------------------------------

export const insertApiActivity = (db: Db, values: ApiActivityInsert) =>
  db.insert(apiActivity).values(values);

export type ActivityFilter = {
  /** null: every organisation (provider staff). */
  organisationId: string | null;
  after: Date;
  before: Date;
  apiClientId?: string | undefined;
  search?: string | undefined;
};

function activityWhere(filter: ActivityFilter): SQL | undefined {
  return and(
    filter.organisationId ? eq(apiActivity.organisationId, filter.organisationId) : undefined,
    gte(apiActivity.occurredAt, filter.after),
    lte(apiActivity.occurredAt, filter.before),
    filter.apiClientId ? eq(apiKeys.keyId, filter.apiClientId) : undefined,
    filter.search
      ? or(
          ilike(apiActivity.path, contains(filter.search)),
          ilike(apiActivity.route, contains(filter.search)),
          ilike(apiActivity.method, contains(filter.search)),
          ilike(apiActivity.ip, contains(filter.search)),
          ilike(apiKeys.name, contains(filter.search)),
          eq(sql`${apiActivity.statusCode}::text`, filter.search),
        )
      : undefined,
  );
}

export async function searchApiActivity(
  db: Db,
  filter: ActivityFilter,
  page: {
    size: number;
    offset: number;
    sort?: string | undefined;
    /** Keyset cursor (newest-first order): rows strictly older than this one. */
    cursor?: { at: Date; id: string } | undefined;
  },
) {
  const base = activityWhere(filter);
  const where = page.cursor
    ? and(
        base,
        or(
          lt(apiActivity.occurredAt, page.cursor.at),
          and(eq(apiActivity.occurredAt, page.cursor.at), lt(apiActivity.id, page.cursor.id)),
        ),
      )
    : base;
  const rows = await db
    .select({
      id: apiActivity.id,
      occurredAt: apiActivity.occurredAt,
      method: apiActivity.method,
      path: apiActivity.path,
      route: apiActivity.route,
      statusCode: apiActivity.statusCode,
      durationMs: apiActivity.durationMs,
      ip: apiActivity.ip,
      userAgent: apiActivity.userAgent,
      apiClientId: apiKeys.keyId,
      apiKeyName: apiKeys.name,
      organisationId: apiActivity.organisationId,
      organisationName: organisations.name,
    })
    .from(apiActivity)
    .innerJoin(apiKeys, eq(apiKeys.id, apiActivity.apiKeyId))
    .innerJoin(organisations, eq(organisations.id, apiActivity.organisationId))
    .where(where)
    .orderBy(
      orderByOf(
        page.sort,
        {
          occurredAt: apiActivity.occurredAt,
          method: apiActivity.method,
          path: apiActivity.path,
          statusCode: apiActivity.statusCode,
          durationMs: apiActivity.durationMs,
        },
        desc(apiActivity.occurredAt),
      ),
      desc(apiActivity.id),
    )
    .limit(page.size)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(apiActivity)
    .innerJoin(apiKeys, eq(apiKeys.id, apiActivity.apiKeyId))
    .where(base);
  return { rows, total: total?.n ?? 0 };
}

/** Calls per time bucket, split into successes and errors (status 400 and above). */
export async function graphApiActivity(db: Db, filter: ActivityFilter, bucketMs: number) {
  // A literal (an integer we computed), so SELECT and GROUP BY are the same expression.
  const size = sql.raw(String(Math.trunc(bucketMs)));
  const bucket = sql<number>`(floor(extract(epoch from ${apiActivity.occurredAt}) * 1000 / ${size}) * ${size})::bigint`;
  const rows = await db
    .select({
      bucket,
      success: sql<number>`count(*) filter (where ${apiActivity.statusCode} < 400)::int`,
      error: sql<number>`count(*) filter (where ${apiActivity.statusCode} >= 400)::int`,
    })
    .from(apiActivity)
    .innerJoin(apiKeys, eq(apiKeys.id, apiActivity.apiKeyId))
    .where(activityWhere(filter))
    .groupBy(bucket);
  return rows.map((r) => ({ bucket: Number(r.bucket), success: r.success, error: r.error }));
}

export async function statsApiActivity(db: Db, filter: ActivityFilter) {
  const where = activityWhere(filter);
  const [totals] = await db
    .select({
      total: sql<number>`count(*)::int`,
      errors: sql<number>`count(*) filter (where ${apiActivity.statusCode} >= 400)::int`,
      p50: sql<
        number | null
      >`percentile_cont(0.5) within group (order by ${apiActivity.durationMs})`,
      p95: sql<
        number | null
      >`percentile_cont(0.95) within group (order by ${apiActivity.durationMs})`,
    })
    .from(apiActivity)
    .innerJoin(apiKeys, eq(apiKeys.id, apiActivity.apiKeyId))
    .where(where);
  const byKey = await db
    .select({
      apiClientId: apiKeys.keyId,
      name: apiKeys.name,
      calls: sql<number>`count(*)::int`,
      errors: sql<number>`count(*) filter (where ${apiActivity.statusCode} >= 400)::int`,
    })
    .from(apiActivity)
    .innerJoin(apiKeys, eq(apiKeys.id, apiActivity.apiKeyId))
    .where(where)
    .groupBy(apiKeys.keyId, apiKeys.name)
    .orderBy(sql`count(*) desc`, apiKeys.keyId)
    .limit(50);
  return {
    total: totals?.total ?? 0,
    errors: totals?.errors ?? 0,
    p50: totals?.p50 === null || totals?.p50 === undefined ? null : Number(totals.p50),
    p95: totals?.p95 === null || totals?.p95 === undefined ? null : Number(totals.p95),
    byKey,
  };
}
