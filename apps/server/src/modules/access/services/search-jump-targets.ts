import {
  ACCESS_MESSAGES,
  isActingAsProvider,
  JUMPABLE_ACCOUNT_TYPES,
  type JumpSearchQuery,
  type JumpTargetPage,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { toPage } from '../../../lib/paging.ts';
import * as repo from '../access.repository.ts';
import type { Caller, ServiceDeps } from '../../../context/index.ts';

/** The organisations provider staff can jump into, searched by name, alias or id. */
export async function searchJumpTargets(
  deps: ServiceDeps,
  caller: Caller,
  query: JumpSearchQuery,
): Promise<JumpTargetPage> {
  if (!isActingAsProvider(caller.claims)) {
    throw new AppError('FORBIDDEN', ACCESS_MESSAGES.providerOnly);
  }
  const { rows, total } = await repo.searchJumpTargets(deps.db, {
    search: query.search || undefined,
    accountTypes: query.accountType ? [query.accountType] : JUMPABLE_ACCOUNT_TYPES,
    page: query.page,
    size: query.size,
    sort: query.sort,
  });
  return toPage(
    rows.map((r) => ({
      ...r,
      accountType: r.accountType as JumpTargetPage['content'][number]['accountType'],
      region: r.region as 'US' | 'UK',
      status: r.status as 'ACTIVE' | 'DISABLED',
    })),
    total,
    query,
  );
}
