import type { FastifyInstance } from 'fastify';
import {
  CarrierProfileCreateSchema,
  CarrierProfileListSchema,
  CarrierProfileMutationSchema,
  CarrierProfileParamsSchema,
  CarrierProfileUpdateSchema,
  CarrierProfilesQuerySchema,
  RaterCarrierPageSchema,
  RaterCarrierSearchQuerySchema,
} from '@cyber/domain';
import { z } from 'zod';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import {
  createCarrierProfile,
  deleteCarrierProfile,
  listCarrierProfiles,
  searchRaterCarriers,
  updateCarrierProfile,
} from '../services/rater-carriers.ts';
import { callerOf } from '../../../context/index.ts';

const tags = ['rater'];

/** Rater carriers and their profiles (spec 2 §7): search, profiles, and profile changes. */
export function raterCarriersRoutes(app: FastifyInstance) {
  const r = zodApp(app);
  r.get(
    '/api/rater/v1/carrier',
    {
      config: { permission: 'organisation:view' },
      schema: {
        tags,
        summary: 'Search carriers: name, created window (after, before), state written in',
        querystring: RaterCarrierSearchQuerySchema,
        response: { 200: RaterCarrierPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => searchRaterCarriers(app.ctx, callerOf(request), request.query),
  );
  r.get(
    '/api/rater/v1/carrier/profiles',
    {
      config: { permission: 'organisation:view' },
      schema: {
        tags,
        summary: 'Active carrier profiles with the carrier name; by product, state or carrier',
        querystring: CarrierProfilesQuerySchema,
        response: { 200: CarrierProfileListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listCarrierProfiles(app.ctx, callerOf(request), request.query),
  );
  r.post(
    '/api/rater/v1/carrier/profiles',
    {
      config: { permission: 'organisation:manage' },
      schema: {
        tags,
        summary: 'Add a carrier profile (provider admins)',
        body: CarrierProfileCreateSchema,
        response: { 201: CarrierProfileMutationSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCarrierProfile(app.ctx, callerOf(request), request.body)),
  );
  r.put(
    '/api/rater/v1/carrier/profiles/:id',
    {
      config: { permission: 'organisation:manage' },
      schema: {
        tags,
        summary: 'Change a carrier profile (provider admins)',
        params: CarrierProfileParamsSchema,
        body: CarrierProfileUpdateSchema,
        response: { 200: CarrierProfileMutationSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateCarrierProfile(app.ctx, callerOf(request), request.params.id, request.body),
  );
  r.delete(
    '/api/rater/v1/carrier/profiles/:id',
    {
      config: { permission: 'organisation:manage' },
      schema: {
        tags,
        summary: 'Delete a carrier profile (provider admins)',
        params: CarrierProfileParamsSchema,
        response: {
          200: z.object({ message: z.string() }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => deleteCarrierProfile(app.ctx, callerOf(request), request.params.id),
  );
}
