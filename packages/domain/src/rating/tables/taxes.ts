import { effectiveRow } from './coverage-loads.ts';

/**
 * Taxes on the premium: for surplus-lines (non-admitted) US placements, the insured's home
 * state's surplus-lines premium tax, its stamping-office fee and any other statutory charge on
 * every surplus-lines premium (the Nonadmitted and Reinsurance Reform Act of 2010 lets only the
 * home state tax the placement); for UK products, insurance premium tax (IPT). Admitted US
 * premiums carry no separate tax (the insurer pays premium tax out of the rate).
 *
 * Rates are as published by each state's statute and stamping office (docs/rating.md lists the
 * sources); each state's rows are effective-dated by policy effective date. Fire-marshal and
 * wind-pool style charges that apply only to property lines are not listed: this is cyber cover.
 */

export type SurplusLinesPeriod = {
  from: string;
  taxRate: number;
  stampingFeeRate?: number;
  /** Flat fee per policy, whole currency units. */
  stampingFeeFlat?: number;
  otherCharges?: readonly { name: string; rate: number }[];
};

export type SurplusLinesState = {
  /** The statute that levies the tax. */
  authority: string;
  /** The stamping office (or service office) that collects the fee, where there is one. */
  stampingOffice?: string;
  /** Whether policy (MGA) fees are part of the taxable premium. */
  feesTaxable: boolean;
  periods: readonly SurplusLinesPeriod[];
};

const FROM = '2020-01-01';
const s = (
  authority: string,
  taxRate: number,
  extra: Omit<SurplusLinesPeriod, 'from' | 'taxRate'> & {
    stampingOffice?: string;
    feesTaxable?: boolean;
  } = {},
): SurplusLinesState => {
  const { stampingOffice, feesTaxable = true, ...period } = extra;
  const state: SurplusLinesState = {
    authority,
    feesTaxable,
    periods: [{ from: FROM, taxRate, ...period }],
  };
  if (stampingOffice) state.stampingOffice = stampingOffice;
  return state;
};

export const SURPLUS_LINES_TAXES: Readonly<Record<string, SurplusLinesState>> = {
  AL: s('Ala. Code § 27-10-31', 0.06),
  AK: s('Alaska Stat. § 21.34.180', 0.027, {
    otherCharges: [{ name: 'Filing fee (Alaska Stat. § 21.34.190)', rate: 0.01 }],
  }),
  AZ: s('Ariz. Rev. Stat. § 20-416', 0.03, {
    stampingFeeRate: 0.002,
    stampingOffice: 'Surplus Line Association of Arizona',
  }),
  AR: s('Ark. Code Ann. § 23-65-315', 0.04),
  CA: {
    authority: 'Cal. Ins. Code § 1775.5',
    stampingOffice: 'Surplus Line Association of California',
    feesTaxable: true,
    periods: [
      { from: FROM, taxRate: 0.03, stampingFeeRate: 0.0025 },
      { from: '2023-01-01', taxRate: 0.03, stampingFeeRate: 0.0018 },
    ],
  },
  CO: s('Colo. Rev. Stat. § 10-5-111', 0.03),
  CT: s('Conn. Gen. Stat. § 38a-743', 0.04),
  DE: s('18 Del. C. § 1925', 0.03),
  DC: s('D.C. Code § 31-2502.40', 0.02),
  FL: {
    authority: 'Fla. Stat. § 626.932 (service fee § 626.9325)',
    stampingOffice: 'Florida Surplus Lines Service Office',
    feesTaxable: true,
    periods: [
      { from: FROM, taxRate: 0.05, stampingFeeRate: 0.001 },
      { from: '2020-04-01', taxRate: 0.05, stampingFeeRate: 0.0006 },
      { from: '2020-07-01', taxRate: 0.0494, stampingFeeRate: 0.0006 },
    ],
  },
  GA: s('O.C.G.A. § 33-5-31', 0.04),
  HI: s('Haw. Rev. Stat. § 431:8-315', 0.0468, { feesTaxable: false }),
  ID: s('Idaho Code § 41-1229', 0.015, {
    stampingFeeRate: 0.005,
    stampingOffice: 'Surplus Line Association of Idaho',
  }),
  IL: s('215 ILCS 5/445', 0.035, {
    stampingFeeRate: 0.0004,
    stampingOffice: 'Surplus Line Association of Illinois',
  }),
  IN: s('Ind. Code § 27-1-15.8-4', 0.025),
  IA: {
    authority: 'Iowa Code § 432.1(4)',
    feesTaxable: true,
    periods: [
      { from: FROM, taxRate: 0.01 },
      { from: '2024-01-01', taxRate: 0.00975 },
      { from: '2025-01-01', taxRate: 0.0095 },
      { from: '2026-01-01', taxRate: 0.00925 },
      { from: '2027-01-01', taxRate: 0.009 },
    ],
  },
  KS: {
    authority: 'Kan. Stat. Ann. § 40-246c',
    feesTaxable: true,
    periods: [
      { from: FROM, taxRate: 0.06 },
      { from: '2024-01-01', taxRate: 0.03 },
    ],
  },
  KY: s('Ky. Rev. Stat. § 304.10-180', 0.03, {
    otherCharges: [{ name: 'Premium surcharge (Ky. Rev. Stat. § 136.392)', rate: 0.018 }],
  }),
  LA: s('La. Rev. Stat. § 22:439', 0.0485),
  ME: s('24-A M.R.S. § 2016; 36 M.R.S. § 2531', 0.03),
  MD: s('Md. Code, Ins. § 3-324', 0.03),
  MA: s('Mass. Gen. Laws ch. 175, § 168', 0.04),
  MI: s('Mich. Comp. Laws § 500.1905', 0.02, {
    otherCharges: [{ name: 'Regulatory fee', rate: 0.005 }],
  }),
  MN: s('Minn. Stat. § 297I.05, subd. 7', 0.03, {
    stampingFeeRate: 0.0004,
    stampingOffice: 'Surplus Line Association of Minnesota',
  }),
  MS: s('Miss. Code Ann. § 83-21-25', 0.04, {
    stampingFeeRate: 0.0025,
    stampingOffice: 'Mississippi Surplus Lines Association',
    otherCharges: [
      { name: 'MWUA non-admitted policy fee (Miss. Code Ann. § 83-34-4)', rate: 0.03 },
    ],
  }),
  MO: s('Mo. Rev. Stat. § 384.059', 0.05),
  MT: s('Mont. Code Ann. § 33-2-311', 0.0275),
  NE: s('Neb. Rev. Stat. § 44-5506', 0.03),
  NV: s('Nev. Rev. Stat. § 685A.180', 0.035, {
    stampingFeeRate: 0.004,
    stampingOffice: 'Nevada Surplus Lines Association',
  }),
  NH: s('N.H. Rev. Stat. ch. 405', 0.03),
  NJ: s('N.J. Stat. Ann. § 17:22-6.59', 0.05),
  NM: s('N.M. Stat. Ann. ch. 59A, art. 14', 0.03003),
  NY: {
    authority: 'N.Y. Ins. Law § 2118',
    stampingOffice: 'Excess Line Association of New York (ELANY)',
    feesTaxable: true,
    periods: [
      { from: FROM, taxRate: 0.036, stampingFeeRate: 0.0017 },
      { from: '2023-01-01', taxRate: 0.036, stampingFeeRate: 0.0015 },
    ],
  },
  NC: s('N.C. Gen. Stat. § 58-21-85', 0.05),
  ND: s('N.D. Cent. Code § 26.1-44-03', 0.0175),
  OH: s('Ohio Rev. Code § 3905.36', 0.05),
  OK: s('36 Okla. Stat. § 1115', 0.06),
  OR: s('Or. Rev. Stat. § 735.470', 0.02, {
    stampingFeeFlat: 10,
    stampingOffice: 'Surplus Line Association of Oregon (surplus lines service charge)',
    otherCharges: [{ name: 'State fire marshal tax', rate: 0.003 }],
  }),
  PA: s('40 P.S. § 991.1621', 0.03, {
    stampingFeeFlat: 20,
    stampingOffice: 'Pennsylvania Surplus Lines Association',
  }),
  RI: s('R.I. Gen. Laws § 27-3-38', 0.04),
  SC: s('S.C. Code Ann. § 38-45-60', 0.06),
  SD: s('S.D. Codified Laws ch. 58-32', 0.025),
  TN: s('Tenn. Code Ann. § 56-14-113', 0.05),
  TX: {
    authority: 'Tex. Ins. Code § 225.004',
    stampingOffice: 'Surplus Lines Stamping Office of Texas (SLTX)',
    feesTaxable: true,
    periods: [
      { from: FROM, taxRate: 0.0485, stampingFeeRate: 0.0015 },
      { from: '2021-01-01', taxRate: 0.0485, stampingFeeRate: 0.00075 },
      { from: '2024-01-01', taxRate: 0.0485, stampingFeeRate: 0.0004 },
    ],
  },
  UT: s('Utah Code § 31A-3-301', 0.0425, {
    stampingFeeRate: 0.0018,
    stampingOffice: 'Surplus Line Association of Utah (Utah Admin. Code R590-157)',
  }),
  VT: s('8 V.S.A. § 5035', 0.03),
  VA: s('Va. Code § 38.2-4809', 0.0225),
  WA: s('Rev. Code Wash. § 48.15.120', 0.02, {
    stampingFeeRate: 0.001,
    stampingOffice: 'Surplus Line Association of Washington',
  }),
  WV: s('W. Va. Code § 33-12C-7', 0.04, {
    otherCharges: [{ name: 'Premium surcharge (W. Va. Code § 33-3-33)', rate: 0.0055 }],
  }),
  WI: s('Wis. Stat. § 618.43', 0.03),
  WY: s('Wyo. Stat. tit. 26, ch. 11', 0.03),
};

export type SurplusLinesRates = SurplusLinesPeriod & {
  authority: string;
  stampingOffice?: string;
  feesTaxable: boolean;
};

/** Each state's periods resolved once (the engine looks them up on every surplus quote). */
const RESOLVED: ReadonlyMap<string, readonly SurplusLinesRates[]> = new Map(
  Object.entries(SURPLUS_LINES_TAXES).map(([state, entry]) => [
    state,
    entry.periods.map((period) => {
      const rates: SurplusLinesRates = {
        ...period,
        authority: entry.authority,
        feesTaxable: entry.feesTaxable,
      };
      if (entry.stampingOffice) rates.stampingOffice = entry.stampingOffice;
      return Object.freeze(rates);
    }),
  ]),
);

/** The home state's surplus-lines rates for a policy effective on `effectiveDate`. */
export function surplusLinesRatesFor(
  state: string,
  effectiveDate: string,
): SurplusLinesRates | null {
  const periods = RESOLVED.get(state);
  if (!periods) return null;
  let found = periods[0]!;
  for (const period of periods) if (effectiveDate >= period.from) found = period;
  return found;
}

/**
 * UK insurance premium tax, standard rate (Finance Act 1994, Part III; 12 % from 1 June 2017,
 * HMRC Notice IPT1). Cyber cover takes the standard rate.
 */
export const UK_IPT_RATES: readonly { effectiveFrom: string; rate: number }[] = [
  { effectiveFrom: '2017-06-01', rate: 0.12 },
];
export const ukIptRateFor = (effectiveDate: string): number =>
  effectiveRow(UK_IPT_RATES, effectiveDate).rate;
