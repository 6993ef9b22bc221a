import { describe, expect, it } from 'vitest';
import {
  CALCULATOR_LIMIT,
  CALCULATOR_LIMIT_OPTIONS,
  CALCULATOR_PRESETS,
  CUSTOM_PRESET,
  DEDUCTIBLE_OPTIONS,
  DEFAULT_BACKUP_FREQUENCY,
  DEFAULT_DEDUCTIBLE,
  DEFAULT_PRESET,
  DEFAULT_RETROACTIVE_PERIOD,
  DEFAULT_WAITING_PERIOD,
  defaultEndDate,
  effectiveDateWindow,
  endDateWindow,
  isCalculatorLimit,
  presetAfterManualChange,
  presetById,
  presetCoverageIds,
  raterGlobals,
  READ_ONLY_COVERAGE_CARD,
  RETROACTIVE_OPTIONS,
  retroactiveLabel,
  WAITING_PERIOD_OPTIONS,
  waitingPeriodLabel,
} from '../src/index.ts';

describe('calculator global settings (spec 3 §9)', () => {
  it('limit 1M to 5M in steps of 500k, default 1M', () => {
    expect(CALCULATOR_LIMIT.default).toBe(1_000_000);
    expect(CALCULATOR_LIMIT_OPTIONS).toEqual([
      1_000_000, 1_500_000, 2_000_000, 2_500_000, 3_000_000, 3_500_000, 4_000_000, 4_500_000,
      5_000_000,
    ]);
    expect(isCalculatorLimit(2_500_000)).toBe(true);
    expect(isCalculatorLimit(2_750_000)).toBe(false);
    expect(isCalculatorLimit(500_000)).toBe(false);
    expect(isCalculatorLimit(5_500_000)).toBe(false);
  });

  it('defaults: deductible 25,000, waiting period 12, retroactive -1, preset 2', () => {
    expect(DEFAULT_DEDUCTIBLE).toBe(25_000);
    expect(DEDUCTIBLE_OPTIONS).toContain(DEFAULT_DEDUCTIBLE);
    expect(DEFAULT_WAITING_PERIOD).toBe(12);
    expect(DEFAULT_RETROACTIVE_PERIOD).toBe(-1);
    expect(DEFAULT_PRESET).toBe(2);
    expect(DEFAULT_BACKUP_FREQUENCY).toBe('SIX_MONTHS');
  });

  it('waiting periods 6/8/12/24 hours; retroactive 1 Year, 2 Years, Full Prior Acts', () => {
    expect(WAITING_PERIOD_OPTIONS).toEqual([6, 8, 12, 24]);
    expect(RETROACTIVE_OPTIONS.map((o) => o.label)).toEqual([
      '1 Year',
      '2 Years',
      'Full Prior Acts',
    ]);
    expect(retroactiveLabel(-1)).toBe('Full Prior Acts');
    expect(waitingPeriodLabel(12)).toBe('12 Hours');
  });

  it('the read-only coverage card', () => {
    expect(READ_ONLY_COVERAGE_CARD).toEqual({
      aggregateLimit: 4_000_000,
      deductible: 1_000,
      waitingPeriod: 12,
      retroActivePeriod: -1,
    });
  });
});

describe('presets', () => {
  it('BASIC, POPULAR and ELITE as data; custom is -1; a manual change makes it custom', () => {
    expect(CALCULATOR_PRESETS.map((p) => [p.id, p.name])).toEqual([
      [1, 'BASIC'],
      [2, 'POPULAR'],
      [3, 'ELITE'],
    ]);
    expect(presetById(DEFAULT_PRESET)?.name).toBe('POPULAR');
    expect(presetById(DEFAULT_PRESET)?.limit).toBe(CALCULATOR_LIMIT.default);
    expect(CUSTOM_PRESET).toBe(-1);
    expect(presetAfterManualChange()).toBe(-1);
  });

  it('each preset contains the one below it; tech products add Tech E&O (26)', () => {
    const [basic, popular, elite] = CALCULATOR_PRESETS;
    for (const id of basic!.coverageIds) expect(popular!.coverageIds).toContain(id);
    for (const id of popular!.coverageIds) expect(elite!.coverageIds).toContain(id);
    expect(presetCoverageIds(basic!, 'PRIME_TECH')).toContain(26);
    expect(presetCoverageIds(basic!, 'P100')).not.toContain(26);
  });
});

describe('date windows', () => {
  it('coverage starts from 7 days ago to 75 days ahead', () => {
    expect(effectiveDateWindow('2026-03-10')).toEqual({ min: '2026-03-03', max: '2026-05-24' });
  });

  it('end date one year after the effective date, within 6 to 18 months', () => {
    expect(defaultEndDate('2026-03-10')).toBe('2027-03-10');
    expect(defaultEndDate('2028-02-29')).toBe('2029-02-28');
    expect(endDateWindow('2026-03-10')).toEqual({ min: '2026-09-10', max: '2027-09-10' });
  });
});

describe('rater globals (rules/globals/{state})', () => {
  it('offers the limits, deductibles above the revenue minimum and the waiting periods', () => {
    const small = raterGlobals({
      product: 'P100',
      state: 'TX',
      surplus: false,
      revenue: 2_000_000,
    });
    expect(small.aggLimits).toEqual(CALCULATOR_LIMIT_OPTIONS);
    expect(small.deductibles).toEqual([...DEDUCTIBLE_OPTIONS]);
    expect(small.hrs).toEqual([6, 8, 12, 24]);
    expect(small.irpm).toEqual({ min: 0.75, max: 1.25 });
    const large = raterGlobals({
      product: 'P250',
      state: 'CA',
      surplus: false,
      revenue: 600_000_000,
    });
    expect(large.deductibles[0]).toBe(25_000);
    expect(large.irpm).toEqual({ min: 0.85, max: 1.15 });
    expect(raterGlobals({ product: 'P_ONE', state: 'ENG', surplus: false }).irpm).toEqual({
      min: 0.7,
      max: 1.3,
    });
  });
});
