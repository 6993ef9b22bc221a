import { QUOTE_CART_LIMIT, type CartItemView } from '@cyber/domain';
import { useQuery } from '@tanstack/react-query';
import {
  quoteCartQueryOptions,
  useAddCartItem,
  useRemoveCartItem,
  useSubmitCart,
} from '../../api/cart.ts';

const NO_ITEMS: CartItemView[] = [];

/**
 * The account's quote cart on the server, shared by the calculator, the cart modal and the
 * quote flow (one query: every screen sees the same items). `agencyId` is for provider staff
 * quoting for an agency; `enabled: false` (edit-quote) reads nothing.
 *
 * - `items`, `limit`, `isFull`: the variations (none while loading or after a load error);
 * - `isLoading`, `error`: the cart's query (its error is shown as 'Failed to get cart');
 * - `add`, `remove`, `submit`: the mutations (`add.mutate({ product, presetName, fields })`,
 *   `remove.mutate(itemId | itemIds)`, `submit.mutate({ needByDate?, agentEmail? })`); each
 *   updates the cart, and a submit the quotes lists.
 */
export function useCart(
  accountId: string,
  agencyId?: string | null,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const query = useQuery({
    ...quoteCartQueryOptions(accountId, agencyId),
    enabled: enabled && accountId !== '',
  });
  const add = useAddCartItem(accountId, agencyId);
  const remove = useRemoveCartItem(accountId, agencyId);
  const submit = useSubmitCart(accountId, agencyId);
  const items = query.data?.content ?? NO_ITEMS;
  const limit = query.data?.limit ?? QUOTE_CART_LIMIT;
  return {
    items,
    limit,
    isFull: items.length >= limit,
    isLoading: query.isLoading,
    error: query.error,
    add,
    remove,
    submit,
  };
}
