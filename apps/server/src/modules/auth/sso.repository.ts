import { and, arrayContains, arrayOverlaps, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { roles, ssoIdentityProviders, ssoLoginStates } from '../../db/schema/index.ts';

/** The auth module's ORM access for single sign-on (decision 061). */
type Db = Database | Tx;

export type SsoProviderRow = typeof ssoIdentityProviders.$inferSelect;
export type SsoLoginStateRow = typeof ssoLoginStates.$inferSelect;

export const findProviderOf = async (db: Db, organisationId: string) =>
  (
    await db
      .select()
      .from(ssoIdentityProviders)
      .where(eq(ssoIdentityProviders.organisationId, organisationId))
  )[0];

export const findProviderById = async (db: Db, id: string) =>
  (await db.select().from(ssoIdentityProviders).where(eq(ssoIdentityProviders.id, id)))[0];

/** The enabled identity provider an e-mail domain routes to (home-realm discovery). */
export const findEnabledProviderByDomain = async (db: Db, domain: string) =>
  (
    await db
      .select()
      .from(ssoIdentityProviders)
      .where(
        and(
          eq(ssoIdentityProviders.enabled, true),
          arrayContains(ssoIdentityProviders.emailDomains, [domain]),
        ),
      )
      .orderBy(ssoIdentityProviders.createdAt)
      .limit(1)
  )[0];

/** Enabled providers of other organisations that claim any of these domains. */
export const findDomainClaims = (db: Db, organisationId: string, domains: string[]) =>
  db
    .select({ emailDomains: ssoIdentityProviders.emailDomains })
    .from(ssoIdentityProviders)
    .where(
      and(
        eq(ssoIdentityProviders.enabled, true),
        ne(ssoIdentityProviders.organisationId, organisationId),
        arrayOverlaps(ssoIdentityProviders.emailDomains, domains),
      ),
    );

/** Insert or replace an organisation's identity provider (one per organisation). */
export async function upsertProvider(db: Db, values: typeof ssoIdentityProviders.$inferInsert) {
  const { organisationId: _organisationId, createdAt: _createdAt, ...changes } = values;
  const [row] = await db
    .insert(ssoIdentityProviders)
    .values(values)
    .onConflictDoUpdate({ target: ssoIdentityProviders.organisationId, set: changes })
    .returning();
  return row!;
}

export async function disableProvider(db: Db, organisationId: string, by: string, at: Date) {
  const [row] = await db
    .update(ssoIdentityProviders)
    .set({ enabled: false, updatedBy: by, updatedAt: at })
    .where(eq(ssoIdentityProviders.organisationId, organisationId))
    .returning();
  return row;
}

/** A role of the catalogue, by account type and key (just-in-time users). */
export const findRoleByKey = async (db: Db, accountType: string, key: string) =>
  (
    await db
      .select()
      .from(roles)
      .where(and(eq(roles.accountType, accountType), eq(roles.key, key)))
  )[0];

export const insertLoginState = (db: Db, values: typeof ssoLoginStates.$inferInsert) =>
  db.insert(ssoLoginStates).values(values);

/**
 * Use a started sign-in, once: one conditional statement, so of concurrent uses of one state
 * exactly one gets the row. Undefined when the state is unknown, used or expired.
 */
export async function consumeLoginState(db: Db, stateHash: string, now: Date) {
  const [row] = await db
    .update(ssoLoginStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(ssoLoginStates.stateHash, stateHash),
        isNull(ssoLoginStates.usedAt),
        gt(ssoLoginStates.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Forget started sign-ins that ended (used or expired) before `before`. */
export const pruneLoginStates = (db: Db, before: Date) =>
  db
    .delete(ssoLoginStates)
    .where(or(lt(ssoLoginStates.expiresAt, before), lt(ssoLoginStates.usedAt, before)));
