import { addDaysIso } from '../quotes/quote.schema.ts';

/**
 * The installment plan of spec 3 §9 (decision 052): ten monthly installments with a financing
 * partner; the down payment is 20 % of (amount due − broker fee − MGA fee) plus those fees; the
 * amount financed is the rest; the first installment falls due the day after the reference date
 * (the policy's creation plus seven days). Money in minor units.
 */
export const INSTALLMENT_COUNT = 10;
export const INSTALLMENT_DOWN_PAYMENT_RATE = 0.2;
/** Client reference date: the policy's creation plus this many days (spec 3 §9). */
export const INSTALLMENT_REFERENCE_OFFSET_DAYS = 7;
/** Premium financing (spec 3 §4): days to disaffirm, and the annual payment's window after. */
export const FINANCING_DISAFFIRM_DAYS = 10;
export const FINANCING_ANNUAL_PAYMENT_DAYS = 30;
/** The smallest amount due a financing partner takes on (design; minor units). */
export const FINANCING_MINIMUM_DUE = 50_000;

/** Adds whole months to a YYYY-MM-DD date, clamped to the month's last day (31 Jan → 28 Feb). */
export function addMonthsIso(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const monthIndex = m - 1 + months;
  const year = y + Math.floor(monthIndex / 12);
  const month = ((monthIndex % 12) + 12) % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(d, last))).toISOString().slice(0, 10);
}

export type InstallmentPlanTerms = {
  amountDue: number;
  brokerFee: number;
  mgaFee: number;
  downPayment: number;
  amountFinanced: number;
  numberOfInstallments: number;
  installmentAmount: number;
  firstInstallmentDue: string;
  installments: { number: number; dueDate: string; amount: number }[];
};

/**
 * The plan for `amountDue` (spec 3 §9). The fees are paid in full with the down payment; the
 * financed rest is split evenly, the first installment carrying the odd cents so the
 * installments sum exactly to the amount financed.
 */
export function installmentPlan(input: {
  amountDue: number;
  brokerFee: number;
  mgaFee: number;
  referenceDate: string;
}): InstallmentPlanTerms {
  const fees = input.brokerFee + input.mgaFee;
  const base = Math.max(0, input.amountDue - fees);
  const downPayment = Math.min(
    input.amountDue,
    Math.round(base * INSTALLMENT_DOWN_PAYMENT_RATE) + fees,
  );
  const amountFinanced = input.amountDue - downPayment;
  const installmentAmount = Math.floor(amountFinanced / INSTALLMENT_COUNT);
  const odd = amountFinanced - installmentAmount * INSTALLMENT_COUNT;
  const firstInstallmentDue = addDaysIso(input.referenceDate, 1);
  const installments = Array.from({ length: INSTALLMENT_COUNT }, (_, i) => ({
    number: i + 1,
    dueDate: addMonthsIso(firstInstallmentDue, i),
    amount: installmentAmount + (i === 0 ? odd : 0),
  }));
  return {
    amountDue: input.amountDue,
    brokerFee: input.brokerFee,
    mgaFee: input.mgaFee,
    downPayment,
    amountFinanced,
    numberOfInstallments: INSTALLMENT_COUNT,
    installmentAmount,
    firstInstallmentDue,
    installments,
  };
}

/** The plan's reference date for a policy created on `created` (YYYY-MM-DD or ISO). */
export const installmentReferenceDate = (created: string): string =>
  addDaysIso(created.slice(0, 10), INSTALLMENT_REFERENCE_OFFSET_DAYS);
