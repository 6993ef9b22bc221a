import type { FastifyInstance } from 'fastify';
import { feedbackRoutes } from './routes/feedback.route.ts';
import { securityContactRoutes } from './routes/security-contacts.route.ts';

/**
 * Engagement (spec 2 §1, §3, §5, §7, §9): in-app feedback e-mailed to the provider and the
 * security contacts of an account (notes on quotes are the notes module's).
 */
export async function engagementModule(app: FastifyInstance) {
  feedbackRoutes(app);
  securityContactRoutes(app);
}
