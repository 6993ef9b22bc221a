import type { FastifyInstance } from 'fastify';
import {
  ApiActivityGraphSchema,
  ApiActivityPageSchema,
  ApiActivityQuerySchema,
  ApiActivityStatsSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { apiActivityStats } from '../services/api-activity-stats.ts';
import { graphApiActivity } from '../services/graph-api-activity.ts';
import { searchApiActivity } from '../services/search-api-activity.ts';
import { callerOf } from '../../../context/index.ts';

const common = {
  config: { permission: 'api-key:manage' as const },
  querystring: ApiActivityQuerySchema,
};

/** API activity (spec 1 §7): the calls made with keys, as a table, a graph and totals. */
export function apiActivityRoutes(app: FastifyInstance) {
  const api = zodApp(app);

  api.get(
    '/api/apiactivity/v1/search',
    {
      config: common.config,
      schema: {
        tags: ['access'],
        summary: 'Calls made with API keys, newest first',
        querystring: common.querystring,
        response: { 200: ApiActivityPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => searchApiActivity(app.ctx, callerOf(request), request.query),
  );

  api.get(
    '/api/apiactivity/v1/graph',
    {
      config: common.config,
      schema: {
        tags: ['access'],
        summary: 'Calls per time bucket, successes and errors apart',
        querystring: common.querystring,
        response: { 200: ApiActivityGraphSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => graphApiActivity(app.ctx, callerOf(request), request.query),
  );

  api.get(
    '/api/apiactivity/v1/agg/stats',
    {
      config: common.config,
      schema: {
        tags: ['access'],
        summary: 'Totals: calls, errors, error rate, p50/p95 duration, calls per key',
        querystring: common.querystring,
        response: { 200: ApiActivityStatsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => apiActivityStats(app.ctx, callerOf(request), request.query),
  );
}
