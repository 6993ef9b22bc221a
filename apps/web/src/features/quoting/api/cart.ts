import {
  CartItemSchema,
  CartSchema,
  QUOTE_CART_MESSAGES,
  SubmitCartResultSchema,
  type AddCartItemRequest,
  type Cart,
  type CartItemView,
  type ProductCode,
  type SubmitCartRequest,
  type SubmitCartResult,
} from '@cyber/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, isApiError } from '../../../lib/api-client.ts';
import { quotesKey } from '../../quotes/index.ts';

/**
 * The quote cart on the server (spec 3 §3, §7, §9): one cart per account and organisation,
 * shared by every agent quoting the account. `agencyId` is only for provider staff quoting for
 * an agency (as their quote requests carry it); without it the server uses the caller's own
 * organisation's cart.
 */
export const quoteCartKey = ['quote-cart'] as const;
export const quoteCartQueryKey = (accountId: string, agencyId?: string | null) =>
  [...quoteCartKey, accountId, agencyId ?? null] as const;

/** GET /api/quote/v1/cart?accountId=&agencyId= → the cart. */
export async function getCart(
  accountId: string,
  agencyId?: string | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Cart> {
  return CartSchema.parse(
    await apiClient.get<unknown>('/api/quote/v1/cart', {
      query: { accountId, agencyId },
      signal,
    }),
  );
}

export const quoteCartQueryOptions = (accountId: string, agencyId?: string | null) =>
  queryOptions({
    queryKey: quoteCartQueryKey(accountId, agencyId),
    queryFn: ({ signal }) => getCart(accountId, agencyId, { signal }),
    // shared with the other agents of the agency: read again whenever a screen shows it
    staleTime: 0,
  });

/**
 * POST /api/quote/v1/{product}/cart: one variation → 201 the item, priced by the server; 409
 * with the spec's limit message when the cart is full.
 */
export async function addCartItem(
  product: ProductCode,
  body: AddCartItemRequest,
): Promise<CartItemView> {
  return CartItemSchema.parse(
    await apiClient.post<unknown>(`/api/quote/v1/${encodeURIComponent(product)}/cart`, body),
  );
}

/** The server's 404 for an item no longer in the cart (removed or requested meanwhile). */
const isItemGone = (error: unknown) =>
  isApiError(error) &&
  error.status === 404 &&
  (error.data as { message?: unknown } | undefined)?.message === QUOTE_CART_MESSAGES.itemNotFound;

/**
 * DELETE /api/quote/v1/cart/{itemId}?agencyId= → 204. An item already gone is removed, which is
 * what was asked; any other refusal (an agency not found, a server fault) is thrown.
 */
export async function removeCartItem(itemId: string, agencyId?: string | null): Promise<void> {
  try {
    await apiClient.delete<unknown>(`/api/quote/v1/cart/${encodeURIComponent(itemId)}`, {
      query: { agencyId },
    });
  } catch (error) {
    if (isItemGone(error)) return;
    throw error;
  }
}

/**
 * POST /api/quote/v1/cart/submit: every item becomes a quote under one request group, all or
 * nothing, and the cart empties. A refusal is 400 'Failed to send quotes' with a reason per
 * failing item in `errors`, or 409 when the cart changed meanwhile.
 */
export async function submitCart(body: SubmitCartRequest): Promise<SubmitCartResult> {
  return SubmitCartResultSchema.parse(
    await apiClient.post<unknown>('/api/quote/v1/cart/submit', body),
  );
}

/** Why a cart call was refused: the server's reasons (`errors`), else its message. */
export function cartErrorReasons(error: Error): string[] {
  if (isApiError(error) && error.data && typeof error.data === 'object') {
    const { errors } = error.data as { errors?: unknown };
    if (Array.isArray(errors) && errors.length > 0) return [...new Set(errors.map(String))];
  }
  return [error.message];
}

/** The calculator fields of a variation, as POST /api/quote/v1/{product} takes them. */
export type CartVariation = {
  product: ProductCode;
  presetName: string | null;
  fields: Record<string, unknown>;
};

/** Add a variation to the account's cart; the cart shows it at once and is read again. */
export function useAddCartItem(accountId: string, agencyId?: string | null) {
  const queryClient = useQueryClient();
  const queryKey = quoteCartQueryKey(accountId, agencyId);
  return useMutation({
    mutationFn: ({ product, presetName, fields }: CartVariation) =>
      addCartItem(product, {
        ...fields,
        accountId,
        ...(agencyId ? { agencyId } : {}),
        presetName,
      }),
    onSuccess: (item) => {
      queryClient.setQueryData<Cart>(queryKey, (cart) =>
        cart && !cart.content.some((i) => i.id === item.id)
          ? { ...cart, content: [...cart.content, item] }
          : cart,
      );
    },
    // a 409 (full) means another agent filled it meanwhile: read it again either way
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

/** Remove one item (or several) from the account's cart. */
export function useRemoveCartItem(accountId: string, agencyId?: string | null) {
  const queryClient = useQueryClient();
  const queryKey = quoteCartQueryKey(accountId, agencyId);
  return useMutation({
    mutationFn: async (itemIds: string | readonly string[]) => {
      const ids = typeof itemIds === 'string' ? [itemIds] : itemIds;
      await Promise.all(ids.map((id) => removeCartItem(id, agencyId)));
      return ids;
    },
    onSuccess: (ids) => {
      queryClient.setQueryData<Cart>(queryKey, (cart) =>
        cart ? { ...cart, content: cart.content.filter((i) => !ids.includes(i.id)) } : cart,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

/** Request every item of the account's cart; the cart empties and the quotes lists refresh. */
export function useSubmitCart(accountId: string, agencyId?: string | null) {
  const queryClient = useQueryClient();
  const queryKey = quoteCartQueryKey(accountId, agencyId);
  return useMutation({
    mutationFn: (extra: Omit<SubmitCartRequest, 'accountId' | 'agencyId'>) =>
      submitCart({ ...extra, accountId, ...(agencyId ? { agencyId } : {}) }),
    onSuccess: () => {
      queryClient.setQueryData<Cart>(queryKey, (cart) => (cart ? { ...cart, content: [] } : cart));
      void queryClient.invalidateQueries({ queryKey: quotesKey });
    },
    // all or nothing: after a refusal the cart is what the server says (a 409: it changed)
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
