import type { FastifyInstance } from 'fastify';
import { DocTypesQuerySchema, LabelValueMapSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { docTypes, paperTypes, productTypes } from '../services/catalogue.ts';

export function catalogueRoutes(app: FastifyInstance) {
  const r = zodApp(app);
  r.get(
    '/api/docs/v1/docTypes',
    {
      config: { permission: 'document:view' },
      schema: {
        tags: ['documents'],
        summary: 'Document types as a map of label to value (claim=true: the claim ones)',
        querystring: DocTypesQuerySchema,
        response: { 200: LabelValueMapSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => docTypes(app.ctx, request.query.claim),
  );
  r.get(
    '/api/docs/v1/papertypes',
    {
      config: { permission: 'document:view' },
      schema: {
        tags: ['documents'],
        summary: 'Paper types of forms as a map of label to value',
        response: { 200: LabelValueMapSchema, ...errorResponses(401, 403) },
      },
    },
    async () => paperTypes(),
  );
  r.get(
    '/api/docs/v1/producttypes',
    {
      config: { permission: 'document:view' },
      schema: {
        tags: ['documents'],
        summary: 'Products as a map of label to value',
        response: { 200: LabelValueMapSchema, ...errorResponses(401, 403) },
      },
    },
    async () => productTypes(),
  );
}
