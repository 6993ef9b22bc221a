import {
  ONBOARDING_MESSAGES,
  isJoinTokenType,
  type AccountType,
  type JoinRequest,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { assertDomainAllowed } from '../../reference/index.ts';
import * as repo from '../onboarding.repository.ts';
import type { OnboardingDeps } from '../onboarding.context.ts';
import { defaultRoleKey, lookupInvitation } from './invitation-tokens.ts';
import { assertAcceptablePassword, passwordColumns } from './password-policy.ts';
import { openSession } from '../../auth/index.ts';
import type { RequestContext } from '../../../context/index.ts';

/**
 * Join an existing organisation through an invitation link (spec 1 §7): the link proves the
 * address; the user is created with the invited role and signed in. 404 for a link that is
 * unknown or no longer usable, 412 when the token cannot be used to join.
 */
export async function join(
  deps: OnboardingDeps,
  input: JoinRequest,
  validationToken: string | undefined,
  ctx: RequestContext,
) {
  const now = deps.clock.now();
  const found = await lookupInvitation(deps.db, validationToken, now);
  if (found.status !== 'valid') {
    throw new AppError('NOT_FOUND', ONBOARDING_MESSAGES.joinLinkNotFound);
  }
  const invitation = found.row;
  const denied = () =>
    new AppError('PRECONDITION_FAILED', ONBOARDING_MESSAGES.joinAuthorizationFailed);
  if (!isJoinTokenType(invitation.tokenType) || !invitation.organisationId) throw denied();
  const organisation = await repo.findOrganisation(deps.db, invitation.organisationId);
  if (!organisation || organisation.status !== 'ACTIVE') throw denied();
  if (await repo.findUserByEmail(deps.db, invitation.email)) {
    // A simultaneous join on this link may have just made the person: then the link is used
    // (404, like any second use), not an address that belongs to someone else.
    const again = await lookupInvitation(deps.db, validationToken, now);
    if (again.status !== 'valid') {
      throw new AppError('NOT_FOUND', ONBOARDING_MESSAGES.joinLinkNotFound);
    }
    throw new AppError('PRECONDITION_FAILED', ONBOARDING_MESSAGES.emailInUse);
  }
  await assertDomainAllowed(deps.db, invitation.email);
  const role = await repo.findRole(
    deps.db,
    organisation.accountType,
    invitation.roleKey ?? defaultRoleKey(organisation.accountType as AccountType),
  );
  if (!role) throw denied();
  assertAcceptablePassword(input.password, invitation.email);
  const password = await passwordColumns(input.password, now, deps.config);

  return deps.db.transaction(async (tx) => {
    const user = await repo.insertUser(tx, {
      email: invitation.email,
      firstName: input.firstName,
      lastName: input.lastName,
      ...password,
      emailValidatedAt: now,
      createdAt: now,
    });
    if (!(await repo.claimInvitation(tx, invitation.id, user.id, now))) {
      throw new AppError('NOT_FOUND', ONBOARDING_MESSAGES.joinLinkNotFound);
    }
    await repo.insertMembership(tx, {
      userId: user.id,
      organisationId: organisation.id,
      roleId: role.id,
      isDefault: true,
      createdAt: now,
    });
    await recordAudit(
      tx,
      actorOf(
        { userId: user.id, accountId: organisation.id, subscriberAccountId: organisation.id },
        ctx,
      ),
      {
        action: 'user.join',
        entityType: 'user',
        entityId: user.id,
        after: { invitationId: invitation.id, organisationId: organisation.id, roleKey: role.key },
      },
      now,
    );
    const tokens = await openSession(
      deps,
      tx,
      { userId: user.id, accountId: organisation.id },
      ctx,
    );
    return {
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      redirectURL: invitation.redirectUrl,
    };
  });
}
