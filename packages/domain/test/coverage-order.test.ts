import { describe, expect, it } from 'vitest';
import {
  BOOST_COVERAGES,
  COVERAGE_CATALOGUE,
  coverageOptionsFor,
  inCatalogueOrder,
} from '../src/index.ts';

/** A deterministic shuffle: reversed, then every other one moved to the back. */
const shuffled = <T>(list: readonly T[]): T[] => {
  const reversed = [...list].reverse();
  return [...reversed.filter((_, i) => i % 2 === 0), ...reversed.filter((_, i) => i % 2 === 1)];
};

describe('coverages in catalogue order (spec 3 §3)', () => {
  it('sorts by group, then by order in the group: the spec lists 23 and 24 after 11', () => {
    const ids = inCatalogueOrder(shuffled(COVERAGE_CATALOGUE)).map((c) => c.id);
    expect(ids).toEqual(COVERAGE_CATALOGUE.map((c) => c.id));
    expect(ids.slice(8, 15)).toEqual([9, 10, 11, 23, 24, 12, 13]);
    const group4 = inCatalogueOrder(COVERAGE_CATALOGUE.filter((c) => c.group === 4));
    expect(group4.map((c) => c.key).slice(0, 5)).toEqual([
      'CCPA',
      'GDPR',
      'UTILITY_FRAUD',
      'MEDIA_LIABILITY',
      'FULL_SYSTEM_FAILURE',
    ]);
  });

  it('follows the Boost set for the 250 products, though a key is in both catalogues', () => {
    const keys = BOOST_COVERAGES.map((b) => ({ key: b.key }));
    expect(inCatalogueOrder(shuffled(keys))).toEqual(keys);
  });

  it('keeps unknown coverages, after the known ones, in their own order', () => {
    const list = [{ key: 'ZZ_ONE' }, { key: 'BRICKING' }, { key: 'ZZ_TWO' }, { key: 'LIABILITY' }];
    expect(inCatalogueOrder(list).map((c) => c.key)).toEqual([
      'LIABILITY',
      'BRICKING',
      'ZZ_ONE',
      'ZZ_TWO',
    ]);
  });

  it("leaves the rater's own list as it is (already in catalogue order)", () => {
    const options = coverageOptionsFor(
      {
        product: 'P100',
        state: 'MA',
        industryCode: '621210',
        surplus: false,
        effectiveDate: '2026-12-01',
        boostVersion: 'V4',
        answers: {},
        backupFrequency: null,
        dedicatedBreachCostsEligible: false,
      },
      1_000_000,
    );
    expect(inCatalogueOrder(options)).toEqual(options);
  });
});
