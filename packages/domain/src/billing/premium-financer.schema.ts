import { z } from 'zod';
import { minorUnitsOf } from './money-text.ts';

/**
 * A third-party premium financer (spec 3 §2 "add premium financer", §3 premium financer, §8
 * financer rules; decision 055): staff record that a premium finance company the insured chose
 * finances the policy — the insured pays the down payment, the company pays the amount financed
 * and collects the installments with its own finance charge. Money in minor units; the APR in
 * basis points (9.9 % = 990).
 */

export const PREMIUM_FINANCER_MESSAGES = {
  nameRequired: 'Financer Name is required',
  downPaymentRequired: 'Down Payment is required',
  aprRequired: 'APR is required',
  installmentsRequired: 'Number of Installments is required',
  aprRange: 'APR is between 0 and 50 %',
  installmentsRange: 'Number of Installments is between 1 and 60',
  downPaymentTooLarge: 'The down payment must be less than the premium due.',
  nothingDue: 'Nothing is due on this policy: there is nothing to finance.',
  alreadyFinanced: 'This policy is already financed.',
  notRecorded: 'No premium financer is recorded for this policy.',
  alreadyFunded: 'The financer has already paid the amount financed.',
  financedMoreThanDue: (due: string) =>
    `The amount financed is more than is due on this policy now (${due}).`,
  added: (financer: string) => `${financer} added as the premium financer.`,
  funded: (financer: string) => `Payment from ${financer} recorded.`,
  /** Spec 3 §8: financer errors without a server message. */
  genericError: 'Something went wrong.Please try again later!',
} as const;

/** Spec 3 §9: the financer form computes the installment 1 s after its inputs stop changing. */
export const FINANCER_CALCULATION_DEBOUNCE_MS = 1000;
export const MAX_FINANCER_APR_BPS = 5000;
export const MAX_FINANCER_INSTALLMENTS = 60;

/**
 * The level installment repaying `amountFinanced` over `installments` months at `aprBps` a year
 * (the standard amortisation: A·r / (1 − (1 + r)^−n), r the monthly rate), rounded to the cent;
 * at 0 % the amount split evenly, rounded up so the installments cover it.
 */
export function amortizedInstallment(
  amountFinanced: number,
  aprBps: number,
  installments: number,
): number {
  if (amountFinanced <= 0 || installments <= 0) return 0;
  const r = aprBps / 10_000 / 12;
  if (r === 0) return Math.ceil(amountFinanced / installments);
  return Math.round((amountFinanced * r) / (1 - (1 + r) ** -installments));
}

export type FinancerTerms = {
  totalPremium: number;
  downPayment: number;
  amountFinanced: number;
  installmentAmount: number;
  /** What the installments cost over the amount financed. */
  financeCharge: number;
  totalPaymentAmount: number;
};

/** The terms of financing `totalPremium` with `downPayment` down at `aprBps` over `installments`. */
export function financerTerms(input: {
  totalPremium: number;
  downPayment: number;
  aprBps: number;
  installments: number;
}): FinancerTerms {
  const amountFinanced = Math.max(0, input.totalPremium - input.downPayment);
  const installmentAmount = amortizedInstallment(amountFinanced, input.aprBps, input.installments);
  const paid = installmentAmount * input.installments;
  return {
    totalPremium: input.totalPremium,
    downPayment: input.downPayment,
    amountFinanced,
    installmentAmount,
    financeCharge: Math.max(0, paid - amountFinanced),
    totalPaymentAmount: input.downPayment + paid,
  };
}

const required = (message: string) => z.string().trim().min(1, { message, abort: true });

/**
 * The financer form (spec 3 §8: name, down payment, APR and number of installments required), as
 * typed: money in major units, the APR in percent.
 */
export const PremiumFinancerFormSchema = z.object({
  financerName: required(PREMIUM_FINANCER_MESSAGES.nameRequired).pipe(z.string().max(120)),
  downPayment: required(PREMIUM_FINANCER_MESSAGES.downPaymentRequired).refine(
    (v) => !Number.isNaN(minorUnitsOf(v)),
    'Enter an amount such as 1,234.50',
  ),
  apr: required(PREMIUM_FINANCER_MESSAGES.aprRequired).refine((v) => {
    const n = Number(v);
    return /^\d+(\.\d{1,2})?$/.test(v) && n >= 0 && n * 100 <= MAX_FINANCER_APR_BPS;
  }, PREMIUM_FINANCER_MESSAGES.aprRange),
  numberOfInstallments: required(PREMIUM_FINANCER_MESSAGES.installmentsRequired).refine(
    (v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= MAX_FINANCER_INSTALLMENTS,
    PREMIUM_FINANCER_MESSAGES.installmentsRange,
  ),
});
export type PremiumFinancerForm = z.infer<typeof PremiumFinancerFormSchema>;

/** The APR as typed ("9.9") in basis points (990); NaN when unreadable. */
export const aprBpsOf = (text: string): number =>
  /^\d+(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text.trim()) * 100) : Number.NaN;

/**
 * POST /api/billing/v1/create/premiumFinance (spec 3 §3 premium financer: financerName, apr,
 * numberOfInstallments, downPayment, amountFinanced, installmentAmount, totalPremium, policyId,
 * accountId, customerEmail). The server computes the amounts again from what is due now; the
 * client's are checked against them.
 */
export const CreatePremiumFinancerSchema = z.object({
  policyId: z.uuid({ error: 'Policy not found' }),
  financerName: z
    .string({ error: PREMIUM_FINANCER_MESSAGES.nameRequired })
    .trim()
    .min(1, PREMIUM_FINANCER_MESSAGES.nameRequired)
    .max(120),
  /** Basis points. */
  apr: z
    .number({ error: PREMIUM_FINANCER_MESSAGES.aprRequired })
    .int()
    .min(0, PREMIUM_FINANCER_MESSAGES.aprRange)
    .max(MAX_FINANCER_APR_BPS, PREMIUM_FINANCER_MESSAGES.aprRange),
  numberOfInstallments: z
    .number({ error: PREMIUM_FINANCER_MESSAGES.installmentsRequired })
    .int()
    .min(1, PREMIUM_FINANCER_MESSAGES.installmentsRange)
    .max(MAX_FINANCER_INSTALLMENTS, PREMIUM_FINANCER_MESSAGES.installmentsRange),
  downPayment: z
    .number({ error: PREMIUM_FINANCER_MESSAGES.downPaymentRequired })
    .int()
    .min(0, PREMIUM_FINANCER_MESSAGES.downPaymentRequired),
  amountFinanced: z.number().int().optional(),
  installmentAmount: z.number().int().optional(),
  totalPremium: z.number().int().optional(),
  accountId: z.uuid().optional(),
  customerEmail: z.string().trim().max(254).nullish(),
});
export type CreatePremiumFinancer = z.input<typeof CreatePremiumFinancerSchema>;

/** PUT /api/billing/v1/pay/premiumFinance: the financer paid the amount financed. */
export const PayPremiumFinancerSchema = z.object({
  policyId: z.uuid({ error: 'Policy not found' }),
  /** The financer's reference for its payment (its check or wire). */
  reference: z.string().trim().max(100).optional(),
});
export type PayPremiumFinancer = z.input<typeof PayPremiumFinancerSchema>;

export const PREMIUM_FINANCER_STATUSES = ['RECORDED', 'FUNDED'] as const;

export const PremiumFinancerSchema = z.object({
  id: z.string(),
  policyId: z.string(),
  financerName: z.string(),
  apr: z.number().int(),
  numberOfInstallments: z.number().int(),
  totalPremium: z.number().int(),
  downPayment: z.number().int(),
  amountFinanced: z.number().int(),
  installmentAmount: z.number().int(),
  financeCharge: z.number().int(),
  totalPaymentAmount: z.number().int(),
  currency: z.enum(['USD', 'GBP']),
  /** RECORDED: the financer is on file; FUNDED: it paid the amount financed. */
  status: z.enum(PREMIUM_FINANCER_STATUSES),
  fundedAt: z.string().nullable(),
  created: z.string(),
});
export type PremiumFinancer = z.infer<typeof PremiumFinancerSchema>;

export const PremiumFinancerResultSchema = z.object({
  message: z.string(),
  financer: PremiumFinancerSchema,
});

export const PREMIUM_FINANCER_PATHS = {
  create: '/api/billing/v1/create/premiumFinance',
  pay: '/api/billing/v1/pay/premiumFinance',
} as const;
