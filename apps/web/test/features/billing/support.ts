import {
  BILLING_CONTACT_PATHS,
  BILLING_PAYMENT_PATHS,
  FINANCING_PARTNER_APR_BPS,
  PAYMENT_MESSAGES,
  financingTerms,
  installmentPlan,
  type FinanceAgreement,
  type InstallmentPlan,
  type Payment,
  type PaymentProcessorConfig,
  type PolicyPaymentView,
  type RemittanceDetails,
} from '@cyber/domain';
import { vi } from 'vitest';
import { buildMe, mockApi, shellHandlers, signIn, type Handler } from '../../support/helpers.tsx';
import { POLICY_ID } from '../../support/policies-fixtures.ts';

/** The payment page's fixtures: a $1,200 policy, its payments, plan and bank details. */
export const NUMBER = 'CYB-US-2026-0000123';
export const PAGE = `/agency/policy/${POLICY_ID}/accountant-payment`;
export const AGENCY = ['dashboard:view', 'policy:view', 'billing:view'];
export const KEY = /^[A-Za-z0-9_-]{8,255}$/;

export const SANDBOX: PaymentProcessorConfig = {
  processor: 'sandbox',
  key: null,
  url: null,
  sandbox: true,
};

/** Stripe as the processor (decision 059): its publishable key and Stripe.js's address. */
export const STRIPE: PaymentProcessorConfig = {
  processor: 'stripe',
  key: 'pk_test_123',
  url: 'https://js.stripe.com/v3',
  sandbox: false,
};

export const view = (over: Partial<PolicyPaymentView> = {}): PolicyPaymentView => ({
  policyId: POLICY_ID,
  policyNumber: NUMBER,
  companyName: 'Acme Dental Group',
  product: 'P100',
  currency: 'USD',
  status: 'Unpaid',
  isPaid: false,
  invoiced: 120_000,
  paid: 0,
  amountDue: 120_000,
  inProcess: 0,
  brokerFee: 0,
  mgaFee: 0,
  payable: true,
  isPremiumFinanced: false,
  financingOffered: false,
  installmentPlan: null,
  payments: [],
  writeOffs: [],
  reminders: { enabled: true, lastSent: null, sentCount: 0, checkInMailSince: null },
  premiumFinancer: null,
  financeAgreement: null,
  agencyBill: null,
  ...over,
});

export const payment = (over: Partial<Payment> = {}): Payment => ({
  id: 'payment-1',
  transactionId: 'sbx_ch_1',
  policyId: POLICY_ID,
  policyNumber: NUMBER,
  invoiceNumber: `${NUMBER}-01`,
  status: 'PAID',
  paymentDate: '2026-12-01T10:00:00.000Z',
  paymentMethod: 'CREDIT_CARD',
  processorName: 'sandbox',
  currency: 'USD',
  amountPaid: 120_000,
  paymentDesc: 'Payment',
  lastFourDigits: '4242',
  cardType: 'Visa',
  bankName: null,
  isDownPayment: false,
  failureMessage: null,
  ...over,
});

export const FINANCER = 'Keystone Premium Finance';

/**
 * The terms a financing partner offers on $1,200 at 9.90 % APR: $240 down, $960 financed in ten
 * installments of $100.41 (the first due Dec. 09, 2026), a $44.10 finance charge, $1,244.10 in all.
 */
const { aprBps, ...TERMS } = financingTerms(
  installmentPlan({ amountDue: 120_000, brokerFee: 0, mgaFee: 0, referenceDate: '2026-12-08' }),
  FINANCING_PARTNER_APR_BPS,
);

/** The installment plan on those terms: proposed (no status), ACTIVE or DISAFFIRMED. */
export const plan = (status: InstallmentPlan['status'] = null): InstallmentPlan => ({
  id: status ? 'plan-1' : null,
  financerName: FINANCER,
  ...TERMS,
  apr: aprBps,
  status,
});

export const QUOTE_NUMBER = `PF-${NUMBER}-1`;
export const SIGNER = 'Dana Whitfield';

/** The financing quote on those terms (QUOTED unless told); see `signedAgreement`. */
export const agreement = (over: Partial<FinanceAgreement> = {}): FinanceAgreement => ({
  id: 'agreement-1',
  financeQuoteNumber: QUOTE_NUMBER,
  policyId: POLICY_ID,
  policyNumber: NUMBER,
  product: 'P100',
  financerName: FINANCER,
  currency: 'USD',
  status: 'QUOTED',
  apr: aprBps,
  totalPremium: TERMS.amountDue,
  downPayment: TERMS.downPayment,
  amountFinanced: TERMS.amountFinanced,
  financeCharge: TERMS.financeCharge,
  totalPaymentAmount: TERMS.totalPaymentAmount,
  installmentAmount: TERMS.installmentAmount,
  numberOfInstallments: TERMS.numberOfInstallments,
  firstInstallmentDue: TERMS.firstInstallmentDue,
  installments: TERMS.installments,
  expiresOn: '2027-01-07',
  created: '2026-12-08T10:00:00.000Z',
  signature: null,
  signerEmail: null,
  signedAt: null,
  documentHash: null,
  disaffirmBy: null,
  canDisaffirm: false,
  disaffirmedAt: null,
  annualPaymentDue: null,
  ...over,
});

/** The quote accepted by Dana Whitfield on Dec. 08, 2026: its down payment may be paid. */
export const signedAgreement = (over: Partial<FinanceAgreement> = {}): FinanceAgreement =>
  agreement({
    status: 'SIGNED',
    signature: SIGNER,
    signerEmail: 'agent@example.com',
    signedAt: '2026-12-08T12:00:00.000Z',
    documentHash: 'a'.repeat(64),
    ...over,
  });

export const REMITTANCE: RemittanceDetails = {
  policyNumber: NUMBER,
  currency: 'USD',
  amountDue: 120_000,
  beneficiary: 'Cyber Insurance Premium Trust Account',
  bankName: 'First Republic Trust Bank',
  routingNumber: '021000021',
  sortCode: null,
  accountNumber: '4410029387',
  swift: 'FRTBUS33',
  reference: NUMBER,
  note: PAYMENT_MESSAGES.bankConfirmation,
};

/**
 * An agency user (or `me`) on the payment page: the policy's payment view (a function: it may
 * change after a payment), the sandbox processor unless told, no billing contacts, and the
 * test's own handlers.
 */
export function payApi(
  current: () => PolicyPaymentView,
  handlers: Record<string, Handler> = {},
  me = buildMe({ permissions: AGENCY }),
) {
  return mockApi({
    ...shellHandlers(me),
    [`GET ${BILLING_PAYMENT_PATHS.payment}`]: () => ({ body: current() }),
    [`GET ${BILLING_PAYMENT_PATHS.paymentProcessor}`]: () => ({ body: SANDBOX }),
    [`GET ${BILLING_PAYMENT_PATHS.ach(NUMBER)}`]: () => ({ body: REMITTANCE }),
    [`GET ${BILLING_CONTACT_PATHS.contact}`]: () => ({ body: { content: [] } }),
    ...handlers,
  });
}

/** The policyholder's own account (a customer signed in). */
export const CUSTOMER_ACCOUNT = 'account-9';

/** Sign a policyholder in (in the UK when told) and give its `me`. */
export function signInCustomer(region: 'US' | 'UK' = 'US') {
  signIn({ accountId: CUSTOMER_ACCOUNT, accountType: 'CUSTOMER', subscriberType: 'CUSTOMER' });
  return buildMe({
    permissions: ['dashboard:view', 'policy:view', 'billing:view'],
    subscriberType: 'CUSTOMER',
    account: {
      ...buildMe().account,
      id: CUSTOMER_ACCOUNT,
      accountType: 'CUSTOMER',
      npn: null,
      region,
    },
  });
}

type PaymentMethodResult = { paymentMethod?: { id: string }; error?: { message: string } };

/**
 * A fake Stripe.js: appending its `<script>` tag (the load, mocked: nothing is fetched) defines
 * `window.Stripe`, whose card Element records where it is mounted and whose
 * `createPaymentMethod` answers `result` (a `pm_card_visa` PaymentMethod unless told).
 */
export function stubStripe(
  result: PaymentMethodResult = { paymentMethod: { id: 'pm_card_visa' } },
) {
  const card = { mount: vi.fn(), on: vi.fn(), destroy: vi.fn() };
  const create = vi.fn(() => card);
  const createPaymentMethod = vi.fn().mockResolvedValue(result);
  const Stripe = vi.fn(() => ({ elements: () => ({ create }), createPaymentMethod }));
  const scripts: string[] = [];
  const append = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    if (node instanceof HTMLScriptElement && node.src === STRIPE.url) {
      scripts.push(node.src);
      vi.stubGlobal('Stripe', Stripe);
      queueMicrotask(() => node.dispatchEvent(new Event('load')));
      return node;
    }
    return append(node);
  });
  return { Stripe, card, create, createPaymentMethod, scripts };
}
