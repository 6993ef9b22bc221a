import {
  QUOTE_FLOW_MESSAGES,
  type ProductCode,
  type QuoteView,
  type RenewQuoteRequest,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import type { QuotesDeps } from '../quotes.context.ts';
import { createQuote } from './create-quote.ts';
import { requireQuoteOfProduct } from './edit-quote.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';

const NOT_RENEWABLE: readonly string[] = ['DECLINED', 'LOST'];

/**
 * POST /api/quote/v1/{product}/renew/{id} (renew-quote): a new quote that takes over where the
 * old one ends — effective on the old end date, a year's term, the same rating choices (the
 * body may override them), isRenewal and a link to the quote it renews. Creation is the quotes'
 * own (eligibility, licence, rating, numbering, audit as quote.renew) in one transaction.
 */
export async function renewQuote(
  deps: QuotesDeps,
  caller: Caller,
  product: ProductCode,
  id: string,
  body: RenewQuoteRequest,
  ctx: RequestContext,
): Promise<QuoteView> {
  const old = await requireQuoteOfProduct(deps.db, caller, product, id);
  if (NOT_RENEWABLE.includes(old.quote.status)) {
    throw new AppError('CONFLICT', QUOTE_FLOW_MESSAGES.notRenewable);
  }
  const {
    accountId: _a,
    product: _p,
    effectiveDate: _f,
    endDate: _t,
    ...choices
  } = (old.quote.ratingInput ?? {}) as Record<string, unknown>;
  const { presetName, needByDate, ...overrides } = body;
  return createQuote(
    deps,
    caller,
    product,
    {
      ...choices,
      ...overrides,
      accountId: old.quote.accountId,
      effectiveDate: old.quote.endDate,
      // null is custom; without a name the old one, which the new terms may make custom
      presetName: presetName !== undefined ? presetName : old.quote.presetName,
      needByDate: needByDate ?? null,
      // provider staff renew for the same agency and agent
      ...(caller.claims.accountType === 'AGENCY' || !old.quote.agencyId
        ? {}
        : { agencyId: old.quote.agencyId, agentEmail: old.agentEmail }),
    },
    ctx,
    { renewalOf: old.quote.id },
  );
}
