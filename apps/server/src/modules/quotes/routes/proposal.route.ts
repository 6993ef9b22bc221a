import type { FastifyInstance } from 'fastify';
import { ProposalCopyQuerySchema, ProposalQuerySchema, QuoteIdParamsSchema } from '@cyber/domain';
import { sendPdf } from '../../../lib/pdf.ts';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { quoteProposal } from '../services/proposal.ts';
import { callerOf } from '../../../context/index.ts';

/**
 * Whose copy (decision 033): the client copy is what the insured sees; the broker copy adds the
 * rating worksheet. Agencies and provider staff choose with `copy` (broker by default); a
 * policyholder always gets the client copy.
 */
const COPY_DESCRIPTION =
  "copy=client is the insured's copy: terms, coverages and charges, without the rating worksheet. copy=broker adds the rating factors, IRPM range, security score, 'why this premium' and underwriting notes; it is the default for agencies and provider staff. A policyholder (and anyone else who may not see the worksheet) always gets the client copy, whatever copy asks for.";

/** The proposal PDF of a quote (spec 3 §7 wholesale "proposal PDF"), decisions 029 and 033. */
export function proposalRoutes(app: FastifyInstance) {
  const r = zodApp(app);
  r.get(
    '/api/quote/v1/proposal',
    {
      config: { permission: 'quote:view' },
      schema: {
        tags: ['quotes'],
        summary:
          'Proposal PDF by accountId, quoteId and created (unix seconds), as {company}-{quoteNumber}-proposal.pdf',
        description: COPY_DESCRIPTION,
        querystring: ProposalQuerySchema,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { quoteId, accountId, created, copy } = request.query;
      return sendPdf(
        reply,
        await quoteProposal(app.ctx, callerOf(request), quoteId, {
          check: { accountId, created },
          copy,
        }),
      );
    },
  );

  r.get(
    '/api/quote/v1/:id/proposal',
    {
      config: { permission: 'quote:view' },
      schema: {
        tags: ['quotes'],
        summary: 'Proposal PDF of a quote, as {company}-{quoteNumber}-proposal.pdf',
        description: COPY_DESCRIPTION,
        params: QuoteIdParamsSchema,
        querystring: ProposalCopyQuerySchema,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await quoteProposal(app.ctx, callerOf(request), request.params.id, {
          copy: request.query.copy,
        }),
      ),
  );
}
