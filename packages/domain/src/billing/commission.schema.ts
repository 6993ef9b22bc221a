import { z } from 'zod';
import { PageNumberSchema, pageOf } from '../common/list.schema.ts';
import { PRODUCT_CODES, productCodeSchema } from '../products/products.ts';
import { INVOICE_KINDS } from './invoice.schema.ts';
import type { JournalLine } from './ledger.ts';
import { MAX_PAYMENT_MINOR } from './payment.schema.ts';
import { minorUnitsOf } from './money-text.ts';

/**
 * Commissions (spec 3 §2 tables and modals, §3 commission payment, §7 "Commissions", §8, §9;
 * decision 054): an agency earns a commission on the premium of every invoice of a policy it
 * placed, at its rate for the product; the provider pays what is payable out to the agency's
 * bank account on file. Money in minor units; rates in basis points (1500 = 15 %).
 */

export const COMMISSION_MESSAGES = {
  amountRequired: 'Commission amount is required',
  amountMin: 'Commission amount must be at least 1',
  amountMax: 'Commission amount must be less than or equal to 1,000,000,000,000',
  descriptionRequired: 'Description is required',
  /** Spec 3 §8: the token fetch failed. */
  tokenFailed: 'Server Error',
  /** Spec 3 §8: the statement dialog. */
  statementNotFound: 'No invoice/statements found for this month.',
  statementFailed: 'Something went wrong. Please try again later.',
  downloadFailed: 'Unable to download at this time. Please try again later.',
  /** Spec 3 §8: payment, financer and commission errors without a server message. */
  genericError: 'Something went wrong.Please try again later!',
  noPayoutAccount: 'This agency has no bank account on file for commission payouts.',
  tokenMismatch: 'That bank account is not the one this agency has on file: fetch it again.',
  notBankAccount: 'Commissions are paid to a bank account: enter a routing and account number.',
  paymentsPaused: (agency: string) =>
    `Payments to ${agency} are paused: a provider admin must resume them before commission is paid.`,
  overPayable: (payable: string) =>
    `The payment is more than the commission payable now (${payable}).`,
  nothingPayable: 'No commission is payable to this agency now.',
  payoutFailed: 'The bank returned the commission payment: nothing was paid.',
  payoutSent: (amount: string, agency: string) => `Commission of ${amount} paid to ${agency}.`,
  held: (policyNumber: string) =>
    `Commission on Policy# ${policyNumber} is on hold: it is not paid out until released.`,
  released: (policyNumber: string) =>
    `Commission on Policy# ${policyNumber} is released for payment.`,
  noCommission: 'This policy has no commission to hold: no agency placed it.',
  payoutAccountSaved: 'Bank account saved for commission payouts.',
  payoutAccountDeleted: 'Bank account deleted. Commission is not paid until another is added.',
  agencyRequired: 'Choose the agency whose statement to download.',
  rateRange: 'A commission rate is between 0 % and 50 %.',
  ratesSaved: 'Commission rates saved.',
  statementYearRange: 'Statements start in 2020 and end this month.',
} as const;

/** What an agency earns when no rate is set for it and the product (design: 15 %). */
export const DEFAULT_COMMISSION_RATE_BPS = 1500;
export const MAX_COMMISSION_RATE_BPS = 5000;

/**
 * The commission on `premium` at `rateBps`, rounded half away from zero so that a return of
 * premium returns exactly the commission its charge earned.
 */
export function commissionOf(premium: number, rateBps: number): number {
  const exact = (Math.abs(premium) * rateBps) / 10_000;
  return Math.sign(premium) * Math.round(exact);
}

/** Earned: the provider's expense debited, what it owes the agency credited. */
export const commissionJournal = (amount: number): JournalLine[] =>
  amount === 0
    ? []
    : [
        { account: 'COMMISSION_EXPENSE', amount },
        { account: 'COMMISSION_PAYABLE', amount: -amount },
      ];

/** Paid out: what the provider owes the agency debited, cash credited. */
export const commissionPayoutJournal = (amount: number): JournalLine[] => [
  { account: 'COMMISSION_PAYABLE', amount },
  { account: 'CASH', amount: -amount },
];

/**
 * How a commission payment is split across the policies whose commission is payable: the
 * oldest first, each up to what it owes the agency (held and fully paid policies have none).
 */
export function allocateCommission(
  amount: number,
  payable: readonly { policyId: string; payable: number }[],
): { policyId: string; amount: number }[] {
  let left = amount;
  const out: { policyId: string; amount: number }[] = [];
  for (const p of payable) {
    if (left <= 0) break;
    if (p.payable <= 0) continue;
    const take = Math.min(left, p.payable);
    out.push({ policyId: p.policyId, amount: take });
    left -= take;
  }
  return out;
}

/** The first year a statement can be asked for (spec 3 §9 "date cut-off 2020-01-01"). */
export const FIRST_STATEMENT_YEAR = 2020;
/** How many years the statement dialog offers (spec 3 §9: "max 7"). */
export const STATEMENT_YEARS_SHOWN = 7;

/** The statement dialog's years: this year back to 2020, at most seven, newest first. */
export function statementYears(today: Date): number[] {
  const current = today.getUTCFullYear();
  const first = Math.max(FIRST_STATEMENT_YEAR, current - STATEMENT_YEARS_SHOWN + 1);
  const years: number[] = [];
  for (let y = current; y >= first; y--) years.push(y);
  return years;
}

/** The months' names in English (statements and their messages). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A statement's period: "March 2026". */
export const statementPeriod = (year: number, month: number) => `${MONTH_NAMES[month - 1]} ${year}`;

/** Whether a month can have a statement: from January 2020 to the current month. */
export function isStatementMonth(year: number, month: number, today: Date): boolean {
  if (year < FIRST_STATEMENT_YEAR || month < 1 || month > 12) return false;
  const y = today.getUTCFullYear();
  return year < y || (year === y && month <= today.getUTCMonth() + 1);
}

const currencySchema = z.enum(['USD', 'GBP']);

/** One row of the commissions table: an invoice's commission (negative: returned). */
export const CommissionLineSchema = z.object({
  /** The invoice that earned it. */
  id: z.string(),
  invoiceNumber: z.string(),
  policyId: z.string(),
  policyNumber: z.string(),
  companyName: z.string(),
  agencyId: z.string(),
  agencyName: z.string().nullable(),
  product: productCodeSchema,
  kind: z.enum(INVOICE_KINDS),
  agencyBilled: z.boolean(),
  currency: currencySchema,
  premium: z.number().int(),
  rateBps: z.number().int(),
  commission: z.number().int(),
  /** The policy's commission is held by the provider (not paid out until released). */
  held: z.boolean(),
  created: z.string(),
});
export type CommissionLine = z.infer<typeof CommissionLineSchema>;
export const CommissionLinePageSchema = pageOf(CommissionLineSchema);

const periodQuery = {
  year: z.coerce.number().int().min(FIRST_STATEMENT_YEAR).max(9999).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
};
const booleanQuery = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

/** GET /api/billing/v1/commissions: the commission lines the caller reads, newest first. */
export const CommissionLineQuerySchema = z.object({
  page: PageNumberSchema,
  size: z.coerce.number().int().min(1).max(100).default(25),
  search: z.string().trim().max(200).optional(),
  agencyId: z.uuid().optional(),
  agencyBilled: booleanQuery,
  ...periodQuery,
});
export type CommissionLineQuery = z.input<typeof CommissionLineQuerySchema>;

/** One row of the commission statements table: an agency's month. */
export const CommissionStatementSchema = z.object({
  agencyId: z.string(),
  agencyName: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  currency: currencySchema,
  /** Invoices in the month that earned or returned commission. */
  invoices: z.number().int(),
  premium: z.number().int(),
  commission: z.number().int(),
  /** Commission paid out to the agency in the month. */
  paid: z.number().int(),
});
export type CommissionStatement = z.infer<typeof CommissionStatementSchema>;
export const CommissionStatementPageSchema = pageOf(CommissionStatementSchema);

export const COMMISSION_STATEMENT_SORTS = ['period', 'agencyName', 'commission'] as const;

/** GET /api/billing/v1/statements/aggregate (page, size, agencyBilled, search, sort). */
export const CommissionStatementQuerySchema = z.object({
  page: PageNumberSchema,
  size: z.coerce.number().int().min(1).max(100).default(25),
  /** Only agency-billed (true) or only direct-billed (false) policies' commission. */
  agencyBilled: booleanQuery,
  /** The agency's name (provider staff). */
  search: z.string().trim().max(200).optional(),
  sort: z
    .string()
    .regex(
      new RegExp(`^(${COMMISSION_STATEMENT_SORTS.join('|')}),(asc|desc)$`),
      'sort must be period, agencyName or commission as field,asc or field,desc',
    )
    .default('period,desc'),
});
export type CommissionStatementQuery = z.input<typeof CommissionStatementQuerySchema>;

export const PayoutAccountSchema = z.object({
  id: z.string(),
  agencyId: z.string(),
  title: z.string(),
  /** The bank account's type (Checking, Savings) as the processor read it. */
  accountType: z.string(),
  last4: z.string(),
  created: z.string(),
});
export type PayoutAccount = z.infer<typeof PayoutAccountSchema>;

/** One row of the outstanding balances table: what the provider owes an agency. */
export const OutstandingCommissionSchema = z.object({
  agencyId: z.string(),
  agencyName: z.string(),
  currency: currencySchema,
  earned: z.number().int(),
  paid: z.number().int(),
  /** Earned and not yet paid. */
  outstanding: z.number().int(),
  /** The part of it on held policies. */
  held: z.number().int(),
  /** What can be paid now: outstanding on policies not held. */
  payable: z.number().int(),
  paymentsPaused: z.boolean(),
  payoutAccount: PayoutAccountSchema.pick({ title: true, last4: true }).nullable(),
  lastPaidAt: z.string().nullable(),
});
export type OutstandingCommission = z.infer<typeof OutstandingCommissionSchema>;
export const OutstandingCommissionPageSchema = pageOf(OutstandingCommissionSchema);

export const OutstandingQuerySchema = z.object({
  page: PageNumberSchema,
  size: z.coerce.number().int().min(1).max(100).default(25),
  search: z.string().trim().max(200).optional(),
});

export const COMMISSION_PAYOUT_STATUSES = ['PAID', 'FAILED'] as const;

export const CommissionPayoutSchema = z.object({
  id: z.string(),
  agencyId: z.string(),
  agencyName: z.string(),
  amount: z.number().int(),
  currency: currencySchema,
  description: z.string(),
  status: z.enum(COMMISSION_PAYOUT_STATUSES),
  reference: z.string(),
  failureMessage: z.string().nullable(),
  last4: z.string(),
  created: z.string(),
  createdBy: z.string().nullable(),
});
export type CommissionPayout = z.infer<typeof CommissionPayoutSchema>;

export const PayoutListSchema = z.object({ payouts: z.array(CommissionPayoutSchema) });

/** POST /api/billing/v1/commissions/payment (spec 3 §3: agencyId, commissionsAmount, description, token). */
export const CommissionPaymentSchema = z.object({
  agencyId: z.uuid({ error: 'Agency not found' }),
  commissionsAmount: z
    .number({ error: COMMISSION_MESSAGES.amountRequired })
    .int('Amounts are in cents (whole numbers).')
    .min(100, COMMISSION_MESSAGES.amountMin)
    .max(MAX_PAYMENT_MINOR, COMMISSION_MESSAGES.amountMax),
  description: z
    .string({ error: COMMISSION_MESSAGES.descriptionRequired })
    .trim()
    .min(1, COMMISSION_MESSAGES.descriptionRequired)
    .max(500, 'The description is at most 500 characters.'),
  token: z.string({ error: COMMISSION_MESSAGES.tokenFailed }).trim().min(1).max(500),
});
export type CommissionPayment = z.input<typeof CommissionPaymentSchema>;

/** The commission payment dialog: the amount as typed in major units (at least 1). */
export const CommissionPaymentFormSchema = z.object({
  commissionsAmount: z
    .string()
    .trim()
    .min(1, { message: COMMISSION_MESSAGES.amountRequired, abort: true })
    .refine((v) => !Number.isNaN(minorUnitsOf(v)), 'Enter an amount such as 1,234.50')
    .refine(
      (v) => Number.isNaN(minorUnitsOf(v)) || minorUnitsOf(v) >= 100,
      COMMISSION_MESSAGES.amountMin,
    )
    .refine(
      (v) => Number.isNaN(minorUnitsOf(v)) || minorUnitsOf(v) <= MAX_PAYMENT_MINOR,
      COMMISSION_MESSAGES.amountMax,
    ),
  description: z
    .string()
    .trim()
    .min(1, COMMISSION_MESSAGES.descriptionRequired)
    .max(500, 'The description is at most 500 characters.'),
});
export type CommissionPaymentForm = z.infer<typeof CommissionPaymentFormSchema>;

/** GET commissions/token?agencyId: the payout token staff pay commission to. */
export const CommissionTokenSchema = z.object({
  token: z.string(),
  title: z.string(),
  last4: z.string(),
});
export const CommissionTokenQuerySchema = z.object({
  agencyId: z.uuid({ error: 'Agency not found' }),
});
export const CommissionAgencyParamsSchema = z.object({
  agencyId: z.uuid({ error: 'Agency not found' }),
});

/** PUT commissions/ach/{agencyId}: the agency's payout account, tokenised in the browser. */
export const SavePayoutAccountSchema = z.object({
  token: z.string({ error: COMMISSION_MESSAGES.notBankAccount }).trim().min(1).max(500),
  title: z.string().trim().min(1, 'Name the account').max(80),
});
export type SavePayoutAccount = z.input<typeof SavePayoutAccountSchema>;

export const CommissionHoldSchema = z.object({
  policyId: z.string(),
  policyNumber: z.string(),
  held: z.boolean(),
  message: z.string(),
});

export const CommissionRateSchema = z.object({
  product: productCodeSchema,
  rateBps: z
    .number()
    .int('A rate is in basis points (1500 = 15 %).')
    .min(0, COMMISSION_MESSAGES.rateRange)
    .max(MAX_COMMISSION_RATE_BPS, COMMISSION_MESSAGES.rateRange),
});
export const CommissionRatesSchema = z.object({
  agencyId: z.string(),
  rates: z.array(CommissionRateSchema.extend({ isDefault: z.boolean() })),
});
export type CommissionRates = z.infer<typeof CommissionRatesSchema>;
export const SaveCommissionRatesSchema = z.object({
  rates: z
    .array(CommissionRateSchema)
    .min(1)
    .max(PRODUCT_CODES.length)
    .refine(
      (rates) => new Set(rates.map((r) => r.product)).size === rates.length,
      'Give each product once.',
    ),
});
export type SaveCommissionRates = z.input<typeof SaveCommissionRatesSchema>;

export const STATEMENT_FORMATS = ['pdf', 'csv'] as const;
/** GET /api/docs/v1/commissions?year&month: the agency's statement as a PDF or a spreadsheet. */
export const CommissionStatementDocQuerySchema = z.object({
  year: z.coerce.number().int().min(FIRST_STATEMENT_YEAR).max(9999),
  month: z.coerce.number().int().min(1).max(12),
  format: z.enum(STATEMENT_FORMATS).default('pdf'),
  /** Provider staff name the agency; an agency reads its own. */
  agencyId: z.uuid().optional(),
});
export type CommissionStatementDocQuery = z.input<typeof CommissionStatementDocQuerySchema>;

export const COMMISSION_PATHS = {
  lines: '/api/billing/v1/commissions',
  statements: '/api/billing/v1/statements/aggregate',
  outstanding: '/api/billing/v1/commissions/outstanding',
  payouts: '/api/billing/v1/commissions/payouts',
  token: '/api/billing/v1/commissions/token',
  payment: '/api/billing/v1/commissions/payment',
  ach: (agencyId: string) => `/api/billing/v1/commissions/ach/${agencyId}`,
  toggle: (policyId: string) => `/api/billing/v1/commissions/${policyId}/toggle`,
  rates: (agencyId: string) => `/api/billing/v1/commissions/rates/${agencyId}`,
  statementDocument: '/api/docs/v1/commissions',
} as const;
