import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import {
  accountProfiles,
  accountRiskScans,
  accountSecurityAnswers,
  featureFlagOverrides,
  featureFlags,
  organisations,
  raterPresets,
} from '../../db/schema/index.ts';
import { visibleAccounts, type AccountScope } from '../accounts/index.ts';

/** The only file of the rater module that touches the ORM. */
type Db = Database | Tx;

export type PresetRow = typeof raterPresets.$inferSelect;
export type PresetInsert = typeof raterPresets.$inferInsert;

/** Built-in presets (no owner) and the organisation's own, optionally for one product. */
export async function listPresets(
  db: Db,
  organisationId: string,
  filter: { product?: string | undefined } = {},
) {
  return db
    .select()
    .from(raterPresets)
    .where(
      and(
        or(isNull(raterPresets.organisationId), eq(raterPresets.organisationId, organisationId)),
        filter.product ? eq(raterPresets.product, filter.product) : undefined,
      ),
    )
    .orderBy(
      sql`${raterPresets.organisationId} is not null`,
      asc(raterPresets.product),
      asc(raterPresets.name),
    );
}

/** One preset the organisation may see (built-in or its own); another's is not found. */
export async function findVisiblePreset(db: Db, organisationId: string, id: string) {
  const [row] = await db
    .select()
    .from(raterPresets)
    .where(
      and(
        eq(raterPresets.id, id),
        or(isNull(raterPresets.organisationId), eq(raterPresets.organisationId, organisationId)),
      ),
    );
  return row;
}

export async function findOwnPresetByName(
  db: Db,
  organisationId: string,
  product: string,
  name: string,
) {
  const [row] = await db
    .select()
    .from(raterPresets)
    .where(
      and(
        eq(raterPresets.organisationId, organisationId),
        eq(raterPresets.product, product),
        sql`lower(${raterPresets.name}) = lower(${name})`,
      ),
    );
  return row;
}

export async function insertPreset(db: Db, values: PresetInsert) {
  const [row] = await db.insert(raterPresets).values(values).returning();
  return row!;
}

export async function updatePreset(db: Db, id: string, values: Partial<PresetInsert>) {
  const [row] = await db
    .update(raterPresets)
    .set(values)
    .where(eq(raterPresets.id, id))
    .returning();
  return row!;
}

export async function deletePreset(db: Db, id: string) {
  await db.delete(raterPresets).where(eq(raterPresets.id, id));
}

export async function countBuiltInPresets(db: Db) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(raterPresets)
    .where(isNull(raterPresets.organisationId));
  return row?.n ?? 0;
}

/**
 * The Boost V5 flag as the caller sees it: their own override, else the flag's switch (the rule
 * the signed-in flags call applies).
 */
export async function boostV5For(db: Db, flagKey: string, userId: string | null) {
  const [row] = await db
    .select({
      enabled: featureFlags.enabled,
      override: sql<boolean | null>`(select o.enabled from ${featureFlagOverrides} o
        where o.flag_key = ${featureFlags.key} and o.user_id = ${userId})`,
    })
    .from(featureFlags)
    .where(eq(featureFlags.key, flagKey));
  if (!row) return false;
  return row.override ?? row.enabled;
}

/**
 * What rating reads from an account the caller may see: firmographics, the security answers and
 * the newest risk scan's factors — one query. Undefined when the account is not visible.
 */
export async function findAccountRatingData(db: Db, scope: AccountScope, accountId: string) {
  const [row] = await db
    .select({
      id: organisations.id,
      region: organisations.region,
      state: accountProfiles.state,
      zipCode: accountProfiles.zipCode,
      naicsCode: accountProfiles.naicsCode,
      sicCode: accountProfiles.sicCode,
      totalRevenue: accountProfiles.totalRevenue,
      noOfEmployees: accountProfiles.noOfEmployees,
      answers: sql<unknown>`(select sa.answers from ${accountSecurityAnswers} sa
        where sa.account_id = ${organisations.id})`,
      factors: sql<unknown>`(select rs.factors from ${accountRiskScans} rs
        where rs.account_id = ${organisations.id} order by rs.created_at desc limit 1)`,
    })
    .from(organisations)
    .innerJoin(accountProfiles, eq(accountProfiles.organisationId, organisations.id))
    .where(and(eq(organisations.id, accountId), visibleAccounts(scope)));
  return row;
}
export type AccountRatingRow = NonNullable<Awaited<ReturnType<typeof findAccountRatingData>>>;

/**
 * The saved answers and the newest risk factors of an account the caller has already loaded
 * under the accounts' visibility rule (by id: the rule is not applied a second time).
 */
export async function findRatingFacts(db: Db, accountId: string) {
  const [row] = await db
    .select({
      answers: sql<unknown>`(select sa.answers from ${accountSecurityAnswers} sa
        where sa.account_id = ${accountId})`,
      factors: sql<unknown>`(select rs.factors from ${accountRiskScans} rs
        where rs.account_id = ${accountId} order by rs.created_at desc limit 1)`,
    })
    .from(sql`(select 1) as one`);
  return { answers: row?.answers ?? null, factors: row?.factors ?? null };
}
