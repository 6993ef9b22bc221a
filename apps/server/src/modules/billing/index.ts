import type { FastifyInstance } from 'fastify';
import { publishEvent } from '../../lib/events.ts';
import type { BillingDeps } from './billing.context.ts';
import { processorOf } from './processors/index.ts';
import { agencyBillRoutes } from './routes/agency-bill.route.ts';
import { billingRoutes } from './routes/billing.route.ts';
import { commissionRoutes } from './routes/commissions.route.ts';
import { billingContactRoutes } from './routes/billing-contacts.route.ts';
import { financingRoutes } from './routes/financing.route.ts';
import { paymentRoutes } from './routes/payments.route.ts';
import { payForAccountRoutes } from './routes/pay-for-account.route.ts';
import { staffPaymentRoutes } from './routes/staff-payments.route.ts';
import { creditExpiredBinder } from './services/credit-expired-binder.ts';
import { settleDuePayments } from './services/payments.ts';
import { reconcileAndAlert } from './services/reconcile.ts';
import { remindDue } from './services/reminders.ts';
import { postInvoice } from './services/post-invoice.ts';

/** Raise an invoice in the caller's transaction (the demo book's binders are invoiced by it). */
export { postInvoice } from './services/post-invoice.ts';
/** Post a payment recorded by staff (the demo book's paid policies are settled by it). */
export { recordSettledPayment } from './services/record-payment.ts';
/** Journals whose entries do not sum to zero: the reconciliation's check (none, ever). */
export { unbalancedJournals } from './billing.repository.ts';
/** Let an agency bill its clients (the demo book's wholesale brokerage does; decision 058). */
export { upsertTerms as setAgencyBillTerms } from './agency-bill.repository.ts';

/** The settlement job's queue: payments in process whose settlement day has come. */
export const PAYMENT_SETTLEMENT_QUEUE = 'billing.settle-payments';
const SETTLEMENT_EVERY_MS = 15 * 60 * 1000;
/** The reminder job's queue: policyholders with invoices due within a week or overdue. */
export const PAYMENT_REMINDER_QUEUE = 'billing.payment-reminders';
const REMINDER_EVERY_MS = 24 * 60 * 60 * 1000;
/** The reconciliation job's queue: the ledger checked daily, provider admins told of a failure. */
export const LEDGER_RECONCILIATION_QUEUE = 'billing.reconcile-ledger';
const RECONCILE_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * Billing (spec 3 "Billing"; decisions 051, 052): a double-entry ledger (`ledger_journals`,
 * `ledger_entries`), the invoices it bills (`invoices`), payments through the configured
 * processor (`payments`, saved `payment_methods`) and installment plans (`installment_plans`),
 * all this module's. A binder is invoiced in the bind's transaction and every premium-bearing
 * servicing transaction raises an adjustment (or a credit) in its own — through the
 * in-transaction events `policy.bound` and `policy.premium-changed`; balances are read from the
 * ledger; a job settles bank payments.
 */
export async function billingModule(app: FastifyInstance) {
  const { db, clock, events, jobs, config, messenger } = app.ctx;
  const deps: BillingDeps = { db, clock, jobs, messenger, config, processor: processorOf(config) };
  const invoiced = async (
    tx: Parameters<Parameters<typeof events.on>[1]>[0],
    invoice: Awaited<ReturnType<typeof postInvoice>>,
  ) => {
    await publishEvent(deps, tx, {
      type: 'invoice.created',
      data: {
        invoice: {
          id: invoice.id,
          invoiceNumber: invoice.invoiceNumber,
          policyId: invoice.policyId,
          policyNumber: invoice.policyNumber,
          kind: invoice.kind,
          total: invoice.total,
          currency: invoice.currency,
          dueDate: invoice.dueDate,
        },
      },
      organisationIds: [invoice.agencyId, invoice.accountId],
    });
  };
  events.on('policy.bound', async (tx, bound) =>
    invoiced(tx, await postInvoice(tx, { ...bound, kind: 'NEW_BUSINESS', revision: null })),
  );
  events.on('policy.premium-changed', async (tx, changed) =>
    invoiced(tx, await postInvoice(tx, { ...changed, kind: 'ADJUSTMENT' })),
  );
  events.on('policy.binder-expired', async (tx, expired) => {
    const credit = await creditExpiredBinder(tx, expired);
    if (credit) await invoiced(tx, credit);
  });
  jobs.register(
    PAYMENT_SETTLEMENT_QUEUE,
    async () => {
      await settleDuePayments(deps);
    },
    { everyMs: SETTLEMENT_EVERY_MS, maxAttempts: 3 },
  );
  jobs.register(
    PAYMENT_REMINDER_QUEUE,
    async () => {
      await remindDue(deps);
    },
    { everyMs: REMINDER_EVERY_MS, maxAttempts: 3 },
  );
  jobs.register(
    LEDGER_RECONCILIATION_QUEUE,
    async () => {
      await reconcileAndAlert(deps);
    },
    { everyMs: RECONCILE_EVERY_MS, maxAttempts: 3 },
  );
  billingRoutes(app, deps);
  paymentRoutes(app, deps);
  financingRoutes(app, deps);
  billingContactRoutes(app, deps);
  staffPaymentRoutes(app, deps);
  commissionRoutes(app, deps);
  agencyBillRoutes(app, deps);
  payForAccountRoutes(app, deps);
}
