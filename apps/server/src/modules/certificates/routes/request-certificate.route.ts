import type { FastifyInstance } from 'fastify';
import {
  CertificateRequestBodySchema,
  CertificateSchema,
  PolicyIdParamsSchema,
} from '@cyber/domain';
import { callerOf } from '../../../context/index.ts';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import type { CertificatesDeps } from '../certificates.context.ts';
import { requestCertificate } from '../services/request-certificate.ts';
import { requestersOnly, tags } from './guards.ts';

export function requestCertificateRoute(app: FastifyInstance, deps: CertificatesDeps) {
  zodApp(app).post(
    '/api/policy/v1/:id/certificate',
    {
      config: { permission: 'policy:view' },
      ...requestersOnly,
      schema: {
        tags,
        summary:
          'Make a certificate of insurance for a certificate holder or an additional insured (its PDF: GET …/certificate/{certificateId})',
        description:
          "For provider staff, the agency that placed the policy and the policyholder (403 for carriers, reinsurers, clusters, aggregators and MSSPs); only a policy in cover (ISSUED, IN FORCE, CANCEL REQUESTED, CANCEL PENDING; 409 otherwise). The certificate is recorded with what it prints. A certificate holder's address follows the policy's region: a US policy's a state and a ZIP code, a UK policy's an optional county and a postcode (400 naming each field otherwise).",
        params: PolicyIdParamsSchema,
        body: CertificateRequestBodySchema,
        response: { 201: CertificateSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await requestCertificate(deps, callerOf(request), request.params.id, request.body)),
  );
}
