import type { FastifyInstance } from 'fastify';
import {
  CartProductParamsSchema,
  SubmitCartRequestSchema,
  SubmitCartResultSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import type { CartDeps } from '../cart.context.ts';
import { submitCart } from '../services/submit-cart.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

/** Request the cart's quotes: every item, or the product's (all or nothing). */
export function submitCartRoutes(app: FastifyInstance, deps: CartDeps) {
  const api = zodApp(app);
  const schema = {
    tags: ['quotes'],
    body: SubmitCartRequestSchema,
    response: { 201: SubmitCartResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
  };
  api.post(
    '/api/quote/v1/cart/submit',
    {
      config: { permission: 'quote:manage' },
      schema: {
        ...schema,
        summary: 'Request every quote of the cart under one request group, all or nothing',
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await submitCart(
            deps,
            callerOf(request),
            undefined,
            request.body,
            requestContext(request),
          ),
        ),
  );
  api.post(
    '/api/quote/v1/:productType/cart/submit',
    {
      config: { permission: 'quote:manage' },
      schema: {
        ...schema,
        summary: "Request the product's quotes of the cart under one request group, all or nothing",
        params: CartProductParamsSchema,
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await submitCart(
            deps,
            callerOf(request),
            request.params.productType,
            request.body,
            requestContext(request),
          ),
        ),
  );
}
