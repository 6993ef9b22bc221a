import type { FastifyInstance } from 'fastify';
import { CartProductParamsSchema, CartQuerySchema, CartSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import type { CartDeps } from '../cart.context.ts';
import { getCart } from '../services/get-cart.ts';
import { callerOf } from '../../../context/index.ts';

/** The cart of an account: every product, or one product's items. */
export function getCartRoutes(app: FastifyInstance, deps: CartDeps) {
  const api = zodApp(app);
  api.get(
    '/api/quote/v1/cart',
    {
      config: { permission: 'quote:manage' },
      schema: {
        tags: ['quotes'],
        summary: "The caller's cart of quotes to request for an account (every product)",
        querystring: CartQuerySchema,
        response: { 200: CartSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getCart(deps, callerOf(request), request.query),
  );
  api.get(
    '/api/quote/v1/:productType/cart',
    {
      config: { permission: 'quote:manage' },
      schema: {
        tags: ['quotes'],
        summary: "The caller's cart of quotes to request for an account (one product's items)",
        params: CartProductParamsSchema,
        querystring: CartQuerySchema,
        response: { 200: CartSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getCart(deps, callerOf(request), request.query, request.params.productType),
  );
}
