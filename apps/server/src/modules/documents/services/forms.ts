import {
  DOCUMENT_MESSAGES,
  type PolicyForm,
  type PolicyFormInputSchema,
  type PolicyFormPage,
  type PolicyFormSearchQuerySchema,
} from '@cyber/domain';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { toPage } from '../../../lib/paging.ts';
import { detectFileType, newStorageKey, sha256Of } from '../../../lib/storage.ts';
import { type DocumentsDeps, FORM_FILE_KIND } from '../documents.context.ts';
import * as repo from '../documents.repository.ts';
import type { FileDownload } from './download-document.ts';
import type { Upload } from './upload-document.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';

type FormValues = z.output<typeof PolicyFormInputSchema>;

const toView = (row: repo.ListedForm): PolicyForm => ({
  id: row.form.id,
  formNumber: row.form.formNumber,
  name: row.form.name,
  formTypeId: row.form.formTypeId,
  formTypeName: row.formTypeName,
  productType: row.form.productType,
  paperType: row.form.paperType,
  state: row.form.state,
  editionDate: row.form.editionDate,
  active: row.form.active,
  fileName: row.fileName,
  byteSize: row.byteSize,
  createdAt: row.form.createdAt.toISOString(),
  updatedAt: row.form.updatedAt.toISOString(),
});

/** GET /api/docs/v1/forms: the forms library, filtered and paged. */
export async function searchForms(
  deps: Pick<DocumentsDeps, 'db'>,
  query: z.output<typeof PolicyFormSearchQuerySchema>,
): Promise<PolicyFormPage> {
  const { rows, total } = await repo.searchForms(deps.db, query, query);
  return toPage(rows.map(toView), total, query);
}

async function found(deps: Pick<DocumentsDeps, 'db'>, id: string) {
  const row = await repo.findForm(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.formNotFound);
  return row;
}

export const getForm = async (deps: Pick<DocumentsDeps, 'db'>, id: string) =>
  toView(await found(deps, id));

/** POST /api/docs/v1/forms or PUT /api/docs/v1/forms/{id}: the form's details (not its PDF). */
export async function saveForm(
  deps: Pick<DocumentsDeps, 'db' | 'clock'>,
  caller: Caller,
  id: string | null,
  input: FormValues,
  ctx: RequestContext,
): Promise<PolicyForm> {
  const before = id ? await found(deps, id) : null;
  if (!(await repo.findFormType(deps.db, input.formTypeId))) {
    throw new AppError('BAD_REQUEST', DOCUMENT_MESSAGES.formTypeNotFound);
  }
  const values = {
    formNumber: input.formNumber,
    name: input.name,
    formTypeId: input.formTypeId,
    productType: input.productType,
    paperType: input.paperType,
    state: input.state ?? null,
    editionDate: input.editionDate ?? null,
    active: input.active,
  };
  if (await repo.findDuplicateForm(deps.db, values, id ?? undefined)) {
    throw new AppError('CONFLICT', DOCUMENT_MESSAGES.formDuplicate);
  }
  const now = deps.clock.now();
  const savedId = await deps.db.transaction(async (tx) => {
    const rowId = id
      ? id
      : (
          await repo.insertForm(tx, {
            ...values,
            createdBy: caller.actor.userId,
            createdAt: now,
            updatedAt: now,
          })
        ).id;
    if (id) await repo.updateForm(tx, id, { ...values, updatedAt: now });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: id ? 'form.update' : 'form.create',
        entityType: 'form',
        entityId: rowId,
        before: before ? { ...toView(before), createdAt: undefined, updatedAt: undefined } : null,
        after: values,
      },
      now,
    );
    return rowId;
  });
  return toView(await found(deps, savedId));
}

/** POST /api/docs/v1/forms/{id}/file: the form's PDF (replaces the previous one). */
export async function uploadFormFile(
  deps: Pick<DocumentsDeps, 'db' | 'clock' | 'storage'>,
  caller: Caller,
  id: string,
  upload: Upload,
  ctx: RequestContext,
): Promise<PolicyForm> {
  const form = await found(deps, id);
  if (upload.bytes.length === 0) throw new AppError('BAD_REQUEST', DOCUMENT_MESSAGES.emptyFile);
  if (detectFileType(upload.bytes)?.extension !== 'pdf' || !/\.pdf$/i.test(upload.fileName)) {
    throw new AppError('BAD_REQUEST', DOCUMENT_MESSAGES.formFileNotPdf);
  }
  const now = deps.clock.now();
  const storageKey = newStorageKey('forms', 'pdf', now);
  await deps.storage.put(storageKey, upload.bytes);
  try {
    await deps.db.transaction(async (tx) => {
      const file = await repo.insertStoredFile(tx, {
        organisationId: null,
        kind: FORM_FILE_KIND,
        storageKey,
        fileName: upload.fileName.slice(-255),
        contentType: 'application/pdf',
        byteSize: upload.bytes.length,
        sha256: sha256Of(upload.bytes),
        uploadedBy: caller.actor.userId,
        createdAt: now,
      });
      await repo.updateForm(tx, id, { fileId: file.id, updatedAt: now });
      if (form.form.fileId) await repo.deleteStoredFile(tx, form.form.fileId);
      await recordAudit(
        tx,
        actorOf(caller.actor, ctx),
        {
          action: 'form.file',
          entityType: 'form',
          entityId: id,
          before: { fileName: form.fileName },
          after: { fileName: file.fileName, byteSize: file.byteSize, sha256: file.sha256 },
        },
        now,
      );
    });
  } catch (error) {
    await deps.storage.remove(storageKey).catch(() => undefined);
    throw error;
  }
  if (form.storageKey) await deps.storage.remove(form.storageKey).catch(() => undefined);
  return toView(await found(deps, id));
}

/** GET /api/docs/v1/forms/{id}/file. */
export async function downloadFormFile(
  deps: Pick<DocumentsDeps, 'db' | 'storage'>,
  id: string,
): Promise<FileDownload> {
  const form = await found(deps, id);
  const bytes = form.storageKey ? await deps.storage.get(form.storageKey) : null;
  if (!bytes || !form.fileName) throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.formHasNoFile);
  return { bytes, contentType: form.contentType ?? 'application/pdf', fileName: form.fileName };
}

/** DELETE /api/docs/v1/forms/{id}: the form and its PDF. */
export async function deleteForm(
  deps: Pick<DocumentsDeps, 'db' | 'clock' | 'storage'>,
  caller: Caller,
  id: string,
  ctx: RequestContext,
): Promise<{ message: string }> {
  const form = await found(deps, id);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await repo.deleteForm(tx, id);
    if (form.form.fileId) await repo.deleteStoredFile(tx, form.form.fileId);
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'form.delete',
        entityType: 'form',
        entityId: id,
        before: { formNumber: form.form.formNumber, name: form.form.name },
      },
      now,
    );
  });
  if (form.storageKey) await deps.storage.remove(form.storageKey).catch(() => undefined);
  return { message: DOCUMENT_MESSAGES.formDeleted };
}
