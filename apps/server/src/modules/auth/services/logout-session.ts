import { actorOf, recordAudit, type AuditActor } from '../../../lib/audit.ts';
import { hashToken, type AccessClaims } from '../../../lib/tokens.ts';
import * as repo from '../auth.repository.ts';
import type { RequestContext, ServiceDeps } from '../../../context/index.ts';

/** End the caller's session, and the one a given refresh token belongs to if it is theirs. */
export async function logoutSession(
  deps: ServiceDeps,
  claims: AccessClaims,
  refreshToken: string | undefined,
  ctx: RequestContext,
  who: Pick<AuditActor, 'userId' | 'accountId' | 'subscriberAccountId'>,
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const sessionIds = new Set([claims.sid]);
    if (refreshToken) {
      const found = await repo.findRefreshToken(tx, hashToken(refreshToken));
      if (found && found.session.userId === claims.sub) sessionIds.add(found.session.id);
    }
    for (const id of sessionIds) {
      await repo.revokeSession(tx, id, 'logout', now);
      await recordAudit(
        tx,
        actorOf(who, ctx),
        { action: 'auth.logout', entityType: 'session', entityId: id },
        now,
      );
    }
  });
}
