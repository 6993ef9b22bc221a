import type { OrganisationsDeps } from '../organisations.context.ts';
import * as repo from '../organisations.repository.ts';
import {
  assertHostnameFree,
  assertProviderManager,
  audit,
  rethrowUnique,
  targetOf,
  viewById,
} from './rules.ts';
import type { Caller } from '../../../context/index.ts';

/** Carrier hostname update (spec 2 §7): provider staff only. */
export async function updateCarrierHostname(
  deps: OrganisationsDeps,
  caller: Caller,
  id: string,
  hostname: string,
) {
  assertProviderManager(caller);
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const before = await targetOf(tx, caller, 'carrier', id);
      await assertHostnameFree(tx, hostname, id);
      await repo.updateOrganisation(tx, id, { hostname }, now);
      await audit(
        tx,
        caller,
        {
          action: 'organisation.hostname.update',
          entityType: 'organisation',
          entityId: id,
          before: { hostname: before.hostname },
          after: { hostname },
        },
        now,
      );
      return viewById(tx, id);
    });
  } catch (error) {
    rethrowUnique(error);
  }
}
