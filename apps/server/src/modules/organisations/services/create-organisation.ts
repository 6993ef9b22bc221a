import {
  HOSTNAME_SEGMENTS,
  ORGANISATION_MESSAGES,
  PARTNER_ACCOUNT_TYPE,
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
  viewById,
} from './rules.ts';
import type { Caller } from '../../../context/index.ts';

/** Provider staff create a partner organisation (no user: the first admin is invited). */
export async function createOrganisation(
  deps: OrganisationsDeps,
  caller: Caller,
  segment: PartnerSegment,
  input: OrganisationWrite,
) {
  assertProviderManager(caller);
  if (input.hostname && !HOSTNAME_SEGMENTS.includes(segment)) {
    throw new AppError('BAD_REQUEST', ORGANISATION_MESSAGES.hostnameNotAllowed);
  }
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      if (input.hostname) await assertHostnameFree(tx, input.hostname);
      const row = await repo.insertOrganisation(
        tx,
        { ...input, accountType: PARTNER_ACCOUNT_TYPE[segment] },
        now,
      );
      await audit(
        tx,
        caller,
        {
          action: 'organisation.create',
          entityType: 'organisation',
          entityId: row.id,
          after: input,
        },
        now,
      );
      return viewById(tx, row.id);
    });
  } catch (error) {
    rethrowUnique(error);
  }
}
