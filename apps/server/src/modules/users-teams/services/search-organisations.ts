import type { OrganisationPickerQuery } from '@cyber/domain';
import type { AccountType } from '@cyber/domain';
import { toPage } from '../../../lib/paging.ts';
import * as repo from '../users-teams.repository.ts';
import type { UsersTeamsDeps } from '../users-teams.context.ts';
import { assertProvider } from './scope.ts';
import type { Caller } from '../../../context/index.ts';

/** Organisations of one account type, for provider staff adding accounts to a user. */
export async function searchOrganisations(
  deps: UsersTeamsDeps,
  caller: Caller,
  query: OrganisationPickerQuery,
) {
  assertProvider(caller);
  const { rows, total } = await repo.searchOrganisations(deps.db, query.accountType, query);
  return toPage(
    rows.map((r) => ({ ...r, accountType: r.accountType as AccountType })),
    total,
    query,
  );
}
