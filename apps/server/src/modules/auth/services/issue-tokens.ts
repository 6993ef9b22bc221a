import { REFRESH_TOKEN_TTL_DAYS, jumpScopesFor, type AccountType } from '@cyber/domain';
import type { Tx } from '../../../db/client.ts';
import { hashToken, newRefreshToken } from '../../../lib/tokens.ts';
import { AppError } from '../../../lib/app-error.ts';
import { MESSAGES } from '@cyber/domain';
import * as repo from '../auth.repository.ts';
import type { ServiceDeps } from '../../../context/index.ts';

const refreshExpiry = (now: Date) => new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * 86_400_000);

/**
 * Issue a new refresh token in a session and sign an access token with current permissions.
 * A jumped session (acting in another organisation than the user's own) is only ever a provider
 * user's; it carries the scopes of the role the jumper acts with there (`jumpScopesFor`), worked
 * out again from the user's current role at every refresh. A limited session (a verified
 * one-time workflow code) keeps only the permissions of its purpose.
 */
export async function issueTokens(deps: ServiceDeps, tx: Tx, session: repo.SessionRow) {
  const now = deps.clock.now();
  const own = await repo.findMembership(tx, session.userId, session.subscriberAccountId);
  const acting = await repo.findOrganisation(tx, session.accountId);
  if (!own || !acting) throw new AppError('UNAUTHENTICATED', MESSAGES.invalidRefreshToken);
  const jumped = session.accountId !== session.subscriberAccountId;
  if (
    jumped &&
    (own.organisation.accountType !== 'COWBELL' ||
      own.organisation.status !== 'ACTIVE' ||
      acting.status !== 'ACTIVE')
  ) {
    throw new AppError('UNAUTHENTICATED', MESSAGES.invalidRefreshToken);
  }
  const granted = jumped ? jumpScopesFor(acting.accountType, own.permissions) : own.permissions;
  // A session opened for one purpose never carries more than that purpose needs.
  const scopes = session.scopeLimit
    ? granted.filter((scope) => session.scopeLimit!.includes(scope))
    : granted;

  const refreshToken = newRefreshToken();
  await repo.insertRefreshToken(tx, {
    sessionId: session.id,
    tokenHash: hashToken(refreshToken),
    expiresAt: refreshExpiry(now),
    createdAt: now,
  });
  const accessToken = await deps.tokens.signAccess(
    {
      sub: session.userId,
      sid: session.id,
      accountId: acting.id,
      accountType: acting.accountType as AccountType,
      subscriberType: own.organisation.accountType as AccountType,
      realm: session.realm === 'TEAM' ? 'TEAM' : 'ACCOUNT',
      scopes,
    },
    now,
  );
  return { accessToken, refreshToken };
}
