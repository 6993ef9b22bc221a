import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_RANGE_PRESET,
  TIME_RANGE_PRESETS,
  bucketSizeFor,
  bucketStarts,
  parseTimeBound,
  resolveTimeRange,
  resolveTimeRangePreset,
  type TimeRangePresetId,
} from '../src/index.ts';

// A Wednesday afternoon, local time.
const now = new Date(2026, 2, 18, 14, 30, 15, 0);
const MIN = 60_000;
const local = (y: number, m: number, d: number, h = 0, mi = 0, s = 0, ms = 0) =>
  new Date(y, m, d, h, mi, s, ms);
const endOf = (y: number, m: number, d: number) => local(y, m, d, 23, 59, 59, 999);

describe('time-range presets (spec 1 §9)', () => {
  it('has nine presets, 5 (7 days) by default', () => {
    expect(TIME_RANGE_PRESETS.map((p) => p.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(DEFAULT_TIME_RANGE_PRESET).toBe(5);
    expect(resolveTimeRangePreset(undefined, now)).toEqual(resolveTimeRangePreset(5, now));
  });

  it.each<[TimeRangePresetId, Date, Date]>([
    [0, new Date(now.getTime() - 15 * MIN), now],
    [1, new Date(now.getTime() - 60 * MIN), now],
    [2, new Date(now.getTime() - 240 * MIN), now],
    [3, local(2026, 2, 18), endOf(2026, 2, 18)],
    [4, new Date(now.getTime() - 1440 * MIN), now],
    [5, local(2026, 2, 11), endOf(2026, 2, 18)],
    [6, local(2026, 2, 1), endOf(2026, 2, 18)],
    [7, local(2026, 1, 16), endOf(2026, 2, 18)],
    [8, local(2025, 11, 18), endOf(2026, 2, 18)],
  ])('preset %i resolves to its range', (preset, after, before) => {
    expect(resolveTimeRangePreset(preset, now)).toEqual({ after, before });
  });

  it("reads bounds: epoch ms, ISO instants, and dates as the start ('after') or end ('before') of day", () => {
    expect(parseTimeBound('1773844215000', 'after')).toEqual(new Date(1773844215000));
    expect(parseTimeBound('2026-03-18T10:00:00.000Z', 'before')).toEqual(
      new Date('2026-03-18T10:00:00.000Z'),
    );
    expect(parseTimeBound('2026-03-18', 'after')).toEqual(local(2026, 2, 18));
    expect(parseTimeBound('2026-03-18', 'before')).toEqual(endOf(2026, 2, 18));
    expect(parseTimeBound('2026-02-30', 'after')).toBeNull();
    expect(parseTimeBound('yesterday', 'after')).toBeNull();
    expect(parseTimeBound('12', 'after')).toBeNull();
  });

  it('explicit bounds win over the preset; a missing one comes from it', () => {
    expect(resolveTimeRange({ after: '2026-03-01', before: '2026-03-02' }, now)).toEqual({
      after: local(2026, 2, 1),
      before: endOf(2026, 2, 2),
    });
    expect(resolveTimeRange({ dateFilter: 0 }, now)).toEqual(resolveTimeRangePreset(0, now));
    expect(resolveTimeRange({ after: '2026-03-17', dateFilter: 1 }, now)).toEqual({
      after: local(2026, 2, 17),
      before: now,
    });
    expect(resolveTimeRange({ dateFilter: 42 }, now)).toEqual(resolveTimeRangePreset(5, now));
  });

  it('picks a bucket size that keeps the graph readable', () => {
    const ms = (preset: TimeRangePresetId) => bucketSizeFor(resolveTimeRangePreset(preset, now));
    expect([0, 1, 2, 4, 5, 7, 8].map((p) => ms(p as TimeRangePresetId) / MIN)).toEqual([
      1, 5, 15, 60, 360, 1440, 1440,
    ]);
    for (const preset of TIME_RANGE_PRESETS) {
      const range = resolveTimeRangePreset(preset.id, now);
      const count = bucketStarts(range, bucketSizeFor(range)).length;
      expect(count, preset.label).toBeGreaterThanOrEqual(10);
      expect(count, preset.label).toBeLessThanOrEqual(100);
    }
  });
});
