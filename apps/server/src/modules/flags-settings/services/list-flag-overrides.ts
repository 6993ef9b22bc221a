import { FLAG_MESSAGES, type FlagOverride, type FlagOverridePage } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { toPage } from '../../../lib/paging.ts';
import * as repo from '../flags-settings.repository.ts';
import type { FlagsDeps } from '../flags-settings.context.ts';

export const fullNameOf = (u: { firstName: string; lastName: string }) =>
  `${u.firstName} ${u.lastName}`.trim();

/** The users who see a flag differently from everyone else, by e-mail. */
export async function listFlagOverrides(
  deps: FlagsDeps,
  key: string,
  query: { page: number; size: number },
): Promise<FlagOverridePage> {
  if (!(await repo.findFlag(deps.db, key))) {
    throw new AppError('NOT_FOUND', FLAG_MESSAGES.unknownFlag);
  }
  const { rows, total } = await repo.listOverrides(deps.db, key, query);
  const content = rows.map((r): FlagOverride => ({
    userId: r.id,
    email: r.email,
    fullName: fullNameOf(r),
    accountName: r.accountName,
    accountType: r.accountType,
    enabled: r.enabled,
  }));
  return toPage(content, total, query);
}
