import {
  and,
  asc,
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
import { carrierProfiles, organisations } from '../../db/schema/index.ts';
import { likeEscape, offsetOf } from '../../lib/paging.ts';

/**
 * Rater carriers and their profiles. With `organisations.repository.ts`, the only files of the
 * organisations module that touch the ORM.
 */
type Db = Database | Tx;

export type CarrierProfileRow = typeof carrierProfiles.$inferSelect;
export type CarrierProfileInsert = typeof carrierProfiles.$inferInsert;

/**
 * A profile writes in `state` when the state is listed, or when it lists none and its product
 * belongs to the state's region (`regionProducts`).
 */
const writesIn = (state: string, regionProducts: readonly string[]): SQL =>
  regionProducts.length > 0
    ? sql`(${state} = any(${carrierProfiles.states}) or (cardinality(${carrierProfiles.states}) = 0 and ${inArray(carrierProfiles.product, [...regionProducts])}))`
    : sql`${state} = any(${carrierProfiles.states})`;

// Written out in full: drizzle leaves columns unqualified in a one-table select list, where
// "id" inside the subquery would be the profile's own id.
const profileCount = sql<number>`(select count(*)::int from carrier_profiles cp
  where cp.carrier_id = organisations.id and cp.active)`;
const products = sql<string[]>`coalesce((select array_agg(distinct cp.product order by cp.product)
  from carrier_profiles cp where cp.carrier_id = organisations.id and cp.active), '{}'::text[])`;

/** Carriers by name, created window and (active profile writing in) state. */
export async function searchCarriers(
  db: Db,
  query: {
    page: number;
    size: number;
    sort?: string | undefined;
    search?: string | undefined;
    after?: Date | undefined;
    before?: Date | undefined;
    state?: { code: string; regionProducts: readonly string[] } | undefined;
  },
) {
  const where = and(
    eq(organisations.accountType, 'CARRIER'),
    query.search ? ilike(organisations.name, `%${likeEscape(query.search)}%`) : undefined,
    query.after ? gte(organisations.createdAt, query.after) : undefined,
    query.before ? lt(organisations.createdAt, query.before) : undefined,
    query.state
      ? sql`exists (select 1 from carrier_profiles where carrier_profiles.carrier_id = organisations.id
          and carrier_profiles.active and ${writesIn(query.state.code, query.state.regionProducts)})`
      : undefined,
  );
  const [field, direction] = (query.sort ?? 'name,asc').split(',');
  const by = direction === 'desc' ? desc : asc;
  const order =
    field === 'createdAt'
      ? by(organisations.createdAt)
      : field === 'updatedAt'
        ? by(organisations.updatedAt)
        : field === 'profileCount'
          ? by(profileCount)
          : by(organisations.name);
  const rows = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      region: organisations.region,
      hostname: organisations.hostname,
      status: organisations.status,
      profileCount,
      products,
      createdAt: organisations.createdAt,
      updatedAt: organisations.updatedAt,
    })
    .from(organisations)
    .where(where)
    .orderBy(order, asc(organisations.id))
    .limit(query.size)
    .offset(offsetOf(query));
  const [total] = await db.select({ n: count() }).from(organisations).where(where);
  return { rows, total: total?.n ?? 0 };
}

const profileColumns = { profile: carrierProfiles, carrierName: organisations.name };

/** Profiles with their carrier's name: active only unless asked, by product, state, carrier. */
export function listProfiles(
  db: Db,
  query: {
    product?: string | undefined;
    state?: { code: string; regionProducts: readonly string[] } | undefined;
    carrierId?: string | undefined;
    includeInactive: boolean;
  },
) {
  return db
    .select(profileColumns)
    .from(carrierProfiles)
    .innerJoin(organisations, eq(organisations.id, carrierProfiles.carrierId))
    .where(
      and(
        eq(organisations.accountType, 'CARRIER'),
        query.includeInactive ? undefined : eq(carrierProfiles.active, true),
        query.product ? eq(carrierProfiles.product, query.product) : undefined,
        query.state ? writesIn(query.state.code, query.state.regionProducts) : undefined,
        query.carrierId ? eq(carrierProfiles.carrierId, query.carrierId) : undefined,
      ),
    )
    .orderBy(
      asc(organisations.name),
      asc(carrierProfiles.product),
      asc(carrierProfiles.paper),
      asc(carrierProfiles.id),
    );
}

/**
 * The carriers that write a quote: active profiles for its product and paper, in its state or
 * nation (a profile listing none writes the whole region of its product), in force on the day;
 * the largest share first, ties by name.
 */
export function carriersWriting(
  db: Db,
  quote: { product: string; paper: string; state: string | null; on: string },
) {
  return db
    .select({
      id: organisations.id,
      name: organisations.name,
      sharePercent: carrierProfiles.sharePercent,
    })
    .from(carrierProfiles)
    .innerJoin(organisations, eq(organisations.id, carrierProfiles.carrierId))
    .where(
      and(
        eq(organisations.accountType, 'CARRIER'),
        eq(carrierProfiles.active, true),
        eq(carrierProfiles.product, quote.product),
        eq(carrierProfiles.paper, quote.paper),
        lte(carrierProfiles.effectiveFrom, quote.on),
        or(isNull(carrierProfiles.effectiveTo), gte(carrierProfiles.effectiveTo, quote.on)),
        quote.state
          ? sql`(${quote.state} = any(${carrierProfiles.states}) or cardinality(${carrierProfiles.states}) = 0)`
          : undefined,
      ),
    )
    .orderBy(desc(carrierProfiles.sharePercent), asc(organisations.name));
}

/**
 * The lead carrier of a quote — the first of `carriersWriting` for its product, paper (surplus
 * or admitted), state and effective date — or null when no profile writes it. A binder is on its
 * paper (decision 042).
 */
export async function leadCarrierOf(
  db: Db,
  quote: { product: string; isSurplus: boolean; state: string | null; effectiveDate: string },
): Promise<string | null> {
  const [lead] = await carriersWriting(db, {
    product: quote.product,
    paper: quote.isSurplus ? 'SURPLUS' : 'ADMITTED',
    state: quote.state,
    on: quote.effectiveDate,
  }).limit(1);
  return lead?.id ?? null;
}

export async function findProfile(db: Db, id: string) {
  const [row] = await db
    .select(profileColumns)
    .from(carrierProfiles)
    .innerJoin(organisations, eq(organisations.id, carrierProfiles.carrierId))
    .where(eq(carrierProfiles.id, id));
  return row ?? null;
}

/** Another profile of the carrier for the same product and paper (the unique key). */
export async function profileTaken(
  db: Db,
  key: { carrierId: string; product: string; paper: string },
  exceptId?: string,
) {
  const [row] = await db
    .select({ id: carrierProfiles.id })
    .from(carrierProfiles)
    .where(
      and(
        eq(carrierProfiles.carrierId, key.carrierId),
        eq(carrierProfiles.product, key.product),
        eq(carrierProfiles.paper, key.paper),
        exceptId ? sql`${carrierProfiles.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

export async function insertProfile(tx: Tx, values: CarrierProfileInsert) {
  const [row] = await tx.insert(carrierProfiles).values(values).returning();
  return row!;
}

export async function updateProfile(tx: Tx, id: string, values: Partial<CarrierProfileInsert>) {
  await tx.update(carrierProfiles).set(values).where(eq(carrierProfiles.id, id));
}

export async function deleteProfile(tx: Tx, id: string) {
  await tx.delete(carrierProfiles).where(eq(carrierProfiles.id, id));
}
