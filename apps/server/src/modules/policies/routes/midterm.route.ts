import type { FastifyInstance } from 'fastify';
import {
  MidtermPageSchema,
  MidtermQuerySchema,
  PolicyActionResultSchema,
  PolicyCoveragesSchema,
  PolicyIdParamsSchema,
  PolicyProgramInputSchema,
  PolicyProgramViewSchema,
  RegeneratedDocumentSchema,
  RevisionParamsSchema,
} from '@cyber/domain';
import { sendPdf } from '../../../lib/pdf.ts';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { callerOf, requestContext } from '../../../context/index.ts';
import type { PoliciesDeps } from '../policies.context.ts';
import { regenerateRevisionDocument } from '../services/filed-documents.ts';
import {
  midtermList,
  policyCoverages,
  policyProgram,
  setPolicyProgram,
} from '../services/midterm.ts';
import { regenerateRenewalOffer, renewalOfferDocument } from '../services/renewals.ts';

const tags = ['policy servicing'];
/** Provider staff (policy:manage) or the agency that bound the policy (quote:manage). */
const SERVICERS = ['policy:manage', 'quote:manage'] as const;
const regenerated = { 200: RegeneratedDocumentSchema, ...errorResponses(400, 401, 403, 404) };

/**
 * Midterm servicing (decision 050): the program a policy is written under, the midterm list,
 * the renewal offer, and regenerating a filed document.
 */
export function midtermRoutes(app: FastifyInstance, deps: PoliciesDeps) {
  const r = zodApp(app);

  r.get(
    '/api/policy/v1/midterm',
    {
      config: { permission: 'policy:view' },
      schema: {
        tags,
        summary: 'Endorsements across the caller’s policies, newest first (the midterm list)',
        querystring: MidtermQuerySchema,
        response: { 200: MidtermPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => midtermList(deps, callerOf(request), request.query),
  );

  r.get(
    '/api/policy/v1/:id/coverages',
    {
      config: { permission: 'policy:view' },
      schema: {
        tags,
        summary: 'The policy’s coverages as bound (the coverage chart)',
        params: PolicyIdParamsSchema,
        response: { 200: PolicyCoveragesSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => policyCoverages(deps, callerOf(request), request.params.id),
  );

  r.get(
    '/api/policy/v1/:id/program',
    {
      config: { permission: 'policy:view' },
      schema: {
        tags,
        summary: 'The agency program the policy is written under (and the programs to pick)',
        params: PolicyIdParamsSchema,
        response: { 200: PolicyProgramViewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => policyProgram(deps, callerOf(request), request.params.id),
  );

  r.put(
    '/api/policy/v1/:id/program',
    {
      config: { permission: 'policy:manage' },
      schema: {
        tags,
        summary: 'Add the policy to one of its agency’s programs (null: take it out)',
        params: PolicyIdParamsSchema,
        body: PolicyProgramInputSchema,
        response: { 200: PolicyActionResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      setPolicyProgram(
        deps,
        callerOf(request),
        request.params.id,
        request.body,
        requestContext(request),
      ),
  );

  r.post(
    '/api/policy/v1/:id/revisions/:number/regenerate',
    {
      config: { permission: SERVICERS },
      schema: {
        tags,
        summary: 'File a fresh copy of a transaction’s document in the account’s documents',
        params: RevisionParamsSchema,
        response: regenerated,
      },
    },
    async (request) =>
      regenerateRevisionDocument(
        deps,
        callerOf(request),
        request.params.id,
        request.params.number,
        requestContext(request),
      ),
  );

  r.get(
    '/api/policy/v1/:id/renewal/document',
    {
      config: { permission: 'policy:view' },
      schema: {
        tags,
        summary: 'The renewal offer PDF (404 while no renewal quote is prepared)',
        params: PolicyIdParamsSchema,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) =>
      sendPdf(reply, await renewalOfferDocument(deps, callerOf(request), request.params.id)),
  );

  r.post(
    '/api/policy/v1/:id/renewal/regenerate',
    {
      config: { permission: SERVICERS },
      schema: {
        tags,
        summary: 'File a fresh renewal offer in the account’s documents',
        params: PolicyIdParamsSchema,
        response: regenerated,
      },
    },
    async (request) =>
      regenerateRenewalOffer(deps, callerOf(request), request.params.id, requestContext(request)),
  );
}
