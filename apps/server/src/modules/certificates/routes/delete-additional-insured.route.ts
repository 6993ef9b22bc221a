import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AdditionalInsuredParamsSchema } from '@cyber/domain';
import { callerOf } from '../../../context/index.ts';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import type { CertificatesDeps } from '../certificates.context.ts';
import { deleteAdditionalInsured } from '../services/delete-additional-insured.ts';
import { EDITORS, editorsOnly, tags } from './guards.ts';

export function deleteAdditionalInsuredRoute(app: FastifyInstance, deps: CertificatesDeps) {
  zodApp(app).delete(
    '/api/policy/v1/:id/additional-insureds/:insuredId',
    {
      config: { permission: EDITORS },
      ...editorsOnly,
      schema: {
        tags,
        summary:
          'Remove an additional insured from a policy in cover (provider staff or the agency)',
        params: AdditionalInsuredParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteAdditionalInsured(
        deps,
        callerOf(request),
        request.params.id,
        request.params.insuredId,
      );
      return reply.code(204).send(null);
    },
  );
}
