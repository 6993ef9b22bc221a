import {
  OPEN_FOR_RENEWAL_DAYS,
  type ParsedPolicySearchQuery,
  type PolicyPage,
} from '@cyber/domain';
import type { Caller } from '../../../context/index.ts';
import type { PoliciesDeps } from '../policies.context.ts';
import * as repo from '../policies.repository.ts';
import { requireListScope, toPolicy } from './policy-view.ts';

/** GET /api/policy/v1/search: the BINDERS or POLICIES tab, 20 rows in the tab's order. */
export async function searchPolicies(
  deps: Pick<PoliciesDeps, 'db' | 'clock'>,
  caller: Caller,
  query: ParsedPolicySearchQuery,
): Promise<PolicyPage> {
  const now = deps.clock.now();
  const today = now.toISOString().slice(0, 10);
  const horizon = new Date(now.getTime() + OPEN_FOR_RENEWAL_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const { rows, total } = await repo.searchPolicies(
    deps.db,
    requireListScope(caller),
    query,
    today,
    horizon,
  );
  return {
    content: rows.map(toPolicy),
    totalElements: total,
    totalPages: Math.ceil(total / query.size),
    page: query.page,
    size: query.size,
  };
}
