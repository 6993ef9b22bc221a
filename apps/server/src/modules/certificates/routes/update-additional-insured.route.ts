import type { FastifyInstance } from 'fastify';
import {
  AdditionalInsuredBodySchema,
  AdditionalInsuredParamsSchema,
  AdditionalInsuredSchema,
} from '@cyber/domain';
import { callerOf } from '../../../context/index.ts';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import type { CertificatesDeps } from '../certificates.context.ts';
import { updateAdditionalInsured } from '../services/update-additional-insured.ts';
import { EDITORS, editorsOnly, tags } from './guards.ts';

export function updateAdditionalInsuredRoute(app: FastifyInstance, deps: CertificatesDeps) {
  zodApp(app).put(
    '/api/policy/v1/:id/additional-insureds/:insuredId',
    {
      config: { permission: EDITORS },
      ...editorsOnly,
      schema: {
        tags,
        summary: 'Change an additional insured of a policy in cover (provider staff or the agency)',
        description:
          "The address follows the policy's region, as when it is added (400 naming each field otherwise).",
        params: AdditionalInsuredParamsSchema,
        body: AdditionalInsuredBodySchema,
        response: { 200: AdditionalInsuredSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateAdditionalInsured(
        deps,
        callerOf(request),
        request.params.id,
        request.params.insuredId,
        request.body,
      ),
  );
}
