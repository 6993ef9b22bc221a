import type { FastifyInstance, FastifyReply } from 'fastify';
import { ProposalQuerySchema, QuoteIdParamsSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { quoteProposal, type Proposal } from '../services/proposal.ts';
import { callerOf } from '../../../context/index.ts';

const sendPdf = (typedReply: unknown, proposal: Proposal) =>
  // The body is the PDF itself, not one of the JSON shapes declared for errors.
  (typedReply as FastifyReply)
    .header('Content-Disposition', `attachment; filename="${proposal.fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .type('application/pdf')
    .send(Buffer.from(proposal.bytes));

/** The proposal PDF of a quote (spec 3 §7 wholesale "proposal PDF"), decision 029. */
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
        querystring: ProposalQuerySchema,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { quoteId, accountId, created } = request.query;
      return sendPdf(
        reply,
        await quoteProposal(app.ctx, callerOf(request), quoteId, { accountId, created }),
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
        params: QuoteIdParamsSchema,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) =>
      sendPdf(reply, await quoteProposal(app.ctx, callerOf(request), request.params.id)),
  );
}
