import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AccountType, ClaimSearchQuery, ClaimStatus } from '@cyber/domain';
import type { Database, Tx } from '../../db/client.ts';
import {
  accountProfiles,
  claimDiaryEntries,
  claims,
  documents,
  memberships,
  organisations,
  storedFiles,
  users,
} from '../../db/schema/index.ts';
import { likeEscape, offsetOf, orderByOf } from '../../lib/paging.ts';
import { visibleAccounts } from '../accounts/index.ts';
import { hasPolicyOnPaperOf } from '../policies/index.ts';

/** The only file of the claims module that touches the ORM. */
type Db = Database | Tx;

export type ClaimRow = typeof claims.$inferSelect;
export type ClaimInsert = typeof claims.$inferInsert;

/** Whose claims a call may see: the organisation acted in and its type. */
export type ClaimScope = { organisationId: string; accountType: AccountType };

const account = alias(organisations, 'claim_account');
const vendor = alias(organisations, 'claim_vendor');

/**
 * THE visibility rule of claims (decision 023); every read and write goes through it.
 * - provider staff: every claim;
 * - a customer: its own account's claims;
 * - a vendor: the claims assigned to it;
 * - agencies, aggregators, clusters, MSSPs: the claims of accounts they may see (the accounts'
 *   rule), read-only;
 * - carriers and reinsurers: FILED claims of accounts with a binder or policy on the paper they
 *   read (a carrier its own, a reinsurer its reinsured carriers'; the policies module's rule),
 *   read-only;
 * - anyone else: none.
 * Deleted claims are never visible; anything outside the rule is a 404.
 */
export function visibleClaims(scope: ClaimScope): SQL {
  const base = isNull(claims.deletedAt);
  const org = scope.organisationId;
  switch (scope.accountType) {
    case 'COWBELL':
      return base;
    case 'CUSTOMER':
      return and(base, eq(claims.accountId, org))!;
    case 'VENDOR':
      return and(base, eq(claims.vendorId, org))!;
    case 'AGENCY':
    case 'DIGITAL':
    case 'CLUSTER':
    case 'MSSP':
      return and(
        base,
        sql`exists (select 1 from ${accountProfiles} where ${accountProfiles.organisationId} = ${claims.accountId}
          and ${visibleAccounts(scope)})`,
      )!;
    case 'CARRIER':
    case 'RE_INSURER':
      return and(base, eq(claims.status, 'FILED'), hasPolicyOnPaperOf(scope, claims.accountId))!;
    default:
      return sql`false`;
  }
}

const claimColumns = {
  claim: claims,
  accountName: account.name,
  region: account.region,
  vendorName: vendor.name,
};

const claimQuery = (db: Db) =>
  db
    .select(claimColumns)
    .from(claims)
    .innerJoin(account, eq(account.id, claims.accountId))
    .leftJoin(vendor, eq(vendor.id, claims.vendorId));

export type ClaimWithNames = {
  claim: ClaimRow;
  accountName: string;
  region: string;
  vendorName: string | null;
};

/** One claim the caller may see, or null (also when it exists but is not theirs). */
export async function findVisibleClaim(
  db: Db,
  scope: ClaimScope,
  id: string,
): Promise<ClaimWithNames | null> {
  const [row] = await claimQuery(db)
    .where(and(eq(claims.id, id), visibleClaims(scope)))
    .limit(1);
  return row ?? null;
}

/** The same claim row locked for an update (inside the transaction). */
export async function lockClaim(tx: Tx, id: string) {
  await tx.select({ id: claims.id }).from(claims).where(eq(claims.id, id)).for('update');
}

const SORTS = {
  created: claims.createdAt,
  isFiled: claims.isFiled,
  modified: claims.updatedAt,
};

export async function searchClaims(db: Db, scope: ClaimScope, query: ClaimSearchQuery) {
  const text = query.search ? `%${likeEscape(query.search)}%` : null;
  const where = and(
    visibleClaims(scope),
    query.accountId ? eq(claims.accountId, query.accountId) : undefined,
    query.status ? eq(claims.status, query.status satisfies ClaimStatus) : undefined,
    text
      ? or(
          ilike(claims.claimNumber, text),
          ilike(claims.name, text),
          ilike(claims.lossDescription, text),
          ilike(account.name, text),
        )
      : undefined,
  );
  const rows = await claimQuery(db)
    .where(where)
    .orderBy(orderByOf(query.sort, SORTS, desc(claims.updatedAt)), desc(claims.id))
    .limit(query.size)
    .offset(offsetOf(query));
  const [total] = await db
    .select({ n: count() })
    .from(claims)
    .innerJoin(account, eq(account.id, claims.accountId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function claimNumberTaken(db: Db, claimNumber: string) {
  const [row] = await db
    .select({ id: claims.id })
    .from(claims)
    .where(eq(claims.claimNumber, claimNumber))
    .limit(1);
  return !!row;
}

export async function insertClaim(tx: Tx, values: ClaimInsert) {
  const [row] = await tx.insert(claims).values(values).returning();
  return row!;
}

export async function updateClaim(tx: Tx, id: string, patch: Partial<ClaimInsert>) {
  const [row] = await tx.update(claims).set(patch).where(eq(claims.id, id)).returning();
  return row!;
}

// --- accounts, people, vendors -----------------------------------------------------------

/** An insured account the scope may see (for a new claim and the reporter list). */
export async function findVisibleAccount(db: Db, scope: ClaimScope, accountId: string) {
  const where =
    scope.accountType === 'CUSTOMER'
      ? and(
          eq(accountProfiles.organisationId, accountId),
          eq(organisations.id, scope.organisationId),
        )
      : and(eq(accountProfiles.organisationId, accountId), visibleAccounts(scope));
  const [row] = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      region: organisations.region,
      address1: accountProfiles.address1,
      city: accountProfiles.city,
      state: accountProfiles.state,
      zipCode: accountProfiles.zipCode,
    })
    .from(accountProfiles)
    .innerJoin(organisations, eq(organisations.id, accountProfiles.organisationId))
    .where(and(where, sql`${accountProfiles.accountStatus} <> 'DELETED'`))
    .limit(1);
  return row ?? null;
}

export async function isMemberOf(db: Db, userId: string, organisationId: string) {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.organisationId, organisationId)))
    .limit(1);
  return !!row;
}

/**
 * The region's default panel vendor (decision 023): the longest-standing ACTIVE VENDOR
 * organisation of the region (created first; the name breaks ties).
 */
export async function defaultVendor(db: Db, region: string) {
  const [row] = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(
      and(
        eq(organisations.accountType, 'VENDOR'),
        eq(organisations.status, 'ACTIVE'),
        eq(organisations.region, region),
      ),
    )
    .orderBy(asc(organisations.createdAt), asc(organisations.name), asc(organisations.id))
    .limit(1);
  return row ?? null;
}

export async function findActiveVendor(db: Db, id: string) {
  const [row] = await db
    .select({ id: organisations.id, name: organisations.name, region: organisations.region })
    .from(organisations)
    .where(
      and(
        eq(organisations.id, id),
        eq(organisations.accountType, 'VENDOR'),
        eq(organisations.status, 'ACTIVE'),
      ),
    )
    .limit(1);
  return row ?? null;
}

export const listActiveVendors = (db: Db) =>
  db
    .select({ id: organisations.id, name: organisations.name, region: organisations.region })
    .from(organisations)
    .where(and(eq(organisations.accountType, 'VENDOR'), eq(organisations.status, 'ACTIVE')))
    .orderBy(asc(organisations.name), asc(organisations.id))
    .limit(500);

// --- diary -------------------------------------------------------------------------------

export type DiaryInsert = typeof claimDiaryEntries.$inferInsert;

export const insertDiary = (tx: Tx, values: DiaryInsert) =>
  tx.insert(claimDiaryEntries).values(values);

const author = alias(organisations, 'diary_org');

export const listDiary = (db: Db, claimId: string) =>
  db
    .select({
      id: claimDiaryEntries.id,
      entryType: claimDiaryEntries.entryType,
      body: claimDiaryEntries.body,
      firstName: users.firstName,
      lastName: users.lastName,
      organisationName: author.name,
      createdAt: claimDiaryEntries.createdAt,
    })
    .from(claimDiaryEntries)
    .leftJoin(users, eq(users.id, claimDiaryEntries.authorUserId))
    .leftJoin(author, eq(author.id, claimDiaryEntries.authorOrganisationId))
    .where(eq(claimDiaryEntries.claimId, claimId))
    .orderBy(desc(claimDiaryEntries.createdAt), desc(claimDiaryEntries.id))
    .limit(500);

// --- files -------------------------------------------------------------------------------

export { insertStoredFile } from '../../lib/stored-files.ts';

const fileColumns = {
  id: documents.id,
  claimId: documents.claimId,
  docName: documents.docName,
  docType: documents.docType,
  fileName: storedFiles.fileName,
  contentType: storedFiles.contentType,
  byteSize: storedFiles.byteSize,
  storageKey: storedFiles.storageKey,
  firstName: users.firstName,
  lastName: users.lastName,
  createdAt: documents.createdAt,
};

const fileQuery = (db: Db) =>
  db
    .select(fileColumns)
    .from(documents)
    .innerJoin(storedFiles, eq(storedFiles.id, documents.fileId))
    .leftJoin(users, eq(users.id, documents.uploadedBy));

export type ClaimFileRow = Awaited<ReturnType<typeof listFiles>>[number];

export const listFiles = (db: Db, claimId: string) =>
  fileQuery(db)
    .where(and(eq(documents.claimId, claimId), isNull(documents.deletedAt)))
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(500);

export async function findFile(db: Db, documentId: string) {
  const [row] = await fileQuery(db)
    .where(and(eq(documents.id, documentId), isNull(documents.deletedAt)))
    .limit(1);
  return row ?? null;
}
