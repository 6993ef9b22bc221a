import type { PartnerSegment } from '@cyber/domain';
import type { OrganisationsDeps } from '../organisations.context.ts';
import { targetOf, viewById } from './rules.ts';
import type { Caller } from '../../../context/index.ts';

/** One partner organisation: by id for provider staff, otherwise the caller's own. */
export async function getOrganisation(
  deps: OrganisationsDeps,
  caller: Caller,
  segment: PartnerSegment,
  id: string | undefined,
) {
  const row = await targetOf(deps.db, caller, segment, id);
  return viewById(deps.db, row.id);
}
