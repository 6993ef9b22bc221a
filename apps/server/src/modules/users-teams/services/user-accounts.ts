import {
  findRole as findCatalogueRole,
  isTeamRealmRole,
  USERS_MESSAGES,
  type AccountType,
  type PutUserAccountsRequestSchema,
  type UserAccounts,
  type UserAccountsQuery,
} from '@cyber/domain';
import type { z } from 'zod';
import type { Database, Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import * as repo from '../users-teams.repository.ts';
import type { UsersTeamsDeps } from '../users-teams.context.ts';
import { assertProvider, audit } from './scope.ts';
import { assertNotLastAdmin } from './user-rules.ts';
import type { Caller } from '../../../context/index.ts';
import { revokeUserSessions } from '../../auth/index.ts';

const badRequest = (message: string, errors?: string[]) =>
  new AppError('BAD_REQUEST', message, { errors: errors ?? [message] });

/** Every organisation a user belongs to, with role and teams (spec 2 §3 user-account link). */
async function accountsOf(
  db: Database | Tx,
  user: NonNullable<Awaited<ReturnType<typeof repo.findUserById>>>,
): Promise<UserAccounts> {
  const rows = await repo.listUserMemberships(db, user.id);
  const teams = await repo.teamsOfMemberships(
    db,
    rows.map((r) => r.membershipId),
  );
  return {
    user: { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName },
    accounts: rows.map((r) => ({
      accountType: r.accountType as AccountType,
      organization: {
        label: r.locationAlias ? `${r.organisationName} ${r.locationAlias}` : r.organisationName,
        value: r.organisationId,
      },
      role: { key: r.roleKey, name: r.roleName, isAdmin: r.roleIsAdmin },
      teams: teams.get(r.membershipId) ?? [],
      isDefault: r.isDefault,
    })),
  };
}

/** GET the accounts of a user by id or e-mail (provider staff only). */
export async function getUserAccounts(
  deps: UsersTeamsDeps,
  caller: Caller,
  query: UserAccountsQuery,
): Promise<UserAccounts> {
  assertProvider(caller);
  const user = query.userId
    ? await repo.findUserById(deps.db, query.userId)
    : await repo.findUserByEmail(deps.db, query.email!);
  if (!user) throw new AppError('NOT_FOUND', USERS_MESSAGES.userNotFound);
  return accountsOf(deps.db, user);
}

/**
 * PUT the user's accounts as a whole: each organisation of `accountRoleMap` gets (or keeps) a
 * membership with that role and the teams of `accountTeamsMap`; team-realm roles need a team.
 * Memberships left out are removed — never the user's own organisation, never a last admin.
 */
export async function putUserAccounts(
  deps: UsersTeamsDeps,
  caller: Caller,
  input: z.output<typeof PutUserAccountsRequestSchema>,
): Promise<UserAccounts> {
  assertProvider(caller);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const user = await repo.findUserById(tx, input.userId);
    if (!user) throw new AppError('NOT_FOUND', USERS_MESSAGES.userNotFound);
    const current = await repo.listUserMemberships(tx, user.id);
    const byOrganisation = new Map(current.map((m) => [m.organisationId, m]));
    const home = current.find((m) => m.isDefault);
    const changes: Record<string, unknown>[] = [];

    for (const [organisationId, roleKey] of Object.entries(input.accountRoleMap)) {
      if (home?.organisationId === organisationId) {
        throw badRequest(USERS_MESSAGES.homeAccountLocked);
      }
      const organisation = await repo.findOrganisation(tx, organisationId);
      if (!organisation) throw badRequest(USERS_MESSAGES.accountRequired);
      const accountType = organisation.accountType as AccountType;
      const role = findCatalogueRole(accountType, roleKey)
        ? await repo.findRole(tx, accountType, roleKey)
        : undefined;
      if (!role) throw badRequest(USERS_MESSAGES.roleUnknown);
      const teamIds = [...new Set(input.accountTeamsMap[organisationId] ?? [])];
      const teams = await repo.findTeamsByIds(tx, organisationId, teamIds);
      if (teams.length !== teamIds.length) throw badRequest(USERS_MESSAGES.teamNotFound);
      if (isTeamRealmRole(accountType, role.key) && teams.length === 0) {
        throw badRequest(USERS_MESSAGES.teamsRequired, [
          `${organisation.name}: ${USERS_MESSAGES.teamsRequired}`,
        ]);
      }
      const existing = byOrganisation.get(organisationId);
      if (existing) {
        if (existing.roleIsAdmin && !role.isAdmin) await assertNotLastAdmin(tx, organisationId);
        await repo.updateMembership(tx, existing.membershipId, { roleId: role.id });
        await repo.setMembershipTeams(tx, existing.membershipId, teamIds);
        if (existing.roleKey !== role.key) {
          await revokeUserSessions(tx, user.id, organisationId, 'role-changed', now);
        }
      } else {
        const created = await repo.insertMembership(tx, {
          userId: user.id,
          organisationId,
          roleId: role.id,
          isDefault: false,
          createdAt: now,
        });
        await repo.setMembershipTeams(tx, created.id, teamIds);
      }
      changes.push({ organisationId, role: role.key, teams: teamIds });
    }

    for (const membership of current) {
      if (membership.isDefault || membership.organisationId in input.accountRoleMap) continue;
      if (membership.roleIsAdmin) await assertNotLastAdmin(tx, membership.organisationId);
      await revokeUserSessions(tx, user.id, membership.organisationId, 'user-removed', now);
      await repo.deleteMembership(tx, membership.membershipId);
      changes.push({ organisationId: membership.organisationId, removed: true });
    }

    await audit(
      tx,
      caller,
      {
        action: 'user.accounts-updated',
        entityType: 'user',
        entityId: user.id,
        before: current.map((m) => ({ organisationId: m.organisationId, role: m.roleKey })),
        after: changes,
      },
      now,
    );
    return accountsOf(tx, user);
  });
}
