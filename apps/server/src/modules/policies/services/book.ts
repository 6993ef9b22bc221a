import {
  addDaysIso,
  BOOK_CHART_MONTHS,
  bookChartMonths,
  bookTotalsOfGroups,
  countsAsBinder,
  countsAsWrittenPremium,
  isoDay,
  OPEN_FOR_RENEWAL_DAYS,
  POLICY_TRANSITIONS,
  type PolicyBook,
} from '@cyber/domain';
import type { Caller } from '../../../context/index.ts';
import * as repo from '../book.repository.ts';
import type { PoliciesDeps } from '../policies.context.ts';
import { requireListScope } from './policy-view.ts';

/**
 * GET /api/policy/v1/book: the caller's book by the counting rules — the database sums each
 * currency's statuses, the domain's rules (`bookTotalsOfGroups`, `countsAsBinder`,
 * `countsAsWrittenPremium`) decide what counts where: policies and premium in force, binders
 * (and those awaiting payment), limit in force, renewals due within 90 days, and the premium
 * written per month bound for the dashboard's chart.
 */
export async function policyBook(
  deps: Pick<PoliciesDeps, 'db' | 'clock'>,
  caller: Caller,
): Promise<PolicyBook> {
  const scope = requireListScope(caller);
  const today = isoDay(deps.clock.now());
  const months = bookChartMonths(today, BOOK_CHART_MONTHS);
  const [groups, monthly] = await Promise.all([
    repo.bookGroups(deps.db, scope, {
      statuses: POLICY_TRANSITIONS.renew.from,
      from: today,
      to: addDaysIso(today, OPEN_FOR_RENEWAL_DAYS),
    }),
    repo.premiumByMonthGroups(deps.db, scope, new Date(`${months[0]}-01T00:00:00Z`)),
  ]);
  const currencies = [...new Set([...groups, ...monthly].map((g) => g.currency))].sort();
  return {
    books: currencies.map((currency) => {
      const mine = groups.filter((g) => g.currency === currency);
      const premium = new Map<string, number>();
      for (const g of monthly) {
        if (g.currency !== currency || !countsAsWrittenPremium(g.status)) continue;
        premium.set(g.month, (premium.get(g.month) ?? 0) + Number(g.totalPremium));
      }
      return {
        currency: currency === 'GBP' ? 'GBP' : 'USD',
        ...bookTotalsOfGroups(
          mine.map((g) => ({
            status: g.status,
            count: Number(g.count),
            totalPremium: Number(g.totalPremium),
            limit: Number(g.limit),
          })),
        ),
        bindersAwaitingPayment: mine
          .filter((g) => countsAsBinder(g.status) && !g.isPaid)
          .reduce((n, g) => n + Number(g.count), 0),
        renewalsDue: mine.reduce((n, g) => n + Number(g.renewalsDue), 0),
        premiumByMonth: months.map((month) => ({ month, premium: premium.get(month) ?? 0 })),
      };
    }),
  };
}
