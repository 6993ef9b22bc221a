import type { FastifyInstance } from 'fastify';
import type { CartDeps } from './cart.context.ts';
import { addCartItemRoute } from './routes/add-cart-item.route.ts';
import { getCartRoutes } from './routes/get-cart.route.ts';
import { removeCartItemsRoutes } from './routes/remove-cart-items.route.ts';
import { submitCartRoutes } from './routes/submit-cart.route.ts';

/**
 * The quote cart (spec 3 §3 "Quote-cart item", §7, §9; decision 039): the "List of Quotes to
 * Request" of an account, kept on the server per account and owning organisation (the agency,
 * or the provider's own organisation), at most five variations across products. Adding rates
 * the variation on the server; submitting requests every item as quotes through the quotes
 * module's two steps (prepare, then insert in one transaction), all or nothing. The table
 * (`quote_cart_items`) is this module's alone; nothing else is public.
 */
export async function cartModule(app: FastifyInstance) {
  const { db, clock, jobs } = app.ctx;
  const deps: CartDeps = { db, clock, jobs };
  getCartRoutes(app, deps);
  addCartItemRoute(app, deps);
  removeCartItemsRoutes(app, deps);
  submitCartRoutes(app, deps);
}
