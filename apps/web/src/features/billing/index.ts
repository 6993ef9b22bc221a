/**
 * Billing (decisions 051, 052): the caller's invoices, and a policy's payment page (pay by card
 * or bank account through the processor, by ACH/wire, or the installment plan's down payment).
 * Commissions come with the rest of the billing issue.
 */
export { InvoicesScreen, type InvoicesScreenProps } from './components/invoices-screen.tsx';
export { invoicesKey, useInvoices } from './api/search-invoices.ts';
export { PaymentPage, type PaymentPageProps } from './components/payment-page.tsx';
/** The payment queries' keys (a change to a policy's ledger marks its payment view stale). */
export { paymentsKey, policyPaymentKey } from './api/payments.ts';
export { PAYMENT_PAGE_PERSONAS, canOpenPaymentPage } from './payment-access.ts';
/** A premium processor's dashboard: the policies it finances (decision 052). */
export { FinancedPoliciesCard } from './components/financed-policies-card.tsx';
/** A bank account's fields before tokenising (the commission payout account shares them). */
export {
  BankAccountInputs,
  EMPTY_BANK_ACCOUNT,
  type BankAccountEntry,
} from './components/bank-account-inputs.tsx';
