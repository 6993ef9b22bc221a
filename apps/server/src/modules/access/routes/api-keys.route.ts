import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ApiKeyInputSchema,
  ApiKeyListQuerySchema,
  ApiKeyPageSchema,
  ApiKeyParamsSchema,
  ApiKeySchema,
  ApiKeyWithSecretSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { createApiKey } from '../services/create-api-key.ts';
import { deleteApiKey } from '../services/delete-api-key.ts';
import { listApiKeys } from '../services/list-api-keys.ts';
import { regenerateApiKey } from '../services/regenerate-api-key.ts';
import { updateApiKey } from '../services/update-api-key.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

const base = { permission: 'api-key:manage', sessionOnly: true } as const;

/** API access keys (spec 1 §7), one operation per handler. Never callable with a key. */
export function apiKeysRoutes(app: FastifyInstance) {
  const api = zodApp(app);

  api.get(
    '/api/auth/v1/api',
    {
      config: base,
      schema: {
        tags: ['access'],
        summary: "The organisation's API keys (page, size, search, sort)",
        querystring: ApiKeyListQuerySchema,
        response: { 200: ApiKeyPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listApiKeys(app.ctx, callerOf(request), request.query),
  );

  api.post(
    '/api/auth/v1/api',
    {
      config: base,
      schema: {
        tags: ['access'],
        summary: 'Create a key; the secret is in this answer only',
        body: ApiKeyInputSchema,
        response: { 201: ApiKeyWithSecretSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createApiKey(app.ctx, callerOf(request), request.body, requestContext(request)),
        ),
  );

  api.put(
    '/api/auth/v1/api/regenerate/:keyId',
    {
      config: base,
      schema: {
        tags: ['access'],
        summary: 'Give a key a new secret (answered once); the old one stops working',
        params: ApiKeyParamsSchema,
        response: { 200: ApiKeyWithSecretSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      regenerateApiKey(app.ctx, callerOf(request), request.params.keyId, requestContext(request)),
  );

  api.put(
    '/api/auth/v1/api/:keyId',
    {
      config: base,
      schema: {
        tags: ['access'],
        summary: "Change a key's name and description",
        params: ApiKeyParamsSchema,
        body: ApiKeyInputSchema,
        response: { 200: ApiKeySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updateApiKey(
        app.ctx,
        callerOf(request),
        request.params.keyId,
        request.body,
        requestContext(request),
      ),
  );

  api.delete(
    '/api/auth/v1/api/:keyId',
    {
      config: base,
      schema: {
        tags: ['access'],
        summary: 'Delete a key; it stops working at once',
        params: ApiKeyParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteApiKey(app.ctx, callerOf(request), request.params.keyId, requestContext(request));
      return reply.status(204).send(null);
    },
  );
}
