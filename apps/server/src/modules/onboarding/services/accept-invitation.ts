import { ONBOARDING_MESSAGES, isExistingUserTokenType, type AccountType } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import type { AccessClaims } from '../../../lib/tokens.ts';
import * as repo from '../onboarding.repository.ts';
import type { OnboardingDeps } from '../onboarding.context.ts';
import {
  defaultRoleKey,
  lookupInvitation,
  unusableInvitationMessage,
} from './invitation-tokens.ts';
import type { RequestContext } from '../../../context/index.ts';

/**
 * A signed-in user accepts an invitation sent to their address (EXISTING_USER and the quote /
 * agent variants): they become a member of the organisation (not their default one; the
 * account switch reaches it) and the invitation is used.
 */
export async function acceptInvitation(
  deps: OnboardingDeps,
  claims: AccessClaims,
  token: string,
  ctx: RequestContext,
) {
  const now = deps.clock.now();
  const found = await lookupInvitation(deps.db, token, now);
  if (found.status === 'unknown') {
    throw new AppError('NOT_FOUND', ONBOARDING_MESSAGES.landingLinkNotFound);
  }
  if (found.status !== 'valid') {
    throw new AppError('BAD_REQUEST', unusableInvitationMessage(found.status));
  }
  const invitation = found.row;
  const user = await repo.findUserById(deps.db, claims.sub);
  if (!user || user.email !== invitation.email) {
    throw new AppError('PRECONDITION_FAILED', ONBOARDING_MESSAGES.wrongInvitationUser);
  }
  if (!isExistingUserTokenType(invitation.tokenType) || !invitation.organisationId) {
    throw new AppError('PRECONDITION_FAILED', ONBOARDING_MESSAGES.joinAuthorizationFailed);
  }
  const organisation = await repo.findOrganisation(deps.db, invitation.organisationId);
  if (!organisation) throw new AppError('NOT_FOUND', ONBOARDING_MESSAGES.landingLinkNotFound);
  const role = await repo.findRole(
    deps.db,
    organisation.accountType,
    invitation.roleKey ?? defaultRoleKey(organisation.accountType as AccountType),
  );
  if (!role) throw new AppError('PRECONDITION_FAILED', ONBOARDING_MESSAGES.joinAuthorizationFailed);

  await deps.db.transaction(async (tx) => {
    if (!(await repo.claimInvitation(tx, invitation.id, user.id, now))) {
      throw new AppError('BAD_REQUEST', ONBOARDING_MESSAGES.invitationUsed);
    }
    const existing = await repo.findMembership(tx, user.id, organisation.id);
    if (!existing) {
      await repo.insertMembership(tx, {
        userId: user.id,
        organisationId: organisation.id,
        roleId: role.id,
        isDefault: false,
        createdAt: now,
      });
    }
    await recordAudit(
      tx,
      actorOf({ userId: user.id, accountId: claims.accountId, subscriberAccountId: null }, ctx),
      {
        action: 'invitation.accept',
        entityType: 'invitation',
        entityId: invitation.id,
        after: {
          organisationId: organisation.id,
          roleKey: role.key,
          membershipExisted: !!existing,
        },
      },
      now,
    );
  });
  return {
    message: ONBOARDING_MESSAGES.invitationAccepted,
    organisationId: organisation.id,
    organizationName: organisation.name,
    redirectURL: invitation.redirectUrl,
  };
}
