import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import {
  accountProfiles,
  accountTags,
  agencyAccounts,
  bulkUploads,
  organisations,
  tags,
  users,
} from '../../db/schema/index.ts';
import { insertMany } from '../../db/insert-many.ts';
import { likeEscape, offsetOf, orderByOf } from '../../lib/paging.ts';
import { visibleAccounts, type AccountScope } from '../accounts/index.ts';

/** The only file of the tags-bulk-upload module that touches the ORM. */
type Db = Database | Tx;

export type TagRow = typeof tags.$inferSelect;
export type BulkUploadRow = typeof bulkUploads.$inferSelect;

export async function findOrganisation(db: Db, id: string) {
  const [row] = await db.select().from(organisations).where(eq(organisations.id, id));
  return row ?? null;
}

// --- tags -----------------------------------------------------------------------------------

const usage = sql<number>`(select count(*)::int from ${accountTags} at
  join ${accountProfiles} ap on ap.organisation_id = at.account_id
  where at.tag_id = ${tags.id} and ap.account_status <> 'DELETED')`;

export async function listTags(
  db: Db,
  organisationId: string,
  query: { page: number; size: number; sort?: string; search?: string },
) {
  const where = and(
    eq(tags.organisationId, organisationId),
    query.search ? sql`${tags.name} ilike ${`%${likeEscape(query.search)}%`}` : undefined,
  );
  const rows = await db
    .select({
      id: tags.id,
      name: tags.name,
      color: tags.color,
      createdAt: tags.createdAt,
      accountCount: usage,
    })
    .from(tags)
    .where(where)
    .orderBy(
      orderByOf(
        query.sort,
        { name: tags.name, createdAt: tags.createdAt },
        sql`lower(${tags.name})`,
      ),
      tags.id,
    )
    .limit(query.size)
    .offset(offsetOf(query));
  const [total] = await db.select({ n: count() }).from(tags).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findTagWithUsage(db: Db, organisationId: string, id: string) {
  const [row] = await db
    .select({
      id: tags.id,
      name: tags.name,
      color: tags.color,
      createdAt: tags.createdAt,
      accountCount: usage,
    })
    .from(tags)
    .where(and(eq(tags.organisationId, organisationId), eq(tags.id, id)));
  return row ?? null;
}

export async function findTagByName(db: Db, organisationId: string, name: string) {
  const [row] = await db
    .select()
    .from(tags)
    .where(and(eq(tags.organisationId, organisationId), sql`lower(${tags.name}) = lower(${name})`));
  return row ?? null;
}

/** The tags among ids that belong to the organisation. */
export async function tagsIn(db: Db, organisationId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(tags)
    .where(and(eq(tags.organisationId, organisationId), inArray(tags.id, ids)));
}

export async function insertTag(tx: Tx, values: typeof tags.$inferInsert) {
  const [row] = await tx.insert(tags).values(values).returning();
  return row!;
}

export async function updateTag(tx: Tx, id: string, patch: { name: string; color: string | null }) {
  await tx.update(tags).set(patch).where(eq(tags.id, id));
}

export async function deleteTags(tx: Tx, organisationId: string, ids: string[]) {
  return tx
    .delete(tags)
    .where(and(eq(tags.organisationId, organisationId), inArray(tags.id, ids)))
    .returning({ id: tags.id, name: tags.name });
}

/** How many of the ids are accounts the scope may see (the accounts module's rule). */
export async function countVisibleAccounts(db: Db, scope: AccountScope, ids: string[]) {
  const [row] = await db
    .select({ n: count() })
    .from(organisations)
    .innerJoin(accountProfiles, eq(accountProfiles.organisationId, organisations.id))
    .where(and(visibleAccounts(scope), inArray(organisations.id, ids)));
  return row?.n ?? 0;
}

export async function addAccountTags(
  tx: Tx,
  rows: { tagId: string; accountId: string; createdAt: Date }[],
) {
  await insertMany(tx, accountTags, rows, { ignoreConflicts: true });
}

export async function removeAccountTags(tx: Tx, tagIds: string[], accountIds: string[]) {
  if (tagIds.length === 0) return;
  await tx
    .delete(accountTags)
    .where(and(inArray(accountTags.tagId, tagIds), inArray(accountTags.accountId, accountIds)));
}

/** An account's tags: of one organisation, or of every organisation (provider staff). */
export async function tagsOfAccount(db: Db, accountId: string, organisationId: string | null) {
  return db
    .select({ id: tags.id, name: tags.name, color: tags.color })
    .from(accountTags)
    .innerJoin(tags, eq(tags.id, accountTags.tagId))
    .where(
      and(
        eq(accountTags.accountId, accountId),
        organisationId ? eq(tags.organisationId, organisationId) : undefined,
      ),
    )
    .orderBy(sql`lower(${tags.name})`);
}

// --- bulk upload ----------------------------------------------------------------------------

/**
 * Existing accounts (whoever can see them) sharing a name with the file, keyed like the
 * accounts module's duplicate check: lower(trim(name)), lower(state), lower(zip without spaces);
 * `mine` when the agency is linked to it. `names` are trimmed and lower-case; stored names are
 * trimmed by the account schemas, so `lower(name)` matches and the name index serves the lookup.
 */
export async function existingByNames(db: Db, names: string[], agencyId: string) {
  if (names.length === 0) return [];
  return db
    .select({
      key: sql<string>`lower(trim(${organisations.name})) || '|' || lower(coalesce(${accountProfiles.state}, '')) || '|' || lower(replace(coalesce(${accountProfiles.zipCode}, ''), ' ', ''))`,
      mine: sql<boolean>`exists (select 1 from ${agencyAccounts} aa where aa.account_id = ${organisations.id} and aa.agency_id = ${agencyId})`,
    })
    .from(organisations)
    .innerJoin(accountProfiles, eq(accountProfiles.organisationId, organisations.id))
    .where(
      and(
        eq(organisations.accountType, 'CUSTOMER'),
        sql`${accountProfiles.accountStatus} <> 'DELETED'`,
        sql`lower(${organisations.name}) = any(${sql.param(names)}::text[])`,
      ),
    );
}

/** The cbids among the candidates that accounts already have (one query). */
export async function takenCbids(db: Db, cbids: string[]) {
  if (cbids.length === 0) return new Set<string>();
  const rows = await db
    .select({ cbid: accountProfiles.cbid })
    .from(accountProfiles)
    .where(sql`${accountProfiles.cbid} = any(${sql.param(cbids)}::text[])`);
  return new Set(rows.map((r) => r.cbid));
}

export async function insertUpload(db: Db, values: typeof bulkUploads.$inferInsert) {
  const [row] = await db.insert(bulkUploads).values(values).returning();
  return row!;
}

export async function updateUpload(db: Db, id: string, patch: Partial<BulkUploadRow>) {
  await db.update(bulkUploads).set(patch).where(eq(bulkUploads.id, id));
}

/**
 * Fail the uploads whose work stopped with its process: PROCESSING with no heartbeat since
 * `staleBefore` (every PROCESSING one when `staleBefore` is null). Nothing of such an upload was
 * saved: its accounts are created in one transaction at the end.
 */
export async function failInterruptedUploads(
  db: Db,
  opts: { staleBefore: Date | null; now: Date; reason: string },
) {
  const stale = opts.staleBefore
    ? sql`coalesce(${bulkUploads.heartbeatAt}, ${bulkUploads.uploadTime}) < ${opts.staleBefore}`
    : sql`true`;
  return db
    .update(bulkUploads)
    .set({
      status: 'FAILED',
      failureReason: opts.reason,
      numSuccess: 0,
      numFailure: sql`${bulkUploads.numUploaded}`,
      finishedAt: opts.now,
      heartbeatAt: null,
    })
    .where(and(eq(bulkUploads.status, 'PROCESSING'), stale))
    .returning({ id: bulkUploads.id });
}

const uploadColumns = {
  id: bulkUploads.id,
  organisationId: bulkUploads.organisationId,
  fileName: bulkUploads.fileName,
  status: bulkUploads.status,
  numUploaded: bulkUploads.numUploaded,
  numSuccess: bulkUploads.numSuccess,
  numFailure: bulkUploads.numFailure,
  reportFileId: bulkUploads.reportFileId,
  uploadTime: bulkUploads.uploadTime,
  finishedAt: bulkUploads.finishedAt,
  failureReason: bulkUploads.failureReason,
  uploadedBy: sql<
    string | null
  >`(select u.first_name || ' ' || u.last_name from ${users} u where u.id = ${bulkUploads.uploadedBy})`,
};
export type UploadView = {
  id: string;
  organisationId: string;
  fileName: string;
  status: string;
  numUploaded: number;
  numSuccess: number;
  numFailure: number;
  reportFileId: string | null;
  uploadTime: Date;
  finishedAt: Date | null;
  failureReason: string | null;
  uploadedBy: string | null;
};

export async function listUploads(
  db: Db,
  organisationId: string,
  query: { page: number; size: number; sort?: string },
) {
  const where = eq(bulkUploads.organisationId, organisationId);
  const rows: UploadView[] = await db
    .select(uploadColumns)
    .from(bulkUploads)
    .where(where)
    .orderBy(
      orderByOf(
        query.sort,
        {
          uploadTime: bulkUploads.uploadTime,
          numUploaded: bulkUploads.numUploaded,
          numSuccess: bulkUploads.numSuccess,
          numFailure: bulkUploads.numFailure,
          fileName: bulkUploads.fileName,
        },
        desc(bulkUploads.uploadTime),
      ),
      bulkUploads.id,
    )
    .limit(query.size)
    .offset(offsetOf(query));
  const [total] = await db.select({ n: count() }).from(bulkUploads).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** One upload; of one organisation, or any (provider staff). */
export async function findUpload(
  db: Db,
  id: string,
  organisationId: string | null,
): Promise<UploadView | null> {
  const [row] = await db
    .select(uploadColumns)
    .from(bulkUploads)
    .where(
      and(
        eq(bulkUploads.id, id),
        organisationId ? eq(bulkUploads.organisationId, organisationId) : undefined,
      ),
    );
  return row ?? null;
}

export { findStoredFile, insertStoredFile } from '../../lib/stored-files.ts';

/** Accounts are written by the accounts module (their owner). */
export { insertAccounts } from '../accounts/index.ts';
