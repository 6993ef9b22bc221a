import {
  HOSTNAME_SEGMENTS,
  ORGANISATION_MESSAGES,
  type OrganisationWrite,
  type PartnerSegment,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import * as repo from '../organisations.repository.ts';
import type { OrganisationsDeps } from '../organisations.context.ts';
import {
  assertHostnameFree,
  assertProviderManager,
  audit,
  rethrowUnique,
  targetOf,
  viewById,
} from './rules.ts';
import type { Caller } from '../../../context/index.ts';

/** Provider staff change any partner organisation, hostname included (aggregators, carriers). */
export async function updateOrganisation(
  deps: OrganisationsDeps,
  caller: Caller,
  segment: PartnerSegment,
  id: string,
  input: OrganisationWrite,
) {
  assertProviderManager(caller);
  if (input.hostname && !HOSTNAME_SEGMENTS.includes(segment)) {
    throw new AppError('BAD_REQUEST', ORGANISATION_MESSAGES.hostnameNotAllowed);
  }
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const before = await targetOf(tx, caller, segment, id);
      if (input.hostname) await assertHostnameFree(tx, input.hostname, id);
      const values = HOSTNAME_SEGMENTS.includes(segment)
        ? { ...input, hostname: input.hostname ?? null }
        : { ...input, hostname: undefined };
      await repo.updateOrganisation(tx, id, values, now);
      await audit(
        tx,
        caller,
        {
          action: 'organisation.update',
          entityType: 'organisation',
          entityId: id,
          before,
          after: values,
        },
        now,
      );
      return viewById(tx, id);
    });
  } catch (error) {
    rethrowUnique(error);
  }
}
