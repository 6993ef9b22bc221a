import { FLAG_MESSAGES, type FlagOverride } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { recordAudit } from '../../../lib/audit.ts';
import type { AccessClaims } from '../../../lib/tokens.ts';
import * as repo from '../flags-settings.repository.ts';
import { flagActor, isUuid, type FlagsDeps } from '../flags-settings.context.ts';
import { fullNameOf } from './list-flag-overrides.ts';
import type { RequestContext } from '../../../context/index.ts';

/** Turn a flag on or off for one user, whatever everyone else sees; audited. */
export async function setFlagOverride(
  deps: FlagsDeps,
  claims: AccessClaims,
  key: string,
  userId: string,
  enabled: boolean,
  ctx: RequestContext,
): Promise<FlagOverride> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    if (!(await repo.findFlag(tx, key))) throw new AppError('NOT_FOUND', FLAG_MESSAGES.unknownFlag);
    const user = isUuid(userId) ? await repo.findUserSummary(tx, userId) : undefined;
    if (!user) throw new AppError('NOT_FOUND', FLAG_MESSAGES.userNotFound);
    const before = await repo.findOverride(tx, key, userId);
    await repo.upsertOverride(tx, key, userId, enabled);
    await recordAudit(
      tx,
      flagActor(claims, ctx),
      {
        action: 'flag.override.set',
        entityType: 'feature_flag_override',
        entityId: `${key}:${userId}`,
        before: before ? { enabled: before.enabled } : null,
        after: { enabled, email: user.email },
      },
      now,
    );
    return {
      userId: user.id,
      email: user.email,
      fullName: fullNameOf(user),
      accountName: user.accountName,
      accountType: user.accountType,
      enabled,
    };
  });
}
