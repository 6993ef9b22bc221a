import { describe, expect, it } from 'vitest';
import { isCalendarDate, SearchBoundSchema } from '../src/index.ts';

describe('isCalendarDate', () => {
  it('takes real days in years 0001–9999 only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('9999-12-31')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-02-30')).toBe(false);
    expect(isCalendarDate('0000-01-01')).toBe(false);
    expect(isCalendarDate('2024-1-01')).toBe(false);
  });
});

describe('SearchBoundSchema', () => {
  it('takes dates and instants a day inside the years the database holds', () => {
    expect(SearchBoundSchema.safeParse('2026-01-31').success).toBe(true);
    expect(SearchBoundSchema.safeParse('2026-01-31T10:00:00+02:00').success).toBe(true);
    expect(SearchBoundSchema.safeParse('9999-12-31').success).toBe(false);
    expect(SearchBoundSchema.safeParse('9999-12-30T23:00:00-23:00').success).toBe(false);
    expect(SearchBoundSchema.safeParse('0001-01-01').success).toBe(false);
  });
});
