import type { OrganisationUserPage, UserListQuery } from '@cyber/domain';
import { toPage } from '../../../lib/paging.ts';
import * as repo from '../users-teams.repository.ts';
import type { UsersTeamsDeps } from '../users-teams.context.ts';
import { targetOrganisation } from './scope.ts';
import { toOrganisationUser } from './user-view.ts';
import type { Caller } from '../../../context/index.ts';

/** The users of the organisation acted in (or, for provider staff, of the one named). */
export async function listUsers(
  deps: UsersTeamsDeps,
  caller: Caller,
  query: UserListQuery,
): Promise<OrganisationUserPage> {
  const organisation = await targetOrganisation(deps.db, caller, query.organisationId);
  const { rows, total } = await repo.listMembers(deps.db, organisation.id, query);
  const teams = await repo.teamsOfMemberships(
    deps.db,
    rows.map((r) => r.membershipId),
  );
  return toPage(
    rows.map((row) => toOrganisationUser(row, teams.get(row.membershipId))),
    total,
    query,
  );
}
