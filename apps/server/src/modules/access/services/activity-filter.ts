import {
  ACCESS_MESSAGES,
  type ApiActivityQuery,
  isActingAsProvider,
  resolveTimeRange,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import type { ActivityFilter } from '../access.repository.ts';
import type { Caller } from '../../../context/index.ts';

/**
 * The rows an activity query may see: the organisation acted in, or every organisation for
 * provider staff acting in the provider's own account; within the range asked for (explicit
 * after/before, else the dateFilter preset, default 7 days).
 */
export function activityFilterOf(
  caller: Caller,
  query: ApiActivityQuery,
  now: Date,
): ActivityFilter {
  const range = resolveTimeRange(query, now);
  if (range.after.getTime() > range.before.getTime()) {
    throw new AppError('BAD_REQUEST', ACCESS_MESSAGES.invalidRange);
  }
  const provider = isActingAsProvider(caller.claims);
  return {
    organisationId: provider ? null : caller.actor.accountId,
    after: range.after,
    before: range.before,
    apiClientId: query.apiClientId || undefined,
    search: query.search || undefined,
  };
}
