import type { Tx } from '../../../db/client.ts';
import * as repo from '../auth.repository.ts';
import { issueTokens } from './issue-tokens.ts';
import type { RequestContext, ServiceDeps } from '../../../context/index.ts';

export type OpenSessionInput = {
  userId: string;
  /** The account acted in. */
  accountId: string;
  /** The user's own organisation; differs from accountId when a provider user jumps in. */
  subscriberAccountId?: string;
  rememberDevice?: boolean;
  /** Count it as a sign-in (last/previous sign-in times); jumps into another tab do not. */
  countsAsSignIn?: boolean;
  /** A session for one purpose: at most these permissions, whatever the user's role grants. */
  limit?: { scopes: readonly string[]; purpose: string };
};

/**
 * The one way a session starts — password sign-in, sign-up, join, confirm-user, jump, switch,
 * a verified one-time code: a session row (the refresh family) and its first token pair.
 */
export async function openSession(
  deps: ServiceDeps,
  tx: Tx,
  input: OpenSessionInput,
  ctx: RequestContext,
) {
  const now = deps.clock.now();
  const session = await repo.createSession(tx, {
    userId: input.userId,
    accountId: input.accountId,
    subscriberAccountId: input.subscriberAccountId ?? input.accountId,
    realm: 'ACCOUNT',
    rememberDevice: input.rememberDevice ?? false,
    createdAt: now,
    lastUsedAt: now,
    ip: ctx.ip,
    userAgent: ctx.userAgent?.slice(0, 512) ?? null,
    scopeLimit: input.limit ? [...input.limit.scopes] : null,
    purpose: input.limit?.purpose ?? null,
  });
  const tokens = await issueTokens(deps, tx, session);
  if (input.countsAsSignIn ?? true) await repo.recordLogin(tx, input.userId, now);
  return { ...tokens, session };
}
