import { z } from 'zod';
import { oneTokenRule, PaymentSchema, ProcessorPaymentFields } from './payment.schema.ts';

/**
 * Paying for an account (spec 3 §7 `payfor/{accountId}`; decision 060): one charge for what the
 * insured owes across its policies, each policy's balance settled by its own payment under the
 * one processor reference. Money in minor units.
 */

export const PAY_FOR_ACCOUNT_MESSAGES = {
  nothingDue: 'Nothing is due on this account.',
  amountChanged: 'The amount due on this account changed: review it and pay again.',
  mixedCurrencies: 'This account owes in more than one currency: pay each policy on its own.',
  paid: (amount: string, count: number) =>
    `Payment of ${amount} made for ${count} ${count === 1 ? 'policy' : 'policies'}.`,
  processing: (amount: string, count: number) =>
    `Payment of ${amount} for ${count} ${count === 1 ? 'policy' : 'policies'} is being processed.`,
} as const;

/** GET /api/billing/v1/payfor/{accountId}: what the account owes, policy by policy. */
export const AccountDueSchema = z.object({
  accountId: z.string(),
  currency: z.enum(['USD', 'GBP']).nullable(),
  /** The total the insured pays here (agency-billed and in-process policies left out). */
  amountDue: z.number().int(),
  policies: z.array(
    z.object({
      policyId: z.string(),
      policyNumber: z.string(),
      companyName: z.string(),
      amountDue: z.number().int(),
    }),
  ),
  /** Policies with money owed that cannot be paid here, and why. */
  excluded: z.array(
    z.object({ policyId: z.string(), policyNumber: z.string(), reason: z.string() }),
  ),
});
export type AccountDue = z.infer<typeof AccountDueSchema>;

/** POST /api/billing/v1/payfor/{accountId} (Idempotency-Key header). */
export const PayForAccountSchema = z
  .object({
    /** `amount`: the total the payer was shown (a different amount due now is a 409). */
    ...ProcessorPaymentFields,
  })
  .refine(...oneTokenRule);
export type PayForAccount = z.input<typeof PayForAccountSchema>;

export const AccountPaymentResultSchema = z.object({
  message: z.string(),
  payments: z.array(PaymentSchema),
});
export type AccountPaymentResult = z.infer<typeof AccountPaymentResultSchema>;

export const payForPath = (accountId: string) => `/api/billing/v1/payfor/${accountId}`;
