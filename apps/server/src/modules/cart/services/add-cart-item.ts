import {
  QUOTE_CART_LIMIT,
  QUOTE_CART_MESSAGES,
  type AddCartItemRequest,
  type CartItemView,
  type ProductCode,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { calculatorFieldsOf, prepareQuote } from '../../quotes/index.ts';
import * as repo from '../cart.repository.ts';
import type { CartDeps } from '../cart.context.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';
import { requireCart } from './cart-owner.ts';
import { auditedItem, cartItemViews } from './cart-view.ts';

const limitReached = () => new AppError('CONFLICT', QUOTE_CART_MESSAGES.limitReached);

/**
 * POST /api/quote/v1/{productType}/cart: add a variation to the caller's cart of an account.
 * The server rates it as POST /api/quote/v1/{product} would (the same checks: visible account,
 * region, eligibility, the agency's link for provider staff; the agent's licence is checked when
 * the cart is submitted) and keeps its own premium, never one the browser sends. At most QUOTE_CART_LIMIT items per cart across
 * products: counted under the cart's lock, so concurrent adds cannot pass it (409).
 */
export async function addCartItem(
  deps: CartDeps,
  caller: Caller,
  product: ProductCode,
  body: AddCartItemRequest,
  ctx: RequestContext,
): Promise<CartItemView> {
  const { cart, account } = await requireCart(deps, caller, body);
  // a full cart answers at once, without rating; the count under the lock below is the rule
  if ((await repo.countItems(deps.db, cart.accountId, cart.ownerId)) >= QUOTE_CART_LIMIT) {
    throw limitReached();
  }
  const fields = calculatorFieldsOf(body);
  const prepared = await prepareQuote(
    deps,
    caller,
    product,
    {
      ...fields,
      accountId: cart.accountId,
      presetName: body.presetName,
      agencyId: cart.agencyId,
    },
    { account, checkLicence: false },
  );
  // requested later with the effective date it was rated with, not a default of that day
  const request = { ...fields, effectiveDate: prepared.effectiveDate };
  const row = await deps.db.transaction(async (tx) => {
    await repo.lockCart(tx, cart.accountId, cart.ownerId);
    if ((await repo.countItems(tx, cart.accountId, cart.ownerId)) >= QUOTE_CART_LIMIT) {
      throw limitReached();
    }
    const item = await repo.insertItem(tx, {
      accountId: cart.accountId,
      ownerOrganisationId: cart.ownerId,
      product,
      presetName: prepared.presetName,
      limit: prepared.result.limit,
      deductible: prepared.result.deductible,
      effectiveDate: prepared.effectiveDate,
      totalPremium: prepared.result.total,
      referToUnderwriter: prepared.referToUnderwriter,
      request,
      ratingResult: prepared.result,
      createdBy: caller.actor.userId,
      createdAt: prepared.at,
    });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'cart.add',
        entityType: 'quote_cart_item',
        entityId: item.id,
        after: auditedItem(item),
      },
      prepared.at,
    );
    return item;
  });
  const [view] = await cartItemViews(deps.db, [row]);
  return view!;
}
