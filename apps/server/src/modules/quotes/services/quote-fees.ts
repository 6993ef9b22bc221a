import {
  isActingAsProvider,
  QUOTE_FEE_MESSAGES,
  type BrokerFeesSchema,
  type MgaFeesSchema,
  type ProductCode,
  type QuoteView,
} from '@cyber/domain';
import type { z } from 'zod';
import type { Caller, RequestContext } from '../../../context/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { quoteScopeOf, type QuotesDeps } from '../quotes.context.ts';
import { editQuote } from './edit-quote.ts';
import { requireQuote } from './quote-view.ts';

async function quoteProduct(deps: QuotesDeps, caller: Caller, id: string, product?: ProductCode) {
  const { quote } = await requireQuote(deps.db, quoteScopeOf(caller), id);
  const of = quote.product as ProductCode;
  // the product named with the fees must be the quote's (another product's quote: not found)
  if (product && product !== of) throw new AppError('NOT_FOUND', 'Quote not found');
  return of;
}

/**
 * PUT /api/quote/v1/broker-fees/{id}: the quote's broker fee and additional broker fee (the
 * quote's agency or provider staff). The quote is re-rated with them, as an edit is: only an
 * open quote that has not expired (409).
 */
export async function setBrokerFees(
  deps: QuotesDeps,
  caller: Caller,
  id: string,
  body: z.output<typeof BrokerFeesSchema>,
  ctx: RequestContext,
): Promise<QuoteView> {
  const product = await quoteProduct(deps, caller, id, body.product);
  return editQuote(
    deps,
    caller,
    product,
    id,
    { fees: { brokerFee: body.brokerFee, additionalBrokerFee: body.additionalBrokerFee } },
    ctx,
  );
}

/** PUT /api/quote/v1/mga-fees/{id}: the quote's MGA fee (provider staff only). */
export async function setMgaFee(
  deps: QuotesDeps,
  caller: Caller,
  id: string,
  body: z.output<typeof MgaFeesSchema>,
  ctx: RequestContext,
): Promise<QuoteView> {
  if (!isActingAsProvider(caller.claims))
    throw new AppError('FORBIDDEN', QUOTE_FEE_MESSAGES.mgaFeeProviderOnly);
  const product = await quoteProduct(deps, caller, id);
  return editQuote(deps, caller, product, id, { fees: { mgaFee: body.mgaFee } }, ctx);
}
