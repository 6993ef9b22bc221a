import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  BorDecisionSchema,
  BorIdParamsSchema,
  BorListSchema,
  BorRequestSchema,
  BorResultSchema,
  CancellationQuoteSchema,
  CancelPolicySchema,
  CancelRequestSchema,
  EndorsementOptionsSchema,
  EndorsementQuoteSchema,
  EndorsementRequestSchema,
  ErpIssueSchema,
  MuteRenewalRemindersSchema,
  PolicyRenewalSchema,
  RenewalOptOutSchema,
  ErpStatusSchema,
  PolicyActionResultSchema,
  PolicyActionSchema,
  PolicyDiffQuerySchema,
  PolicyDiffSchema,
  PolicyIdParamsSchema,
  PolicyRevisionListSchema,
  RevisionParamsSchema,
} from '@cyber/domain';
import { sendPdf } from '../../../lib/pdf.ts';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { callerOf, requestContext } from '../../../context/index.ts';
import type { PoliciesDeps } from '../policies.context.ts';
import {
  cancelPolicy,
  endFromInception,
  quoteCancellation,
  requestCancellation,
  restorePolicy,
  withdrawCancellationRequest,
} from '../services/cancel.ts';
import {
  deleteEndorsement,
  endorsementOptions,
  endorsePolicy,
  quoteEndorsement,
  revertEndorsement,
} from '../services/endorse.ts';
import {
  decideBrokerOfRecord,
  listBorRequests,
  requestBrokerOfRecord,
} from '../services/broker-of-record.ts';
import { erpStatus, issueErp, voidErp } from '../services/erp.ts';
import {
  muteRenewalReminders,
  policyRenewal,
  renewPolicyNow,
  setRenewalOptOut,
} from '../services/renewals.ts';
import { diffRevisions, listRevisions, revisionDocument } from '../services/revisions.ts';

const MessageSchema = z.object({ message: z.string() });
const ErpOptionsSchema = ErpStatusSchema.pick({ options: true });
const ErpPremiumSchema = ErpStatusSchema.shape.options.element;

const tags = ['policy servicing'];
/** Provider staff (policy:manage) or the agency that bound the policy (quote:manage). */
const SERVICERS = ['policy:manage', 'quote:manage'] as const;
const action = { 200: PolicyActionResultSchema, ...errorResponses(400, 401, 403, 404, 409) };

/**
 * Policy servicing (the servicing issue; decision 046): revisions, diff and transaction
 * documents for whoever reads the policy; endorsements for provider staff and the agency;
 * cancellation requests by the agency; cancellations, voids, rescissions and reinstatements by
 * provider staff.
 */
export function servicingRoutes(app: FastifyInstance, deps: PoliciesDeps) {
  const r = zodApp(app);

  r.get(
    '/api/policy/v1/:id/revisions',
    {
      config: { permission: 'policy:view' },
      schema: {
        tags,
        summary: 'The policy’s transactions, oldest first, each with what it changed',
        params: PolicyIdParamsSchema,
        response: { 200: PolicyRevisionListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listRevisions(deps, callerOf(request), request.params.id),
  );

  r.get(
    '/api/policy/v1/:id/revisions/:number/document',
    {
      config: { permission: 'policy:view' },
      schema: {
        tags,
        summary:
          'A transaction’s document: endorsement, cancellation, void, rescission or reinstatement notice (404 when it has none)',
        params: RevisionParamsSchema,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await revisionDocument(deps, callerOf(request), request.params.id, request.params.number),
      ),
  );

  r.get(
    '/api/policy/v1/:id/diff',
    {
      config: { permission: 'policy:view' },
      schema: {
        tags,
        summary: 'What changed between two revisions of the policy',
        params: PolicyIdParamsSchema,
        querystring: PolicyDiffQuerySchema,
        response: { 200: PolicyDiffSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      diffRevisions(
        deps,
        callerOf(request),
        request.params.id,
        request.query.from,
        request.query.to,
      ),
  );

  r.get(
    '/api/policy/v1/:id/endorsements/available',
    {
      config: { permission: SERVICERS },
      schema: {
        tags,
        summary: 'The endorsements, options and effective dates the caller may use',
        params: PolicyIdParamsSchema,
        response: { 200: EndorsementOptionsSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => endorsementOptions(deps, callerOf(request), request.params.id),
  );

  r.post(
    '/api/policy/v1/:id/endorsements/quote',
    {
      config: { permission: SERVICERS },
      schema: {
        tags,
        summary: 'The premium (pro rata) and changes of an endorsement, nothing written',
        params: PolicyIdParamsSchema,
        body: EndorsementRequestSchema,
        response: { 200: EndorsementQuoteSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => quoteEndorsement(deps, callerOf(request), request.params.id, request.body),
  );

  for (const [path, nonPremiumOnly, summary] of [
    ['endorsements', false, 'Endorse the policy: a new revision with its pro-rata premium'],
    ['nonpremium', true, 'A non-premium endorsement (name, address, named insureds, forms)'],
  ] as const) {
    r.post(
      `/api/policy/v1/:id/${path}`,
      {
        config: { permission: SERVICERS },
        schema: {
          tags,
          summary,
          params: PolicyIdParamsSchema,
          body: EndorsementRequestSchema,
          response: { 201: PolicyActionResultSchema, ...action },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await endorsePolicy(
              deps,
              callerOf(request),
              request.params.id,
              request.body,
              requestContext(request),
              nonPremiumOnly,
            ),
          ),
    );
  }

  r.delete(
    '/api/policy/v1/:id/endorsements/:number',
    {
      config: { permission: SERVICERS },
      schema: {
        tags,
        summary: 'Delete the latest endorsement before it takes effect',
        params: RevisionParamsSchema,
        response: action,
      },
    },
    async (request) =>
      deleteEndorsement(
        deps,
        callerOf(request),
        request.params.id,
        request.params.number,
        requestContext(request),
      ),
  );

  r.post(
    '/api/policy/v1/:id/revert/:number',
    {
      config: { permission: SERVICERS },
      schema: {
        tags,
        summary: 'Revert the latest endorsement by a new revision with the terms before it',
        params: RevisionParamsSchema,
        body: PolicyActionSchema,
        response: action,
      },
    },
    async (request) =>
      revertEndorsement(
        deps,
        callerOf(request),
        request.params.id,
        request.params.number,
        request.body,
        requestContext(request),
      ),
  );

  r.post(
    '/api/policy/v1/:id/cancel-request',
    {
      config: { permission: SERVICERS },
      schema: {
        tags,
        summary: 'Ask the insurer to cancel the policy (CANCEL REQUESTED)',
        params: PolicyIdParamsSchema,
        body: CancelRequestSchema,
        response: action,
      },
    },
    async (request) =>
      requestCancellation(
        deps,
        callerOf(request),
        request.params.id,
        request.body,
        requestContext(request),
      ),
  );

  r.put(
    '/api/policy/v1/:id/cancel-request/withdraw',
    {
      config: { permission: SERVICERS },
      schema: {
        tags,
        summary: 'Withdraw a cancellation request',
        params: PolicyIdParamsSchema,
        body: PolicyActionSchema,
        response: action,
      },
    },
    async (request) =>
      withdrawCancellationRequest(
        deps,
        callerOf(request),
        request.params.id,
        request.body,
        requestContext(request),
      ),
  );

  r.get(
    '/api/policy/v1/:id/cancel/quote',
    {
      config: { permission: 'policy:manage' },
      schema: {
        tags,
        summary: 'What a cancellation would return (pro rata or short rate) and lead to',
        params: PolicyIdParamsSchema,
        querystring: CancelPolicySchema,
        response: { 200: CancellationQuoteSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => quoteCancellation(deps, callerOf(request), request.params.id, request.query),
  );

  r.put(
    '/api/policy/v1/:id/cancel',
    {
      config: { permission: 'policy:manage' },
      schema: {
        tags,
        summary:
          'Cancel the policy from a day (CANCELLED, CANCEL PENDING, or IN REINSTATEMENT PERIOD for non-payment)',
        params: PolicyIdParamsSchema,
        body: CancelPolicySchema,
        response: action,
      },
    },
    async (request) =>
      cancelPolicy(
        deps,
        callerOf(request),
        request.params.id,
        request.body,
        requestContext(request),
      ),
  );

  for (const [path, name, summary] of [
    ['flatcancel', 'flatCancel', 'Flat cancel the policy from inception: all premium returned'],
    ['void', 'void', 'Void the policy (issued in error): all premium returned'],
    ['rescind', 'rescind', 'Rescind the binder or policy from inception: all premium returned'],
  ] as const) {
    r.put(
      `/api/policy/v1/:id/${path}`,
      {
        config: { permission: 'policy:manage' },
        schema: {
          tags,
          summary,
          params: PolicyIdParamsSchema,
          body: PolicyActionSchema,
          response: action,
        },
      },
      async (request) =>
        endFromInception(
          deps,
          callerOf(request),
          request.params.id,
          name,
          request.body,
          requestContext(request),
        ),
    );
  }

  for (const [path, name, summary] of [
    ['reinstate', 'reinstate', 'Reinstate a pending or non-payment cancellation'],
    ['undo-cancelled-policy', 'undoCancel', 'Undo a cancellation made in error'],
  ] as const) {
    r.put(
      `/api/policy/v1/:id/${path}`,
      {
        config: { permission: 'policy:manage' },
        schema: {
          tags,
          summary,
          params: PolicyIdParamsSchema,
          body: PolicyActionSchema,
          response: action,
        },
      },
      async (request) =>
        restorePolicy(
          deps,
          callerOf(request),
          request.params.id,
          name,
          request.body,
          requestContext(request),
        ),
    );
  }

  r.get(
    '/api/policy/v1/:id/erp/eligibility',
    {
      config: { permission: 'policy:view' },
      schema: {
        tags,
        summary:
          'Whether an extended reporting period may be bought (cover ended, within 60 days), its options and the one bought',
        params: PolicyIdParamsSchema,
        response: { 200: ErpStatusSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => erpStatus(deps, callerOf(request), request.params.id),
  );

  r.get(
    '/api/policy/v1/:id/erp/options',
    {
      config: { permission: 'policy:view' },
      schema: {
        tags,
        summary: 'The extended reporting period options: years, percent of annual premium, premium',
        params: PolicyIdParamsSchema,
        response: { 200: ErpOptionsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      options: (await erpStatus(deps, callerOf(request), request.params.id)).options,
    }),
  );

  r.get(
    '/api/policy/v1/:id/erp/premium',
    {
      config: { permission: 'policy:view' },
      schema: {
        tags,
        summary: 'The premium of one extended reporting period option',
        params: PolicyIdParamsSchema,
        querystring: ErpIssueSchema,
        response: { 200: ErpPremiumSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { options } = await erpStatus(deps, callerOf(request), request.params.id);
      return options.find((o) => o.years === request.query.years)!;
    },
  );

  r.post(
    '/api/policy/v1/:id/erp/issue',
    {
      config: { permission: SERVICERS },
      schema: {
        tags,
        summary: 'Buy an extended reporting period of 1, 2 or 3 years once cover has ended',
        params: PolicyIdParamsSchema,
        body: ErpIssueSchema,
        response: action,
      },
    },
    async (request) =>
      issueErp(
        deps,
        callerOf(request),
        request.params.id,
        request.body.years,
        requestContext(request),
      ),
  );

  r.put(
    '/api/policy/v1/:id/erp/void',
    {
      config: { permission: 'policy:manage' },
      schema: {
        tags,
        summary:
          'Void the extended reporting period within 30 days of its issue: its premium returned',
        params: PolicyIdParamsSchema,
        body: PolicyActionSchema,
        response: action,
      },
    },
    async (request) =>
      voidErp(deps, callerOf(request), request.params.id, request.body, requestContext(request)),
  );

  r.get(
    '/api/policy/v1/bor-policies',
    {
      config: { permission: SERVICERS },
      schema: {
        tags,
        summary:
          'Broker of record requests: all for provider staff; for an agency those it asked for or about its policies',
        response: { 200: BorListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listBorRequests(deps, callerOf(request)),
  );

  r.post(
    '/api/policy/v1/bor',
    {
      config: { permission: 'quote:manage' },
      schema: {
        tags,
        summary:
          'An agency asks to become broker of record of a policy, by its number and named insured (a wrong pair: 404)',
        body: BorRequestSchema,
        response: { 201: BorResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await requestBrokerOfRecord(
            deps,
            callerOf(request),
            request.body,
            requestContext(request),
          ),
        ),
  );

  r.put(
    '/api/policy/v1/bor/:id',
    {
      config: { permission: SERVICERS },
      schema: {
        tags,
        summary:
          'Staff approve (the policy and account move) or decline a broker of record request; the asking agency may withdraw it',
        params: BorIdParamsSchema,
        body: BorDecisionSchema,
        response: { 200: BorResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      decideBrokerOfRecord(
        deps,
        callerOf(request),
        request.params.id,
        request.body,
        requestContext(request),
      ),
  );

  r.get(
    '/api/policy/v1/:id/renewal',
    {
      config: { permission: 'policy:view' },
      schema: {
        tags,
        summary:
          'The policy’s renewal: open for renewal, opted out, muted, its renewal quote and the renewal diff (premium, limits, coverages, rating factors and the reasons)',
        params: PolicyIdParamsSchema,
        response: { 200: PolicyRenewalSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => policyRenewal(deps, callerOf(request), request.params.id),
  );

  r.post(
    '/api/policy/v1/:id/renewal',
    {
      config: { permission: SERVICERS },
      schema: {
        tags,
        summary:
          'Prepare the renewal quote now (as the renewal job would), re-rated on the account as it is; idempotent',
        params: PolicyIdParamsSchema,
        response: {
          200: z.object({ message: z.string(), renewal: PolicyRenewalSchema }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) =>
      renewPolicyNow(deps, callerOf(request), request.params.id, requestContext(request)),
  );

  r.put(
    '/api/policy/v1/renewal-opt-out',
    {
      config: { permission: SERVICERS },
      schema: {
        tags,
        summary:
          'Opt policies out of renewal (or back in), in bulk; all or none (404 when one is not the caller’s)',
        body: RenewalOptOutSchema,
        response: {
          200: MessageSchema.extend({ updated: z.number().int() }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) =>
      setRenewalOptOut(
        deps,
        callerOf(request),
        request.body.policyIds,
        request.body.optOut,
        requestContext(request),
      ),
  );

  r.post(
    '/api/policy/v1/:id/mute-renewal-reminders',
    {
      config: { permission: SERVICERS },
      schema: {
        tags,
        summary: 'Mute (or unmute) the renewal e-mails of a policy',
        params: PolicyIdParamsSchema,
        body: MuteRenewalRemindersSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      muteRenewalReminders(deps, callerOf(request), request.params.id, request.body.muted),
  );
}
