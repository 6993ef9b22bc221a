import { describe, expect, it } from 'vitest';
import {
  addDaysIso,
  daysBetween,
  endorsementPremium,
  returnPremium,
  SHORT_RATE_PENALTY,
  unexpiredShare,
  writtenPremium,
  type PremiumSegment,
} from '../src/index.ts';
import { prng } from './support/prng.ts';

/**
 * The premium arithmetic of policy transactions (decision 046) as properties over seeded random
 * policies: terms of 1 to 3 years, annual premiums of 1 to 10,000,000 cents, up to four
 * endorsements on non-decreasing days.
 */
const RUNS = 2_000;

function policy(seed: number) {
  const g = prng(seed);
  const effectiveDate = addDaysIso('2026-01-01', g.int(0, 700));
  const endDate = addDaysIso(effectiveDate, g.pick([365, 366, 730, 1095]));
  const term = { effectiveDate, endDate };
  const length = daysBetween(effectiveDate, endDate);
  const segments: PremiumSegment[] = [{ from: effectiveDate, annualPremium: g.logInt(1, 1e7) }];
  let day = 0;
  for (let i = g.int(0, 4); i > 0; i -= 1) {
    day = g.int(day, length - 1);
    segments.push({ from: addDaysIso(effectiveDate, day), annualPremium: g.logInt(1, 1e7) });
  }
  const on = addDaysIso(effectiveDate, g.int(1, length - 1));
  return { g, term, length, segments, on };
}

describe('pro rata and short rate (properties)', () => {
  it('a cancellation on the end date returns 0, whatever the method', () => {
    for (let seed = 1; seed <= RUNS; seed += 1) {
      const { term, segments } = policy(seed);
      expect(returnPremium(term, segments, term.endDate, 'PRO_RATA')).toBe(0);
      expect(returnPremium(term, segments, term.endDate, 'SHORT_RATE')).toBe(0);
    }
  });

  it('a flat cancellation (on the effective date) returns everything written', () => {
    for (let seed = 1; seed <= RUNS; seed += 1) {
      const { term, segments } = policy(seed);
      const written = writtenPremium(term, segments);
      expect(returnPremium(term, segments, term.effectiveDate, 'PRO_RATA')).toBe(written);
      expect(returnPremium(term, segments, term.effectiveDate, 'SHORT_RATE')).toBe(written);
    }
  });

  it('mid-term, pro rata returns the unearned premium; short rate keeps the penalty of it; both within what was written', () => {
    for (let seed = 1; seed <= RUNS; seed += 1) {
      const { term, segments, on } = policy(seed);
      const written = writtenPremium(term, segments);
      const proRata = returnPremium(term, segments, on, 'PRO_RATA');
      const shortRate = returnPremium(term, segments, on, 'SHORT_RATE');
      expect(proRata).toBeGreaterThanOrEqual(0);
      // rounding once per transaction: within a cent per segment of what was written
      expect(proRata).toBeLessThanOrEqual(written + segments.length);
      expect(shortRate).toBeLessThanOrEqual(proRata);
      expect(Math.abs(shortRate - proRata * (1 - SHORT_RATE_PENALTY))).toBeLessThanOrEqual(1);
    }
  });

  it('one annual premium all term: the return is that premium pro rata for the days left', () => {
    for (let seed = 1; seed <= RUNS; seed += 1) {
      const { term, length, segments, on } = policy(seed);
      const single = [segments[0]!];
      const left = daysBetween(on, term.endDate);
      expect(returnPremium(term, single, on, 'PRO_RATA')).toBe(
        Math.round((single[0]!.annualPremium * left) / length),
      );
    }
  });

  it('later cancellations return less (the unearned premium shrinks day by day)', () => {
    for (let seed = 1; seed <= RUNS; seed += 1) {
      const { term, segments, on } = policy(seed);
      const later = addDaysIso(on, 1);
      expect(returnPremium(term, segments, later, 'PRO_RATA')).toBeLessThanOrEqual(
        returnPremium(term, segments, on, 'PRO_RATA') + 1,
      );
    }
  });

  it('an endorsement charges the change of annual premium for the share of the term left, and the opposite change returns it', () => {
    for (let seed = 1; seed <= RUNS; seed += 1) {
      const { g, term, on } = policy(seed);
      const before = g.logInt(1, 1e7);
      const after = g.logInt(1, 1e7);
      const charged = endorsementPremium(term, on, before, after);
      expect(charged).toBe(
        Math.sign(after - before) *
          Math.round(Math.abs((after - before) * unexpiredShare(term, on))) || 0,
      );
      expect(endorsementPremium(term, on, after, before)).toBe(-charged || 0);
      expect(endorsementPremium(term, term.effectiveDate, before, after)).toBe(after - before);
      expect(endorsementPremium(term, term.endDate, before, after)).toBe(0);
    }
  });

  it('a worked example: $3,650 a year, cancelled after 100 of 365 days', () => {
    const term = { effectiveDate: '2026-01-01', endDate: '2027-01-01' };
    const segments = [{ from: '2026-01-01', annualPremium: 365_000 }];
    expect(returnPremium(term, segments, '2026-04-11', 'PRO_RATA')).toBe(265_000);
    expect(returnPremium(term, segments, '2026-04-11', 'SHORT_RATE')).toBe(238_500);
    // a limit increase to $4,380 from the same day charges 265/365 of $730
    expect(endorsementPremium(term, '2026-04-11', 365_000, 438_000)).toBe(53_000);
  });
});
