import { ACCOUNT_FILTER_STATUS, isoDay, type AccountListQuerySchema } from '@cyber/domain';
import type { z } from 'zod';
import { toPage } from '../../../lib/paging.ts';
import * as repo from '../accounts.repository.ts';
import type { AccountsModuleOptions } from '../accounts.context.ts';
import { toSummary } from './account-view.ts';
import { type Caller, scopeOf, type ServiceDeps } from '../../../context/index.ts';

/**
 * The accounts screen and the ACCOUNTS tab: the caller's visible accounts, paged, sorted,
 * searched, by team and by account-type filter (decision 044).
 */
export async function listAccounts(
  deps: ServiceDeps,
  options: AccountsModuleOptions,
  caller: Caller,
  query: z.output<typeof AccountListQuerySchema>,
) {
  const filter = query.accountFilter;
  const { rows, total, totalIsCapped } = await repo.listAccounts(deps.db, scopeOf(caller), {
    ...query,
    status: filter && filter !== 'OPEN_FOR_RENEWAL' ? ACCOUNT_FILTER_STATUS[filter] : undefined,
    where:
      filter === 'OPEN_FOR_RENEWAL'
        ? (account) => options.hasPolicyOpenForRenewal(account, isoDay(deps.clock.now()))
        : undefined,
  });
  return toPage(rows.map(toSummary), total, query, totalIsCapped);
}
