import type { AccountListQuerySchema } from '@cyber/domain';
import type { z } from 'zod';
import { toPage } from '../../../lib/paging.ts';
import * as repo from '../accounts.repository.ts';
import { toSummary } from './account-view.ts';
import { type Caller, scopeOf, type ServiceDeps } from '../../../context/index.ts';

/** The accounts screen: the caller's visible accounts, paged, sorted, searched, by team. */
export async function listAccounts(
  deps: ServiceDeps,
  caller: Caller,
  query: z.output<typeof AccountListQuerySchema>,
) {
  const { rows, total, totalIsCapped } = await repo.listAccounts(deps.db, scopeOf(caller), query);
  return toPage(rows.map(toSummary), total, query, totalIsCapped);
}
