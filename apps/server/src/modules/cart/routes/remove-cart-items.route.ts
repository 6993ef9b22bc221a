import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CartItemParamsSchema,
  CartOwnerQuerySchema,
  CartProductParamsSchema,
  CartQuerySchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import type { CartDeps } from '../cart.context.ts';
import { clearCart } from '../services/clear-cart.ts';
import { removeCartItem } from '../services/remove-cart-item.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

/** Remove one item of the cart, or empty a product's items. */
export function removeCartItemsRoutes(app: FastifyInstance, deps: CartDeps) {
  const api = zodApp(app);
  api.delete(
    '/api/quote/v1/cart/:itemId',
    {
      config: { permission: 'quote:manage' },
      schema: {
        tags: ['quotes'],
        summary: "Remove a quote from the caller's cart",
        params: CartItemParamsSchema,
        querystring: CartOwnerQuerySchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeCartItem(
        deps,
        callerOf(request),
        request.params.itemId,
        request.query,
        requestContext(request),
      );
      return reply.code(204).send(null);
    },
  );
  api.delete(
    '/api/quote/v1/:productType/cart',
    {
      config: { permission: 'quote:manage' },
      schema: {
        tags: ['quotes'],
        summary: "Empty a product's items of the caller's cart of an account",
        params: CartProductParamsSchema,
        querystring: CartQuerySchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await clearCart(
        deps,
        callerOf(request),
        request.params.productType,
        request.query,
        requestContext(request),
      );
      return reply.code(204).send(null);
    },
  );
}
