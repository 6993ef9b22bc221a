import {
  isActingAsProvider,
  mayWriteField,
  type OrganisationUser,
  type UpdateUserRequestSchema,
  USERS_MESSAGES,
} from '@cyber/domain';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import * as repo from '../users-teams.repository.ts';
import type { UsersTeamsDeps } from '../users-teams.context.ts';
import { memberOrNotFound } from './get-user.ts';
import { phoneForCountry } from './phone.ts';
import { audit, targetOrganisation } from './scope.ts';
import { assertNotLastAdmin, roleFor, userExtras } from './user-rules.ts';
import { toOrganisationUser } from './user-view.ts';
import type { Caller } from '../../../context/index.ts';
import { revokeUserSessions } from '../../auth/index.ts';

type Input = z.output<typeof UpdateUserRequestSchema>;

/**
 * Names, phone, role, contact flags and (provider staff) slack handle. Nobody changes their own
 * role; the last admin of an organisation cannot be demoted. A role change ends the user's
 * sessions in that organisation so the new permissions apply at once.
 */
export async function updateUser(
  deps: UsersTeamsDeps,
  caller: Caller,
  userId: string,
  input: Input,
): Promise<OrganisationUser> {
  const now = deps.clock.now();
  const organisation = await targetOrganisation(deps.db, caller, input.organisationId);
  const phone = phoneForCountry(input.phone, input.phoneCountry);

  return deps.db.transaction(async (tx) => {
    const before = await memberOrNotFound(tx, organisation.id, userId);
    const role = await roleFor(tx, organisation.accountType, input.role);
    const roleChanged = role.id !== before.roleId;
    if (roleChanged && userId === caller.actor.userId) {
      throw new AppError('FORBIDDEN', USERS_MESSAGES.cannotChangeOwnRole);
    }
    if (roleChanged && before.roleIsAdmin && !role.isAdmin) {
      await assertNotLastAdmin(tx, organisation.id);
    }
    const extras = userExtras(caller, role, input);
    // The Slack handle is provider staff's (WRITABLE_FIELDS.user); others leave it as it is.
    const slackHandle = mayWriteField('user', isActingAsProvider(caller.claims), 'slackHandle')
      ? extras.slackHandle
      : before.slackHandle;
    await repo.updateUser(tx, userId, {
      firstName: input.firstName,
      lastName: input.lastName,
      phone,
      slackHandle,
      updatedAt: now,
    });
    await repo.updateMembership(tx, before.membershipId, {
      roleId: role.id,
      isPrimaryContact: extras.isPrimaryContact,
      isBillingContact: extras.isBillingContact,
    });
    if (extras.isPrimaryContact) {
      await repo.clearPrimaryContact(tx, organisation.id, before.membershipId);
    }
    if (roleChanged) {
      await revokeUserSessions(tx, userId, organisation.id, 'role-changed', now);
    }
    await audit(
      tx,
      caller,
      {
        action: 'user.updated',
        entityType: 'user',
        entityId: userId,
        before: {
          organisationId: organisation.id,
          firstName: before.firstName,
          lastName: before.lastName,
          phone: before.phone,
          role: before.roleKey,
          primaryContact: before.isPrimaryContact,
          billingContact: before.isBillingContact,
          slackHandle: before.slackHandle,
        },
        after: {
          organisationId: organisation.id,
          firstName: input.firstName,
          lastName: input.lastName,
          phone,
          role: role.key,
          primaryContact: extras.isPrimaryContact,
          billingContact: extras.isBillingContact,
          slackHandle,
        },
      },
      now,
    );
    const row = await repo.findMember(tx, organisation.id, userId);
    const teams = await repo.teamsOfMemberships(tx, [before.membershipId]);
    return toOrganisationUser(row!, teams.get(before.membershipId));
  });
}
