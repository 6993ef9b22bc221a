import { bookTotalsOfGroups, type PolicyBook } from '@cyber/domain';
import type { Caller } from '../../../context/index.ts';
import type { PoliciesDeps } from '../policies.context.ts';
import * as repo from '../policies.repository.ts';
import { requireListScope } from './policy-view.ts';

/**
 * GET /api/policy/v1/book: the caller's book by the counting rules — the database sums each
 * currency's statuses, the domain's rules (`bookTotalsOfGroups`) decide what counts where.
 */
export async function policyBook(
  deps: Pick<PoliciesDeps, 'db'>,
  caller: Caller,
): Promise<PolicyBook> {
  const groups = await repo.bookGroups(deps.db, requireListScope(caller));
  const currencies = [...new Set(groups.map((g) => g.currency))].sort();
  return {
    books: currencies.map((currency) => ({
      currency: currency === 'GBP' ? 'GBP' : 'USD',
      ...bookTotalsOfGroups(
        groups
          .filter((g) => g.currency === currency)
          .map((g) => ({
            status: g.status,
            count: Number(g.count),
            totalPremium: Number(g.totalPremium),
            limit: Number(g.limit),
          })),
      ),
    })),
  };
}
