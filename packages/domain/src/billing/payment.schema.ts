import { z } from 'zod';
import { PremiumFinancerSchema } from './premium-financer.schema.ts';
import { PageNumberSchema, pageOf } from '../common/list.schema.ts';
import { productCodeSchema } from '../products/products.ts';
import { FinanceAgreementSchema } from './financing.schema.ts';
import { POLICY_PAYMENT_STATUSES, type PolicyPaymentStatus } from '../policies/policy.schema.ts';

/**
 * Payments (spec 3 §2 payment page, §3 payment transaction and saved methods, §4 policy payment,
 * §9 payment methods; decision 052). Money in minor units.
 */

/** Spec 3 §9's payment methods. */
export const PAYMENT_METHODS = [
  'CREDIT_CARD',
  'BANK_ACCOUNT',
  'CHECK',
  'WIRE',
  'REFUND_CREDIT',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  CREDIT_CARD: 'Credit Card',
  BANK_ACCOUNT: 'Bank Account',
  CHECK: 'Check',
  WIRE: 'Wire (ACH/Wire Transfer)',
  REFUND_CREDIT: 'Refund/Credit',
};
/** The methods a payer pays through the processor (the others staff record). */
export const PROCESSOR_METHODS = ['CREDIT_CARD', 'BANK_ACCOUNT'] as const;

/** Spec 3 §3's payment transaction statuses. */
export const PAYMENT_STATUSES = ['PAID', 'FAILED', 'IN_PROCESS', 'VOID'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  PAID: 'Paid',
  FAILED: 'Failed',
  IN_PROCESS: 'In Process',
  VOID: 'Void',
};

/**
 * The policy's payment status from its ledger and its payments: Paid once nothing is owed on
 * what was invoiced; Processed while a payment is in process; Failed when the latest attempt
 * failed and nothing has been paid; Partially Paid once something is; Unpaid otherwise.
 */
export function policyPaymentStatus(p: {
  invoiced: number;
  balance: number;
  paid: number;
  inProcess: number;
  latest: PaymentStatus | null;
}): PolicyPaymentStatus {
  if (p.invoiced > 0 && p.balance <= 0) return 'Paid';
  if (p.inProcess > 0) return 'Processed';
  if (p.latest === 'FAILED' && p.paid <= 0) return 'Failed';
  if (p.paid > 0) return 'Partially Paid';
  return 'Unpaid';
}

/** The header every payment call carries; a retry with the same key never charges twice. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IdempotencyKeySchema = z
  .string({ error: 'An Idempotency-Key header is required.' })
  .trim()
  .min(8, 'The Idempotency-Key must be 8 to 255 letters, digits, - or _.')
  .max(255, 'The Idempotency-Key must be 8 to 255 letters, digits, - or _.')
  .regex(/^[A-Za-z0-9_-]+$/, 'The Idempotency-Key must be 8 to 255 letters, digits, - or _.');

/** The largest amount (spec 3 §9: 1,000,000,000,000 in major units), in minor units. */
export const MAX_PAYMENT_MINOR = 100_000_000_000_000;

export const PAYMENT_MESSAGES = {
  thankYou: (policyNumber: string) => `Thank you for making payment for Policy# ${policyNumber}`,
  processing: 'Payment is being processed…',
  failed: 'Your payment could not be completed.',
  makePayment: 'Make Payment',
  genericError: 'Something went wrong. Try again later.',
  payOrShowError: 'Something went wrong.Please try again later!',
  bankConfirmation: 'Bank transfer confirmation after 3-5 business days.',
  amountTooLarge: 'The amount is more than is due on this policy.',
  nothingDue: 'Nothing is due on this policy.',
  inProcess: 'A payment for this policy is already being processed.',
  keyReused: 'This Idempotency-Key was used for a different payment.',
  notConfigured:
    'Card and bank payments are not configured on this platform; pay by check or wire transfer.',
  invalidToken: 'The payment details could not be read. Enter them again.',
  methodNotFound: 'Saved payment method not found',
  alreadyFinanced: 'This policy is already on an installment plan.',
  financingNotOffered: 'An installment plan is not offered for this policy.',
  downPaymentAmount: (amount: string) => `The down payment of this plan is ${amount}.`,
  notPayable: 'This policy cannot be paid: it is no longer in force.',
} as const;

export const PaymentSchema = z.object({
  id: z.string(),
  /** The processor's reference for the charge. */
  transactionId: z.string().nullable(),
  policyId: z.string(),
  policyNumber: z.string(),
  /** The first invoice the payment settles. */
  invoiceNumber: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  paymentDate: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  processorName: z.string(),
  currency: z.enum(['USD', 'GBP']),
  amountPaid: z.number().int(),
  paymentDesc: z.string().nullable(),
  lastFourDigits: z.string().nullable(),
  cardType: z.string().nullable(),
  bankName: z.string().nullable(),
  isDownPayment: z.boolean(),
  failureMessage: z.string().nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;

export const InstallmentPlanSchema = z.object({
  id: z.string().nullable(),
  financerName: z.string(),
  amountDue: z.number().int(),
  brokerFee: z.number().int(),
  mgaFee: z.number().int(),
  downPayment: z.number().int(),
  amountFinanced: z.number().int(),
  numberOfInstallments: z.number().int(),
  installmentAmount: z.number().int(),
  firstInstallmentDue: z.iso.date(),
  installments: z.array(
    z.object({ number: z.number().int(), dueDate: z.iso.date(), amount: z.number().int() }),
  ),
  /** The partner's APR in basis points (decision 056; 0 for plans taken up before it). */
  apr: z.number().int(),
  /** What the installments cost over the amount financed. */
  financeCharge: z.number().int(),
  /** The down payment plus every installment. */
  totalPaymentAmount: z.number().int(),
  /**
   * Null for a proposed plan; ACTIVE once the down payment is paid; DISAFFIRMED when the insured
   * undid the agreement within its window (decision 056).
   */
  status: z.enum(['ACTIVE', 'DISAFFIRMED']).nullable(),
});
export type InstallmentPlan = z.infer<typeof InstallmentPlanSchema>;

/** A balance closed by staff: the amount written off and why. */
export const WriteOffSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  description: z.string(),
  closedBy: z.string().nullable(),
  created: z.string(),
});
export type WriteOff = z.infer<typeof WriteOffSchema>;

/** The payment reminders of a policy (the invoice reminder toggle and what was sent). */
export const PaymentRemindersSchema = z.object({
  enabled: z.boolean(),
  lastSent: z.string().nullable(),
  sentCount: z.number().int(),
  /** When the payer said a check is in the mail (reminders pause); null when not. */
  checkInMailSince: z.string().nullable(),
});
export type PaymentReminders = z.infer<typeof PaymentRemindersSchema>;

/** GET /api/billing/v1/payment?policyId=: the policy's payment status (spec 3 §7). */
export const PolicyPaymentSchema = z.object({
  policyId: z.string(),
  policyNumber: z.string(),
  companyName: z.string(),
  product: productCodeSchema,
  currency: z.enum(['USD', 'GBP']),
  status: z.enum(POLICY_PAYMENT_STATUSES),
  isPaid: z.boolean(),
  invoiced: z.number().int(),
  paid: z.number().int(),
  /** Still owed by the insured. */
  amountDue: z.number().int(),
  /** Being processed (bank payments until they settle). */
  inProcess: z.number().int(),
  brokerFee: z.number().int(),
  mgaFee: z.number().int(),
  /** Whether the policy can still be paid (a cancelled one is settled by staff). */
  payable: z.boolean(),
  isPremiumFinanced: z.boolean(),
  /** Whether an installment plan is offered (spec 3 §4: and not already financed). */
  financingOffered: z.boolean(),
  installmentPlan: InstallmentPlanSchema.nullable(),
  payments: z.array(PaymentSchema),
  /** Balances staff closed (written off), newest first. */
  writeOffs: z.array(WriteOffSchema),
  reminders: PaymentRemindersSchema,
  /** A third-party premium financer staff recorded (decision 055), if any. */
  premiumFinancer: PremiumFinancerSchema.nullable(),
  /**
   * The platform's premium finance agreement (decision 056): the latest financing quote or
   * agreement of the policy (QUOTED, SIGNED, ACTIVE or DISAFFIRMED), null when none.
   */
  financeAgreement: FinanceAgreementSchema.nullable(),
  /**
   * The agency that bills the insured (decision 058), null when the provider bills directly:
   * the provider then takes no payment from the insured and sends it no reminder.
   */
  agencyBill: z.object({ agencyName: z.string() }).nullable(),
});
export type PolicyPaymentView = z.infer<typeof PolicyPaymentSchema>;

export const PolicyIdQuerySchema = z.object({ policyId: z.uuid({ error: 'Policy not found' }) });

/** GET /api/billing/v1/payment-processor: how the browser tokenises (spec 3 §7). */
export const PaymentProcessorConfigSchema = z.object({
  processor: z.enum(['sandbox', 'stripe', 'none']),
  /** The processor's publishable key (Stripe), null for the sandbox. */
  key: z.string().nullable(),
  /** The processor's browser script (Stripe.js), null for the sandbox. */
  url: z.string().nullable(),
  /** No money moves (the sandbox). */
  sandbox: z.boolean(),
});
export type PaymentProcessorConfig = z.infer<typeof PaymentProcessorConfigSchema>;

/** What a payer pays through the processor, by which method, with which token (payments). */
export const ProcessorPaymentFields = {
  amount: z
    .number({ error: 'Amount Paid is a required field' })
    .int('Amounts are in cents (whole numbers).')
    .min(1, 'The amount must be at least 0.01.')
    .max(MAX_PAYMENT_MINOR, 'Amount Paid must be less than or equal to 1,000,000,000,000'),
  paymentMethod: z.enum(PROCESSOR_METHODS, {
    error: 'Pay by Credit Card or Bank Account here; checks and wires are recorded by staff.',
  }),
  /** A token from the browser's tokeniser, or… */
  token: z.string().trim().min(1).max(255).optional(),
  /** …a saved payment method of the payer's. */
  savedMethodId: z.uuid({ error: PAYMENT_MESSAGES.methodNotFound }).optional(),
};

/** A token or a saved method: exactly one. */
export const oneTokenRule: [
  (b: { token?: string | undefined; savedMethodId?: string | undefined }) => boolean,
  { message: string; path: string[] },
] = [
  (b) => Boolean(b.token) !== Boolean(b.savedMethodId),
  { message: 'Give a payment token or a saved payment method.', path: ['token'] },
];

/** POST /api/billing/v1/paid: pay a policy through the processor (Idempotency-Key header). */
export const PayRequestSchema = z
  .object({
    policyId: z.uuid({ error: 'Policy not found' }),
    ...ProcessorPaymentFields,
    /** Pay the installment plan's down payment and put the rest on the plan. */
    isDownPayment: z.boolean().default(false),
    /** Save the token as a payment method under this title. */
    saveAs: z.string().trim().min(1).max(60).optional(),
  })
  .refine(...oneTokenRule);
export type PayRequest = z.input<typeof PayRequestSchema>;

export const SAVED_METHOD_TYPES = ['Credit Card', 'Bank Account'] as const;
export const SavedPaymentMethodSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(SAVED_METHOD_TYPES),
  /** The processor's token (never a card or account number). */
  tokenId: z.string(),
  last4Digits: z.string(),
  /** Card brand, or the bank account's type. */
  brand: z.string(),
  expirationMonth: z.number().int().nullable(),
  expirationYear: z.number().int().nullable(),
  created: z.string(),
});
export type SavedPaymentMethod = z.infer<typeof SavedPaymentMethodSchema>;

/** POST /api/billing/v1/save: save a tokenised method for the policy's insured. */
export const SavePaymentMethodSchema = z.object({
  policyId: z.uuid({ error: 'Policy not found' }),
  title: z.string().trim().min(1, 'Enter a title for this payment method.').max(60),
  token: z.string().trim().min(1).max(255),
});

/** GET /api/billing/v1/ach/{policyNumber}: where to send a bank transfer or wire. */
export const RemittanceDetailsSchema = z.object({
  policyNumber: z.string(),
  currency: z.enum(['USD', 'GBP']),
  amountDue: z.number().int(),
  beneficiary: z.string(),
  bankName: z.string(),
  /** US: routing (ABA) number; UK: sort code. */
  routingNumber: z.string().nullable(),
  sortCode: z.string().nullable(),
  accountNumber: z.string(),
  swift: z.string(),
  /** Quote it with the transfer: the policy number. */
  reference: z.string(),
  note: z.string(),
});
export type RemittanceDetails = z.infer<typeof RemittanceDetailsSchema>;

export const PolicyNumberParamsSchema = z.object({
  policyNumber: z.string().trim().min(1).max(40),
});

export const BILLING_PAYMENT_PATHS = {
  payment: '/api/billing/v1/payment',
  paymentProcessor: '/api/billing/v1/payment-processor',
  paid: '/api/billing/v1/paid',
  save: '/api/billing/v1/save',
  savedMethods: '/api/billing/v1/payment-methods',
  getInstallment: '/api/billing/v1/get-installment',
  ach: (policyNumber: string) => `/api/billing/v1/ach/${encodeURIComponent(policyNumber)}`,
  financed: '/api/billing/v1/financed',
  finance: '/api/billing/v1/finance',
} as const;

/** A policy on an installment plan (GET /api/billing/v1/financed; the premium processor's list). */
export const FinancedPolicySchema = z.object({
  planId: z.string(),
  policyId: z.string(),
  policyNumber: z.string(),
  companyName: z.string(),
  agencyName: z.string().nullable(),
  product: productCodeSchema,
  currency: z.enum(['USD', 'GBP']),
  financerName: z.string(),
  downPayment: z.number().int(),
  amountFinanced: z.number().int(),
  installmentAmount: z.number().int(),
  numberOfInstallments: z.number().int(),
  firstInstallmentDue: z.iso.date(),
  /** The next installment due on or after today (null once all have fallen due). */
  nextInstallmentDue: z.iso.date().nullable(),
  created: z.string(),
});
export type FinancedPolicy = z.infer<typeof FinancedPolicySchema>;
export const FinancedPolicyPageSchema = pageOf(FinancedPolicySchema);

export const FinancedQuerySchema = z.object({
  page: PageNumberSchema,
  size: z.coerce.number().int().min(1).max(100).default(20),
  /** Policy number or company. */
  search: z.string().trim().max(200).optional(),
});
export type FinancedQuery = z.input<typeof FinancedQuerySchema>;
