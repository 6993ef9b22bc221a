import { loadScript } from './load-script.ts';

/**
 * The little of Stripe.js the pay forms use (decision 059): a card Element mounted in the page —
 * Stripe's own iframe, so the card number never touches this code — and `createPaymentMethod`,
 * whose `pm_…` id is the token posted to the server.
 */
export type StripeCardElement = {
  mount: (host: HTMLElement) => void;
  on: (event: 'change', handler: (event: { error?: { message?: string } }) => void) => void;
  destroy: () => void;
};

export type StripeJs = {
  elements: () => {
    create: (type: 'card', options?: Record<string, unknown>) => StripeCardElement;
  };
  createPaymentMethod: (request: { type: 'card'; card: StripeCardElement }) => Promise<{
    paymentMethod?: { id: string };
    error?: { message?: string };
  }>;
};

type StripeFactory = (publishableKey: string) => StripeJs;

declare global {
  interface Window {
    /** Stripe.js's global, once its script is loaded. */
    Stripe?: StripeFactory;
  }
}

/** The one Stripe instance of the page, made with the configured publishable key. */
let made: { factory: StripeFactory; key: string; stripe: StripeJs } | null = null;

/** Load Stripe.js from `url` (once per page) and give the page's Stripe instance for `key`. */
export async function stripeOf(key: string, url: string): Promise<StripeJs> {
  await loadScript(url, () => typeof window.Stripe === 'function');
  const factory = window.Stripe;
  if (!factory) throw new Error('Stripe.js is not loaded');
  if (made?.factory !== factory || made.key !== key) made = { factory, key, stripe: factory(key) };
  return made.stripe;
}
