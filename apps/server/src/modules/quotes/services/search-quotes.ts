import {
  addDaysIso,
  isoDay,
  QUOTE_EXPIRING_SOON_DAYS,
  type QuoteDashboard,
  quoteCopyFor,
  type QuotePage,
  type QuoteSearchQuerySchema,
  type QuoteView,
} from '@cyber/domain';
import type { z } from 'zod';
import { toPage } from '../../../lib/paging.ts';
import { quoteScopeOf, type QuotesDeps } from '../quotes.context.ts';
import * as repo from '../quotes.repository.ts';
import { requireQuote, toQuoteView } from './quote-view.ts';
import type { Caller } from '../../../context/index.ts';

/** GET /api/quote/v1/search: the QUOTES tab, scoped to what the caller may see. */
export async function searchQuotes(
  deps: QuotesDeps,
  caller: Caller,
  query: z.infer<typeof QuoteSearchQuerySchema>,
): Promise<QuotePage> {
  const { rows, total, totalIsCapped } = await repo.searchQuotes(
    deps.db,
    quoteScopeOf(caller),
    query,
  );
  return toPage(
    rows.map((r) => toQuoteView(r)),
    total,
    query,
    totalIsCapped,
  );
}

/**
 * GET /api/quote/v1/{id}: one quote with its terms; the rating breakdown only for those who may
 * see it (the insured's copy has none, decision 033).
 */
export async function getQuote(deps: QuotesDeps, caller: Caller, id: string): Promise<QuoteView> {
  return toQuoteView(
    await requireQuote(deps.db, quoteScopeOf(caller), id),
    quoteCopyFor(caller.claims),
  );
}

/** GET /api/quote/v1/search/dashboard: the caller's quote work (QuoteDashboardSchema). */
export async function quoteDashboard(deps: QuotesDeps, caller: Caller): Promise<QuoteDashboard> {
  const today = isoDay(deps.clock.now());
  return repo.dashboardCounts(
    deps.db,
    quoteScopeOf(caller),
    today,
    addDaysIso(today, QUOTE_EXPIRING_SOON_DAYS - 1),
  );
}
