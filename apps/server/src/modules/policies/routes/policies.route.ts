import type { FastifyInstance } from 'fastify';
import {
  BindQuoteParamsSchema,
  PolicyActionResultSchema,
  PolicyBookSchema,
  PolicyIdParamsSchema,
  PolicyPageSchema,
  PolicyProductParamsSchema,
  PolicySchema,
  PolicySearchQuerySchema,
  POLICY_DOCUMENTS,
  POLICY_MESSAGES,
  type PolicyDocument,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { sendPdf } from '../../../lib/pdf.ts';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { callerOf, requestContext } from '../../../context/index.ts';
import type { PoliciesDeps } from '../policies.context.ts';
import { bindQuote } from '../services/bind.ts';
import { policyBook } from '../services/book.ts';
import { issuePolicy } from '../services/issue.ts';
import { policyDocumentPdf } from '../services/policy-documents.ts';
import { requirePolicy } from '../services/policy-view.ts';
import { searchPolicies } from '../services/search.ts';

const tags = ['policies'];

/**
 * The documents' downloads, `GET /api/policy/v1/{id}/{document}`: for whoever may read the
 * policy (provider staff, the agency that bound it, the policyholder, the carrier on whose paper
 * it is; anyone else a 404).
 */
const DOCUMENT_ROUTES: Record<
  PolicyDocument,
  { summary: string; description: string; errors: number[] }
> = {
  binder: {
    summary:
      'The binder PDF of a binder or policy, as {company}-{policyNumber}-Binder.pdf (404 when it is not the caller’s)',
    description:
      'Every binder and policy has one (each was bound): the binder number, insured, agency, carrier, the terms as bound, the bound day and the binder’s last day, the charges and the open post-bind subjectivities.',
    errors: [],
  },
  declarations: {
    summary:
      'The declarations page PDF of an issued policy, as {company}-{policyNumber}-Declarations.pdf (409 for a binder)',
    description:
      'The insured, agency, carrier, policy period, coverages with limits and deductibles (excesses), endorsements, specified event exclusions, charges and surplus lines details; for a UK product the policy schedule, in pounds. A binder never issued (BOUND, BINDER EXPIRED, RESCIND) is a 409.',
    errors: [409],
  },
};

/**
 * Bind (a quote call), issue, search and read binders and policies, and download their
 * documents (the bind issue).
 */
export function policyRoutes(app: FastifyInstance, deps: PoliciesDeps) {
  const r = zodApp(app);

  r.post(
    '/api/quote/v1/:product/bind/:quoteId',
    {
      config: { permission: 'quote:manage' },
      schema: {
        tags,
        summary:
          'Bind a READY quote: it becomes a binder (idempotent: a bound quote answers its binder)',
        params: BindQuoteParamsSchema,
        response: {
          200: PolicyActionResultSchema,
          201: PolicyActionResultSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { created, ...result } = await bindQuote(
        deps,
        callerOf(request),
        request.params.product,
        request.params.quoteId,
        requestContext(request),
      );
      return reply.code(created ? 201 : 200).send(result);
    },
  );

  r.post(
    '/api/policy/v1/issue/:id',
    {
      config: { permission: 'policy:manage' },
      schema: {
        tags,
        summary: 'Issue a BOUND binder into a policy (provider staff)',
        params: PolicyIdParamsSchema,
        response: { 200: PolicyActionResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      issuePolicy(deps, callerOf(request), request.params.id, false, requestContext(request)),
  );

  r.post(
    '/api/policy/v1/agent-issue/:id',
    {
      config: { permission: 'quote:manage' },
      schema: {
        tags,
        summary: "Issue the agency's own BOUND binder into a policy",
        params: PolicyIdParamsSchema,
        response: { 200: PolicyActionResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      issuePolicy(deps, callerOf(request), request.params.id, true, requestContext(request)),
  );

  r.get(
    '/api/policy/v1/search',
    {
      config: { permission: 'policy:view' },
      schema: {
        tags,
        summary:
          'The BINDERS or POLICIES tab: 20 rows, binders by effective date, policies by end date',
        querystring: PolicySearchQuerySchema,
        response: { 200: PolicyPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => searchPolicies(deps, callerOf(request), request.query),
  );

  r.get(
    '/api/policy/v1/book',
    {
      config: { permission: 'policy:view' },
      schema: {
        tags,
        summary: "The caller's book by the counting rules, per currency",
        response: { 200: PolicyBookSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => policyBook(deps, callerOf(request)),
  );

  for (const document of POLICY_DOCUMENTS) {
    const { errors, ...doc } = DOCUMENT_ROUTES[document];
    r.get(
      `/api/policy/v1/:id/${document}`,
      {
        config: { permission: 'policy:view' },
        schema: {
          tags,
          ...doc,
          params: PolicyIdParamsSchema,
          response: errorResponses(400, 401, 403, 404, ...errors),
        },
      },
      async (request, reply) =>
        sendPdf(
          reply,
          await policyDocumentPdf(deps, callerOf(request), request.params.id, document),
        ),
    );
  }

  r.get(
    '/api/policy/v1/:id',
    {
      config: { permission: 'policy:view' },
      schema: {
        tags,
        summary: 'One binder or policy (404 when it is not the caller’s)',
        params: PolicyIdParamsSchema,
        response: { 200: PolicySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => requirePolicy(deps.db, callerOf(request), request.params.id),
  );

  r.get(
    '/api/policy/v1/:product/:id',
    {
      config: { permission: 'policy:view' },
      schema: {
        tags,
        summary: 'One binder or policy of a product (404 when it is not of that product)',
        params: PolicyProductParamsSchema,
        response: { 200: PolicySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const policy = await requirePolicy(deps.db, callerOf(request), request.params.id);
      if (policy.product !== request.params.product) {
        throw new AppError('NOT_FOUND', POLICY_MESSAGES.notFound);
      }
      return policy;
    },
  );
}
