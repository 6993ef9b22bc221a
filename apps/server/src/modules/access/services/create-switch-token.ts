import { ACCESS_MESSAGES, JUMP_TOKEN_TTL_MS } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { issueAuthToken } from '../../../lib/one-time.ts';
import type { AuthDeps, RequestContext } from '../../auth/auth.context.ts';
import { findMembership } from '../../auth/auth.repository.ts';
import type { Caller } from '../access.context.ts';
import type { EnterTokenData } from './create-jump-token.ts';

/**
 * Switch account (spec 1 §7): a user with several memberships opens another of their
 * organisations. Only an organisation the user belongs to; anything else is 404.
 */
export async function createSwitchToken(
  deps: AuthDeps,
  caller: Caller,
  accountId: string,
  ctx: RequestContext,
) {
  const membership = await findMembership(deps.db, caller.claims.sub, accountId);
  if (!membership) throw new AppError('NOT_FOUND', ACCESS_MESSAGES.organisationNotFound);
  if (membership.organisation.status !== 'ACTIVE') {
    throw new AppError('CONFLICT', ACCESS_MESSAGES.organisationDisabled);
  }
  const now = deps.clock.now();
  const data: EnterTokenData = { kind: 'SWITCH', accountId, subscriberAccountId: accountId };
  return deps.db.transaction(async (tx) => {
    const { token, row } = await issueAuthToken(tx, {
      purpose: 'JUMP',
      now,
      ttlMs: JUMP_TOKEN_TTL_MS,
      userId: caller.claims.sub,
      createdBy: caller.claims.sub,
      data,
    });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'auth.switch',
        entityType: 'organisation',
        entityId: accountId,
        after: { tokenId: row.id },
      },
      now,
    );
    return { token };
  });
}
