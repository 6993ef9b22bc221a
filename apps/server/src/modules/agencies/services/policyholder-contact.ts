import { randomBytes } from 'node:crypto';
import {
  AGENCY_MESSAGES,
  can,
  isActingAsProvider,
  MESSAGES,
  normalisePhone,
  type PolicyholderContactInputSchema,
} from '@cyber/domain';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { hashPassword } from '../../../lib/passwords.ts';
import { sendUserConfirmation } from '../../onboarding/index.ts';
import type { AgenciesDeps } from '../agencies.context.ts';
import * as repo from '../agencies.repository.ts';
import { requireVisibleAccount } from './account-access.ts';
import { audit } from './scope.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';

/**
 * Save the policyholder contact of an account (organisations.contact_*). With
 * `addUserToSystem` the contact also becomes a user of the account (its first user is the
 * Account Admin, later ones Policy Holders) and receives the confirm-user e-mail.
 */
export async function savePolicyholderContact(
  deps: AgenciesDeps,
  caller: Caller,
  accountId: string,
  input: z.output<typeof PolicyholderContactInputSchema>,
  ctx: RequestContext,
) {
  const providerOrAgency =
    isActingAsProvider(caller.claims) || caller.claims.accountType === 'AGENCY';
  if (!providerOrAgency || !can(caller.claims, 'account:manage')) {
    throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  }
  const now = deps.clock.now();
  const placeholder = input.addUserToSystem
    ? await hashPassword(randomBytes(32).toString('base64url'))
    : null;
  const message = await deps.db.transaction(async (tx) => {
    const account = await requireVisibleAccount(tx, caller, accountId);
    const region = account.org.region === 'UK' ? 'UK' : 'US';
    const before = {
      contactFirstName: account.org.contactFirstName,
      contactLastName: account.org.contactLastName,
      contactEmail: account.org.contactEmail,
      contactPhone: account.org.contactPhone,
    };
    const after = {
      contactFirstName: input.contactFirstName,
      contactLastName: input.contactLastName,
      contactEmail: input.contactEmail,
      contactPhone: normalisePhone(input.contactPhone, region),
    };
    await repo.updateOrganisation(tx, accountId, { ...after, updatedAt: now });
    let createdUserId: string | null = null;
    if (input.addUserToSystem && placeholder) {
      const existing = await repo.findUserByEmail(tx, input.contactEmail);
      if (existing) {
        const member = await repo.findMemberByEmail(tx, accountId, input.contactEmail);
        if (!member) throw new AppError('CONFLICT', AGENCY_MESSAGES.contactUserElsewhere);
      } else {
        const first = (await repo.memberCount(tx, accountId)) === 0;
        const role = await repo.findRole(tx, 'CUSTOMER', first ? 'account-admin' : 'policy-holder');
        if (!role) throw new Error('customer roles are not seeded');
        const user = await repo.insertUser(tx, {
          email: input.contactEmail,
          firstName: input.contactFirstName,
          lastName: input.contactLastName,
          phone: after.contactPhone,
          passwordHash: placeholder,
          passwordChangedAt: now,
          createdAt: now,
          updatedAt: now,
        });
        await repo.insertMembership(tx, {
          userId: user.id,
          organisationId: accountId,
          roleId: role.id,
          isDefault: true,
          isPrimaryContact: first,
          createdAt: now,
        });
        await sendUserConfirmation(deps, tx, {
          user,
          organisationName: account.org.name,
          createdBy: caller.actor.userId,
        });
        createdUserId = user.id;
      }
    }
    await audit(
      tx,
      caller,
      ctx,
      {
        action: 'account.policyholder-contact',
        entityType: 'organisation',
        entityId: accountId,
        before,
        after: { ...after, createdUserId },
      },
      now,
    );
    return before.contactEmail ? AGENCY_MESSAGES.contactUpdated : AGENCY_MESSAGES.contactAdded;
  });
  deps.messenger.kick();
  return { message };
}
