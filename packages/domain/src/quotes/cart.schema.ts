import { z } from 'zod';
import { productCodeSchema } from '../products/products.ts';
import { QuoteFlowCreateFieldsSchema } from './quote-flow.ts';
import { QUOTE_CART_LIMIT, QuoteSchema } from './quote.schema.ts';

/**
 * The quote cart on the server (spec 3 §3 "Quote-cart item", §7 "GET cart of quotes (accountId,
 * agencyId; list in content). Remove quote from cart (quote id, agency id). {productType}/cart by
 * account or submission: GET, POST, submit, DELETE", §9 "Cart limit 5 quotes"; decision 039).
 *
 * A cart belongs to one account and one organisation: every agent of an agency quoting that
 * account sees and fills the same cart, on any device, across sign-outs; provider staff quoting
 * for an agency name it (`agencyId`, as their quote requests do), and without one use their own
 * organisation's cart. An item is a priced variation not yet requested: the server rates
 * it when it is added (the browser's premium is never trusted) and again when the cart is
 * submitted, which creates one quote per item under one request group and empties the cart.
 */

/** The spec's cart messages (verbatim), shared by the server's errors and the screens. */
export const QUOTE_CART_MESSAGES = {
  limitReached: 'You have reached 5 request limit, please delete one to add another variation!',
  getFailed: 'Failed to get cart',
  removeFailed: 'Failed to remove quote, please try again',
  sendFailed: 'Failed to send quotes',
  sendFailedDetails: 'The quotes could not be requested for the following reason(s):',
  empty: 'No quotes have been added to the cart yet.',
  /** Ours: a removed or already requested item. */
  itemNotFound: 'This quote is no longer in the cart.',
  /** Ours: another submit (or a removal) took items of the cart first; nothing was requested. */
  /** Ours: custom terms without the product they are for. */
  customQuoteProductRequired: 'Choose the product of the custom quote.',
  changedWhileSending:
    'The cart changed while the quotes were being requested; nothing was sent. Please reload the cart.',
} as const;

/** GET /api/quote/v1/cart and GET /api/quote/v1/{productType}/cart: whose cart. */
export const CartQuerySchema = z.object({
  accountId: z.uuid(),
  /** Provider staff quoting for an agency (agency users' own agency is implied). */
  agencyId: z.uuid().optional(),
});
export type CartQuery = z.infer<typeof CartQuerySchema>;

/** DELETE /api/quote/v1/cart/{itemId}: whose cart (the item names its account). */
export const CartOwnerQuerySchema = CartQuerySchema.pick({ agencyId: true });
export type CartOwnerQuery = z.infer<typeof CartOwnerQuerySchema>;

/** `{productType}` of the product's cart routes. */
export const CartProductParamsSchema = z.object({ productType: productCodeSchema });

/** `{itemId}` of DELETE /api/quote/v1/cart/{itemId}. */
export const CartItemParamsSchema = z.object({
  itemId: z.uuid({ error: QUOTE_CART_MESSAGES.itemNotFound }),
});

/** One item of the cart (spec 3 §3: id, quoteNumber, presetName, referToUnderwriter, totalPremium, calculatorGeneratedData). */
export const CartItemSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  agencyId: z.string(),
  product: productCodeSchema,
  /** Null until the item is requested (the cart holds variations, not quotes yet). */
  quoteNumber: z.string().nullable(),
  /** BASIC, POPULAR, ELITE or null (custom). */
  presetName: z.string().nullable(),
  limit: z.number(),
  deductible: z.number(),
  effectiveDate: z.string(),
  /** Minor units, as the server rated the item when it was added. */
  totalPremium: z.number(),
  referToUnderwriter: z.boolean(),
  /** The calculator fields the item is requested with (POST /api/quote/v1/{product}). */
  calculatorGeneratedData: z.record(z.string(), z.unknown()),
  addedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  created: z.string(),
});
export type CartItemView = z.infer<typeof CartItemSchema>;

export const CartSchema = z.object({
  accountId: z.string(),
  agencyId: z.string(),
  limit: z.number(),
  content: z.array(CartItemSchema),
});
export type Cart = z.infer<typeof CartSchema>;

/**
 * POST /api/quote/v1/{productType}/cart: add a variation. The calculator's fields travel as they
 * do to POST /api/quote/v1/{product} (the account fills what is left out).
 */
export const AddCartItemRequestSchema = z
  .object({
    accountId: z.uuid(),
    agencyId: z.uuid().nullish(),
    presetName: z.string().trim().max(60).nullish(),
  })
  .catchall(z.unknown());
export type AddCartItemRequest = z.input<typeof AddCartItemRequestSchema>;

/** POST /api/quote/v1/{productType}/cart/submit and POST /api/quote/v1/cart/submit. */
export const SubmitCartRequestSchema = z.object({
  accountId: z.uuid(),
  agencyId: z.uuid().nullish(),
  needByDate: z.iso.date().nullish(),
  /** Provider staff: the agent of the agency the quotes are for. */
  agentEmail: z.email().nullish(),
  /**
   * The items the caller saw and means to request (ours). Given, exactly these are requested and
   * any of them no longer in the cart (requested by someone else meanwhile, or removed) is a 409
   * with nothing requested; left out, every item of the cart (or of the product) is requested.
   */
  itemIds: z.array(z.uuid()).max(QUOTE_CART_LIMIT).nullish(),
  /**
   * The step-by-step request's details (spec 3 §2 quote flow), given to every quote of the
   * submit: the note for the underwriter and the retail agent; and its custom terms, requested
   * as one more quote (REFERRED) of `customQuoteProduct`, in the same transaction.
   */
  ...QuoteFlowCreateFieldsSchema.shape,
  /** The product of the custom quote (the route's product when the submit names one). */
  customQuoteProduct: productCodeSchema.nullish(),
  /**
   * The submission the quotes join (the `submissions-*` steps of the quote flow): one of the
   * caller's, of the same account, not declined. Left out, the submit is a new submission.
   */
  submissionId: z.uuid().nullish(),
});
export type SubmitCartRequest = z.input<typeof SubmitCartRequestSchema>;

/** The label of the custom quote in a submit's reasons. */
export const CUSTOM_QUOTE_LABEL = 'Custom quote';

/** What submitting a cart created: one quote per item, under one request group. */
export const SubmitCartResultSchema = z.object({
  requestGroupId: z.string(),
  quotes: z.array(QuoteSchema),
});
export type SubmitCartResult = z.infer<typeof SubmitCartResultSchema>;
