import type { AccountSearchQuerySchema } from '@cyber/domain';
import type { z } from 'zod';
import { toPage } from '../../../lib/paging.ts';
import * as repo from '../accounts.repository.ts';
import { toSummary } from './account-view.ts';
import { type Caller, scopeOf, type ServiceDeps } from '../../../context/index.ts';

/** Account search of the lookup screen and the new-account modal (visible accounts only). */
export async function searchAccounts(
  deps: ServiceDeps,
  caller: Caller,
  query: z.output<typeof AccountSearchQuerySchema>,
) {
  const { rows, total } = await repo.searchAccounts(deps.db, scopeOf(caller), query);
  return toPage(rows.map(toSummary), total, query);
}
