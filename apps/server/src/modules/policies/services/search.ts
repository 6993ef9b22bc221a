import {
  BINDER_STATUSES,
  OPEN_FOR_RENEWAL_DAYS,
  type ParsedPolicySearchQuery,
  type PolicyPage,
} from '@cyber/domain';
import type { Caller } from '../../../context/index.ts';
import * as bookRepo from '../book.repository.ts';
import type { PoliciesDeps } from '../policies.context.ts';
import * as repo from '../policies.repository.ts';
import { requireListScope, toPolicy } from './policy-view.ts';

/**
 * GET /api/policy/v1/search: the BINDERS or POLICIES tab, 20 rows in the tab's order. Without a
 * search, an account or the open-for-renewal filter, provider staff's and an agency's count is
 * the sum of the book's summary rows (the tab's statuses, the status and payment filters), the
 * same number as counting the policies, without reading a million of them.
 */
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
  const scope = requireListScope(caller);
  const team = repo.teamFilterOf(scope, query, caller.actor.userId);
  const summaryScope = bookRepo.summaryScopeOf(scope);
  const counted =
    summaryScope !== null &&
    !team &&
    !query.search?.trim() &&
    !query.accountId &&
    !query.openForRenewal
      ? await bookRepo.summaryCount(deps.db, summaryScope, {
          statuses: BINDER_STATUSES,
          not: query.kind !== 'BINDERS',
          ...(query.status ? { status: query.status } : {}),
          ...(query.payment ? { isPaid: query.payment === 'PAID' } : {}),
        })
      : undefined;
  const { rows, total } = await repo.searchPolicies(deps.db, scope, query, today, horizon, {
    total: counted,
    team,
  });
  return {
    content: rows.map(toPolicy),
    totalElements: total,
    totalPages: Math.ceil(total / query.size),
    page: query.page,
    size: query.size,
  };
}
