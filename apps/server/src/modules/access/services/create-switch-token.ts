import { ACCESS_MESSAGES, MESSAGES } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { findMembership, findSession } from '../../auth/index.ts';
import { issueEnterToken } from './create-jump-token.ts';
import type { Caller, RequestContext, ServiceDeps } from '../../../context/index.ts';

/**
 * Switch account (spec 1 §7): a user with several memberships opens another of their
 * organisations. Only an organisation the user belongs to; anything else is 404.
 */
export async function createSwitchToken(
  deps: ServiceDeps,
  caller: Caller,
  accountId: string,
  ctx: RequestContext,
) {
  // A session opened for one purpose cannot become a full session in another organisation.
  const session = await findSession(deps.db, caller.claims.sid);
  if (session?.scopeLimit) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  const membership = await findMembership(deps.db, caller.claims.sub, accountId);
  if (!membership) throw new AppError('NOT_FOUND', ACCESS_MESSAGES.organisationNotFound);
  if (membership.organisation.status !== 'ACTIVE') {
    throw new AppError('CONFLICT', ACCESS_MESSAGES.organisationDisabled);
  }
  return issueEnterToken(
    deps,
    caller,
    { kind: 'SWITCH', accountId, subscriberAccountId: accountId },
    { action: 'auth.switch' },
    ctx,
  );
}
