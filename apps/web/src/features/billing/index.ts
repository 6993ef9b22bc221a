/**
 * Billing (decision 051): the caller's invoices. Payments, installments, financing and
 * commissions come with the rest of the billing issue.
 */
export { InvoicesScreen, type InvoicesScreenProps } from './components/invoices-screen.tsx';
export { invoicesKey, useInvoices } from './api/search-invoices.ts';
