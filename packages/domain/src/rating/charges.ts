import type { RatingPlan } from './tables/plans.ts';
import type { RatingInput, RatingResult } from './rating.schema.ts';
import { surplusLinesRatesFor, ukIptRateFor } from './tables/taxes.ts';
import { isUkProduct } from '../products/products.ts';

/**
 * Fees and taxes on a rated premium (minor units): the product's default fees unless the input
 * overrides them; for surplus-lines placements the home state's surplus-lines tax, stamping fee
 * and other charges on premium plus MGA fee (fees excluded where the statute excludes them); for
 * UK products insurance premium tax on premium plus MGA fee. Admitted US premiums carry none.
 */
export function chargesFor(
  input: RatingInput,
  plan: RatingPlan,
  premiumMinor: number,
  surplus: boolean,
): Pick<RatingResult, 'fees' | 'taxes'> {
  const mgaFee = input.fees.mgaFee ?? plan.defaultFees.mgaFee;
  const brokerFee = input.fees.brokerFee ?? plan.defaultFees.brokerFee;
  const additionalBrokerFee = input.fees.additionalBrokerFee ?? 0;

  let surplusLinesTax = 0;
  let stampingFee = 0;
  let ipt = 0;
  let authority: string | null = null;
  const otherCharges: { name: string; amount: number }[] = [];
  const rates = { surplusLinesTax: 0, stampingFee: 0, ipt: 0 };
  if (surplus) {
    const sl = surplusLinesRatesFor(input.state, input.effectiveDate);
    if (sl) {
      const base = premiumMinor + (sl.feesTaxable ? mgaFee : 0);
      surplusLinesTax = Math.round(base * sl.taxRate);
      stampingFee =
        Math.round(base * (sl.stampingFeeRate ?? 0)) + Math.round((sl.stampingFeeFlat ?? 0) * 100);
      for (const charge of sl.otherCharges ?? []) {
        otherCharges.push({ name: charge.name, amount: Math.round(base * charge.rate) });
      }
      rates.surplusLinesTax = sl.taxRate;
      rates.stampingFee = sl.stampingFeeRate ?? 0;
      authority = sl.stampingOffice ? `${sl.authority}; ${sl.stampingOffice}` : sl.authority;
    }
  } else if (isUkProduct(input.product)) {
    rates.ipt = ukIptRateFor(input.effectiveDate);
    ipt = Math.round((premiumMinor + mgaFee) * rates.ipt);
    authority = 'Finance Act 1994, Part III (insurance premium tax, standard rate)';
  }
  let otherTotal = 0;
  for (const charge of otherCharges) otherTotal += charge.amount;

  return {
    fees: {
      mgaFee,
      brokerFee,
      additionalBrokerFee,
      total: mgaFee + brokerFee + additionalBrokerFee,
    },
    taxes: {
      surplusLinesTax,
      stampingFee,
      otherCharges,
      ipt,
      total: surplusLinesTax + stampingFee + otherTotal + ipt,
      rates,
      authority,
    },
  };
}
