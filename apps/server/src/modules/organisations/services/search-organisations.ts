import {
  PARTNER_ACCOUNT_TYPE,
  type OrganisationSearchQuery,
  type PartnerSegment,
} from '@cyber/domain';
import { toPage } from '../../../lib/paging.ts';
import * as repo from '../organisations.repository.ts';
import type { OrganisationsDeps } from '../organisations.context.ts';
import { viewOf } from './rules.ts';
import type { Caller } from '../../../context/index.ts';

/** Provider staff search one partner type (the route requires organisation:view). */
export async function searchOrganisations(
  deps: OrganisationsDeps,
  caller: Caller,
  segment: PartnerSegment,
  query: OrganisationSearchQuery,
) {
  void caller;
  const { rows, total } = await repo.searchOrganisations(deps.db, PARTNER_ACCOUNT_TYPE[segment], {
    ...query,
    after: query.after ? new Date(query.after) : undefined,
    before: query.before ? new Date(query.before) : undefined,
  });
  return toPage(rows.map(viewOf), total, query);
}
