/** Spec 3 §9: the redirect to {base}/quotes 2 s after the quotes are sent. */
export const CART_REDIRECT_MS = 2_000;
