import {
  addDaysIso,
  addYearsIso,
  EDITABLE_QUOTE_STATUSES,
  isoDay,
  type ProductCode,
  QUOTE_FLOW_MESSAGES,
  QUOTE_MESSAGES,
  QUOTE_VALID_DAYS,
  quoteCopyFor,
  quotePresetName,
  type QuoteView,
  type UpdateQuoteRequest,
} from '@cyber/domain';
import type { Database, Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { findVisibleAccount } from '../../accounts/index.ts';
import { rateAccount } from '../../rater/index.ts';
import { quoteScopeOf, type QuotesDeps } from '../quotes.context.ts';
import * as repo from '../quotes.repository.ts';
import { assertQuotable } from './quotable.ts';
import { guardFees } from './fee-guard.ts';
import { auditedQuote, requireQuote, toQuoteView } from './quote-view.ts';
import { type Caller, type RequestContext, scopeOf } from '../../../context/index.ts';

/** The visible quote of the product named in the path (another product's quote is a 404). */
export async function requireQuoteOfProduct(
  db: Database | Tx,
  caller: Caller,
  product: ProductCode,
  id: string,
) {
  const row = await requireQuote(db, quoteScopeOf(caller), id);
  if (row.quote.product !== product) throw new AppError('NOT_FOUND', QUOTE_MESSAGES.notFound);
  return row;
}

/** The visible account of a quote, quotable (`assertQuotable`), or a 404 / 400. */
export async function requireQuotableAccount(deps: QuotesDeps, caller: Caller, accountId: string) {
  const account = await findVisibleAccount(deps.db, scopeOf(caller), accountId);
  if (!account) throw new AppError('NOT_FOUND', QUOTE_MESSAGES.accountNotFound);
  assertQuotable(account);
  return account;
}

function requireEditable(quote: repo.QuoteRow, today: string) {
  if (!(EDITABLE_QUOTE_STATUSES as readonly string[]).includes(quote.status)) {
    throw new AppError('CONFLICT', QUOTE_FLOW_MESSAGES.notEditable);
  }
  if (quote.expiresOn < today) throw new AppError('CONFLICT', QUOTE_FLOW_MESSAGES.expired);
}

/**
 * PUT /api/quote/v1/{product}/{id} (edit-quote): re-rate THAT quote with the calculator's
 * fields. The stored rating input is the base, the body overrides it; the engine decides the
 * status again. Only an Indication, Ready or Referred quote that has not expired can change
 * (409); the account must still be eligible. One audited transaction, the row locked.
 */
export async function editQuote(
  deps: QuotesDeps,
  caller: Caller,
  product: ProductCode,
  id: string,
  body: UpdateQuoteRequest,
  ctx: RequestContext,
): Promise<QuoteView> {
  const now = deps.clock.now();
  const today = isoDay(now);
  const current = await requireQuoteOfProduct(deps.db, caller, product, id);
  requireEditable(current.quote, today);
  const account = await requireQuotableAccount(deps, caller, current.quote.accountId);

  const { presetName, needByDate, ...fields } = body;
  if (needByDate && needByDate < today) {
    throw new AppError('BAD_REQUEST', QUOTE_MESSAGES.needByBeforeToday);
  }
  // identity fields of the quote never change through the calculator's fields
  const {
    accountId: _a,
    product: _p,
    agencyId: _g,
    agentEmail: _e,
    requestGroupId: _r,
    ...rating
  } = fields as Record<string, unknown>;
  const base = (current.quote.ratingInput ?? {}) as Record<string, unknown>;
  const effectiveDate =
    typeof rating.effectiveDate === 'string' ? rating.effectiveDate : current.quote.effectiveDate;
  // a new effective date without an end date moves the end date a year on (spec 3 §4)
  const endDate =
    typeof rating.endDate === 'string'
      ? rating.endDate
      : effectiveDate !== current.quote.effectiveDate
        ? addYearsIso(effectiveDate, 1)
        : current.quote.endDate;
  const { accountId: _stored, ...baseFields } = base;
  const ratingInput = {
    ...baseFields,
    // fees asked for are merged over the stored ones; only the provider changes the MGA fee
    ...guardFees(caller, rating, base.fees),
    effectiveDate,
    endDate,
    product,
  };
  const result = await rateAccount(deps, caller, account, ratingInput);

  await deps.db.transaction(async (tx) => {
    const locked = await repo.lockQuote(tx, quoteScopeOf(caller), id);
    if (!locked) throw new AppError('NOT_FOUND', QUOTE_MESSAGES.notFound);
    requireEditable(locked, today);
    const customRequest = locked.customRequest;
    const status =
      customRequest && result.statusHint !== 'DECLINED' ? 'REFERRED' : result.statusHint;
    await repo.updateQuote(tx, id, {
      status,
      currency: result.currency,
      isSurplus: result.surplus,
      limit: result.limit,
      aggregateLimit: result.aggregateLimit,
      deductible: result.deductible,
      waitingPeriod: result.waitingPeriod,
      retroactivePeriod: result.retroActivePeriod,
      // the name sent (null: custom) or the quote's own, kept only while the terms are its own
      presetName: quotePresetName(
        presetName !== undefined ? presetName : current.quote.presetName,
        {
          limit: result.limit,
          deductible: result.deductible,
          waitingPeriod: result.waitingPeriod,
          retroActivePeriod: result.retroActivePeriod,
        },
      ),
      ...(needByDate !== undefined ? { needByDate } : {}),
      effectiveDate,
      endDate,
      expiresOn: addDaysIso(effectiveDate, QUOTE_VALID_DAYS),
      premium: result.premium,
      mgaFee: result.fees.mgaFee,
      brokerFee: result.fees.brokerFee,
      surplusLinesTax: result.taxes.surplusLinesTax,
      stampingFee: result.taxes.stampingFee,
      totalPremium: result.total,
      referToUnderwriter: result.referToUnderwriter || !!customRequest,
      coverages: result.coverages,
      ratingInput,
      ratingResult: result,
      updatedAt: now,
    });
    const after = await requireQuote(tx, quoteScopeOf(caller), id);
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'quote.update',
        entityType: 'quote',
        entityId: id,
        before: { ...auditedQuote(locked), limit: locked.limit, deductible: locked.deductible },
        after: {
          ...auditedQuote(after.quote),
          limit: after.quote.limit,
          deductible: after.quote.deductible,
        },
      },
      now,
    );
  });
  return toQuoteView(
    await requireQuote(deps.db, quoteScopeOf(caller), id),
    quoteCopyFor(caller.claims),
  );
}
