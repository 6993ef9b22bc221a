import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CustomPresetInputSchema,
  PresetIdParamsSchema,
  PresetParamsSchema,
  PresetRequestSchema,
  PresetResultSchema,
  RaterPresetListQuerySchema,
  RaterPresetListSchema,
  RaterPresetSavedSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import {
  createCustomPreset,
  deleteCustomPreset,
  listRaterPresets,
  resolvePreset,
  updateCustomPreset,
} from '../services/presets.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

const tags = ['rater'];

/** Named presets (spec 3 §3, §7): resolve one for an industry; an organisation's own presets. */
export function presetsRoutes(app: FastifyInstance) {
  const r = zodApp(app);

  r.get(
    '/api/rater/v1/presets',
    {
      config: { permission: 'quote:view' },
      schema: {
        tags,
        summary: "Built-in presets and the caller's organisation's custom presets",
        querystring: RaterPresetListQuerySchema,
        response: { 200: RaterPresetListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      content: await listRaterPresets(app.ctx, callerOf(request), request.query),
    }),
  );

  r.post(
    '/api/rater/v1/presets/custom',
    {
      config: { permission: 'quote:manage' },
      schema: {
        tags,
        summary: "Save a custom preset of the caller's organisation",
        body: CustomPresetInputSchema,
        response: { 201: RaterPresetSavedSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createCustomPreset(
            app.ctx,
            callerOf(request),
            requestContext(request),
            request.body,
          ),
        ),
  );

  r.post(
    '/api/rater/v1/presets/:naicsCode/:preset',
    {
      config: { permission: 'quote:view' },
      schema: {
        tags,
        summary: 'The global settings and coverages of a preset for an industry',
        params: PresetParamsSchema,
        body: PresetRequestSchema.prefault({}),
        response: { 200: PresetResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => resolvePreset(app.ctx, callerOf(request), request.params, request.body),
  );

  r.put(
    '/api/rater/v1/presets/:id',
    {
      config: { permission: 'quote:manage' },
      schema: {
        tags,
        summary: "Change a custom preset of the caller's organisation (built-ins are read-only)",
        params: PresetIdParamsSchema,
        body: CustomPresetInputSchema,
        response: { 200: RaterPresetSavedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateCustomPreset(
        app.ctx,
        callerOf(request),
        requestContext(request),
        request.params.id,
        request.body,
      ),
  );

  r.delete(
    '/api/rater/v1/presets/:id',
    {
      config: { permission: 'quote:manage' },
      schema: {
        tags,
        summary: "Delete a custom preset of the caller's organisation (built-ins are read-only)",
        params: PresetIdParamsSchema,
        response: { 200: z.object({ message: z.string() }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      deleteCustomPreset(app.ctx, callerOf(request), requestContext(request), request.params.id),
  );
}
