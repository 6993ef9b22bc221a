import { describe, expect, it } from 'vitest';
import {
  IRPM_CHARACTERISTICS,
  irpmFor,
  PRODUCT_CODES,
  SaveIrpmRequestSchema,
  US_STATES,
  type IrpmPercents,
} from '../src/index.ts';
import { prng } from './support/prng.ts';

/**
 * The IRPM arithmetic of spec 3 §5 as properties over seeded random editors: every item within
 * its min..max × 100 is valid and outside is 'Invalid'; the total is the sum; the modifier is
 * 1 + total / 100 to 10 decimals; CREDIT when the total is zero or less, DEBIT above; the applied
 * modifier lies in the state's range; the save payload's schema agrees with the arithmetic.
 */
const RUNS = 2_000;
const round10 = (n: number) => Math.round(n * 1e10) / 1e10;

function editor(seed: number) {
  const g = prng(seed);
  const values = {} as IrpmPercents;
  for (const c of IRPM_CHARACTERISTICS) {
    const min = c.min * 100;
    const max = c.max * 100;
    // mostly within the range (with decimals), sometimes just outside it
    values[c.key] = g.chance(0.1)
      ? g.chance(0.5)
        ? round10(max + 0.01 + g.next() * 20)
        : round10(min - 0.01 - g.next() * 20)
      : g.chance(0.3)
        ? g.int(min, max)
        : round10(min + g.next() * (max - min));
  }
  return {
    values,
    state: g.pick(US_STATES.map((s) => s.code)),
    product: g.pick(PRODUCT_CODES.filter((p) => !p.startsWith('UK'))),
    isSurplus: g.chance(0.3),
  };
}

describe('IRPM arithmetic (property)', () => {
  it('validates each item against its range and sums the rest exactly', () => {
    for (let seed = 1; seed <= RUNS; seed++) {
      const { values, state, product, isSurplus } = editor(seed);
      const result = irpmFor({ state, product, isSurplus, characteristics: values });
      const within = IRPM_CHARACTERISTICS.map((c) => {
        const v = values[c.key];
        return v >= round10(c.min * 100) && v <= round10(c.max * 100);
      });
      result.characteristics.forEach((c, i) => {
        expect(c.valid).toBe(within[i]);
        expect(c.message).toBe(within[i] ? null : 'Invalid');
      });
      const total = round10(Object.values(values).reduce((a, b) => a + b, 0));
      expect(result.total).toBe(total);
      expect(result.valid).toBe(within.every(Boolean));
      if (!result.valid) {
        expect(result.modifier).toBeNull();
        expect(result.direction).toBeNull();
        expect(result.applied).toBeNull();
        continue;
      }
      expect(result.modifier).toBe(round10(1 + total / 100));
      expect(result.direction).toBe(total > 0 ? 'DEBIT' : 'CREDIT');
      expect(result.applied).toBeGreaterThanOrEqual(result.bounds.min);
      expect(result.applied).toBeLessThanOrEqual(result.bounds.max);
      if (result.modifier! >= result.bounds.min && result.modifier! <= result.bounds.max) {
        expect(result.applied).toBe(result.modifier);
      }
    }
  });

  it('keeps the modifier to 10 decimals, and all zeros are a neutral CREDIT of 1', () => {
    for (let seed = 1; seed <= RUNS; seed++) {
      const { values, state, product } = editor(seed);
      const result = irpmFor({ state, product, isSurplus: false, characteristics: values });
      if (result.modifier === null) continue;
      expect(result.modifier).toBe(round10(result.modifier));
    }
    const neutral = irpmFor({
      state: 'MA',
      product: 'P100',
      isSurplus: false,
      characteristics: {},
    });
    expect(neutral).toMatchObject({ total: 0, modifier: 1, direction: 'CREDIT', applied: 1 });
  });

  it('accepts in the save payload exactly what the arithmetic calls valid', () => {
    for (let seed = 1; seed <= RUNS; seed++) {
      const { values, state, product } = editor(seed);
      const result = irpmFor({ state, product, isSurplus: false, characteristics: values });
      const parsed = SaveIrpmRequestSchema.safeParse(values);
      expect(parsed.success).toBe(result.valid);
      if (!parsed.success) {
        expect(parsed.error.issues.every((i) => i.message === 'Invalid')).toBe(true);
      }
    }
  });

  it('widens the range for surplus lines', () => {
    const values = {
      companyStability: -5,
      dcmPractices: -5,
      drPlanning: -5,
      securityAwareness: -5,
      financialCondition: -5,
      managementExperience: -5,
      managementOfContent: -5,
    };
    const admitted = irpmFor({
      state: 'MA',
      product: 'P100',
      isSurplus: false,
      characteristics: values,
    });
    const surplus = irpmFor({
      state: 'MA',
      product: 'P100',
      isSurplus: true,
      characteristics: values,
    });
    expect(admitted.modifier).toBe(0.65);
    expect(surplus.bounds.min).toBeLessThanOrEqual(admitted.bounds.min);
    expect(surplus.applied).toBeLessThanOrEqual(admitted.applied!);
  });
});
