import { REFERENCE_MESSAGES } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { INDUSTRY_CODE_ENTITY, industryCodeKey } from '../reference-data.ts';
import type { ReferenceDeps } from '../reference.context.ts';
import * as repo from '../reference.repository.ts';
import { toNaicsCode } from './industry-code-view.ts';
import type { Actor, RequestContext } from '../../../context/index.ts';

/**
 * Delete a NAICS code. Accounts keep the code and titles they were saved with (they hold copies,
 * not references). The audit entry keeps the start-up sync from adding a built-in code back.
 */
export async function deleteNaicsCode(
  deps: ReferenceDeps,
  actor: Actor,
  id: string,
  ctx: RequestContext,
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const found = await repo.findIndustryCode(tx, 'NAICS', id);
    if (!found) throw new AppError('NOT_FOUND', REFERENCE_MESSAGES.naicsNotFound);
    await repo.deleteIndustryCode(tx, found.id);
    await recordAudit(
      tx,
      actorOf(actor, ctx),
      {
        action: 'industry-code.delete',
        entityType: INDUSTRY_CODE_ENTITY,
        entityId: industryCodeKey('NAICS', found.code),
        before: toNaicsCode(found),
      },
      now,
    );
  });
}
