import { isActingAsProvider, MESSAGES, type LedgerReconciliation } from '@cyber/domain';
import type { Caller } from '../../../context/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { recordAudit } from '../../../lib/audit.ts';
import { appLink, renderEmail } from '../../../lib/mail.ts';
import { providerOrganisationIds } from '../../organisations/index.ts';
import { membersWithRoles } from '../../users-teams/index.ts';
import type { BillingDeps } from '../billing.context.ts';
import * as ledger from '../billing.repository.ts';

/** Who hears of a failed reconciliation: the provider's super admins. */
const ALERTED_ROLES = ['super-admin'];

/** The ledger checked now: journals, each currency's net, invoices against their journals. */
export async function reconciliation(
  deps: Pick<BillingDeps, 'db' | 'clock'>,
): Promise<LedgerReconciliation> {
  const [unbalanced, currencies, invoicesOffLedger] = await Promise.all([
    ledger.unbalancedJournals(deps.db),
    ledger.netByCurrency(deps.db),
    ledger.invoicesOffLedger(deps.db),
  ]);
  const unbalancedJournals = unbalanced
    .slice(0, 50)
    .map((j) => ({ journalId: j.journalId, sum: Number(j.sum) }));
  return {
    checkedAt: deps.clock.now().toISOString(),
    ok:
      unbalanced.length === 0 &&
      currencies.every((c) => c.net === 0) &&
      invoicesOffLedger.length === 0,
    currencies,
    unbalancedJournals,
    invoicesOffLedger,
  };
}

/** GET /api/billing/v1/reconciliation: the check on demand (provider staff). */
export async function reconciliationFor(
  deps: Pick<BillingDeps, 'db' | 'clock'>,
  caller: Caller,
): Promise<LedgerReconciliation> {
  if (!isActingAsProvider(caller.claims)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  return reconciliation(deps);
}

/**
 * The reconciliation job (daily): when the ledger does not reconcile, every provider super admin
 * is e-mailed what failed (the journals, the currencies, the invoices) and the failure is
 * audited; a ledger that reconciles says nothing.
 */
export async function reconcileAndAlert(deps: BillingDeps): Promise<LedgerReconciliation> {
  const result = await reconciliation(deps);
  if (result.ok) return result;
  const now = deps.clock.now();
  const lines = [
    'The billing ledger does not reconcile.',
    ...result.currencies
      .filter((c) => c.net !== 0)
      .map(
        (c) =>
          `${c.currency}: debits ${c.debits}, credits ${c.credits}, net ${c.net} (minor units).`,
      ),
    ...result.unbalancedJournals.map((j) => `Journal ${j.journalId} sums to ${j.sum}.`),
    ...result.invoicesOffLedger.map(
      (i) => `Invoice ${i.invoiceNumber} totals ${i.total} but its journal posted ${i.posted}.`,
    ),
    'Nothing is corrected automatically: find the transaction that posted it before billing more.',
  ];
  await deps.db.transaction(async (tx) => {
    for (const organisationId of await providerOrganisationIds(tx)) {
      for (const admin of await membersWithRoles(tx, organisationId, ALERTED_ROLES)) {
        const body = renderEmail({
          greeting: `Dear ${admin.firstName},`,
          paragraphs: lines,
          action: { label: 'Open Billing', url: appLink(deps.config, '/admin/billing') },
        });
        await deps.messenger.email(tx, {
          to: admin.email,
          subject: 'Billing ledger does not reconcile',
          text: body.text,
          html: body.html,
          template: 'ledger-reconciliation',
          userId: admin.id,
          organisationId,
        });
      }
    }
    await recordAudit(
      tx,
      { userId: null, accountId: null, subscriberAccountId: null },
      {
        action: 'billing.reconciliation-failed',
        entityType: 'ledger',
        entityId: null,
        after: {
          unbalancedJournals: result.unbalancedJournals.length,
          invoicesOffLedger: result.invoicesOffLedger.length,
          currencies: result.currencies.filter((c) => c.net !== 0).map((c) => c.currency),
        },
      },
      now,
    );
  });
  return result;
}
