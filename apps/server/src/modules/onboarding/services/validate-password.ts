import type { ValidatePasswordResponse } from '@cyber/domain';
import { lookupAuthToken } from '../../../lib/one-time.ts';
import type { OnboardingDeps } from '../onboarding.context.ts';
import { lookupInvitation } from './invitation-tokens.ts';
import { passwordErrors } from './password-policy.ts';

/**
 * The address a token was sent to — an invitation link, a reset link or a confirm-user link — so
 * "not your e-mail address" can be checked before the person submits. Used or expired tokens
 * still name their address; an unknown token names none.
 */
async function emailOfToken(deps: OnboardingDeps, token: string): Promise<string | null> {
  const now = deps.clock.now();
  const invitation = await lookupInvitation(deps.db, token, now);
  if (invitation.status !== 'unknown') return invitation.row.email;
  for (const purpose of ['PASSWORD_RESET', 'USER_CONFIRM'] as const) {
    const found = await lookupAuthToken(deps.db, purpose, token, now);
    if (found.status !== 'unknown') return found.row.email;
  }
  return null;
}

/** POST /api/auth/v1/validate-password: the constraints the password breaks. */
export async function validatePassword(
  deps: OnboardingDeps,
  password: string,
  token: string | undefined,
): Promise<ValidatePasswordResponse> {
  const email = token ? await emailOfToken(deps, token) : null;
  const errors = passwordErrors(password, email);
  return { valid: errors.length === 0, errors };
}
