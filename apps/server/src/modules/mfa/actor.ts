import type { Database } from '../../db/client.ts';
import { actorOf, type AuditActor } from '../../lib/audit.ts';
import type { AccessClaims } from '../../lib/tokens.ts';
import { findSession } from '../auth/index.ts';
import type { RequestContext } from '../../context/index.ts';

/** The audit actor of a signed-in request: the user, the account acted in and their own. */
export async function actorOfClaims(
  db: Database,
  claims: AccessClaims,
  ctx: RequestContext,
): Promise<AuditActor> {
  const session = await findSession(db, claims.sid);
  return actorOf(
    {
      userId: claims.sub,
      accountId: claims.accountId,
      subscriberAccountId: session?.subscriberAccountId ?? claims.accountId,
    },
    ctx,
  );
}
