import {
  ONBOARDING_MESSAGES,
  type AccountType,
  type InvitationTokenType,
  type ValidationTokenInfo,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import * as repo from '../onboarding.repository.ts';
import type { OnboardingDeps } from '../onboarding.context.ts';
import {
  invitationCodeFor,
  lookupInvitation,
  unusableInvitationMessage,
} from './invitation-tokens.ts';

/**
 * The invitation behind a landing-page link (spec 1 §7): 404 unknown, 400 expired, used or
 * withdrawn, otherwise the data the landing page branches on.
 */
export async function getValidationToken(
  deps: OnboardingDeps,
  token: string,
): Promise<ValidationTokenInfo> {
  const found = await lookupInvitation(deps.db, token, deps.clock.now());
  if (found.status === 'unknown') {
    throw new AppError('NOT_FOUND', ONBOARDING_MESSAGES.landingLinkNotFound);
  }
  if (found.status !== 'valid') {
    throw new AppError('BAD_REQUEST', unusableInvitationMessage(found.status));
  }
  const row = found.row;
  const organisation = row.organisationId
    ? await repo.findOrganisation(deps.db, row.organisationId)
    : undefined;
  return {
    tokenType: row.tokenType as InvitationTokenType,
    accountType: row.accountType as AccountType,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    redirectURL: row.redirectUrl,
    invitationCode:
      row.tokenType === 'NEW_ACCOUNT' ? invitationCodeFor(deps.config.JWT_SECRET, token) : null,
    organizationName: organisation?.name ?? null,
  };
}
