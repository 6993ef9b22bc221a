import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client.ts';
import {
  accountProfiles,
  claims,
  documentTypes,
  documents,
  formTypes,
  forms,
  organisations,
  quotes,
  storedFiles,
  users,
} from '../../db/schema/index.ts';
import { likeEscape, offsetOf, orderByOf } from '../../lib/paging.ts';
import { deleteStoredFiles } from '../../lib/stored-files.ts';
import { visibleAccounts } from '../accounts/index.ts';
import type { OrganisationScope } from '../../context/index.ts';

/** The only file of the documents module that touches the ORM. */
type Db = Database | Tx;

export type DocumentRow = typeof documents.$inferSelect;
export {
  deleteStoredFile,
  findStoredFile,
  insertStoredFile,
  setFileDigest,
  type StoredFileRow,
} from '../../lib/stored-files.ts';

const account = alias(organisations, 'document_account');
const agency = alias(organisations, 'document_agency');

/**
 * THE visibility rule of documents; every read and write of this module goes through it.
 * - provider staff: every document;
 * - an agency: the ones it uploaded or that were shared with it (agency_id), never internal-only;
 * - a customer: its own account's documents that are not internal-only;
 * - a vendor: the documents of claims assigned to it, not internal-only;
 * - anyone else: none.
 * Deleted documents are never visible; anything outside the rule is a 404.
 */
export function visibleDocuments(scope: OrganisationScope): SQL {
  const live = isNull(documents.deletedAt);
  const shared = eq(documents.internalOnly, false);
  const org = scope.organisationId;
  switch (scope.accountType) {
    case 'COWBELL':
      return live;
    case 'AGENCY':
      return and(
        live,
        shared,
        or(eq(documents.ownerOrganisationId, org), eq(documents.agencyId, org)),
      )!;
    case 'CUSTOMER':
      return and(live, shared, eq(documents.accountId, org))!;
    case 'VENDOR':
      return and(
        live,
        shared,
        sql`exists (select 1 from ${claims} c where c.id = ${documents.claimId}
          and c.vendor_id = ${org} and c.deleted_at is null)`,
      )!;
    default:
      return sql`false`;
  }
}

export type DocumentFilters = {
  search?: string | undefined;
  accountId?: string | undefined;
  docType?: string | undefined;
  productType?: string | undefined;
  claimId?: string | undefined;
  quoteId?: string | undefined;
};

function whereOf(scope: OrganisationScope, f: DocumentFilters): SQL {
  const parts: (SQL | undefined)[] = [
    visibleDocuments(scope),
    // Uploaded from a note and not yet attached: not listed (spec 2 §3 temp flag).
    eq(documents.temp, false),
  ];
  if (f.accountId) parts.push(eq(documents.accountId, f.accountId));
  if (f.docType) parts.push(eq(documents.docType, f.docType));
  if (f.productType) parts.push(eq(documents.productType, f.productType));
  if (f.claimId) parts.push(eq(documents.claimId, f.claimId));
  if (f.quoteId) parts.push(eq(documents.quoteId, f.quoteId));
  if (f.search) {
    const like = `%${likeEscape(f.search)}%`;
    parts.push(or(ilike(documents.docName, like), ilike(account.name, like)));
  }
  return and(...parts)!;
}

const selection = {
  document: documents,
  file: {
    fileName: storedFiles.fileName,
    contentType: storedFiles.contentType,
    byteSize: storedFiles.byteSize,
    storageKey: storedFiles.storageKey,
  },
  accountName: account.name,
  agencyName: agency.name,
  docTypeLabel: documentTypes.label,
  uploaderFirst: users.firstName,
  uploaderLast: users.lastName,
};

const listed = (db: Db) =>
  db
    .select(selection)
    .from(documents)
    .innerJoin(storedFiles, eq(storedFiles.id, documents.fileId))
    .leftJoin(account, eq(account.id, documents.accountId))
    .leftJoin(agency, eq(agency.id, documents.agencyId))
    .leftJoin(documentTypes, eq(documentTypes.value, documents.docType))
    .leftJoin(users, eq(users.id, documents.uploadedBy));

export type ListedDocument = Awaited<ReturnType<ReturnType<typeof listed>['execute']>>[number];

const SORTS = {
  docName: documents.docName,
  docType: documents.docType,
  createdAt: documents.createdAt,
  byteSize: storedFiles.byteSize,
};

export async function searchDocuments(
  db: Db,
  scope: OrganisationScope,
  filters: DocumentFilters,
  query: { page: number; size: number; sort?: string | undefined },
) {
  const where = whereOf(scope, filters);
  const rows = await listed(db)
    .where(where)
    .orderBy(orderByOf(query.sort, SORTS, desc(documents.createdAt)), desc(documents.id))
    .limit(query.size)
    .offset(offsetOf(query));
  const [total] = await db
    .select({ n: count() })
    .from(documents)
    .innerJoin(storedFiles, eq(storedFiles.id, documents.fileId))
    .leftJoin(account, eq(account.id, documents.accountId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** One visible document (temp ones included: their uploader still reaches them). */
export async function findVisibleDocument(db: Db, scope: OrganisationScope, id: string) {
  const [row] = await listed(db).where(and(eq(documents.id, id), visibleDocuments(scope)));
  return row;
}

export async function insertDocument(db: Db, values: typeof documents.$inferInsert) {
  const [row] = await db.insert(documents).values(values).returning();
  return row!;
}

export const updateDocument = (
  db: Db,
  id: string,
  values: Partial<Pick<DocumentRow, 'docName' | 'docType' | 'deletedAt' | 'updatedAt'>>,
) => db.update(documents).set(values).where(eq(documents.id, id));

// ——— checks of the upload's references ———

/** An insured account the scope may see (accounts' own rule). */
export async function findVisibleAccount(db: Db, scope: OrganisationScope, id: string) {
  const [row] = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(accountProfiles)
    .innerJoin(organisations, eq(organisations.id, accountProfiles.organisationId))
    .where(and(eq(accountProfiles.organisationId, id), visibleAccounts(scope)));
  return row;
}

export async function findAgency(db: Db, id: string) {
  const [row] = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(and(eq(organisations.id, id), eq(organisations.accountType, 'AGENCY')));
  return row;
}

export async function findQuote(db: Db, id: string) {
  const [row] = await db
    .select({ id: quotes.id, accountId: quotes.accountId, agencyId: quotes.agencyId })
    .from(quotes)
    .where(and(eq(quotes.id, id), isNull(quotes.deletedAt)));
  return row;
}

export async function findClaim(db: Db, id: string) {
  const [row] = await db
    .select({ id: claims.id, accountId: claims.accountId, vendorId: claims.vendorId })
    .from(claims)
    .where(and(eq(claims.id, id), isNull(claims.deletedAt)));
  return row;
}

// ——— document types ———

export const listDocumentTypes = (db: Db, claimOnly: boolean) =>
  db
    .select({ value: documentTypes.value, label: documentTypes.label })
    .from(documentTypes)
    .where(
      and(eq(documentTypes.active, true), claimOnly ? eq(documentTypes.claim, true) : undefined),
    )
    .orderBy(asc(documentTypes.label));

export async function findActiveDocumentType(db: Db, value: string) {
  const [row] = await db
    .select()
    .from(documentTypes)
    .where(and(eq(documentTypes.value, value), eq(documentTypes.active, true)));
  return row;
}

// ——— purge ———

/** Temp documents older than the cut-off, and deleted ones past their retention. */
export const purgeableDocuments = (db: Db, tempBefore: Date, deletedBefore: Date, limit: number) =>
  db
    .select({ id: documents.id, fileId: documents.fileId, storageKey: storedFiles.storageKey })
    .from(documents)
    .innerJoin(storedFiles, eq(storedFiles.id, documents.fileId))
    .where(
      or(
        and(eq(documents.temp, true), lt(documents.createdAt, tempBefore)),
        and(isNotNull(documents.deletedAt), lt(documents.deletedAt, deletedBefore)),
      ),
    )
    .limit(limit);

export async function deleteDocumentsAndFiles(db: Db, ids: string[], fileIds: string[]) {
  if (ids.length === 0) return;
  await db.delete(documents).where(inArray(documents.id, ids));
  await deleteStoredFiles(db, fileIds);
}

// ——— form types ———

export const listFormTypes = (db: Db) =>
  db
    .select({
      id: formTypes.id,
      name: formTypes.name,
      description: formTypes.description,
      createdAt: formTypes.createdAt,
      // Spelled out: inside a one-table select the column would lose its table name.
      formCount: sql<number>`(select count(*)::int from ${forms} f where f.form_type_id = "form_types"."id")`,
    })
    .from(formTypes)
    .orderBy(asc(formTypes.name));

export async function findFormType(db: Db, id: string) {
  const [row] = await db.select().from(formTypes).where(eq(formTypes.id, id));
  return row;
}

export async function findFormTypeByName(db: Db, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: formTypes.id })
    .from(formTypes)
    .where(
      and(
        sql`lower(${formTypes.name}) = lower(${name})`,
        exceptId ? ne(formTypes.id, exceptId) : undefined,
      ),
    );
  return row;
}

export async function insertFormType(db: Db, values: typeof formTypes.$inferInsert) {
  const [row] = await db.insert(formTypes).values(values).returning();
  return row!;
}

export const updateFormType = (
  db: Db,
  id: string,
  values: Pick<typeof formTypes.$inferInsert, 'name' | 'description'>,
) => db.update(formTypes).set(values).where(eq(formTypes.id, id));

export const deleteFormType = (db: Db, id: string) =>
  db.delete(formTypes).where(eq(formTypes.id, id));

export async function formsOfType(db: Db, formTypeId: string) {
  const [row] = await db.select({ n: count() }).from(forms).where(eq(forms.formTypeId, formTypeId));
  return row?.n ?? 0;
}

// ——— forms ———

const formSelection = {
  form: forms,
  formTypeName: formTypes.name,
  fileName: storedFiles.fileName,
  byteSize: storedFiles.byteSize,
  storageKey: storedFiles.storageKey,
  contentType: storedFiles.contentType,
};

const listedForms = (db: Db) =>
  db
    .select(formSelection)
    .from(forms)
    .innerJoin(formTypes, eq(formTypes.id, forms.formTypeId))
    .leftJoin(storedFiles, eq(storedFiles.id, forms.fileId));

export type ListedForm = Awaited<ReturnType<ReturnType<typeof listedForms>['execute']>>[number];

export type FormFilters = {
  search?: string | undefined;
  formTypeId?: string | undefined;
  productType?: string | undefined;
  paperType?: string | undefined;
  state?: string | undefined;
};

const FORM_SORTS = {
  formNumber: forms.formNumber,
  name: forms.name,
  productType: forms.productType,
  paperType: forms.paperType,
  state: forms.state,
  updatedAt: forms.updatedAt,
};

export async function searchForms(
  db: Db,
  f: FormFilters,
  query: { page: number; size: number; sort?: string | undefined },
) {
  const parts: (SQL | undefined)[] = [];
  if (f.formTypeId) parts.push(eq(forms.formTypeId, f.formTypeId));
  if (f.productType) parts.push(eq(forms.productType, f.productType));
  if (f.paperType) parts.push(eq(forms.paperType, f.paperType));
  if (f.state) parts.push(or(eq(forms.state, f.state.toUpperCase()), isNull(forms.state)));
  if (f.search) {
    const like = `%${likeEscape(f.search)}%`;
    parts.push(or(ilike(forms.formNumber, like), ilike(forms.name, like)));
  }
  const where = parts.length ? and(...parts) : undefined;
  const rows = await listedForms(db)
    .where(where)
    .orderBy(orderByOf(query.sort, FORM_SORTS, asc(forms.formNumber)), asc(forms.id))
    .limit(query.size)
    .offset(offsetOf(query));
  const [total] = await db.select({ n: count() }).from(forms).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findForm(db: Db, id: string) {
  const [row] = await listedForms(db).where(eq(forms.id, id));
  return row;
}

/** Another form with the same number, product, paper and state (the unique index). */
export async function findDuplicateForm(
  db: Db,
  key: { formNumber: string; productType: string; paperType: string; state: string | null },
  exceptId?: string,
) {
  const [row] = await db
    .select({ id: forms.id })
    .from(forms)
    .where(
      and(
        eq(forms.formNumber, key.formNumber),
        eq(forms.productType, key.productType),
        eq(forms.paperType, key.paperType),
        sql`coalesce(${forms.state}, '') = ${key.state ?? ''}`,
        exceptId ? ne(forms.id, exceptId) : undefined,
      ),
    );
  return row;
}

export async function insertForm(db: Db, values: typeof forms.$inferInsert) {
  const [row] = await db.insert(forms).values(values).returning();
  return row!;
}

export const updateForm = (db: Db, id: string, values: Partial<typeof forms.$inferInsert>) =>
  db.update(forms).set(values).where(eq(forms.id, id));

export const deleteForm = (db: Db, id: string) => db.delete(forms).where(eq(forms.id, id));

/** Seeded files whose bytes may be missing from a fresh storage (demo data). */
export const demoFiles = (db: Db) =>
  db
    .select()
    .from(storedFiles)
    .where(
      and(
        inArray(storedFiles.kind, ['document', 'form']),
        sql`${storedFiles.storageKey} like 'demo/%'`,
      ),
    );
