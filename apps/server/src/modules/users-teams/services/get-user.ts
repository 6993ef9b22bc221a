import { USERS_MESSAGES, type OrganisationUser } from '@cyber/domain';
import type { Database, Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import * as repo from '../users-teams.repository.ts';
import type { UsersTeamsDeps } from '../users-teams.context.ts';
import { targetOrganisation } from './scope.ts';
import { toOrganisationUser } from './user-view.ts';
import type { Caller } from '../../../context/index.ts';

/** A member of the organisation, or a 404 (another organisation's user is not yours). */
export async function memberOrNotFound(db: Database | Tx, organisationId: string, userId: string) {
  const row = await repo.findMember(db, organisationId, userId);
  if (!row) throw new AppError('NOT_FOUND', USERS_MESSAGES.userNotFound);
  return row;
}

export async function getUser(
  deps: UsersTeamsDeps,
  caller: Caller,
  userId: string,
  organisationId: string | undefined,
): Promise<OrganisationUser> {
  const organisation = await targetOrganisation(deps.db, caller, organisationId);
  const row = await memberOrNotFound(deps.db, organisation.id, userId);
  const teams = await repo.teamsOfMemberships(deps.db, [row.membershipId]);
  return toOrganisationUser(row, teams.get(row.membershipId));
}
