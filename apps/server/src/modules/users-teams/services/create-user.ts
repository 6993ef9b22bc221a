import { randomBytes } from 'node:crypto';
import { USERS_MESSAGES, type CreateUserRequestSchema, type OrganisationUser } from '@cyber/domain';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { hashPassword } from '../../../lib/passwords.ts';
import { sendUserConfirmation } from '../../onboarding/index.ts';
import * as repo from '../users-teams.repository.ts';
import type { UsersTeamsDeps } from '../users-teams.context.ts';
import { audit, targetOrganisation } from './scope.ts';
import { phoneForCountry } from './phone.ts';
import { roleFor, userExtras } from './user-rules.ts';
import { toOrganisationUser } from './user-view.ts';
import type { Caller } from '../../../context/index.ts';

type Input = z.output<typeof CreateUserRequestSchema>;

/**
 * Create a user in the organisation. They have no usable password yet: the confirm-user e-mail
 * (`/confirmUser/{token}`) lets them choose one, and is queued in the same transaction. An e-mail
 * address already in use is a 409 — an existing user gains another organisation only through
 * provider staff's "Add accounts" (their consent is not ours to assume).
 */
export async function createUser(
  deps: UsersTeamsDeps,
  caller: Caller,
  input: Input,
): Promise<OrganisationUser> {
  const now = deps.clock.now();
  const organisation = await targetOrganisation(deps.db, caller, input.organisationId);
  const email = input.email.toLowerCase();
  const phone = phoneForCountry(input.phone, input.phoneCountry);
  // The placeholder password is random and thrown away: nobody can sign in until confirmed.
  const placeholder = await hashPassword(randomBytes(32).toString('base64url'));

  const created = await deps.db.transaction(async (tx) => {
    const existing = await repo.findUserByEmail(tx, email);
    if (existing) {
      const here = await repo.findMember(tx, organisation.id, existing.id);
      throw new AppError(
        'CONFLICT',
        here ? USERS_MESSAGES.emailInOrganisation : USERS_MESSAGES.emailElsewhere,
      );
    }
    const role = await roleFor(tx, organisation.accountType, input.role);
    const extras = userExtras(caller, role, input);
    const user = await repo.insertUser(tx, {
      email,
      firstName: input.firstName,
      lastName: input.lastName,
      phone,
      slackHandle: extras.slackHandle,
      passwordHash: placeholder,
      passwordChangedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    const membership = await repo.insertMembership(tx, {
      userId: user.id,
      organisationId: organisation.id,
      roleId: role.id,
      isDefault: true,
      isPrimaryContact: extras.isPrimaryContact,
      isBillingContact: extras.isBillingContact,
      createdAt: now,
    });
    if (extras.isPrimaryContact) await repo.clearPrimaryContact(tx, organisation.id, membership.id);
    await sendUserConfirmation(deps, tx, {
      user,
      organisationName: organisation.name,
      createdBy: caller.actor.userId,
    });
    await audit(
      tx,
      caller,
      {
        action: 'user.created',
        entityType: 'user',
        entityId: user.id,
        after: {
          organisationId: organisation.id,
          email,
          role: role.key,
          primaryContact: extras.isPrimaryContact,
          billingContact: extras.isBillingContact,
        },
      },
      now,
    );
    const row = await repo.findMember(tx, organisation.id, user.id);
    return toOrganisationUser(row!);
  });
  deps.messenger.kick();
  return created;
}
