import type { FastifyRequest } from 'fastify';
import { FLAG_KEYS } from '@cyber/domain';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AccessClaims } from '../../lib/tokens.ts';
import { requestActor, requireAuth } from '../../plugins/auth.ts';
import type { Actor } from '../access/access.context.ts';
import type { AccountScope } from '../accounts/accounts.repository.ts';
import { boostV5For } from './rater.repository.ts';

export type RaterDeps = { db: Database; clock: Clock };

/** A signed-in caller of the rater: claims, and who acts in which organisation. */
export type RaterCaller = { claims: AccessClaims; actor: Actor };

export const raterCallerOf = (request: FastifyRequest): RaterCaller => ({
  claims: requireAuth(request),
  actor: requestActor(request),
});

/** The organisation whose custom presets the caller works with (the account acted in). */
export const organisationOf = (caller: RaterCaller): string => caller.actor.accountId;

/** The account visibility scope (accounts.repository.ts `visibleAccounts`). */
export const accountScopeOf = (caller: RaterCaller): AccountScope => ({
  organisationId: caller.actor.accountId,
  accountType: caller.claims.accountType,
});

/** The Boost V5 feature flag for the caller (their override, else the flag). */
export const boostV5Of = (deps: RaterDeps, caller: RaterCaller): Promise<boolean> =>
  boostV5For(deps.db, FLAG_KEYS.boostV5, caller.actor.userId);
