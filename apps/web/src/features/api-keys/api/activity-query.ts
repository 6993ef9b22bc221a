import { resolveTimeRangePreset, type TimeRangePresetId } from '@cyber/domain';

/** The filters of the activity screen, shared by its three calls. */
export type ActivityFilters = { preset: TimeRangePresetId; apiClientId?: string | undefined };

/**
 * The query parameters for a preset: the browser resolves it to `after`/`before` in the user's
 * time zone (so 'Today' is the user's today) and sends `dateFilter` too. `now` is rounded to the
 * minute so the query key — and the cache — stay stable within a minute.
 */
export function activityParams(filters: ActivityFilters, now = new Date()) {
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000 + 59_999);
  const range = resolveTimeRangePreset(filters.preset, minute);
  return {
    after: range.after.toISOString(),
    before: range.before.toISOString(),
    dateFilter: filters.preset,
    apiClientId: filters.apiClientId,
  };
}
