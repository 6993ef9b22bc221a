import { FLAG_MESSAGES } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { recordAudit } from '../../../lib/audit.ts';
import type { AccessClaims } from '../../../lib/tokens.ts';
import * as repo from '../flags-settings.repository.ts';
import { flagActor, isUuid, type FlagsDeps } from '../flags-settings.context.ts';
import type { RequestContext } from '../../../context/index.ts';

/** Remove a user's override: they see the flag as everyone else does again; audited. */
export async function removeFlagOverride(
  deps: FlagsDeps,
  claims: AccessClaims,
  key: string,
  userId: string,
  ctx: RequestContext,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (!(await repo.findFlag(tx, key))) throw new AppError('NOT_FOUND', FLAG_MESSAGES.unknownFlag);
    const before = isUuid(userId) ? await repo.findOverride(tx, key, userId) : undefined;
    if (!before || !(await repo.deleteOverride(tx, key, userId))) {
      throw new AppError('NOT_FOUND', FLAG_MESSAGES.overrideNotFound);
    }
    await recordAudit(
      tx,
      flagActor(claims, ctx),
      {
        action: 'flag.override.remove',
        entityType: 'feature_flag_override',
        entityId: `${key}:${userId}`,
        before: { enabled: before.enabled },
        after: null,
      },
      now,
    );
  });
}
