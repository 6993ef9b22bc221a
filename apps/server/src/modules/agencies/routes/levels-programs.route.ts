import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AgencyHierarchyInputSchema,
  AgencyIdParamsSchema,
  AgencyLevelInputSchema,
  AgencyLevelSchema,
  AgencyMessageSchema,
  AgencyMutationSchema,
  AgencyProgramInputSchema,
  AgencyProgramSchema,
  LevelIdParamsSchema,
  ProgramParamsSchema,
  SetAgencyLevelInputSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import {
  addProgram,
  listLevels,
  listPrograms,
  removeProgram,
  saveLevel,
  setAgencyLevel,
  setHierarchy,
} from '../services/levels-programs.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

const LevelResult = z.object({ message: z.string(), level: AgencyLevelSchema });
const ProgramResult = z.object({ message: z.string(), program: AgencyProgramSchema });

/** Agency levels, an agency's level, its programs and the wholesale/retail hierarchy. */
export function levelsProgramsRoutes(app: FastifyInstance) {
  const r = zodApp(app);
  r.get(
    '/api/account/v1/agency/levels',
    {
      config: { permission: 'agency:view' },
      schema: {
        tags: ['agencies'],
        summary: 'Agency levels (revenue bands, whole currency units)',
        response: { 200: z.array(AgencyLevelSchema), ...errorResponses(401, 403) },
      },
    },
    async () => listLevels(app.ctx),
  );
  r.post(
    '/api/account/v1/agency/levels',
    {
      config: { permission: 'agency:manage' },
      schema: {
        tags: ['agencies'],
        summary: 'Create an agency level (provider staff)',
        body: AgencyLevelInputSchema,
        response: { 201: LevelResult, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await saveLevel(app.ctx, callerOf(request), null, request.body, requestContext(request)),
        ),
  );
  r.put(
    '/api/account/v1/agency/levels/:levelId',
    {
      config: { permission: 'agency:manage' },
      schema: {
        tags: ['agencies'],
        summary: 'Update an agency level (provider staff)',
        params: LevelIdParamsSchema,
        body: AgencyLevelInputSchema,
        response: { 200: LevelResult, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      saveLevel(
        app.ctx,
        callerOf(request),
        request.params.levelId,
        request.body,
        requestContext(request),
      ),
  );
  r.put(
    '/api/account/v1/agency/:agencyId/level',
    {
      config: { permission: 'agency:manage' },
      schema: {
        tags: ['agencies'],
        summary: "Set an agency's level (provider staff)",
        params: AgencyIdParamsSchema,
        body: SetAgencyLevelInputSchema,
        response: { 200: AgencyMutationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      setAgencyLevel(
        app.ctx,
        callerOf(request),
        request.params.agencyId,
        request.body.levelId,
        requestContext(request),
      ),
  );
  r.put(
    '/api/account/v1/agency/:agencyId/hierarchy',
    {
      config: { permission: 'agency:manage' },
      schema: {
        tags: ['agencies'],
        summary: 'Set wholesale/retail kind and the wholesale parent (provider staff)',
        params: AgencyIdParamsSchema,
        body: AgencyHierarchyInputSchema,
        response: { 200: AgencyMutationSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      setHierarchy(
        app.ctx,
        callerOf(request),
        request.params.agencyId,
        request.body,
        requestContext(request),
      ),
  );
  r.get(
    '/api/account/v1/agency/:agencyId/programs',
    {
      config: { permission: 'agency:view' },
      schema: {
        tags: ['agencies'],
        summary: "An agency's programs",
        params: AgencyIdParamsSchema,
        response: { 200: z.array(AgencyProgramSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listPrograms(app.ctx, callerOf(request), request.params.agencyId),
  );
  r.post(
    '/api/account/v1/agency/:agencyId/programs',
    {
      config: { permission: 'agency:manage' },
      schema: {
        tags: ['agencies'],
        summary: 'Add a program to an agency (provider staff)',
        params: AgencyIdParamsSchema,
        body: AgencyProgramInputSchema,
        response: { 201: ProgramResult, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await addProgram(
            app.ctx,
            callerOf(request),
            request.params.agencyId,
            request.body,
            requestContext(request),
          ),
        ),
  );
  r.delete(
    '/api/account/v1/agency/:agencyId/programs/:programId',
    {
      config: { permission: 'agency:manage' },
      schema: {
        tags: ['agencies'],
        summary: 'Remove a program (provider staff)',
        params: ProgramParamsSchema,
        response: { 200: AgencyMessageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      removeProgram(
        app.ctx,
        callerOf(request),
        request.params.agencyId,
        request.params.programId,
        requestContext(request),
      ),
  );
}
