import type { FastifyInstance } from 'fastify';
import {
  MailboxPageSchema,
  MailboxQuerySchema,
  MESSAGES,
  type OutboundMessage,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { toPage } from '../../../lib/paging.ts';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { searchMessages } from '../dev-mailbox.repository.ts';

const toMessage = (row: Awaited<ReturnType<typeof searchMessages>>['rows'][number]) =>
  ({
    id: row.id,
    channel: row.channel as OutboundMessage['channel'],
    recipient: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html,
    template: row.template,
    status: row.status as OutboundMessage['status'],
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }) satisfies OutboundMessage;

/**
 * The dev mailbox (DESIGN §2): every message the platform "sent" while no SMTP server or SMS
 * provider is configured. Provider admins read it in the app; outside production it is also
 * open at /api/dev/mailbox so a person (or a test) can follow e-mailed links.
 */
export function mailboxRoutes(app: FastifyInstance) {
  const { config } = app.ctx;
  const handler = async (query: Parameters<typeof searchMessages>[1]) => {
    if (!config.DEV_MAILBOX) throw new AppError('NOT_FOUND', MESSAGES.notFound);
    const { rows, total } = await searchMessages(app.ctx.db, query);
    return toPage(rows.map(toMessage), total, query);
  };

  zodApp(app).get(
    '/api/admin/v1/mailbox',
    {
      config: { permission: 'mailbox:view' },
      schema: {
        tags: ['dev-mailbox'],
        summary: 'Messages held by the dev mailbox (provider admins)',
        querystring: MailboxQuerySchema,
        response: { 200: MailboxPageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => handler(request.query),
  );

  if (!config.DEV_MAILBOX) return;
  zodApp(app).get(
    '/api/dev/mailbox',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['dev-mailbox'],
        summary: 'Messages held by the dev mailbox (not in production)',
        querystring: MailboxQuerySchema,
        response: { 200: MailboxPageSchema },
      },
    },
    async (request) => handler(request.query),
  );
}
