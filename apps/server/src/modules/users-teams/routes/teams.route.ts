import type { FastifyInstance } from 'fastify';
import {
  MessageResponseSchema,
  MigrateTeamsRequestSchema,
  TeamInputSchema,
  TeamListQuerySchema,
  TeamPageSchema,
  TeamRowSchema,
  UserIdParamsSchema,
  UserTeamsSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import {
  createTeam,
  deleteTeam,
  listTeams,
  migrateUserTeams,
  renameTeam,
} from '../services/teams.ts';
import { callerOf } from '../../../context/index.ts';

/** Teams at the spec's paths (spec 2 §7 "Teams and users"). */
export function teamsRoutes(app: FastifyInstance) {
  const api = zodApp(app);
  api.get(
    '/api/auth/v1/teams/all',
    {
      config: { permission: 'team:view' },
      schema: {
        tags: ['users-teams'],
        summary: "The organisation's teams with member counts (page, size, search, sort)",
        querystring: TeamListQuerySchema,
        response: { 200: TeamPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listTeams(app.ctx, callerOf(request), request.query),
  );
  api.post(
    '/api/auth/v1/teams',
    {
      config: { permission: 'team:manage' },
      schema: {
        tags: ['users-teams'],
        summary: 'Create a team (name unique in the organisation)',
        body: TeamInputSchema,
        response: { 201: TeamRowSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTeam(app.ctx, callerOf(request), request.body)),
  );
  api.put(
    '/api/auth/v1/teams/:id',
    {
      config: { permission: 'team:manage' },
      schema: {
        tags: ['users-teams'],
        summary: 'Rename a team',
        params: UserIdParamsSchema,
        body: TeamInputSchema,
        response: { 200: TeamRowSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => renameTeam(app.ctx, callerOf(request), request.params.id, request.body),
  );
  api.delete(
    '/api/auth/v1/teams/:id',
    {
      config: { permission: 'team:manage' },
      schema: {
        tags: ['users-teams'],
        summary: "Delete a team without users ('Team removed')",
        params: UserIdParamsSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => deleteTeam(app.ctx, callerOf(request), request.params.id),
  );
  api.put(
    '/api/auth/v1/users/teams/migrate/:id',
    {
      config: { permission: 'team:manage' },
      schema: {
        tags: ['users-teams'],
        summary: "Move a user's team memberships (fromTeamIds → toTeamIds)",
        params: UserIdParamsSchema,
        body: MigrateTeamsRequestSchema,
        response: { 200: UserTeamsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      migrateUserTeams(app.ctx, callerOf(request), request.params.id, request.body),
  );
}
