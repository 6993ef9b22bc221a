import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SecretBox } from '../../lib/crypto.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { requestActor, requestContext, requireAuth } from '../../plugins/auth.ts';
import type { Actor } from '../access/access.context.ts';
import type { RequestContext } from '../auth/auth.context.ts';

/** What the webhook services need. */
export type WebhooksDeps = {
  db: Database;
  clock: Clock;
  config: Config;
  jobs: Jobs;
  secrets: SecretBox;
};

/** The signed-in caller of a webhook operation. */
export type Caller = {
  actor: Actor;
  ctx: RequestContext;
  /**
   * The organisation whose hooks the caller manages; null for provider staff acting as the
   * provider, who manage every hook (and may scope a new one to any organisation).
   */
  scopeId: string | null;
};

/**
 * Provider staff (subscriber type COWBELL) acting in their own organisation manage all hooks;
 * everyone else — including provider staff who have jumped into an organisation — manages only
 * the hooks of the organisation they act in.
 */
export function callerOf(request: FastifyRequest): Caller {
  const claims = requireAuth(request);
  const actor = requestActor(request);
  const isProviderHome = claims.subscriberType === 'COWBELL' && claims.accountType === 'COWBELL';
  return {
    actor,
    ctx: requestContext(request),
    scopeId: isProviderHome ? null : actor.accountId,
  };
}
