import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Messenger } from '../../lib/mail.ts';
import type { AccessClaims } from '../../lib/tokens.ts';
import { requestActor, requireAuth } from '../../plugins/auth.ts';
import type { Actor } from '../access/access.context.ts';
import type { AccountScope } from '../accounts/accounts.repository.ts';
import type { QuoteScope } from '../quotes/quotes.context.ts';

/** What the engagement services need (feedback mails go through the outbox). */
export type EngagementDeps = { db: Database; clock: Clock; config: Config; messenger: Messenger };

/** A signed-in caller: claims (type, scopes) and who acts in which organisation (audit). */
export type Caller = { claims: AccessClaims; actor: Actor };

export const callerOf = (request: FastifyRequest): Caller => ({
  claims: requireAuth(request),
  actor: requestActor(request),
});

export const isProvider = (caller: Caller) => caller.claims.accountType === 'COWBELL';

export const accountScopeOf = (caller: Caller): AccountScope => ({
  organisationId: caller.actor.accountId,
  accountType: caller.claims.accountType,
});

export const quoteScopeOf = (caller: Caller): QuoteScope => ({
  ...accountScopeOf(caller),
  userId: caller.actor.userId,
});
