import { FLAG_USER_SEARCH_LIMIT, type FlagUser } from '@cyber/domain';
import * as repo from '../flags-settings.repository.ts';
import type { FlagsDeps } from '../flags-settings.context.ts';
import { fullNameOf } from './list-flag-overrides.ts';

/** Users to give an override to, found by part of their e-mail address. */
export async function searchFlagUsers(deps: FlagsDeps, search: string): Promise<FlagUser[]> {
  const rows = await repo.searchUsersByEmail(deps.db, search, FLAG_USER_SEARCH_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    fullName: fullNameOf(r),
    accountName: r.accountName,
    accountType: r.accountType,
  }));
}
