import { type BlacklistedDomain, REFERENCE_MESSAGES } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import type { ReferenceDeps } from '../reference.context.ts';
import * as repo from '../reference.repository.ts';
import { toBlacklistedDomain } from './list-blacklisted-domains.ts';
import type { Actor, RequestContext } from '../../../context/index.ts';

/**
 * Put a domain (already normalised and validated by the schema) on the blacklist. From then on
 * no address at it, or at any of its sub-domains, can sign up, join or be invited.
 */
export async function blacklistDomain(
  deps: ReferenceDeps,
  actor: Actor,
  name: string,
  ctx: RequestContext,
): Promise<BlacklistedDomain> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertBlacklistedDomain(tx, {
      name,
      createdBy: actor.userId,
      createdAt: now,
    });
    if (!row) throw new AppError('CONFLICT', REFERENCE_MESSAGES.domainAlreadyBlacklisted);
    await recordAudit(
      tx,
      actorOf(actor, ctx),
      {
        action: 'blacklisted-domain.create',
        entityType: 'blacklisted_domain',
        entityId: row.id,
        after: { name: row.name },
      },
      now,
    );
    const view = await repo.findBlacklistedDomainWithCreator(tx, row.id);
    return toBlacklistedDomain(view!);
  });
}
