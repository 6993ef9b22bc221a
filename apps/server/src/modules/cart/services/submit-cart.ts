import { randomUUID } from 'node:crypto';
import {
  CUSTOM_QUOTE_LABEL,
  PRODUCT_NAMES,
  QUOTE_CART_MESSAGES,
  type CreateQuoteRequest,
  type ProductCode,
  type SubmitCartRequest,
  type SubmitCartResult,
} from '@cyber/domain';
import { AppError, isAppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import {
  assertJoinableSubmission,
  createdQuoteView,
  insertPreparedQuote,
  prepareQuote,
  type PreparedQuote,
} from '../../quotes/index.ts';
import * as repo from '../cart.repository.ts';
import type { CartDeps } from '../cart.context.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';
import { requireCart } from './cart-owner.ts';

/** Why an item could not be requested: which variation, and the check or rating that failed. */
function reasonOf(item: repo.CartItemRow, error: AppError): string {
  const name = PRODUCT_NAMES[item.product as ProductCode] ?? item.product;
  const terms = `limit ${item.limit.toLocaleString('en-US')}, deductible ${item.deductible.toLocaleString('en-US')}`;
  return `${name}${item.presetName ? ` ${item.presetName}` : ''} (${terms}): ${error.message}`;
}

/**
 * The items to request: the cart's (or the product's), or exactly those the caller names — one
 * of which no longer in it means someone else requested or removed it meanwhile (409).
 */
function chosen(
  items: repo.CartItemRow[],
  itemIds: string[] | null | undefined,
  withCustomQuote: boolean,
) {
  if (!itemIds) {
    if (items.length === 0 && !withCustomQuote) {
      throw new AppError('BAD_REQUEST', QUOTE_CART_MESSAGES.empty);
    }
    return items;
  }
  const wanted = new Set(itemIds);
  if (wanted.size === 0 && !withCustomQuote) {
    throw new AppError('BAD_REQUEST', QUOTE_CART_MESSAGES.empty);
  }
  const found = items.filter((i) => wanted.has(i.id));
  if (found.length !== wanted.size) {
    throw new AppError('CONFLICT', QUOTE_CART_MESSAGES.changedWhileSending);
  }
  return found;
}

/**
 * POST /api/quote/v1/cart/submit and POST /api/quote/v1/{productType}/cart/submit: request
 * every item of the caller's cart of an account (or the product's; or exactly the `itemIds` the
 * caller saw), all or nothing.
 * 1. Each item is prepared as POST /api/quote/v1/{product} would prepare it — the same checks,
 *    re-rated with today's account data — under one new request group, with the need-by date
 *    and (provider staff) the agency's agent. Any item failing is a 400 `Failed to send quotes`
 *    with one reason per failing item in `errors`; nothing is written.
 * 2. One transaction, under the cart's lock: the items are deleted (fewer rows than prepared:
 *    another submit or a removal came first, 409, nothing created) and the quotes inserted
 *    exactly as quote creation inserts them (number, status, audit, `quote.created`, an OPEN
 *    account becomes QUOTED), then the submit is audited (`cart.submit`).
 * With `submissionId` (the `submissions-*` steps of the flow) the quotes join that submission
 * instead of a new one: it must be the caller's (404), of the account and not declined (409).
 * The step-by-step request's note for the underwriter and retail agent go on every quote; its
 * custom terms become one more quote (REFERRED) of `customQuoteProduct`, in the same
 * transaction. An empty cart without custom terms is a 400 `No quotes have been added to the
 * cart yet.`; an item of `itemIds` no longer in the cart a 409 before anything is rated.
 */
export async function submitCart(
  deps: CartDeps,
  caller: Caller,
  product: ProductCode | undefined,
  body: SubmitCartRequest,
  ctx: RequestContext,
): Promise<SubmitCartResult> {
  const { cart, account } = await requireCart(deps, caller, body);
  const customProduct = body.customQuote ? (body.customQuoteProduct ?? product) : undefined;
  if (body.customQuote && !customProduct) {
    throw new AppError('BAD_REQUEST', QUOTE_CART_MESSAGES.customQuoteProductRequired);
  }
  const items = chosen(
    await repo.listItems(deps.db, cart.accountId, cart.ownerId, product),
    body.itemIds,
    !!body.customQuote,
  );

  if (body.submissionId) {
    await assertJoinableSubmission(deps.db, caller, body.submissionId, cart.accountId);
  }
  const requestGroupId = body.submissionId ?? randomUUID();
  const at = deps.clock.now();
  // what every quote of the submit carries: the group, need-by date, agent and the flow's details
  const shared = {
    accountId: cart.accountId,
    agencyId: cart.agencyId,
    agentEmail: body.agentEmail ?? null,
    needByDate: body.needByDate ?? null,
    requestGroupId,
    underwriterNote: body.underwriterNote ?? null,
    retailAgentFirstName: body.retailAgentFirstName ?? null,
    retailAgentLastName: body.retailAgentLastName ?? null,
    retailAgentLicenseNumber: body.retailAgentLicenseNumber ?? null,
  };
  const prepared: PreparedQuote[] = [];
  const reasons: string[] = [];
  const prepare = async (
    quoteProduct: ProductCode,
    request: CreateQuoteRequest,
    label: (error: AppError) => string,
  ) => {
    try {
      prepared.push(await prepareQuote(deps, caller, quoteProduct, request, { account, at }));
    } catch (error) {
      if (!isAppError(error)) throw error;
      reasons.push(label(error));
    }
  };
  for (const item of items) {
    await prepare(
      item.product as ProductCode,
      {
        ...(item.request as Record<string, unknown>),
        ...shared,
        presetName: item.presetName,
      },
      (error) => reasonOf(item, error),
    );
  }
  if (body.customQuote && customProduct) {
    await prepare(
      customProduct,
      { ...shared, customQuote: body.customQuote },
      (error) => `${CUSTOM_QUOTE_LABEL}: ${error.message}`,
    );
  }
  if (reasons.length > 0) {
    throw new AppError('BAD_REQUEST', QUOTE_CART_MESSAGES.sendFailed, { errors: reasons });
  }

  const itemIds = items.map((i) => i.id);
  const quoteIds = await deps.db.transaction(async (tx) => {
    await repo.lockCart(tx, cart.accountId, cart.ownerId);
    const deleted = await repo.deleteItems(tx, cart.accountId, cart.ownerId, itemIds);
    if (deleted.length !== itemIds.length) {
      throw new AppError('CONFLICT', QUOTE_CART_MESSAGES.changedWhileSending);
    }
    const ids: string[] = [];
    for (const quote of prepared) ids.push(await insertPreparedQuote(deps, tx, caller, quote, ctx));
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'cart.submit',
        entityType: 'quote_cart',
        entityId: cart.accountId,
        after: {
          ownerOrganisationId: cart.ownerId,
          product: product ?? null,
          requestGroupId,
          itemIds,
          quoteIds: ids,
        },
      },
      at,
    );
    return ids;
  });
  const quotes = [];
  for (const id of quoteIds) quotes.push(await createdQuoteView(deps.db, caller, id));
  return { requestGroupId, quotes };
}
