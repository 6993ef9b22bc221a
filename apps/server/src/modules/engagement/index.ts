import type { FastifyInstance } from 'fastify';
import { feedbackRoutes } from './routes/feedback.route.ts';
import { quoteNotesRoutes } from './routes/quote-notes.route.ts';
import { securityContactRoutes } from './routes/security-contacts.route.ts';

/**
 * Engagement (spec 2 §3, §5, §7, §9; spec 3 §7): in-app feedback e-mailed to the provider,
 * notes on quotes (kept with the account's notes) and the security contacts of an account.
 */
export async function engagementModule(app: FastifyInstance) {
  feedbackRoutes(app);
  quoteNotesRoutes(app);
  securityContactRoutes(app);
}
