import type { CartQuery, ProductCode } from '@cyber/domain';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import * as repo from '../cart.repository.ts';
import type { CartDeps } from '../cart.context.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';
import { requireCart } from './cart-owner.ts';

/**
 * DELETE /api/quote/v1/{productType}/cart: empty the product's items of the caller's cart of an
 * account (an empty cart stays empty; only a change is audited).
 */
export async function clearCart(
  deps: Pick<CartDeps, 'db' | 'clock'>,
  caller: Caller,
  product: ProductCode,
  query: CartQuery,
  ctx: RequestContext,
): Promise<void> {
  const { cart } = await requireCart(deps, caller, query);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const ids = await repo.deleteCartItems(tx, cart.accountId, cart.ownerId, product);
    if (ids.length === 0) return;
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'cart.clear',
        entityType: 'quote_cart',
        entityId: cart.accountId,
        before: { ownerOrganisationId: cart.ownerId, product, itemIds: ids },
      },
      now,
    );
  });
}
