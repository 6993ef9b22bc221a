import type { Jobs } from '../../lib/jobs.ts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Messenger } from '../../lib/mail.ts';
import type { Config } from '../../config.ts';
import type { AccessClaims } from '../../lib/tokens.ts';
import { requestActor, requireAuth } from '../../plugins/auth.ts';
import type { Actor } from '../access/access.context.ts';
import type { AccountScope } from '../accounts/accounts.repository.ts';

export type QuotesDeps = {
  db: Database;
  clock: Clock;
  messenger: Messenger;
  config: Config;
  jobs: Jobs;
};

/** A signed-in caller of the quotes API: claims and who acts in which organisation. */
export type Caller = { claims: AccessClaims; actor: Actor };

export const callerOf = (request: FastifyRequest): Caller => ({
  claims: requireAuth(request),
  actor: requestActor(request),
});

/** Whose quotes a call may see: the organisation acted in, its type and the user. */
export type QuoteScope = AccountScope & { userId: string };

export const quoteScopeOf = (caller: Caller): QuoteScope => ({
  organisationId: caller.actor.accountId,
  accountType: caller.claims.accountType,
  userId: caller.actor.userId,
});

export const accountScopeOf = (caller: Caller): AccountScope => ({
  organisationId: caller.actor.accountId,
  accountType: caller.claims.accountType,
});
