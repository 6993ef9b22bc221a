import {
  ONBOARDING_MESSAGES,
  needsProducerNumber,
  normaliseInvitationCode,
  type AccountType,
  type SignupRequest,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { assertDomainAllowed } from '../../reference/index.ts';
import * as repo from '../onboarding.repository.ts';
import type { OnboardingDeps } from '../onboarding.context.ts';
import { sendEmailValidation } from './email-validation.ts';
import {
  adminRoleKey,
  invitationCodeFor,
  invitationCodeHash,
  lookupInvitation,
  statusOf,
  unusableInvitationMessage,
} from './invitation-tokens.ts';
import { assertAcceptablePassword, passwordColumns } from './password-policy.ts';
import { openSession } from '../../auth/index.ts';
import type { RequestContext } from '../../../context/index.ts';

export type SignupResult =
  | { kind: 'tokens'; accessToken: string; refreshToken: string; accountType: AccountType }
  | { kind: 'validation-sent' };

const refuse = (message: string) => new AppError('PRECONDITION_FAILED', message);

/**
 * The NEW_ACCOUNT invitation a sign-up uses, and whether it proves the e-mail address: the link's
 * token does (only the inbox had it); a typed code alone does not.
 */
async function invitationFor(deps: OnboardingDeps, input: SignupRequest, token?: string) {
  const now = deps.clock.now();
  const code = normaliseInvitationCode(input.invitationCode);
  if (token) {
    const found = await lookupInvitation(deps.db, token, now);
    if (found.status !== 'valid') throw refuse(unusableInvitationMessage(found.status));
    const expected = normaliseInvitationCode(invitationCodeFor(deps.config.JWT_SECRET, token));
    if (code !== expected) throw refuse(ONBOARDING_MESSAGES.invalidInvitationCode);
    return { invitation: found.row, proven: true };
  }
  const invitation = await repo.findPendingInvitationByCode(
    deps.db,
    invitationCodeHash(deps.config.JWT_SECRET, code),
  );
  if (!invitation) throw refuse(ONBOARDING_MESSAGES.invalidInvitationCode);
  const status = statusOf(invitation, now);
  if (status !== 'valid') throw refuse(unusableInvitationMessage(status));
  return { invitation, proven: false };
}

/**
 * Sign up (spec 1 §7): create the organisation and its first user, an admin, in one transaction.
 * With the invitation link the user is signed in at once; with only the code, a validation link
 * goes to the invited address first.
 */
export async function signUp(
  deps: OnboardingDeps,
  input: SignupRequest,
  validationToken: string | undefined,
  ctx: RequestContext,
): Promise<SignupResult> {
  const now = deps.clock.now();
  const { invitation, proven } = await invitationFor(deps, input, validationToken);
  if (invitation.tokenType !== 'NEW_ACCOUNT') {
    throw refuse(ONBOARDING_MESSAGES.invalidInvitationCode);
  }
  if (invitation.accountType !== input.accountType) {
    throw refuse(ONBOARDING_MESSAGES.invitationCodeWrongType);
  }
  if (await repo.findUserByEmail(deps.db, invitation.email)) {
    throw refuse(ONBOARDING_MESSAGES.emailInUse);
  }
  await assertDomainAllowed(deps.db, invitation.email);
  assertAcceptablePassword(input.password, invitation.email);
  const accountType = input.accountType;
  const role = await repo.findRole(
    deps.db,
    accountType,
    invitation.roleKey ?? adminRoleKey(accountType),
  );
  if (!role) throw refuse(ONBOARDING_MESSAGES.joinAuthorizationFailed);
  const inviterOrganisation = invitation.invitedByOrganisationId
    ? await repo.findOrganisation(deps.db, invitation.invitedByOrganisationId)
    : undefined;
  const npn = needsProducerNumber(accountType) ? (input.npn ?? null) : null;
  // argon2 is deliberately slow: hash before the transaction opens.
  const password = await passwordColumns(input.password, now, deps.config);

  const result = await deps.db.transaction(async (tx) => {
    const organisation = await repo.insertOrganisation(tx, {
      accountType,
      name: input.organization,
      region: inviterOrganisation?.region ?? 'US',
      npn: accountType === 'AGENCY' ? npn : null,
      agencyKind: accountType === 'AGENCY' ? 'RETAIL' : null,
      createdAt: now,
      updatedAt: now,
    });
    const user = await repo.insertUser(tx, {
      email: invitation.email,
      firstName: input.firstName,
      lastName: input.lastName,
      npn,
      ...password,
      emailValidatedAt: proven ? now : null,
      createdAt: now,
    });
    if (!(await repo.claimInvitation(tx, invitation.id, user.id, now))) {
      throw refuse(ONBOARDING_MESSAGES.invitationUsed);
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
        action: 'user.signup',
        entityType: 'organisation',
        entityId: organisation.id,
        after: {
          invitationId: invitation.id,
          accountType,
          name: organisation.name,
          emailProven: proven,
        },
      },
      now,
    );
    if (!proven) {
      await sendEmailValidation(deps, tx, user);
      return { kind: 'validation-sent' as const };
    }
    const tokens = await openSession(
      deps,
      tx,
      { userId: user.id, accountId: organisation.id },
      ctx,
    );
    return {
      kind: 'tokens' as const,
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      accountType,
    };
  });
  deps.messenger.kick();
  return result;
}
