import { REFERENCE_MESSAGES } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import type { ReferenceDeps } from '../reference.context.ts';
import * as repo from '../reference.repository.ts';
import type { Actor, RequestContext } from '../../../context/index.ts';

/** Take a domain off the blacklist: its addresses may sign up and be invited again. */
export async function deleteBlacklistedDomain(
  deps: ReferenceDeps,
  actor: Actor,
  id: string,
  ctx: RequestContext,
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await repo.findBlacklistedDomain(tx, id);
    if (!row) throw new AppError('NOT_FOUND', REFERENCE_MESSAGES.domainNotFound);
    await repo.deleteBlacklistedDomain(tx, row.id);
    await recordAudit(
      tx,
      actorOf(actor, ctx),
      {
        action: 'blacklisted-domain.delete',
        entityType: 'blacklisted_domain',
        entityId: row.id,
        before: { name: row.name },
      },
      now,
    );
  });
}
