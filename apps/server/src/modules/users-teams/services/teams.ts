import {
  USERS_MESSAGES,
  type MigrateTeamsRequest,
  type TeamInput,
  type TeamListQuery,
  type TeamPage,
  type TeamRow,
  type UserTeams,
} from '@cyber/domain';
import type { Database, Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { toPage } from '../../../lib/paging.ts';
import * as repo from '../users-teams.repository.ts';
import type { UsersTeamsDeps } from '../users-teams.context.ts';
import { memberOrNotFound } from './get-user.ts';
import { audit, targetOrganisation } from './scope.ts';
import type { Caller } from '../../../context/index.ts';

const toRow = (t: { id: string; name: string; members: number; createdAt: Date }): TeamRow => ({
  id: t.id,
  name: t.name,
  members: Number(t.members),
  createdAt: t.createdAt.toISOString(),
});

async function teamOrNotFound(db: Database | Tx, organisationId: string, id: string) {
  const team = await repo.findTeam(db, organisationId, id);
  if (!team) throw new AppError('NOT_FOUND', USERS_MESSAGES.teamNotFound);
  return team;
}

async function assertNameFree(tx: Tx, organisationId: string, name: string, exceptId?: string) {
  const clash = await repo.findTeamByName(tx, organisationId, name);
  if (clash && clash.id !== exceptId) throw new AppError('CONFLICT', USERS_MESSAGES.teamNameTaken);
}

/** GET /teams/all: the organisation's teams with their member counts (paged, searched, sorted). */
export async function listTeams(
  deps: UsersTeamsDeps,
  caller: Caller,
  query: TeamListQuery,
): Promise<TeamPage> {
  const organisation = await targetOrganisation(deps.db, caller, query.organisationId);
  const { rows, total } = await repo.listTeams(deps.db, organisation.id, query);
  return toPage(rows.map(toRow), total, query);
}

/** A new team of the organisation acted in; names are unique per organisation (any case). */
export async function createTeam(
  deps: UsersTeamsDeps,
  caller: Caller,
  input: TeamInput,
): Promise<TeamRow> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await assertNameFree(tx, caller.actor.accountId, input.name);
    const team = await repo.insertTeam(tx, caller.actor.accountId, input.name, now);
    await audit(
      tx,
      caller,
      { action: 'team.created', entityType: 'team', entityId: team.id, after: { name: team.name } },
      now,
    );
    return toRow({ ...team, members: 0 });
  });
}

export async function renameTeam(
  deps: UsersTeamsDeps,
  caller: Caller,
  id: string,
  input: TeamInput,
): Promise<TeamRow> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await teamOrNotFound(tx, caller.actor.accountId, id);
    await assertNameFree(tx, caller.actor.accountId, input.name, id);
    await repo.renameTeam(tx, id, input.name);
    await audit(
      tx,
      caller,
      {
        action: 'team.renamed',
        entityType: 'team',
        entityId: id,
        before: { name: before.name },
        after: { name: input.name },
      },
      now,
    );
    return toRow({ ...before, name: input.name });
  });
}

/**
 * Delete a team. A team that still has users is kept (409): move them first with the migrate
 * call, so nobody in a team-realm role is silently left without a team.
 */
export async function deleteTeam(deps: UsersTeamsDeps, caller: Caller, id: string) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const team = await teamOrNotFound(tx, caller.actor.accountId, id);
    if (Number(team.members) > 0) throw new AppError('CONFLICT', USERS_MESSAGES.teamHasMembers);
    await repo.deleteTeam(tx, id);
    await audit(
      tx,
      caller,
      { action: 'team.deleted', entityType: 'team', entityId: id, before: { name: team.name } },
      now,
    );
  });
  return { message: USERS_MESSAGES.teamRemoved };
}

/**
 * PUT /users/teams/migrate/{userId}: take the user out of `fromTeamIds` (all their teams when
 * absent) and into `toTeamIds`, within the organisation acted in.
 */
export async function migrateUserTeams(
  deps: UsersTeamsDeps,
  caller: Caller,
  userId: string,
  input: MigrateTeamsRequest,
): Promise<UserTeams> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const member = await memberOrNotFound(tx, caller.actor.accountId, userId);
    const wanted = [...new Set([...(input.fromTeamIds ?? []), ...input.toTeamIds])];
    const found = await repo.findTeamsByIds(tx, caller.actor.accountId, wanted);
    if (found.length !== wanted.length)
      throw new AppError('NOT_FOUND', USERS_MESSAGES.teamNotFound);
    const before =
      (await repo.teamsOfMemberships(tx, [member.membershipId])).get(member.membershipId) ?? [];
    const from = input.fromTeamIds ?? before.map((t) => t.id);
    await repo.removeMembershipTeams(
      tx,
      member.membershipId,
      from.filter((id) => !input.toTeamIds.includes(id)),
    );
    await repo.addMembershipTeams(tx, member.membershipId, input.toTeamIds);
    const after =
      (await repo.teamsOfMemberships(tx, [member.membershipId])).get(member.membershipId) ?? [];
    await audit(
      tx,
      caller,
      {
        action: 'user.teams-migrated',
        entityType: 'user',
        entityId: userId,
        before: before.map((t) => t.id),
        after: after.map((t) => t.id),
      },
      now,
    );
    return { userId, teams: after };
  });
}
