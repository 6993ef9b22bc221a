import type { NaicsCodePage, NaicsOptionPage, NaicsSearchQuery } from '@cyber/domain';
import { toPage } from '../../../lib/paging.ts';
import type { ReferenceDeps } from '../reference.context.ts';
import * as repo from '../reference.repository.ts';
import { industrySort, toNaicsCode } from './industry-code-view.ts';

/**
 * NAICS search by code prefix or title words. `dup=0`: one row per distinct industry pair, the
 * most specific code of each, as { naicsCode, primaryIndustry, secondaryIndustry } (forms).
 * `dup=1`: every code at every level with its id, title, level and parent (admin table).
 */
export async function searchNaics(
  deps: ReferenceDeps,
  query: NaicsSearchQuery,
): Promise<NaicsOptionPage | NaicsCodePage> {
  const paged = { ...query, sort: industrySort(query.sort) };
  if (query.dup === 0) {
    const { rows, total } = await repo.searchDistinctIndustries(deps.db, 'NAICS', paged);
    return toPage(
      rows.map((r) => ({
        naicsCode: r.code,
        primaryIndustry: r.primaryIndustry ?? r.title,
        secondaryIndustry: r.secondaryIndustry ?? r.title,
      })),
      total,
      query,
    );
  }
  const { rows, total } = await repo.searchIndustryCodes(deps.db, 'NAICS', paged);
  return toPage(rows.map(toNaicsCode), total, query);
}
