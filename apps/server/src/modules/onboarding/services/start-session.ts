import type { Tx } from '../../../db/client.ts';
import { createSession, recordLogin } from '../../auth/auth.repository.ts';
import { issueTokens } from '../../auth/services/issue-tokens.ts';
import type { OnboardingDeps, RequestContext } from '../onboarding.context.ts';

/**
 * Sign a user in at the end of an onboarding step (sign-up, join, confirm-user): a new session
 * in the organisation, tokens issued the same way the login issues them.
 */
export async function startSession(
  deps: OnboardingDeps,
  tx: Tx,
  input: { userId: string; organisationId: string },
  ctx: RequestContext,
) {
  const now = deps.clock.now();
  const session = await createSession(tx, {
    userId: input.userId,
    accountId: input.organisationId,
    subscriberAccountId: input.organisationId,
    realm: 'ACCOUNT',
    rememberDevice: false,
    createdAt: now,
    lastUsedAt: now,
    ip: ctx.ip,
    userAgent: ctx.userAgent?.slice(0, 512) ?? null,
  });
  const tokens = await issueTokens(deps, tx, session);
  await recordLogin(tx, input.userId, now);
  return { ...tokens, sessionId: session.id };
}
