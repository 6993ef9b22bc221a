import { z } from 'zod';

/**
 * "Check in mail" (spec 3 §2 check-in-mail confirmation, §7 `description` PUT and `desc` GET, §8;
 * decision 055): the payer says a check is on its way. The policy's payment description reads
 * 'Check in mail', staff see since when, and the scheduled reminders pause for
 * CHECK_IN_MAIL_QUIET_DAYS; a payment recorded or the description cleared ends it.
 */

export const CHECK_IN_MAIL = 'Check in mail';
/** Days the scheduled reminders wait for a check said to be in the mail (design). */
export const CHECK_IN_MAIL_QUIET_DAYS = 14;

/** Who a check is made out to, and where it is mailed (the premium trust account's lockbox). */
export const CHECK_PAYEE = 'Cyber Insurance Premium Trust Account';
export const CHECK_MAILING_ADDRESS: Record<'US' | 'UK', string> = {
  US: 'PO Box 71234, Hartford, CT 06101',
  UK: 'PO Box 4812, Leeds LS1 9AB',
};

export const CHECK_IN_MAIL_MESSAGES = {
  /** Spec 3 §8. */
  updateError: 'Something went wrong while updating.',
  noted: 'Thank you. We will look out for your check; reminders pause for 14 days.',
  cleared: 'The check in mail note was cleared.',
  nothingDue: 'Nothing is due on this policy: there is no check to wait for.',
} as const;

/** PUT /api/policy/v1/description: note a check in the mail, or with null clear the note. */
export const PolicyDescriptionSchema = z.object({
  policyId: z.uuid({ error: 'Policy not found' }),
  description: z
    .enum([CHECK_IN_MAIL], { error: `The description is '${CHECK_IN_MAIL}' or null.` })
    .nullable(),
});
export type PolicyDescription = z.input<typeof PolicyDescriptionSchema>;

/** GET /api/billing/v1/desc?policyId: financing and payment info (spec 3 §3). */
export const PaymentDescSchema = z.object({
  policyId: z.string(),
  description: z.string().nullable(),
  /** Since when (the check in mail note). */
  describedAt: z.string().nullable(),
  /** The earliest due date of an invoice still owed on. */
  dueDate: z.iso.date().nullable(),
  dueAmount: z.number().int(),
  premiumFinanced: z.boolean(),
});
export type PaymentDesc = z.infer<typeof PaymentDescSchema>;

export const PolicyDescriptionResultSchema = z.object({
  message: z.string(),
  desc: PaymentDescSchema,
});

export const CHECK_IN_MAIL_PATHS = {
  description: '/api/policy/v1/description',
  desc: '/api/billing/v1/desc',
} as const;
