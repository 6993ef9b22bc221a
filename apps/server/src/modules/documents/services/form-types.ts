import { DOCUMENT_MESSAGES, type FormType, type FormTypeInput } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import type { DocumentsDeps } from '../documents.context.ts';
import * as repo from '../documents.repository.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';

type Deps = Pick<DocumentsDeps, 'db' | 'clock'>;

/** GET /api/docs/v1/formtype: every form type with how many forms use it. */
export async function listFormTypes(deps: Pick<DocumentsDeps, 'db'>): Promise<FormType[]> {
  const rows = await repo.listFormTypes(deps.db);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

async function found(deps: Pick<DocumentsDeps, 'db'>, id: string) {
  const row = await repo.findFormType(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.formTypeNotFound);
  return row;
}

/** POST /api/docs/v1/formtype, or PUT /api/docs/v1/formtype/{id} to change one. */
export async function saveFormType(
  deps: Deps,
  caller: Caller,
  id: string | null,
  input: FormTypeInput,
  ctx: RequestContext,
): Promise<{ id: string; message: string }> {
  const before = id ? await found(deps, id) : null;
  if (await repo.findFormTypeByName(deps.db, input.name, id ?? undefined)) {
    throw new AppError('CONFLICT', DOCUMENT_MESSAGES.formTypeDuplicate);
  }
  const now = deps.clock.now();
  const values = { name: input.name, description: input.description ?? null };
  const savedId = await deps.db.transaction(async (tx) => {
    const rowId = id ?? (await repo.insertFormType(tx, { ...values, createdAt: now })).id;
    if (id) await repo.updateFormType(tx, id, values);
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: id ? 'form-type.update' : 'form-type.create',
        entityType: 'form_type',
        entityId: rowId,
        before: before ? { name: before.name, description: before.description } : null,
        after: values,
      },
      now,
    );
    return rowId;
  });
  return { id: savedId, message: DOCUMENT_MESSAGES.formTypeSaved };
}

/** DELETE /api/docs/v1/formtype/{id}: only while no form uses it (409 otherwise). */
export async function deleteFormType(
  deps: Deps,
  caller: Caller,
  id: string,
  ctx: RequestContext,
): Promise<{ message: string }> {
  const row = await found(deps, id);
  if ((await repo.formsOfType(deps.db, id)) > 0) {
    throw new AppError('CONFLICT', DOCUMENT_MESSAGES.formTypeInUse);
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await repo.deleteFormType(tx, id);
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'form-type.delete',
        entityType: 'form_type',
        entityId: id,
        before: { name: row.name, description: row.description },
      },
      now,
    );
  });
  return { message: DOCUMENT_MESSAGES.formTypeDeleted };
}
