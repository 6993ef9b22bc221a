import { BULK_UPLOAD_MESSAGES, type BulkUpload, isActingAsProvider } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import type { TagsDeps } from '../tags-bulk-upload.context.ts';
import * as repo from '../tags-bulk-upload.repository.ts';
import { toUpload } from './upload-view.ts';
import type { Caller } from '../../../context/index.ts';

/** One upload of the caller's organisation (provider staff: any); otherwise a 404. */
export async function findUploadFor(deps: Pick<TagsDeps, 'db'>, caller: Caller, id: string) {
  const owner = isActingAsProvider(caller.claims) ? null : caller.actor.accountId;
  const row = await repo.findUpload(deps.db, id, owner);
  if (!row) throw new AppError('NOT_FOUND', BULK_UPLOAD_MESSAGES.notFound);
  return row;
}

export async function getUpload(
  deps: Pick<TagsDeps, 'db'>,
  caller: Caller,
  id: string,
): Promise<BulkUpload> {
  return toUpload(await findUploadFor(deps, caller, id));
}
