import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AddAggregatorAgencySchema,
  AddClusterAgencySchema,
  GROUP_SEGMENTS,
  GroupQuerySchema,
  MemberAgencyPageSchema,
  OrganisationOkSchema,
  RemoveAgencyQuerySchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { addMember, listMembers, removeMember } from '../services/members.ts';
import { callerOf } from '../../../context/index.ts';

/**
 * Agencies in clusters and aggregators:
 * GET /api/account/v1/{cluster|da}/agencies, POST /api/account/v1/{cluster|da}/add/agency,
 * PUT /api/account/v1/{cluster|da}/remove/agency/{agencyId} (spec path for clusters).
 */
export function membersRoutes(app: FastifyInstance) {
  for (const segment of GROUP_SEGMENTS) {
    zodApp(app).get(
      `/api/account/v1/${segment}/agencies`,
      {
        config: { permission: 'agency:view' },
        schema: {
          tags: ['organisations'],
          summary: `Agencies of a ${segment} (the caller's own, or groupId for provider staff)`,
          querystring: GroupQuerySchema,
          response: { 200: MemberAgencyPageSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => listMembers(app.ctx, callerOf(request), segment, request.query),
    );

    zodApp(app).post(
      `/api/account/v1/${segment}/add/agency`,
      {
        config: { permission: 'organisation:manage' },
        schema: {
          tags: ['organisations'],
          summary: `Add an agency to a ${segment} (provider staff)`,
          body: segment === 'da' ? AddAggregatorAgencySchema : AddClusterAgencySchema,
          response: { 201: OrganisationOkSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const result = await addMember(app.ctx, callerOf(request), segment, request.body);
        return reply.status(201).send(result);
      },
    );

    zodApp(app).put(
      `/api/account/v1/${segment}/remove/agency/:id`,
      {
        config: { permission: 'authenticated' },
        schema: {
          tags: ['organisations'],
          summary: `Remove an agency from a ${segment} (provider staff or the group's admin)`,
          params: z.object({ id: z.uuid() }),
          querystring: RemoveAgencyQuerySchema,
          response: { 200: OrganisationOkSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        removeMember(app.ctx, callerOf(request), segment, request.params.id, request.query.groupId),
    );
  }
}
