import {
  ORGANISATION_MESSAGES,
  type OrganisationProfile,
  type PartnerSegment,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import * as repo from '../organisations.repository.ts';
import type { OrganisationsDeps } from '../organisations.context.ts';
import { audit, isOwnAdmin, isProviderManager, targetOf, viewById } from './rules.ts';
import type { Caller } from '../../../context/index.ts';

/**
 * PUT /api/account/v1/{type}: an organisation's own admin changes its profile fields (name,
 * description, contact); the hostname is not among them. Provider staff may name any `id`.
 */
export async function updateOwnProfile(
  deps: OrganisationsDeps,
  caller: Caller,
  segment: PartnerSegment,
  id: string | undefined,
  input: OrganisationProfile,
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await targetOf(tx, caller, segment, id);
    if (!isProviderManager(caller) && !isOwnAdmin(caller, before.id)) {
      throw new AppError('FORBIDDEN', ORGANISATION_MESSAGES.providerOnly);
    }
    await repo.updateOrganisation(tx, before.id, input, now);
    await audit(
      tx,
      caller,
      {
        action: 'organisation.profile.update',
        entityType: 'organisation',
        entityId: before.id,
        before,
        after: input,
      },
      now,
    );
    return viewById(tx, before.id);
  });
}
