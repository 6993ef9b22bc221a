import { REFERENCE_MESSAGES } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { STATE_ENTITY } from '../reference-data.ts';
import type { ReferenceDeps } from '../reference.context.ts';
import * as repo from '../reference.repository.ts';
import { toState } from './search-states.ts';
import type { Actor, RequestContext } from '../../../context/index.ts';

/**
 * Delete a state: it disappears from every form. The audit entry (entity id = abbreviation) is
 * what keeps the start-up sync from adding it back.
 */
export async function deleteState(
  deps: ReferenceDeps,
  actor: Actor,
  id: string,
  ctx: RequestContext,
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const state = await repo.findState(tx, id);
    if (!state) throw new AppError('NOT_FOUND', REFERENCE_MESSAGES.stateNotFound);
    await repo.deleteState(tx, state.id);
    await recordAudit(
      tx,
      actorOf(actor, ctx),
      {
        action: 'state.delete',
        entityType: STATE_ENTITY,
        entityId: state.stateNameAbbrv,
        before: toState(state),
      },
      now,
    );
  });
}
