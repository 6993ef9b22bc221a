import { useCallback, useSyncExternalStore } from 'react';
import { readCart, writeCart, type CartItem } from '../lib/cart.ts';

const subscribe = (listener: () => void) => {
  window.addEventListener('quote-cart:changed', listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener('quote-cart:changed', listener);
    window.removeEventListener('storage', listener);
  };
};

/** The account's cart, live across the screen and the cart modal. */
export function useCart(accountId: string) {
  const raw = useSyncExternalStore(subscribe, () =>
    sessionStorage.getItem(`quoteCart:${accountId}`),
  );
  const items: CartItem[] = raw ? readCart(accountId) : [];
  const set = useCallback((next: CartItem[]) => writeCart(accountId, next), [accountId]);
  return { items, set };
}
