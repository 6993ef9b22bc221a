import type { SicCodePage, SicSearchQuery } from '@cyber/domain';
import { toPage } from '../../../lib/paging.ts';
import type { ReferenceDeps } from '../reference.context.ts';
import * as repo from '../reference.repository.ts';
import { industrySort, toSicCode } from './industry-code-view.ts';

/** UK SIC 2007 search by code prefix or title words, optionally one level only. */
export async function searchSic(deps: ReferenceDeps, query: SicSearchQuery): Promise<SicCodePage> {
  const { rows, total } = await repo.searchIndustryCodes(deps.db, 'SIC', {
    ...query,
    sort: industrySort(query.sort),
  });
  return toPage(rows.map(toSicCode), total, query);
}
