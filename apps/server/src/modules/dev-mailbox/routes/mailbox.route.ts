import type { FastifyInstance } from 'fastify';
import { MailboxPageSchema, MailboxQuerySchema, MESSAGES } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { heldMessages } from '../held-messages.ts';

/**
 * The dev mailbox (DESIGN §2): every message the platform "sent" while no SMTP server or SMS
 * provider is configured. Its messages carry secrets (reset and invitation links, sign-in codes),
 * so only provider admins read them, signed in, in the app or through this call (local scripts
 * and the browser journeys too). There is no anonymous way in, in any configuration.
 */
export function mailboxRoutes(app: FastifyInstance) {
  const { config } = app.ctx;
  zodApp(app).get(
    '/api/admin/v1/mailbox',
    {
      config: { permission: 'mailbox:view' },
      schema: {
        tags: ['dev-mailbox'],
        summary: 'Messages held by the dev mailbox (provider admins; not in production)',
        querystring: MailboxQuerySchema,
        response: { 200: MailboxPageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      if (!config.DEV_MAILBOX) throw new AppError('NOT_FOUND', MESSAGES.notFound);
      return heldMessages(app.ctx.db, request.query);
    },
  );
}
