import type { FastifyInstance } from 'fastify';
import { EVENT_FANOUT_QUEUE } from '../../lib/events.ts';
import { webhookRoutes } from './routes/webhooks.route.ts';
import {
  DELIVER_QUEUE,
  DELIVERY_MAX_ATTEMPTS,
  deliverOnce,
  deliveryBackoffMs,
  fanOutEvent,
} from './services/deliveries.ts';

/**
 * Webhooks (spec 2 §2, §3, §5, §7): CRUD, and the durable, signed and retried delivery of domain
 * events (decisions 022 and 024).
 */
export async function webhooksModule(app: FastifyInstance) {
  const deps = app.ctx;
  deps.jobs.register(EVENT_FANOUT_QUEUE, (payload) => fanOutEvent(deps, payload));
  deps.jobs.register(DELIVER_QUEUE, (payload, job) => deliverOnce(deps, payload, job), {
    maxAttempts: DELIVERY_MAX_ATTEMPTS,
    backoffMs: deliveryBackoffMs,
  });
  webhookRoutes(app);
}
