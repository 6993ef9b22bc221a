import type { FastifyInstance } from 'fastify';
import { CertificateParamsSchema } from '@cyber/domain';
import { callerOf } from '../../../context/index.ts';
import { sendPdf } from '../../../lib/pdf.ts';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import type { CertificatesDeps } from '../certificates.context.ts';
import { certificateDocument } from '../services/certificate-document.ts';
import { requestersOnly, tags } from './guards.ts';

export function certificateDocumentRoute(app: FastifyInstance, deps: CertificatesDeps) {
  zodApp(app).get(
    '/api/policy/v1/:id/certificate/:certificateId',
    {
      config: { permission: 'policy:view' },
      ...requestersOnly,
      schema: {
        tags,
        summary:
          'A certificate of insurance as {company}-{policyNumber}-Policy-Certificate.pdf, as it was made',
        params: CertificateParamsSchema,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await certificateDocument(
          deps,
          callerOf(request),
          request.params.id,
          request.params.certificateId,
        ),
      ),
  );
}
