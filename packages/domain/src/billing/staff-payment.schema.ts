import { z } from 'zod';
import { minorUnitsOf } from './money-text.ts';
import { MAX_PAYMENT_MINOR, PAYMENT_STATUSES, type PaymentStatus } from './payment.schema.ts';

/**
 * Staff payment tools (spec 3 §2 "Payments" modals, §3 payment transaction, §8 messages;
 * decision 053): payments received outside the processor, editing and voiding transactions,
 * closing a balance with comments, payment reminders and sending an invoice to accounting.
 * Money in minor units.
 */

export const STAFF_PAYMENT_MESSAGES = {
  amountRequired: 'Amount Paid is a required field',
  amountMax: 'Amount Paid must be less than or equal to 1,000,000,000,000',
  amountMin: 'Amount Paid cannot be less than 0',
  methodRequired: 'Payment Method is a required field',
  dateRequired: 'Payment Date is a required field',
  transactionIdRequired: 'Transaction ID is a required field',
  descriptionRequired: 'Description is a required field',
  statusRequired: 'Status is a required field',
  commentsRequired: 'Comments are required',
  zeroAmount: 'Enter the amount received: a payment of 0.00 settles nothing.',
  futureDate: 'The payment date cannot be in the future.',
  transactionNotFound: 'Payment transaction not found',
  transition: (from: string, to: string) => `A payment that is ${from} cannot be marked ${to}.`,
  processorManaged:
    'This payment was taken through the payment processor, which settles it: only its description can be edited.',
  amountLocked: 'The amount of a settled payment cannot be edited: void it and record it again.',
  downPaymentVoid:
    'A down payment cannot be voided while the installment plan it started is active.',
  transactionUpdated: 'Payment transaction updated.',
  paymentRecorded: 'Payment recorded.',
  nothingToClose: 'Nothing is owed on this policy: there is no balance to close.',
  balanceClosed: (policyNumber: string) => `The balance of Policy# ${policyNumber} was closed.`,
  reminderSent: (company: string) => `Payment Reminder sent to ${company}.`,
  reminderError: 'Something went wrong while sending payment reminder.',
  reminderNothingDue: 'Nothing is owed on this policy: no reminder was sent.',
  reminderNoContact: 'The policyholder has no e-mail address on file to remind.',
  remindersOn: 'Invoice reminders are on for this policy.',
  remindersOff: 'Invoice reminders are off for this policy.',
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  phoneRequired: 'Phone number is required',
  accountingSent: (email: string) => `Invoice sent to ${email}.`,
  methodDeleted: 'Payment method deleted.',
} as const;

/** The methods staff record a payment received outside the processor by. */
export const STAFF_PAYMENT_METHODS = ['CHECK', 'WIRE', 'BANK_ACCOUNT', 'CREDIT_CARD'] as const;

/**
 * Which status a payment transaction may move to (decision 053): one in process is settled,
 * fails or is voided; a paid one can only be voided (its journal reversed); failed and void are
 * final. Staff move only the payments they recorded; the processor's own are settled by the job.
 */
export const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  IN_PROCESS: ['PAID', 'FAILED', 'VOID'],
  PAID: ['VOID'],
  FAILED: [],
  VOID: [],
};

export const canMovePayment = (from: PaymentStatus, to: PaymentStatus): boolean =>
  from === to || PAYMENT_TRANSITIONS[from].includes(to);

const amountPaid = z
  .number({ error: STAFF_PAYMENT_MESSAGES.amountRequired })
  .int('Amounts are in cents (whole numbers).')
  .min(0, STAFF_PAYMENT_MESSAGES.amountMin)
  .max(MAX_PAYMENT_MINOR, STAFF_PAYMENT_MESSAGES.amountMax);
const transactionId = z
  .string({ error: STAFF_PAYMENT_MESSAGES.transactionIdRequired })
  .trim()
  .min(1, STAFF_PAYMENT_MESSAGES.transactionIdRequired)
  .max(100, 'The transaction ID is at most 100 characters.');
const paymentDesc = z
  .string({ error: STAFF_PAYMENT_MESSAGES.descriptionRequired })
  .trim()
  .min(1, STAFF_PAYMENT_MESSAGES.descriptionRequired)
  .max(500, 'The description is at most 500 characters.');
const paymentDate = z.iso.date({ error: STAFF_PAYMENT_MESSAGES.dateRequired });

/** POST /api/billing/v1/external/applyPayment: a payment received by check, wire, ACH or phone. */
export const ApplyPaymentSchema = z.object({
  policyId: z.uuid({ error: 'Policy not found' }),
  amountPaid,
  paymentMethod: z.enum(STAFF_PAYMENT_METHODS, { error: STAFF_PAYMENT_MESSAGES.methodRequired }),
  paymentDate,
  /** The check number, the wire's or the terminal's reference. */
  transactionId,
  paymentDesc,
  /** Paid: the money is in the bank; In Process: a check deposited, not yet cleared. */
  status: z.enum(['PAID', 'IN_PROCESS'], { error: STAFF_PAYMENT_MESSAGES.statusRequired }),
});
export type ApplyPayment = z.input<typeof ApplyPaymentSchema>;

/** PUT /api/billing/v1/transaction: edit a payment transaction (all fields required). */
export const UpdateTransactionSchema = z.object({
  id: z.uuid({ error: STAFF_PAYMENT_MESSAGES.transactionNotFound }),
  status: z.enum(PAYMENT_STATUSES, { error: STAFF_PAYMENT_MESSAGES.statusRequired }),
  amountPaid,
  paymentDate,
  transactionId,
  paymentDesc,
});
export type UpdateTransaction = z.input<typeof UpdateTransactionSchema>;

/** POST /api/billing/v1/close: write off what is still owed, with the reason (comments). */
export const ClosePaymentSchema = z.object({
  policyId: z.uuid({ error: 'Policy not found' }),
  description: z
    .string({ error: STAFF_PAYMENT_MESSAGES.commentsRequired })
    .trim()
    .min(1, STAFF_PAYMENT_MESSAGES.commentsRequired)
    .max(2000, 'Comments are at most 2,000 characters.'),
});
export type ClosePayment = z.input<typeof ClosePaymentSchema>;

export const InvoiceReminderToggleSchema = z.object({
  enabled: z.boolean({ error: 'Say whether invoice reminders are on (true) or off (false).' }),
});

const requiredText = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, message).max(max);

/** POST /api/billing/v1/accounting: send the policy's invoice to the insured's accounting. */
export const AccountingSendSchema = z.object({
  firstName: requiredText(STAFF_PAYMENT_MESSAGES.firstNameRequired),
  lastName: requiredText(STAFF_PAYMENT_MESSAGES.lastNameRequired),
  email: z
    .string({ error: STAFF_PAYMENT_MESSAGES.emailRequired })
    .trim()
    .min(1, STAFF_PAYMENT_MESSAGES.emailRequired)
    .pipe(z.email(STAFF_PAYMENT_MESSAGES.emailInvalid).max(254)),
  phone: requiredText(STAFF_PAYMENT_MESSAGES.phoneRequired, 30),
  policyNumber: z.string().trim().max(40).optional(),
  policyId: z.uuid({ error: 'Policy not found' }),
  /** What the sender saw as due (the server states what is due now). */
  amount: z.number().int().min(0).optional(),
  customerEmail: z.string().trim().max(254).nullish(),
});
export type AccountingSend = z.input<typeof AccountingSendSchema>;

export const PaymentMethodIdParamsSchema = z.object({
  id: z.uuid({ error: 'Saved payment method not found' }),
});

export const InvoiceIdParamsSchema = z.object({ id: z.uuid({ error: 'Invoice not found' }) });

export const BILLING_STAFF_PATHS = {
  invoiceDocument: (invoiceId: string) => `/api/billing/v1/invoice/${invoiceId}/document`,
  applyPayment: '/api/billing/v1/external/applyPayment',
  transaction: '/api/billing/v1/transaction',
  close: '/api/billing/v1/close',
  invoiceReminder: (policyId: string) => `/api/billing/v1/invoiceReminder/${policyId}`,
  accounting: '/api/billing/v1/accounting',
  savedMethod: (id: string) => `/api/billing/v1/payment-methods/${id}`,
} as const;

export { minorUnitsOf } from './money-text.ts';

/**
 * The payment transaction form (record and edit; spec 3 §8 "Payment transaction: all fields
 * required"): the amount as typed in major units, 0 to 1,000,000,000,000, with the spec's words.
 */
export const PaymentTransactionFormSchema = z.object({
  amountPaid: z
    .string()
    .trim()
    .min(1, { message: STAFF_PAYMENT_MESSAGES.amountRequired, abort: true })
    .refine((v) => !Number.isNaN(minorUnitsOf(v)), 'Enter an amount such as 1,234.50')
    .refine(
      (v) => Number.isNaN(minorUnitsOf(v)) || minorUnitsOf(v) <= MAX_PAYMENT_MINOR,
      STAFF_PAYMENT_MESSAGES.amountMax,
    ),
  paymentMethod: z.enum(STAFF_PAYMENT_METHODS, { error: STAFF_PAYMENT_MESSAGES.methodRequired }),
  paymentDate: z.string().min(1, STAFF_PAYMENT_MESSAGES.dateRequired),
  transactionId: z.string().trim().min(1, STAFF_PAYMENT_MESSAGES.transactionIdRequired).max(100),
  paymentDesc: z.string().trim().min(1, STAFF_PAYMENT_MESSAGES.descriptionRequired).max(500),
  status: z.enum(PAYMENT_STATUSES, { error: STAFF_PAYMENT_MESSAGES.statusRequired }),
});
export type PaymentTransactionForm = z.infer<typeof PaymentTransactionFormSchema>;
