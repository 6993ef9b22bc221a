import { REFRESH_TOKEN_TTL_DAYS, type AccountType } from '@cyber/domain';
import type { Tx } from '../../../db/client.ts';
import { hashToken, newRefreshToken } from '../../../lib/tokens.ts';
import { AppError } from '../../../lib/app-error.ts';
import { MESSAGES } from '@cyber/domain';
import * as repo from '../auth.repository.ts';
import type { AuthDeps } from '../auth.context.ts';

const refreshExpiry = (now: Date) => new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * 86_400_000);

/** Issue a new refresh token in a session and sign an access token with current permissions. */
export async function issueTokens(deps: AuthDeps, tx: Tx, session: repo.SessionRow) {
  const now = deps.clock.now();
  const own = await repo.findMembership(tx, session.userId, session.subscriberAccountId);
  const acting = await repo.findOrganisation(tx, session.accountId);
  if (!own || !acting) throw new AppError('UNAUTHENTICATED', MESSAGES.invalidRefreshToken);

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
      scopes: own.permissions,
    },
    now,
  );
  return { accessToken, refreshToken };
}
