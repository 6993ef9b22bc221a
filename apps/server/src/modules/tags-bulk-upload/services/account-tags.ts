import { type AccountTags, isActingAsProvider, TAG_MESSAGES } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { agencyOf, type TagsDeps } from '../tags-bulk-upload.context.ts';
import * as repo from '../tags-bulk-upload.repository.ts';
import { type Caller, scopeOf } from '../../../context/index.ts';

/**
 * The tags on one account the caller may see: an agency sees its own tags; provider staff see
 * every agency's, or one agency's when they name it.
 */
export async function accountTags(
  deps: Pick<TagsDeps, 'db'>,
  caller: Caller,
  accountId: string,
  agencyId: string | undefined,
): Promise<AccountTags> {
  if ((await repo.countVisibleAccounts(deps.db, scopeOf(caller), [accountId])) !== 1) {
    throw new AppError('NOT_FOUND', TAG_MESSAGES.accountNotFound);
  }
  const owner =
    isActingAsProvider(caller.claims) && !agencyId
      ? null
      : (await agencyOf(deps, caller, agencyId)).id;
  return { accountId, tags: await repo.tagsOfAccount(deps.db, accountId, owner) };
}
