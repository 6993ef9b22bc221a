import { USERS_MESSAGES } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import * as repo from '../users-teams.repository.ts';
import type { UsersTeamsDeps } from '../users-teams.context.ts';
import { memberOrNotFound } from './get-user.ts';
import { audit, targetOrganisation } from './scope.ts';
import { assertNotLastAdmin } from './user-rules.ts';
import type { Caller } from '../../../context/index.ts';
import { revokeUserSessions } from '../../auth/index.ts';

/**
 * Remove a user from the organisation: the membership goes, and the user too when it was their
 * only one. Their sessions there end at once. Nobody deletes themselves; the last admin stays.
 */
export async function deleteUser(
  deps: UsersTeamsDeps,
  caller: Caller,
  userId: string,
  organisationId: string | undefined,
) {
  const now = deps.clock.now();
  const organisation = await targetOrganisation(deps.db, caller, organisationId);
  if (userId === caller.actor.userId)
    throw new AppError('FORBIDDEN', USERS_MESSAGES.cannotDeleteSelf);

  await deps.db.transaction(async (tx) => {
    const member = await memberOrNotFound(tx, organisation.id, userId);
    if (member.roleIsAdmin) await assertNotLastAdmin(tx, organisation.id);
    await revokeUserSessions(tx, userId, organisation.id, 'user-removed', now);
    await repo.deleteMembership(tx, member.membershipId);
    const remaining = await repo.countMemberships(tx, userId);
    if (remaining === 0) {
      await repo.deleteUser(tx, userId);
    } else if (member.isDefault) {
      // They keep another organisation: make it their home so sign-in still has one.
      const [next] = await repo.listUserMemberships(tx, userId);
      if (next) await repo.updateMembership(tx, next.membershipId, { isDefault: true });
    }
    await audit(
      tx,
      caller,
      {
        action: remaining === 0 ? 'user.deleted' : 'user.removed',
        entityType: 'user',
        entityId: userId,
        before: {
          organisationId: organisation.id,
          email: member.email,
          role: member.roleKey,
        },
      },
      now,
    );
  });
  return { message: USERS_MESSAGES.userRemoved };
}
