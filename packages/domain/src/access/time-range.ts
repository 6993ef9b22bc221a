import dayjs from 'dayjs';
import { DEFAULT_TIME_RANGE_PRESET, TIME_RANGE_PRESETS } from '../common/constants.ts';
import { isInstantInRange } from '../common/dates.ts';

/** Preset ids of spec 1 §9: 0 last 15 minutes … 8 last 90 days; 5 (7 days) is the default. */
export type TimeRangePresetId = (typeof TIME_RANGE_PRESETS)[number]['id'];
export const TIME_RANGE_PRESET_IDS = TIME_RANGE_PRESETS.map((p) => p.id);
export const isTimeRangePresetId = (value: number): value is TimeRangePresetId =>
  (TIME_RANGE_PRESET_IDS as readonly number[]).includes(value);

export type TimeRange = { after: Date; before: Date };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The { after, before } of a preset at `now`, in the runtime's local time (the browser's, or the
 * server's when a client sends only `dateFilter`). Minute and hour presets end at `now`; the
 * day-based ones ('today', 'this month', 7/30/90 days) are date filters: `after` is the start of
 * the first day and `before` the end of today (spec 1 §9).
 */
export function resolveTimeRangePreset(
  preset: TimeRangePresetId = DEFAULT_TIME_RANGE_PRESET,
  now: Date = new Date(),
): TimeRange {
  const at = dayjs(now);
  const endOfToday = at.endOf('day').toDate();
  const last = (ms: number): TimeRange => ({ after: new Date(now.getTime() - ms), before: now });
  const days = (n: number): TimeRange => ({
    after: at.subtract(n, 'day').startOf('day').toDate(),
    before: endOfToday,
  });
  switch (preset) {
    case 0:
      return last(15 * MINUTE);
    case 1:
      return last(60 * MINUTE);
    case 2:
      return last(4 * HOUR);
    case 3:
      return { after: at.startOf('day').toDate(), before: endOfToday };
    case 4:
      return last(24 * HOUR);
    case 5:
      return days(7);
    case 6:
      return { after: at.startOf('month').toDate(), before: endOfToday };
    case 7:
      return days(30);
    case 8:
      return days(90);
    default: {
      const unreachable: never = preset;
      throw new Error(`Unknown time-range preset ${String(unreachable)}`);
    }
  }
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const EPOCH_MS = /^\d{10,14}$/;

/**
 * A filter bound from the query string: epoch milliseconds, an ISO instant, or a calendar date
 * (`YYYY-MM-DD`), which means the start of that day for 'after' and its end for 'before'.
 * Null when the value cannot be read.
 */
export function parseTimeBound(value: string, edge: 'after' | 'before'): Date | null {
  const text = value.trim();
  // Null too past the instants the database takes (9999-12-31T23:00-23:00 was a 500).
  const inRange = (date: Date) => (isInstantInRange(date.getTime()) ? date : null);
  if (EPOCH_MS.test(text)) return new Date(Number(text));
  if (DATE_ONLY.test(text)) {
    const day = dayjs(text);
    if (!day.isValid() || day.format('YYYY-MM-DD') !== text) return null;
    return inRange((edge === 'after' ? day.startOf('day') : day.endOf('day')).toDate());
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? null : inRange(parsed);
}

/**
 * The range an activity query asks for: explicit bounds win; a missing bound comes from the
 * preset (`dateFilter`, default 7 days).
 */
export function resolveTimeRange(
  query: {
    after?: string | undefined;
    before?: string | undefined;
    dateFilter?: number | undefined;
  },
  now: Date,
): TimeRange {
  const preset =
    query.dateFilter !== undefined && isTimeRangePresetId(query.dateFilter)
      ? query.dateFilter
      : DEFAULT_TIME_RANGE_PRESET;
  const fallback = resolveTimeRangePreset(preset, now);
  return {
    after: (query.after && parseTimeBound(query.after, 'after')) || fallback.after,
    before: (query.before && parseTimeBound(query.before, 'before')) || fallback.before,
  };
}

/** The graph's bucket size for a range: about 15 to 100 buckets whatever the span. */
export function bucketSizeFor(range: TimeRange): number {
  const span = range.before.getTime() - range.after.getTime();
  if (span <= 20 * MINUTE) return MINUTE;
  if (span <= 75 * MINUTE) return 5 * MINUTE;
  if (span <= 5 * HOUR) return 15 * MINUTE;
  if (span <= 2 * DAY) return HOUR;
  if (span <= 10 * DAY) return 6 * HOUR;
  return DAY;
}

/** The start of every bucket from the one holding `after` to the one holding `before`. */
export function bucketStarts(range: TimeRange, bucketMs: number, max = 2_000): number[] {
  const first = Math.floor(range.after.getTime() / bucketMs) * bucketMs;
  const starts: number[] = [];
  for (let t = first; t <= range.before.getTime() && starts.length < max; t += bucketMs) {
    starts.push(t);
  }
  return starts;
}
