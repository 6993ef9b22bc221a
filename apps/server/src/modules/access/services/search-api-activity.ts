import type { ApiActivityPage, ApiActivityQuery } from '@cyber/domain';
import * as repo from '../access.repository.ts';
import { activityFilterOf } from './activity-filter.ts';
import type { Caller, ServiceDeps } from '../../../context/index.ts';

const cursorOf = (value: string | undefined) => {
  if (!value) return undefined;
  const [at, id] = value.split('_');
  return { at: new Date(Number(at)), id: id! };
};

/**
 * Calls made with API keys, newest first by default. Page either by `pageRequested` (offset) or,
 * for deep scrolling, by the `searchAfter` cursor each page returns.
 */
export async function searchApiActivity(
  deps: ServiceDeps,
  caller: Caller,
  query: ApiActivityQuery,
): Promise<ApiActivityPage> {
  const filter = activityFilterOf(caller, query, deps.clock.now());
  const cursor =
    query.sort && query.sort !== 'occurredAt,desc' ? undefined : cursorOf(query.searchAfter);
  const { rows, total } = await repo.searchApiActivity(deps.db, filter, {
    size: query.size,
    offset: cursor ? 0 : query.pageRequested * query.size,
    sort: query.sort,
    cursor,
  });
  const last = rows.at(-1);
  return {
    content: rows.map((r) => ({ ...r, occurredAt: r.occurredAt.toISOString() })),
    totalElements: total,
    totalPages: Math.ceil(total / query.size),
    page: query.pageRequested,
    size: query.size,
    searchAfter:
      last && rows.length === query.size ? `${last.occurredAt.getTime()}_${last.id}` : null,
    after: filter.after.toISOString(),
    before: filter.before.toISOString(),
  };
}
