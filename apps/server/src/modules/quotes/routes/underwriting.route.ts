import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AUTHORITY_MESSAGES,
  AssignUnderwriterRequestSchema,
  CompleteSubjectivityRequestSchema,
  DeclineQuoteRequestSchema,
  InboxPageSchema,
  InboxQuerySchema,
  IrpmQuerySchema,
  QUOTE_STATUSES,
  QuoteIdParamsSchema,
  QuoteStatusesSchema,
  ReferQuoteRequestSchema,
  ReleaseQuoteRequestSchema,
  SaveExclusionsRequestSchema,
  SaveIrpmRequestSchema,
  SaveSubjectivitiesRequestSchema,
  SubjectivityListSchema,
  SwitchSurplusRequestSchema,
  UNDERWRITING_TRANSITIONS,
  UnderwriterListSchema,
  UnderwritingDetailSchema,
  UnderwritingParamsSchema,
  UnderwritingResultSchema,
  UpdateAuthorityRequestSchema,
  UpdateAuthorityResultSchema,
  UpdateTermsRequestSchema,
  productCodeSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { callerOf, requestContext } from '../../../context/index.ts';
import { underwritersOf, updateAuthority } from '../services/authority.ts';
import {
  completeSubjectivity,
  listSubjectivities,
  saveSubjectivities,
} from '../services/subjectivities.ts';
import {
  assignUnderwriter,
  cancelToInbox,
  declineQuote,
  pickUp,
  reassessRisk,
  referQuote,
  releaseQuote,
  requestReview,
  requireUnderwriter,
  resetQuote,
  saveExclusions,
  saveIrpm,
  switchSurplus,
  updateTerms,
} from '../services/underwriting.ts';
import { searchInbox, underwritingDetail } from '../services/underwriting-detail.ts';

const tags = ['underwriting'];
const result = { 200: UnderwritingResultSchema, ...errorResponses(400, 401, 403, 404, 409) };
const underwrite = { permission: 'quote:underwrite' } as const;

/**
 * The underwriting workbench's calls (spec 3 §7 names; decision 040). The underwriter's actions
 * need quote:underwrite and a provider user acting as the provider; the agent's request for
 * review and completion of a subjectivity need quote:manage; every quote is looked up under the
 * caller's visibility (404 when it is not theirs).
 */
export function underwritingRoutes(app: FastifyInstance) {
  const r = zodApp(app);
  const ctxOf = requestContext;

  r.get(
    '/api/quote/v1/search/uw-inbox',
    {
      config: { permission: 'quote:view' },
      schema: {
        tags,
        summary:
          "The underwriter's inbox: referred and in-review quotes, nearest need-by first (an agency sees its own)",
        querystring: InboxQuerySchema,
        response: { 200: InboxPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => searchInbox(app.ctx, callerOf(request), request.query),
  );

  r.get(
    '/api/quote/v1/statuses',
    {
      config: { permission: 'quote:view' },
      schema: {
        tags,
        summary: 'The quote statuses and the underwriting status machine',
        response: { 200: QuoteStatusesSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({
      statuses: [...QUOTE_STATUSES],
      transitions: Object.fromEntries(
        Object.entries(UNDERWRITING_TRANSITIONS).map(([k, v]) => [
          k,
          { from: [...v.from], to: v.to },
        ]),
      ),
    }),
  );

  r.get(
    '/api/quote/v1/underwriters',
    {
      config: underwrite,
      schema: {
        tags,
        summary: "The provider's underwriters with their authority (assignment)",
        response: { 200: UnderwriterListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      requireUnderwriter(caller);
      return { content: await underwritersOf(app.ctx.db, caller) };
    },
  );

  r.put(
    '/api/quote/v1/underwriters/:userId/authority',
    {
      config: { permission: 'user:manage' },
      schema: {
        tags,
        summary: "Set an underwriter's authority: bounds, products, seniority (provider admins)",
        params: z.object({ userId: z.uuid({ error: AUTHORITY_MESSAGES.notFound }) }),
        body: UpdateAuthorityRequestSchema,
        response: { 200: UpdateAuthorityResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updateAuthority(
        app.ctx,
        callerOf(request),
        request.params.userId,
        request.body,
        requestContext(request),
      ),
  );

  r.get(
    '/api/quote/v1/:product/details/:id',
    {
      config: { permission: 'quote:view' },
      schema: {
        tags,
        summary:
          'A quote with what underwriting keeps on it: reasons, IRPM, exclusions, subjectivities, decisions, allowed actions',
        params: UnderwritingParamsSchema,
        response: { 200: UnderwritingDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      underwritingDetail(app.ctx, callerOf(request), request.params.product, request.params.id),
  );

  r.post(
    '/api/quote/v1/:product/request-review/:id',
    {
      config: { permission: 'quote:manage' },
      schema: {
        tags,
        summary: 'Submit a ready or indicated quote for underwriter review, with the reason',
        params: UnderwritingParamsSchema,
        body: ReferQuoteRequestSchema,
        response: result,
      },
    },
    async (request) =>
      requestReview(
        app.ctx,
        callerOf(request),
        request.params.product,
        request.params.id,
        request.body,
        ctxOf(request),
      ),
  );

  r.post(
    '/api/quote/v1/:product/uw/refer/:id',
    {
      config: underwrite,
      schema: {
        tags,
        summary: 'Refer a quote to underwriting by hand',
        params: UnderwritingParamsSchema,
        body: ReferQuoteRequestSchema,
        response: result,
      },
    },
    async (request) =>
      referQuote(
        app.ctx,
        callerOf(request),
        request.params.product,
        request.params.id,
        request.body,
        ctxOf(request),
      ),
  );

  const noBody = [
    ['underwrite', 'Pick a referral up (IN_REVIEW, assigned to the caller)', pickUp],
    ['cancel', 'Cancel to inbox: back to the unassigned referrals', cancelToInbox],
    ['reset', 'Reset to the terms first rated (IRPM 1, no exclusions)', resetQuote],
    ['reassess', "Re-scan the account and re-rate the quote (the engine's status)", reassessRisk],
  ] as const;
  for (const [path, summary, action] of noBody) {
    r.post(
      `/api/quote/v1/:product/uw/${path}/:id`,
      {
        config: underwrite,
        schema: { tags, summary, params: UnderwritingParamsSchema, response: result },
      },
      async (request) =>
        action(
          app.ctx,
          callerOf(request),
          request.params.product,
          request.params.id,
          ctxOf(request),
        ),
    );
  }

  r.put(
    '/api/quote/v1/:product/uw/:id',
    {
      config: underwrite,
      schema: {
        tags,
        summary: 'Update the terms (re-rated; the status is kept)',
        params: UnderwritingParamsSchema,
        body: UpdateTermsRequestSchema,
        response: result,
      },
    },
    async (request) =>
      updateTerms(
        app.ctx,
        callerOf(request),
        request.params.product,
        request.params.id,
        request.body,
        ctxOf(request),
      ),
  );

  r.post(
    '/api/quote/v1/:product/uw/release/:id',
    {
      config: underwrite,
      schema: {
        tags,
        summary:
          "Release to READY (within the underwriter's authority; above it the quote goes to the senior queue)",
        params: UnderwritingParamsSchema,
        body: ReleaseQuoteRequestSchema,
        response: result,
      },
    },
    async (request) =>
      releaseQuote(
        app.ctx,
        callerOf(request),
        request.params.product,
        request.params.id,
        request.body,
        ctxOf(request),
      ),
  );

  r.post(
    '/api/quote/v1/:product/uw/decline/:id',
    {
      config: underwrite,
      schema: {
        tags,
        summary: 'Decline the quote, optionally its account too (one transaction)',
        params: UnderwritingParamsSchema,
        body: DeclineQuoteRequestSchema,
        response: result,
      },
    },
    async (request) =>
      declineQuote(
        app.ctx,
        callerOf(request),
        request.params.product,
        request.params.id,
        request.body,
        ctxOf(request),
      ),
  );

  r.put(
    '/api/quote/v1/decline/:id',
    {
      config: underwrite,
      schema: {
        tags,
        summary: 'Decline a quote by id (as uw/decline)',
        params: QuoteIdParamsSchema,
        body: DeclineQuoteRequestSchema,
        response: result,
      },
    },
    async (request) =>
      declineQuote(
        app.ctx,
        callerOf(request),
        null,
        request.params.id,
        request.body,
        ctxOf(request),
      ),
  );

  r.put(
    '/api/quote/v1/:product/uw/irpm/:id',
    {
      config: underwrite,
      schema: {
        tags,
        summary: 'Save the IRPM and apply its modifier to the premium',
        params: UnderwritingParamsSchema,
        querystring: IrpmQuerySchema,
        body: SaveIrpmRequestSchema,
        response: result,
      },
    },
    async (request) =>
      saveIrpm(
        app.ctx,
        callerOf(request),
        request.params.product,
        request.params.id,
        request.body,
        request.query.isSurplus,
        ctxOf(request),
      ),
  );

  r.put(
    '/api/quote/v1/:product/uw/exclusions/:id',
    {
      config: underwrite,
      schema: {
        tags,
        summary: 'Save the event exclusion list',
        params: UnderwritingParamsSchema,
        body: SaveExclusionsRequestSchema,
        response: result,
      },
    },
    async (request) =>
      saveExclusions(
        app.ctx,
        callerOf(request),
        request.params.product,
        request.params.id,
        request.body,
        ctxOf(request),
      ),
  );

  r.put(
    '/api/quote/v1/:product/uw/surplus/:id',
    {
      config: underwrite,
      schema: {
        tags,
        summary: 'Switch Admitted / Surplus (re-rated; surplus-lines tax follows)',
        params: UnderwritingParamsSchema,
        body: SwitchSurplusRequestSchema,
        response: result,
      },
    },
    async (request) =>
      switchSurplus(
        app.ctx,
        callerOf(request),
        request.params.product,
        request.params.id,
        request.body.isSurplus,
        ctxOf(request),
      ),
  );

  r.put(
    '/api/quote/v1/:product/underwriter/:id',
    {
      config: underwrite,
      schema: {
        tags,
        summary: 'Assign the quote to an underwriter (null: the unassigned queue)',
        params: UnderwritingParamsSchema,
        body: AssignUnderwriterRequestSchema,
        response: result,
      },
    },
    async (request) =>
      assignUnderwriter(
        app.ctx,
        callerOf(request),
        request.params.product,
        request.params.id,
        request.body.underwriterId,
        ctxOf(request),
      ),
  );

  r.get(
    '/api/quote/v1/:product/quote-subjectivity/:id',
    {
      config: { permission: 'quote:view' },
      schema: {
        tags,
        summary: "The quote's subjectivities",
        params: UnderwritingParamsSchema,
        response: { 200: SubjectivityListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      listSubjectivities(app.ctx, callerOf(request), request.params.product, request.params.id),
  );

  r.put(
    '/api/quote/v1/:product/quote-subjectivity/settings/:id',
    {
      config: underwrite,
      schema: {
        tags,
        summary: "Set the quote's pre-bind and post-bind subjectivities (the whole list)",
        params: UnderwritingParamsSchema,
        body: SaveSubjectivitiesRequestSchema,
        response: result,
      },
    },
    async (request) =>
      saveSubjectivities(
        app.ctx,
        callerOf(request),
        request.params.product,
        request.params.id,
        request.body,
        ctxOf(request),
      ),
  );

  r.post(
    '/api/quote/v1/:product/quote-subjectivity/complete/:subjectivityId',
    {
      config: { permission: 'quote:manage' },
      schema: {
        tags,
        summary: 'Complete an open subjectivity with a document of the account as evidence',
        params: z.object({ product: productCodeSchema, subjectivityId: z.uuid() }),
        body: CompleteSubjectivityRequestSchema,
        response: result,
      },
    },
    async (request) =>
      completeSubjectivity(
        app.ctx,
        callerOf(request),
        request.params.product,
        request.params.subjectivityId,
        request.body,
        ctxOf(request),
      ),
  );
}
