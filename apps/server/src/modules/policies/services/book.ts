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
import type { PolicyScope } from '../policies.repository.ts';
import { requireListScope } from './policy-view.ts';

type Renewal = { statuses: readonly string[]; from: string; to: string };

/**
 * The book's groups (with the renewals due of each) and written premium per month. Provider
 * staff's and an agency's are read from the summary rows the triggers on `policies` keep (a few
 * dozen rows whatever the size of the book) and the renewals due, which depend on today, are
 * counted from policies_status_end_idx; the other scopes' are summed from `policies`.
 */
async function bookQueries(
  db: PoliciesDeps['db'],
  scope: PolicyScope,
  renewal: Renewal,
  since: string,
) {
  const summaryScope = repo.summaryScopeOf(scope);
  if (summaryScope === null) {
    const [groups, monthly] = await Promise.all([
      repo.bookGroups(db, scope, renewal),
      repo.premiumByMonthGroups(db, scope, new Date(`${since}T00:00:00Z`)),
    ]);
    return { groups, monthly };
  }
  const [summed, monthly, renewals] = await Promise.all([
    repo.summaryBookGroups(db, summaryScope),
    repo.summaryPremiumByMonth(db, summaryScope, since),
    repo.renewalsDueBy(db, scope, renewal),
  ]);
  // The renewals due of a currency ride on its first group (the service adds them up).
  const groups = summed.map((g) => ({ ...g, renewalsDue: 0 }));
  for (const r of renewals) {
    const first = groups.find((g) => g.currency === r.currency);
    if (first) first.renewalsDue = r.n;
    else
      groups.push({
        currency: r.currency,
        status: renewal.statuses[0]!,
        isPaid: false,
        count: 0,
        totalPremium: 0,
        limit: 0,
        renewalsDue: r.n,
      });
  }
  return { groups, monthly };
}

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
  const renewal = {
    statuses: POLICY_TRANSITIONS.renew.from,
    from: today,
    to: addDaysIso(today, OPEN_FOR_RENEWAL_DAYS),
  };
  const { groups, monthly } = await bookQueries(deps.db, scope, renewal, `${months[0]}-01`);
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
