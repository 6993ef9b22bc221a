import { ORGANISATION_MESSAGES, type PartnerSegment } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import * as repo from '../organisations.repository.ts';
import type { OrganisationsDeps } from '../organisations.context.ts';
import { assertProviderManager, audit, pgCode, targetOf } from './rules.ts';
import type { Caller } from '../../../context/index.ts';

/**
 * Provider staff delete a partner organisation. One that still has users is refused (409): users
 * are removed or moved first, never deleted as a side effect. Its agency groupings go with it.
 */
export async function deleteOrganisation(
  deps: OrganisationsDeps,
  caller: Caller,
  segment: PartnerSegment,
  id: string,
) {
  assertProviderManager(caller);
  const now = deps.clock.now();
  try {
    await deps.db.transaction(async (tx) => {
      const before = await targetOf(tx, caller, segment, id);
      if ((await repo.countUsers(tx, id)) > 0) {
        throw new AppError('CONFLICT', ORGANISATION_MESSAGES.hasUsers);
      }
      await repo.deleteOrganisation(tx, id);
      await audit(
        tx,
        caller,
        { action: 'organisation.delete', entityType: 'organisation', entityId: id, before },
        now,
      );
    });
  } catch (error) {
    if (pgCode(error) === '23503') throw new AppError('CONFLICT', ORGANISATION_MESSAGES.inUse);
    throw error;
  }
  return { ok: true as const };
}
