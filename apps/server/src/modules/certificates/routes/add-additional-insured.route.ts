import type { FastifyInstance } from 'fastify';
import {
  AdditionalInsuredBodySchema,
  AdditionalInsuredSchema,
  PolicyIdParamsSchema,
} from '@cyber/domain';
import { callerOf } from '../../../context/index.ts';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import type { CertificatesDeps } from '../certificates.context.ts';
import { addAdditionalInsured } from '../services/add-additional-insured.ts';
import { EDITORS, editorsOnly, tags } from './guards.ts';

export function addAdditionalInsuredRoute(app: FastifyInstance, deps: CertificatesDeps) {
  zodApp(app).post(
    '/api/policy/v1/:id/additional-insureds',
    {
      config: { permission: EDITORS },
      ...editorsOnly,
      schema: {
        tags,
        summary:
          'Add an additional insured to a policy in cover (provider staff or the agency; 409 for a binder or an ended policy)',
        description:
          "The address follows the policy's region: a US policy's a state and a ZIP code, a UK policy's an optional county and a postcode (400 naming each field otherwise).",
        params: PolicyIdParamsSchema,
        body: AdditionalInsuredBodySchema,
        response: { 201: AdditionalInsuredSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addAdditionalInsured(deps, callerOf(request), request.params.id, request.body)),
  );
}
