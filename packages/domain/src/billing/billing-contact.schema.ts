import { z } from 'zod';
import { AccountingSendSchema, STAFF_PAYMENT_MESSAGES } from './staff-payment.schema.ts';

/**
 * Billing contacts (spec 3 §7 `contact` POST, PUT, DELETE; decision 057): the people who receive
 * a policy's payment reminders besides the policyholder's contact — the insured's accounts
 * payable, a controller, an outside bookkeeper. The fields and their messages are send to
 * accounting's (spec 3 §8: 'First Name is required' …).
 */
export const MAX_BILLING_CONTACTS = 5;

export const BILLING_CONTACT_MESSAGES = {
  added: (name: string) => `${name} will receive this policy’s payment reminders.`,
  updated: 'Billing contact updated.',
  deleted: 'Billing contact removed.',
  notFound: 'Billing contact not found',
  tooMany: `A policy has at most ${MAX_BILLING_CONTACTS} billing contacts.`,
  duplicate: 'This e-mail is already a billing contact of the policy.',
  genericError: 'Something went wrong. Try again later.',
  // the fields' messages, as send to accounting's (spec 3 §8)
  firstNameRequired: STAFF_PAYMENT_MESSAGES.firstNameRequired,
  lastNameRequired: STAFF_PAYMENT_MESSAGES.lastNameRequired,
  emailRequired: STAFF_PAYMENT_MESSAGES.emailRequired,
  emailInvalid: STAFF_PAYMENT_MESSAGES.emailInvalid,
  phoneRequired: STAFF_PAYMENT_MESSAGES.phoneRequired,
} as const;

const fields = AccountingSendSchema.pick({
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
});

/** The contact form (first name, last name, e-mail, phone: all required). */
export const BillingContactFieldsSchema = fields;
export type BillingContactFields = z.input<typeof BillingContactFieldsSchema>;

/** POST /api/billing/v1/contact. */
export const CreateBillingContactSchema = fields.extend({
  policyId: z.uuid({ error: 'Policy not found' }),
});
export type CreateBillingContact = z.input<typeof CreateBillingContactSchema>;

/** PUT /api/billing/v1/contact. */
export const UpdateBillingContactSchema = fields.extend({
  id: z.uuid({ error: BILLING_CONTACT_MESSAGES.notFound }),
});
export type UpdateBillingContact = z.input<typeof UpdateBillingContactSchema>;

/** DELETE /api/billing/v1/contact?id= */
export const BillingContactIdQuerySchema = z.object({
  id: z.uuid({ error: BILLING_CONTACT_MESSAGES.notFound }),
});

/** GET /api/billing/v1/contact?policyId= */
export const BillingContactsQuerySchema = z.object({
  policyId: z.uuid({ error: 'Policy not found' }),
});

export const BillingContactSchema = z.object({
  id: z.string(),
  policyId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  created: z.string(),
});
export type BillingContact = z.infer<typeof BillingContactSchema>;

export const BillingContactListSchema = z.object({ content: z.array(BillingContactSchema) });

export const BillingContactResultSchema = z.object({
  message: z.string(),
  contact: BillingContactSchema,
});
export type BillingContactResult = z.infer<typeof BillingContactResultSchema>;

export const BILLING_CONTACT_PATHS = {
  contact: '/api/billing/v1/contact',
} as const;
