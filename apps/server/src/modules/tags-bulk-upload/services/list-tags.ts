import type { TagListQuery, TagPage } from '@cyber/domain';
import { toPage } from '../../../lib/paging.ts';
import { agencyOf, type TagsDeps } from '../tags-bulk-upload.context.ts';
import * as repo from '../tags-bulk-upload.repository.ts';
import { toTag } from './tag-view.ts';
import type { Caller } from '../../../context/index.ts';

/** The agency's tags with how many (not deleted) accounts carry each. */
export async function listTags(
  deps: Pick<TagsDeps, 'db'>,
  caller: Caller,
  query: TagListQuery,
): Promise<TagPage> {
  const agency = await agencyOf(deps, caller, query.agencyId);
  const { rows, total } = await repo.listTags(deps.db, agency.id, query);
  return toPage(rows.map(toTag), total, query);
}
