import type { ApiKeyListQuery, ApiKeyPage } from '@cyber/domain';
import { toPage } from '../../../lib/paging.ts';
import * as repo from '../access.repository.ts';
import { toApiKey } from './api-key-view.ts';
import type { Caller, ServiceDeps } from '../../../context/index.ts';

/** The live keys of the organisation the caller acts in. */
export async function listApiKeys(
  deps: ServiceDeps,
  caller: Caller,
  query: ApiKeyListQuery,
): Promise<ApiKeyPage> {
  const { rows, total } = await repo.listApiKeys(deps.db, caller.actor.accountId, {
    search: query.search || undefined,
    page: query.page,
    size: query.size,
    sort: query.sort,
  });
  return toPage(rows.map(toApiKey), total, query);
}
