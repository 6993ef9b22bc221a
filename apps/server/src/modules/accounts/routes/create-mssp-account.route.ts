import type { FastifyInstance } from 'fastify';
import { AccountCreatedSchema, MsspAccountCreateInputSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { createMsspAccount } from '../services/create-mssp-account.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

export function createMsspAccountRoute(app: FastifyInstance) {
  zodApp(app).post(
    '/api/account/v1/mssp/accounts',
    {
      config: { permission: 'account:manage' },
      schema: {
        tags: ['accounts'],
        summary: 'MSSP: create an account (state, name, cbid, phone, address1, city, zipCode)',
        body: MsspAccountCreateInputSchema,
        response: { 201: AccountCreatedSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createMsspAccount(
            app.ctx,
            callerOf(request),
            request.body,
            requestContext(request),
          ),
        ),
  );
}
