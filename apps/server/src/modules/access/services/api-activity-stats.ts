import type { ApiActivityQuery, ApiActivityStats } from '@cyber/domain';
import * as repo from '../access.repository.ts';
import { activityFilterOf } from './activity-filter.ts';
import type { Caller, ServiceDeps } from '../../../context/index.ts';

const rounded = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/** Totals of a range: calls, errors, error rate, median and 95th-percentile duration, per key. */
export async function apiActivityStats(
  deps: ServiceDeps,
  caller: Caller,
  query: ApiActivityQuery,
): Promise<ApiActivityStats> {
  const filter = activityFilterOf(caller, query, deps.clock.now());
  const stats = await repo.statsApiActivity(deps.db, filter);
  return {
    after: filter.after.toISOString(),
    before: filter.before.toISOString(),
    totalCalls: stats.total,
    errors: stats.errors,
    errorRate: stats.total === 0 ? 0 : stats.errors / stats.total,
    p50DurationMs: rounded(stats.p50),
    p95DurationMs: rounded(stats.p95),
    byKey: stats.byKey,
  };
}
