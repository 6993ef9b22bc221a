import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SsoProviderSchema, SsoProviderWriteSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { disableSsoProvider, getSsoProvider, putSsoProvider } from '../services/sso-providers.ts';
import { callerOf } from '../../../context/index.ts';

const params = z.object({ organisationId: z.uuid() });
/** Provider staff who manage organisations; never with an API key (the settings hold a secret). */
const base = { permission: 'organisation:manage', sessionOnly: true } as const;

/** An organisation's identity provider for single sign-on (decision 061). */
export function ssoProvidersRoutes(app: FastifyInstance) {
  const path = '/api/auth/v1/sso/providers/:organisationId';

  zodApp(app).get(
    path,
    {
      config: base,
      schema: {
        tags: ['auth'],
        summary: "An organisation's single sign-on settings (never the client secret)",
        params,
        response: { 200: SsoProviderSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getSsoProvider(app.ctx, callerOf(request), request.params.organisationId),
  );

  zodApp(app).put(
    path,
    {
      config: base,
      schema: {
        tags: ['auth'],
        summary: "Set an organisation's identity provider (OpenID Connect)",
        params,
        body: SsoProviderWriteSchema,
        response: { 200: SsoProviderSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      putSsoProvider(app.ctx, callerOf(request), request.params.organisationId, request.body),
  );

  zodApp(app).delete(
    path,
    {
      config: base,
      schema: {
        tags: ['auth'],
        summary: "Disable an organisation's single sign-on (its settings are kept)",
        params,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await disableSsoProvider(app.ctx, callerOf(request), request.params.organisationId);
      return reply.status(204).send(null);
    },
  );
}
