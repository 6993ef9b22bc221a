import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  BlacklistDomainInputSchema,
  BlacklistedDomainPageSchema,
  BlacklistedDomainQuerySchema,
  BlacklistedDomainSchema,
  ReferenceIdParamsSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { blacklistDomain } from '../services/blacklist-domain.ts';
import { deleteBlacklistedDomain } from '../services/delete-blacklisted-domain.ts';
import { listBlacklistedDomains } from '../services/list-blacklisted-domains.ts';
import { actorOfRequest } from './caller.ts';
import { requestContext } from '../../../context/index.ts';

const manage = { permission: 'reference:manage' } as const;

/** Blacklisted e-mail domains (spec 2 §7: under the auth service, paths designed). */
export function blacklistedDomainsRoutes(app: FastifyInstance) {
  const api = zodApp(app);

  api.get(
    '/api/auth/v1/blacklist/domains',
    {
      config: manage,
      schema: {
        tags: ['reference'],
        summary: 'Blacklisted domains (page, size 25 by default, search, sort)',
        querystring: BlacklistedDomainQuerySchema,
        response: { 200: BlacklistedDomainPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listBlacklistedDomains(app.ctx, request.query),
  );

  api.post(
    '/api/auth/v1/blacklist/domains',
    {
      config: manage,
      schema: {
        tags: ['reference'],
        summary: 'Blacklist a domain (any scheme or path is stripped); already listed is a 409',
        body: BlacklistDomainInputSchema,
        response: { 201: BlacklistedDomainSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await blacklistDomain(
            app.ctx,
            actorOfRequest(request),
            request.body.name,
            requestContext(request),
          ),
        ),
  );

  api.delete(
    '/api/auth/v1/blacklist/domains/:id',
    {
      config: manage,
      schema: {
        tags: ['reference'],
        summary: 'Take a domain off the blacklist',
        params: ReferenceIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteBlacklistedDomain(
        app.ctx,
        actorOfRequest(request),
        request.params.id,
        requestContext(request),
      );
      return reply.status(204).send(null);
    },
  );
}
