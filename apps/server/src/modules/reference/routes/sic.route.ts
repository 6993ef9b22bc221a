import type { FastifyInstance } from 'fastify';
import { SicCodePageSchema, SicSearchQuerySchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { searchSic } from '../services/search-sic.ts';

/** UK SIC 2007 codes for UK account forms (path designed, see docs/api.md). */
export function sicRoutes(app: FastifyInstance) {
  zodApp(app).get(
    '/api/account/v1/sic/search',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['reference'],
        summary: 'UK SIC 2007 codes by code prefix or title words (level 1 sections, 2 divisions)',
        querystring: SicSearchQuerySchema,
        response: { 200: SicCodePageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => searchSic(app.ctx, request.query),
  );
}
