import type { BulkUploadPage } from '@cyber/domain';
import { toPage } from '../../../lib/paging.ts';
import { agencyOf, type TagsDeps } from '../tags-bulk-upload.context.ts';
import * as repo from '../tags-bulk-upload.repository.ts';
import { toUpload } from './upload-view.ts';
import type { Caller } from '../../../context/index.ts';

/** The agency's bulk-upload history, newest first. */
export async function listUploads(
  deps: Pick<TagsDeps, 'db'>,
  caller: Caller,
  query: { page: number; size: number; sort?: string | undefined; agencyId?: string | undefined },
): Promise<BulkUploadPage> {
  const agency = await agencyOf(deps, caller, query.agencyId);
  const { rows, total } = await repo.listUploads(deps.db, agency.id, query);
  return toPage(rows.map(toUpload), total, query);
}
