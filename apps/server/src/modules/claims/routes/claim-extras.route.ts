import type { FastifyInstance } from 'fastify';
import {
  ClaimDefaultsQuerySchema,
  ClaimDefaultsSchema,
  ClaimDiaryInputSchema,
  ClaimDiaryListSchema,
  ClaimIdParamsSchema,
  ClaimMessageSchema,
  ClaimReporterPageSchema,
  ClaimReporterQuerySchema,
  ClaimSaveResultSchema,
  ClaimVendorInputSchema,
  ClaimVendorListSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { addDiaryEntry, listDiary } from '../services/diary.ts';
import { claimDefaults, listReporters } from '../services/reporters.ts';
import { assignVendor, listVendors } from '../services/vendor.ts';
import { callerOf } from '../../../context/index.ts';

/** The claim diary, the reporter picker and vendor assignment. */
export function claimExtraRoutes(app: FastifyInstance) {
  const api = zodApp(app);
  const tags = ['claims'];

  api.get(
    '/api/claims/v1/reporters',
    {
      config: { permission: 'claim:view' },
      schema: {
        tags,
        summary: "The account's users a claim may be reported by (name, role name, organization)",
        querystring: ClaimReporterQuerySchema,
        response: { 200: ClaimReporterPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listReporters(app.ctx, callerOf(request), request.query),
  );

  api.get(
    '/api/claims/v1/defaults',
    {
      config: { permission: 'claim:view' },
      schema: {
        tags,
        summary: "What a new claim's form starts from: the account's name, region and address",
        querystring: ClaimDefaultsQuerySchema,
        response: { 200: ClaimDefaultsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => claimDefaults(app.ctx, callerOf(request), request.query.accountId),
  );

  api.get(
    '/api/claims/v1/vendors',
    {
      config: { permission: 'claim:manage' },
      schema: {
        tags,
        summary: 'Active vendor organisations a claim may be assigned to (provider staff)',
        response: { 200: ClaimVendorListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listVendors(app.ctx, callerOf(request)),
  );

  api.get(
    '/api/claims/v1/:id/diary',
    {
      config: { permission: 'claim:view' },
      schema: {
        tags,
        summary: "The claim's diary, newest first",
        params: ClaimIdParamsSchema,
        response: { 200: ClaimDiaryListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listDiary(app.ctx, callerOf(request), request.params.id),
  );

  api.post(
    '/api/claims/v1/:id/diary',
    {
      config: { permission: 'claim:manage' },
      schema: {
        tags,
        summary: 'Add a note to the diary (provider staff, the account, the assigned vendor)',
        params: ClaimIdParamsSchema,
        body: ClaimDiaryInputSchema,
        response: { 201: ClaimMessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addDiaryEntry(app.ctx, callerOf(request), request.params.id, request.body)),
  );

  api.put(
    '/api/claims/v1/:id/vendor',
    {
      config: { permission: 'claim:manage' },
      schema: {
        tags,
        summary: 'Assign the vendor who works the claim (provider staff)',
        params: ClaimIdParamsSchema,
        body: ClaimVendorInputSchema,
        response: { 200: ClaimSaveResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      assignVendor(app.ctx, callerOf(request), request.params.id, request.body.vendorId),
  );
}
