import { QUOTE_CART_LIMIT, type ProductCode } from '@cyber/domain';

/**
 * The quote cart (spec 3 §3 "Quote-cart item", §9 "Cart limit 5 quotes"): the variations the user
 * means to request, kept per account in sessionStorage until they are requested or removed.
 */
export type CartItem = {
  id: string;
  product: ProductCode;
  /** BASIC, POPULAR, ELITE or null (custom). */
  presetName: string | null;
  limit: number;
  deductible: number;
  effectiveDate: string;
  /** Minor units, from the rater at the time it was added. */
  totalPremium: number;
  referToUnderwriter: boolean;
  /** The calculator fields sent to POST /api/quote/v1/{product}. */
  request: Record<string, unknown>;
};

export const cartStorageKey = (accountId: string) => `quoteCart:${accountId}`;

export function readCart(accountId: string): CartItem[] {
  try {
    const raw = sessionStorage.getItem(cartStorageKey(accountId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as CartItem[]) : [];
  } catch {
    return [];
  }
}

export function writeCart(accountId: string, items: CartItem[]) {
  if (items.length) sessionStorage.setItem(cartStorageKey(accountId), JSON.stringify(items));
  else sessionStorage.removeItem(cartStorageKey(accountId));
  window.dispatchEvent(new CustomEvent('quote-cart:changed', { detail: { accountId } }));
}

export const cartIsFull = (items: readonly CartItem[]) => items.length >= QUOTE_CART_LIMIT;

/** Spec 3 §9: the redirect to {base}/quotes 2 s after the quotes are sent. */
export const CART_REDIRECT_MS = 2_000;
