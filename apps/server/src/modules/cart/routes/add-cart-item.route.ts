import type { FastifyInstance } from 'fastify';
import { AddCartItemRequestSchema, CartItemSchema, CartProductParamsSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import type { CartDeps } from '../cart.context.ts';
import { addCartItem } from '../services/add-cart-item.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

export function addCartItemRoute(app: FastifyInstance, deps: CartDeps) {
  zodApp(app).post(
    '/api/quote/v1/:productType/cart',
    {
      config: { permission: 'quote:manage' },
      schema: {
        tags: ['quotes'],
        summary: 'Rate a variation and add it to the cart (at most 5 per account and agency)',
        params: CartProductParamsSchema,
        body: AddCartItemRequestSchema,
        response: { 201: CartItemSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const item = await addCartItem(
        deps,
        callerOf(request),
        request.params.productType,
        request.body,
        requestContext(request),
      );
      return reply.code(201).send(item);
    },
  );
}
