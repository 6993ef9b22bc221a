import type { FastifyInstance } from 'fastify';
import { mailboxRoutes } from './routes/mailbox.route.ts';

export { heldMessages } from './held-messages.ts';

/** The dev mailbox: e-mails and texts kept in the database when nothing real sends them. */
export async function devMailboxModule(app: FastifyInstance) {
  mailboxRoutes(app);
}
