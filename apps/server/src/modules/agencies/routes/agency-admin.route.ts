import type { FastifyInstance } from 'fastify';
import {
  AgencyAdminResultSchema,
  AgencyFeinInputSchema,
  AgencyIdParamsSchema,
  AgencyPaymentsInputSchema,
  AgreementStatusSchema,
  SignAgreementInputSchema,
  SignAgreementResultSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import {
  getAgreement,
  setFein,
  setPaymentsPaused,
  signAgreement,
} from '../services/agency-admin.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

const base = '/api/account/v1/agency/:agencyId';
const tags = ['agencies'];

/** Payments pause/resume, FEIN and the producer agreement ("sign and fein calls", spec 2 §7). */
export function agencyAdminRoutes(app: FastifyInstance) {
  const r = zodApp(app);
  r.put(
    `${base}/payments`,
    {
      config: { permission: 'agency:manage' },
      schema: {
        tags,
        summary: 'Pause (paused: true) or resume payments to an agency (provider admins)',
        params: AgencyIdParamsSchema,
        body: AgencyPaymentsInputSchema,
        response: { 200: AgencyAdminResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      setPaymentsPaused(
        app.ctx,
        callerOf(request),
        request.params.agencyId,
        request.body.paused,
        requestContext(request),
      ),
  );
  r.put(
    `${base}/fein`,
    {
      config: { permission: 'agency:manage' },
      schema: {
        tags,
        summary: "Set or remove a US agency's FEIN (provider staff; the agency's admins)",
        params: AgencyIdParamsSchema,
        body: AgencyFeinInputSchema,
        response: { 200: AgencyAdminResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      setFein(
        app.ctx,
        callerOf(request),
        request.params.agencyId,
        request.body,
        requestContext(request),
      ),
  );
  r.get(
    `${base}/sign`,
    {
      config: { permission: 'agency:view' },
      schema: {
        tags,
        summary: 'The producer agreement: current version, signed or not, by whom and when',
        params: AgencyIdParamsSchema,
        response: { 200: AgreementStatusSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getAgreement(app.ctx, callerOf(request), request.params.agencyId),
  );
  r.post(
    `${base}/sign`,
    {
      config: { permission: 'agency:manage' },
      schema: {
        tags,
        summary: "Sign the current producer agreement (the agency's admin)",
        params: AgencyIdParamsSchema,
        body: SignAgreementInputSchema,
        response: { 201: SignAgreementResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await signAgreement(
            app.ctx,
            callerOf(request),
            request.params.agencyId,
            request.body,
            requestContext(request),
          ),
        ),
  );
}
