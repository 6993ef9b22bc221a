/**
 * Billing (spec 3 §2–§9 "Billing"; decision 051): the double-entry ledger every amount is posted
 * to, and the invoices raised at binding and by each premium-bearing transaction.
 */
export * from './ledger.ts';
export * from './invoice.schema.ts';
export * from './payment.schema.ts';
export * from './installments.ts';
export * from './sandbox.ts';
export * from './staff-payment.schema.ts';
export * from './reconciliation.schema.ts';
export * from './commission.schema.ts';
export * from './premium-financer.schema.ts';
export * from './check-in-mail.schema.ts';
export * from './financing.schema.ts';
export * from './billing-contact.schema.ts';
export * from './agency-bill.schema.ts';
export * from './pay-for-account.schema.ts';
