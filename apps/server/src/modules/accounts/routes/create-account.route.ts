import type { FastifyInstance } from 'fastify';
import { AccountCreatedSchema, AccountCreateInputSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { createAccount } from '../services/create-account.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

export function createAccountRoute(app: FastifyInstance) {
  zodApp(app).post(
    '/api/account/v1/accounts',
    {
      config: { permission: 'account:manage' },
      schema: {
        tags: ['accounts'],
        summary: 'Create an account (409 when the same name exists in the same state and zip)',
        body: AccountCreateInputSchema,
        response: { 201: AccountCreatedSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createAccount(app.ctx, callerOf(request), request.body, requestContext(request)),
        ),
  );
}
