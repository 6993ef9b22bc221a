import {
  EMAIL_RESEND_MAX_PER_WINDOW,
  EMAIL_RESEND_WINDOW_MINUTES,
  ONBOARDING_MESSAGES,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import type { OnboardingDeps } from '../onboarding.context.ts';
import { countBudgetUse } from '../../auth/index.ts';

/**
 * A budget of e-mails per address and purpose, counted whether or not the address has an account
 * (so the 429 tells nothing about who is registered). Stops mail-bombing someone's inbox.
 */
export async function spendEmailBudget(
  deps: Pick<OnboardingDeps, 'db' | 'clock'>,
  purpose: 'validation' | 'password-reset',
  email: string,
) {
  const now = deps.clock.now();
  const uses = await countBudgetUse(deps.db, `${purpose}:${email.toLowerCase()}`, {
    now,
    windowStart: new Date(now.getTime() - EMAIL_RESEND_WINDOW_MINUTES * 60_000),
  });
  if (uses > EMAIL_RESEND_MAX_PER_WINDOW) {
    throw new AppError('TOO_MANY_REQUESTS', ONBOARDING_MESSAGES.tooManyRequests);
  }
}
