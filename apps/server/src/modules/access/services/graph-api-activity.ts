import {
  bucketSizeFor,
  bucketStarts,
  type ApiActivityGraph,
  type ApiActivityQuery,
} from '@cyber/domain';
import * as repo from '../access.repository.ts';
import { activityFilterOf } from './activity-filter.ts';
import type { Caller, ServiceDeps } from '../../../context/index.ts';

/** Calls per time bucket (size chosen by the range), successes and errors apart, gaps as zero. */
export async function graphApiActivity(
  deps: ServiceDeps,
  caller: Caller,
  query: ApiActivityQuery,
): Promise<ApiActivityGraph> {
  const filter = activityFilterOf(caller, query, deps.clock.now());
  const bucketMs = bucketSizeFor(filter);
  const counted = new Map(
    (await repo.graphApiActivity(deps.db, filter, bucketMs)).map((b) => [b.bucket, b]),
  );
  return {
    after: filter.after.toISOString(),
    before: filter.before.toISOString(),
    bucketMs,
    buckets: bucketStarts(filter, bucketMs).map((start) => ({
      start: new Date(start).toISOString(),
      success: counted.get(start)?.success ?? 0,
      error: counted.get(start)?.error ?? 0,
    })),
  };
}
