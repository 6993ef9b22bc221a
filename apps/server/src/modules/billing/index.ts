import type { FastifyInstance } from 'fastify';
import type { BillingDeps } from './billing.context.ts';
import { billingRoutes } from './routes/billing.route.ts';
import { postInvoice } from './services/post-invoice.ts';

/** Raise an invoice in the caller's transaction (the demo book's binders are invoiced by it). */
export { postInvoice } from './services/post-invoice.ts';
/** Journals whose entries do not sum to zero: the reconciliation's check (none, ever). */
export { unbalancedJournals } from './billing.repository.ts';

/**
 * Billing (spec 3 "Billing"; decision 051): a double-entry ledger (`ledger_journals`,
 * `ledger_entries`) and the invoices it bills (`invoices`), all this module's. A binder is
 * invoiced in the bind's transaction and every premium-bearing servicing transaction raises an
 * adjustment (or a credit) in its own — through the in-transaction events `policy.bound` and
 * `policy.premium-changed`; balances are read from the ledger.
 */
export async function billingModule(app: FastifyInstance) {
  const { db, clock, events } = app.ctx;
  const deps: BillingDeps = { db, clock };
  events.on('policy.bound', (tx, bound) =>
    postInvoice(tx, { ...bound, kind: 'NEW_BUSINESS', revision: null }).then(() => undefined),
  );
  events.on('policy.premium-changed', (tx, changed) =>
    postInvoice(tx, { ...changed, kind: 'ADJUSTMENT' }).then(() => undefined),
  );
  billingRoutes(app, deps);
}
