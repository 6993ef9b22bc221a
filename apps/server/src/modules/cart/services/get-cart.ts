import { QUOTE_CART_LIMIT, type Cart, type CartQuery, type ProductCode } from '@cyber/domain';
import * as repo from '../cart.repository.ts';
import type { CartDeps } from '../cart.context.ts';
import type { Caller } from '../../../context/index.ts';
import { requireCart } from './cart-owner.ts';
import { cartItemViews } from './cart-view.ts';

/**
 * GET /api/quote/v1/cart and GET /api/quote/v1/{productType}/cart: the caller's cart of an
 * account (every product, or one), oldest item first, with the limit it counts against.
 */
export async function getCart(
  deps: Pick<CartDeps, 'db'>,
  caller: Caller,
  query: CartQuery,
  product?: ProductCode,
): Promise<Cart> {
  const { cart } = await requireCart(deps, caller, query);
  const rows = await repo.listItems(deps.db, cart.accountId, cart.ownerId, product);
  return {
    accountId: cart.accountId,
    agencyId: cart.ownerId,
    limit: QUOTE_CART_LIMIT,
    content: await cartItemViews(deps.db, rows),
  };
}
