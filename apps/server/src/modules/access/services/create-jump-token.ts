import {
  ACCESS_MESSAGES,
  isAccountType,
  isActingAsProvider,
  JUMP_PATH_SEGMENTS,
  JUMP_TOKEN_TTL_MS,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { issueAuthToken } from '../../../lib/one-time.ts';
import { findOrganisation } from '../../auth/index.ts';
import type { Caller, RequestContext, ServiceDeps } from '../../../context/index.ts';

/** What a jump or switch token carries (auth_tokens.data). */
export type EnterTokenData = {
  kind: 'JUMP' | 'SWITCH';
  accountId: string;
  subscriberAccountId: string;
};

/**
 * Jump (spec 1 §6–§7): provider staff open another organisation in a new tab. The path segment
 * must be the one of the organisation's type; anything else is 404 so a wrong guess learns
 * nothing. The answer is a single-use token of one minute, exchanged at admin/enter.
 */
export async function createJumpToken(
  deps: ServiceDeps,
  caller: Caller,
  input: { segment: string; accountId: string },
  ctx: RequestContext,
) {
  if (!isActingAsProvider(caller.claims)) {
    throw new AppError('FORBIDDEN', ACCESS_MESSAGES.providerOnly);
  }
  const target = await findOrganisation(deps.db, input.accountId);
  const segment =
    target && isAccountType(target.accountType)
      ? JUMP_PATH_SEGMENTS[target.accountType]
      : undefined;
  if (!target || segment !== input.segment) {
    throw new AppError('NOT_FOUND', ACCESS_MESSAGES.organisationNotFound);
  }
  if (target.status !== 'ACTIVE') {
    throw new AppError('CONFLICT', ACCESS_MESSAGES.organisationDisabled);
  }

  return issueEnterToken(
    deps,
    caller,
    { kind: 'JUMP', accountId: target.id, subscriberAccountId: caller.actor.subscriberAccountId },
    {
      action: 'auth.jump',
      after: { accountType: target.accountType, name: target.name },
    },
    ctx,
  );
}

/**
 * A single-use token of one minute that /loading/{token} exchanges at admin/enter for a session
 * in another organisation (jump) or another of the user's memberships (switch); audited.
 */
export async function issueEnterToken(
  deps: ServiceDeps,
  caller: Caller,
  data: EnterTokenData,
  audit: { action: string; after?: Record<string, unknown> },
  ctx: RequestContext,
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { token, row } = await issueAuthToken(tx, {
      purpose: 'JUMP',
      now,
      ttlMs: JUMP_TOKEN_TTL_MS,
      userId: caller.claims.sub,
      createdBy: caller.claims.sub,
      data,
    });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: audit.action,
        entityType: 'organisation',
        entityId: data.accountId,
        after: { ...audit.after, tokenId: row.id },
      },
      now,
    );
    return { token };
  });
}
