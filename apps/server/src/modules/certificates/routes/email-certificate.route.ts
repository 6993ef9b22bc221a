import type { FastifyInstance } from 'fastify';
import {
  CertificateEmailResultSchema,
  CertificateRequestBodySchema,
  PolicyIdParamsSchema,
} from '@cyber/domain';
import { callerOf } from '../../../context/index.ts';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import type { CertificatesDeps } from '../certificates.context.ts';
import { emailCertificate } from '../services/email-certificate.ts';
import { requestersOnly, tags } from './guards.ts';

export function emailCertificateRoute(app: FastifyInstance, deps: CertificatesDeps) {
  zodApp(app).post(
    '/api/policy/v1/:id/certificate/email',
    {
      config: { permission: 'policy:view' },
      ...requestersOnly,
      schema: {
        tags,
        summary:
          'Make a certificate of insurance and e-mail it to `email` (the caller when absent); 202 with the confirmation',
        description:
          'Who and when as POST …/certificate. The e-mail goes through the outbox and carries the certificate in its text (no attachment).',
        params: PolicyIdParamsSchema,
        body: CertificateRequestBodySchema,
        response: {
          202: CertificateEmailResultSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(await emailCertificate(deps, callerOf(request), request.params.id, request.body)),
  );
}
