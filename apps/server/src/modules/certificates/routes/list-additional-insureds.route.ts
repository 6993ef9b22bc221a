import type { FastifyInstance } from 'fastify';
import { AdditionalInsuredListSchema, PolicyIdParamsSchema } from '@cyber/domain';
import { callerOf } from '../../../context/index.ts';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import type { CertificatesDeps } from '../certificates.context.ts';
import { listAdditionalInsureds } from '../services/list-additional-insureds.ts';
import { tags } from './guards.ts';

export function listAdditionalInsuredsRoute(app: FastifyInstance, deps: CertificatesDeps) {
  zodApp(app).get(
    '/api/policy/v1/:id/additional-insureds',
    {
      config: { permission: 'policy:view' },
      schema: {
        tags,
        summary: 'The additional insureds of a policy the caller reads (404 when it is not theirs)',
        params: PolicyIdParamsSchema,
        response: { 200: AdditionalInsuredListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listAdditionalInsureds(deps, callerOf(request), request.params.id),
  );
}
