import { QUOTE_CART_MESSAGES, type CartOwnerQuery } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { findVisibleAccount } from '../../accounts/index.ts';
import * as repo from '../cart.repository.ts';
import type { CartDeps } from '../cart.context.ts';
import { type Caller, type RequestContext, scopeOf } from '../../../context/index.ts';
import { cartOwnerOf } from './cart-owner.ts';
import { auditedItem } from './cart-view.ts';

/**
 * DELETE /api/quote/v1/cart/{itemId}: remove one item of the caller's cart. An item of another
 * organisation's cart, of an account the caller no longer sees, or already gone (removed or
 * requested) is a 404 `This quote is no longer in the cart.`
 */
export async function removeCartItem(
  deps: Pick<CartDeps, 'db' | 'clock'>,
  caller: Caller,
  itemId: string,
  query: CartOwnerQuery,
  ctx: RequestContext,
): Promise<void> {
  const { ownerId } = await cartOwnerOf(deps, caller, query.agencyId);
  const item = await repo.findItem(deps.db, ownerId, itemId);
  if (!item || !(await findVisibleAccount(deps.db, scopeOf(caller), item.accountId))) {
    throw new AppError('NOT_FOUND', QUOTE_CART_MESSAGES.itemNotFound);
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (!(await repo.deleteItem(tx, ownerId, itemId))) {
      throw new AppError('NOT_FOUND', QUOTE_CART_MESSAGES.itemNotFound);
    }
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'cart.remove',
        entityType: 'quote_cart_item',
        entityId: itemId,
        before: auditedItem(item),
      },
      now,
    );
  });
}
