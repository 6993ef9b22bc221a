import { MESSAGES } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { hashToken } from '../../../lib/tokens.ts';
import * as repo from '../auth.repository.ts';
import { issueTokens } from './issue-tokens.ts';
import type { RequestContext, ServiceDeps } from '../../../context/index.ts';

const invalid = () => new AppError('UNAUTHENTICATED', MESSAGES.invalidRefreshToken);

/**
 * Rotate a refresh token. A token can be used once; presenting a used one means it was stolen
 * or replayed, so the whole family (session) is revoked and every token of it stops working.
 */
export async function refreshSession(deps: ServiceDeps, refreshToken: string, ctx: RequestContext) {
  const now = deps.clock.now();
  const found = await repo.findRefreshToken(deps.db, hashToken(refreshToken));
  if (!found || found.session.revokedAt || found.token.expiresAt <= now) throw invalid();

  const outcome = await deps.db.transaction(async (tx) => {
    const claimed = !found.token.usedAt && (await repo.claimRefreshToken(tx, found.token.id, now));
    if (!claimed) {
      await repo.revokeSession(tx, found.session.id, 'refresh-token-reuse', now);
      await recordAudit(
        tx,
        actorOf(
          {
            userId: found.session.userId,
            accountId: found.session.accountId,
            subscriberAccountId: found.session.subscriberAccountId,
          },
          ctx,
        ),
        { action: 'auth.refresh-reuse', entityType: 'session', entityId: found.session.id },
        now,
      );
      return null;
    }
    await repo.touchSession(tx, found.session.id, now);
    return issueTokens(deps, tx, found.session);
  });
  if (!outcome) throw invalid();
  return outcome;
}
