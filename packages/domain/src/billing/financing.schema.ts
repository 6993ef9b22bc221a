import { z } from 'zod';
import { formatRegionDate, regionOfCurrency } from '../common/region.ts';
import { productCodeSchema } from '../products/products.ts';
import { addDaysIso } from '../quotes/quote.schema.ts';
import {
  addMonthsIso,
  FINANCING_ANNUAL_PAYMENT_DAYS,
  FINANCING_DISAFFIRM_DAYS,
  type InstallmentPlanTerms,
} from './installments.ts';
import { financerTerms } from './premium-financer.schema.ts';

/**
 * The platform's premium finance agreement (spec 3 §3 "Financing quote", §4, §8, §9; decision
 * 056). The installment plan of decision 052 is financed by the financing partner at its APR:
 * a financing quote (`POST /api/billing/v1/finance`) fixes the terms under a FinanceQuoteNumber,
 * the insured accepts it with a signature (`POST /api/billing/v1/agreement`), the down payment
 * then starts the plan, and for ten days the insured may disaffirm the agreement — the amount
 * financed is owed to the insurer again, the annual payment due within thirty days.
 */

/** The financing partner's annual percentage rate, in basis points (9.90 %; design). */
export const FINANCING_PARTNER_APR_BPS = 990;
/** A financing quote stands this many days (and only while the amount due is unchanged). */
export const FINANCE_QUOTE_VALID_DAYS = 30;

/** Spec 3 §8 "Financing", verbatim, then the server's own refusals. */
export const FINANCING_MESSAGES = {
  genericError: 'Something went wrong. Try again later.',
  agencyMissing: 'Agency Details Missing. Please contact your agent or support.',
  applyFailed: 'Something went wrong applying premium financing. Please try again.',
  documentsFailed: 'Unable to download the Policy Documents',
  signatureRequired: 'Please enter full name.',
  emailRequired: 'Please enter Email Address',
  emailInvalid: 'Please enter a valid Email Address',
  productMismatch: 'The product does not match this policy.',
  accepted: 'Premium financing accepted. Pay the down payment to start the plan.',
  noQuote: 'Request a financing quote for this policy first.',
  quoteExpired: 'This financing quote has expired. Request a new one.',
  quoteChanged: 'The amount due has changed since this financing quote. Review the new quote.',
  alreadySigned: 'This financing agreement is already signed.',
  signFirst: 'Sign the premium finance agreement before paying the down payment.',
  notFinanced: 'This policy is not on a premium finance agreement.',
  disaffirmClosed: 'The 10 days to disaffirm this financing agreement have passed.',
  disaffirmed: (date: string) =>
    `Premium financing disaffirmed. The annual payment is due by ${date}.`,
} as const;

export const FINANCE_AGREEMENT_STATUSES = [
  /** Quoted: terms fixed, not yet accepted. */
  'QUOTED',
  /** Accepted with a signature; the down payment starts the plan. */
  'SIGNED',
  /** The down payment is paid: the plan stands. */
  'ACTIVE',
  /** The insured disaffirmed within the window: the annual payment is due. */
  'DISAFFIRMED',
  /** A newer quote replaced it (the amount due changed, or it expired). */
  'SUPERSEDED',
] as const;
export type FinanceAgreementStatus = (typeof FINANCE_AGREEMENT_STATUSES)[number];

const installmentSchema = z.object({
  number: z.number().int(),
  dueDate: z.iso.date(),
  amount: z.number().int(),
});

export type FinancingTerms = Omit<InstallmentPlanTerms, 'installments'> & {
  aprBps: number;
  financeCharge: number;
  totalPaymentAmount: number;
  installments: { number: number; dueDate: string; amount: number }[];
};

/**
 * The installment plan's terms at the partner's APR: the same down payment and amount financed
 * (spec 3 §9), repaid in level monthly installments (standard amortisation, `financerTerms`);
 * the finance charge is what the installments cost over the amount financed, and the total
 * payment amount the down payment plus every installment. Money in minor units.
 */
export function financingTerms(plan: InstallmentPlanTerms, aprBps: number): FinancingTerms {
  const terms = financerTerms({
    totalPremium: plan.amountDue,
    downPayment: plan.downPayment,
    aprBps,
    installments: plan.numberOfInstallments,
  });
  return {
    ...plan,
    aprBps,
    installmentAmount: terms.installmentAmount,
    financeCharge: terms.financeCharge,
    totalPaymentAmount: terms.totalPaymentAmount,
    installments: Array.from({ length: plan.numberOfInstallments }, (_, i) => ({
      number: i + 1,
      dueDate: addMonthsIso(plan.firstInstallmentDue, i),
      amount: terms.installmentAmount,
    })),
  };
}

/** The last day to disaffirm an agreement whose down payment was paid on `day` (YYYY-MM-DD). */
export const disaffirmByOf = (day: string): string => addDaysIso(day, FINANCING_DISAFFIRM_DAYS);

/** The day the annual payment falls due after a disaffirm on `day`. */
export const annualPaymentDueOf = (day: string): string =>
  addDaysIso(day, FINANCING_ANNUAL_PAYMENT_DAYS);

/**
 * A financing quote and, once accepted, the agreement (spec 3 §3 "Financing quote": APR,
 * TotalPremium, DownPayment, AmountFinanced, FinanceCharge, TotalPaymentAmount,
 * InstallmentAmount, NumberOfInstallments, FirstInstallmentDue, FinanceQuoteNumber).
 */
export const FinanceAgreementSchema = z.object({
  id: z.string(),
  financeQuoteNumber: z.string(),
  policyId: z.string(),
  policyNumber: z.string(),
  product: productCodeSchema,
  financerName: z.string(),
  currency: z.enum(['USD', 'GBP']),
  status: z.enum(FINANCE_AGREEMENT_STATUSES),
  /** The APR in basis points (990 = 9.90 %). */
  apr: z.number().int(),
  /** What was due when quoted (premium, fees and taxes). */
  totalPremium: z.number().int(),
  downPayment: z.number().int(),
  amountFinanced: z.number().int(),
  financeCharge: z.number().int(),
  totalPaymentAmount: z.number().int(),
  installmentAmount: z.number().int(),
  numberOfInstallments: z.number().int(),
  firstInstallmentDue: z.iso.date(),
  installments: z.array(installmentSchema),
  /** The last day the quote may be accepted. */
  expiresOn: z.iso.date(),
  created: z.string(),
  /** The signer's full name as typed, its e-mail, and when (null until accepted). */
  signature: z.string().nullable(),
  signerEmail: z.string().nullable(),
  signedAt: z.string().nullable(),
  /** SHA-256 of the agreement's text as signed. */
  documentHash: z.string().nullable(),
  /** The last day to disaffirm (set when the down payment starts the plan). */
  disaffirmBy: z.iso.date().nullable(),
  /** Whether the caller may disaffirm now (active, within the window, a payer of the policy). */
  canDisaffirm: z.boolean(),
  disaffirmedAt: z.string().nullable(),
  /** After a disaffirm: when the annual payment (what is still owed) falls due. */
  annualPaymentDue: z.iso.date().nullable(),
});
export type FinanceAgreement = z.infer<typeof FinanceAgreementSchema>;

/** POST /api/billing/v1/finance: a financing quote for the policy's amount due. */
export const FinanceQuoteRequestSchema = z.object({
  policyId: z.uuid({ error: 'Policy not found' }),
});

/** POST /api/billing/v1/agreement (spec 3 §3: policyId, signature (full name), email, productType). */
export const FinancingAcceptanceSchema = z.object({
  policyId: z.uuid({ error: 'Policy not found' }),
  signature: z
    .string({ error: FINANCING_MESSAGES.signatureRequired })
    .trim()
    .min(1, FINANCING_MESSAGES.signatureRequired)
    .max(200),
  email: z
    .string({ error: FINANCING_MESSAGES.emailRequired })
    .trim()
    .min(1, { message: FINANCING_MESSAGES.emailRequired, abort: true })
    .pipe(z.email(FINANCING_MESSAGES.emailInvalid)),
  productType: productCodeSchema,
});
export type FinancingAcceptance = z.input<typeof FinancingAcceptanceSchema>;

/** POST /api/billing/v1/finance/disaffirm: undo the agreement within the window. */
export const DisaffirmRequestSchema = z.object({
  policyId: z.uuid({ error: 'Policy not found' }),
});

export const FinanceAgreementResultSchema = z.object({
  message: z.string(),
  agreement: FinanceAgreementSchema,
});
export type FinanceAgreementResult = z.infer<typeof FinanceAgreementResultSchema>;

export const FINANCING_PATHS = {
  quote: '/api/billing/v1/finance',
  agreement: '/api/billing/v1/agreement',
  disaffirm: '/api/billing/v1/finance/disaffirm',
  /** The agreement as a PDF (signed or not). */
  document: (agreementId: string) => `/api/billing/v1/agreement/${agreementId}/pdf`,
} as const;

/**
 * The text the insured signs (its SHA-256 is recorded with the signature): the Truth in Lending
 * style disclosure of the terms, the schedule, and the rights to disaffirm.
 */
export function financeAgreementText(
  a: Pick<
    FinanceAgreement,
    | 'financeQuoteNumber'
    | 'policyNumber'
    | 'financerName'
    | 'currency'
    | 'apr'
    | 'totalPremium'
    | 'downPayment'
    | 'amountFinanced'
    | 'financeCharge'
    | 'totalPaymentAmount'
    | 'installmentAmount'
    | 'numberOfInstallments'
    | 'firstInstallmentDue'
  >,
): string[] {
  const money = (minor: number) =>
    `${a.currency === 'GBP' ? '£' : '$'}${(minor / 100).toLocaleString('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })}`;
  const region = regionOfCurrency(a.currency);
  // the region's words and dates: "instalments" and 03 Dec 2026 in the UK
  const installments = region === 'UK' ? 'instalments' : 'installments';
  return [
    `Premium finance agreement ${a.financeQuoteNumber} for policy ${a.policyNumber}, with ${a.financerName}.`,
    `Annual percentage rate: ${(a.apr / 100).toFixed(2)} %.`,
    `Total premium: ${money(a.totalPremium)}. Down payment: ${money(a.downPayment)}.`,
    `Amount financed: ${money(a.amountFinanced)}. Finance charge: ${money(a.financeCharge)}.`,
    `Total payment amount: ${money(a.totalPaymentAmount)}.`,
    `${a.numberOfInstallments} monthly ${installments} of ${money(a.installmentAmount)}, the first due ${formatRegionDate(a.firstInstallmentDue, region)}.`,
    `The insured authorises ${a.financerName} to pay the amount financed to the insurer on its behalf and promises to repay it in the ${installments} above.`,
    `The insured may disaffirm this agreement within ${FINANCING_DISAFFIRM_DAYS} days of the down payment; the annual payment (the premium still owed) is then due within ${FINANCING_ANNUAL_PAYMENT_DAYS} days.`,
  ];
}

export const AgreementIdParamsSchema = z.object({
  id: z.uuid({ error: 'Agreement not found' }),
});
