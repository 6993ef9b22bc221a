import { describe, expect, it } from 'vitest';
import { formatRegionDate, formatRegionDateTime, REGION_SETTINGS } from '../src/index.ts';

describe('one date format per region (spec 3 §9)', () => {
  it("writes a day 'MMM. DD, YYYY' in the US and 'DD MMM YYYY' in the UK", () => {
    expect(REGION_SETTINGS.US.dateFormat).toBe('MMM. DD, YYYY');
    expect(formatRegionDate('2026-05-01', 'US')).toBe('May. 01, 2026');
    expect(formatRegionDate('2026-05-01', 'UK')).toBe('01 May 2026');
    expect(formatRegionDate('not a day', 'US')).toBe('not a day');
  });

  it('a moment keeps its time, after the same day format', () => {
    const at = new Date(2026, 4, 1, 15, 4);
    expect(formatRegionDateTime(at, 'US')).toBe('May. 01, 2026 3:04 PM');
    expect(formatRegionDateTime(at, 'UK')).toBe('01 May 2026 15:04');
    expect(formatRegionDateTime(at, 'US').startsWith(formatRegionDate(at, 'US'))).toBe(true);
    expect(formatRegionDateTime(at, 'UK').startsWith(formatRegionDate(at, 'UK'))).toBe(true);
    expect(formatRegionDateTime('garbage', 'UK')).toBe('garbage');
  });
});
