import {
  addDaysIso,
  commissionJournal,
  commissionOf,
  DEFAULT_COMMISSION_RATE_BPS,
  chargesJournal,
  chargesTotal,
  INVOICE_DUE_DAYS,
  isBalanced,
  type Charges,
  type InvoiceKind,
} from '@cyber/domain';
import type { BilledPolicy } from '../../../context/index.ts';
import type { Tx } from '../../../db/client.ts';
import type { AuditActor } from '../../../lib/audit.ts';
import { findTerms } from '../agency-bill.repository.ts';
import * as repo from '../billing.repository.ts';
import { commissionRateFor } from '../commissions.repository.ts';

/**
 * Raise an invoice (decision 051): one balanced journal — the receivable debited with the
 * charges' total, each charge credited — and the invoice that bills it, numbered
 * `{policyNumber}-{nn}` (the policy's row is locked by the bind or the transaction that raises
 * it, so two never take one number). Runs inside the caller's transaction.
 *
 * The placing agency earns its commission on the invoice's premium (decision 054): a second
 * journal, COMMISSION, debits the provider's expense and credits what it owes the agency, at the
 * rate the policy's first invoice for the agency earned (a return gives back what its charge
 * earned), else the agency's rate for the product.
 */
export async function postInvoice(
  tx: Tx,
  input: {
    policy: BilledPolicy;
    kind: InvoiceKind;
    revision: number | null;
    charges: Charges;
    actor: AuditActor;
    now: Date;
  },
) {
  const { policy, charges, now } = input;
  const lines = chargesJournal(charges);
  if (!isBalanced(lines)) throw new Error(`Unbalanced invoice journal for ${policy.policyNumber}`);
  const journal = await repo.insertJournal(tx, {
    kind: input.kind === 'NEW_BUSINESS' ? 'INVOICE' : 'ADJUSTMENT',
    policyId: policy.id,
    currency: policy.currency,
    memo:
      input.revision !== null
        ? `Revision ${input.revision}`
        : input.kind === 'NEW_BUSINESS'
          ? 'Binder'
          : 'Binder expired unissued',
    createdBy: input.actor.userId ?? null,
    createdAt: now,
  });
  const sequence = (await repo.invoiceCount(tx, policy.id)) + 1;
  const earning = policy.agencyId
    ? await commissionRateFor(tx, {
        policyId: policy.id,
        agencyId: policy.agencyId,
        product: policy.product,
      })
    : null;
  const rateBps = earning ? (earning.rateBps ?? DEFAULT_COMMISSION_RATE_BPS) : 0;
  const commission = commissionOf(charges.premium, rateBps);
  const invoice = await repo.insertInvoice(tx, {
    invoiceNumber: `${policy.policyNumber}-${String(sequence).padStart(2, '0')}`,
    policyId: policy.id,
    accountId: policy.accountId,
    agencyId: policy.agencyId,
    journalId: journal.id,
    policyNumber: policy.policyNumber,
    companyName: policy.namedInsured,
    agencyName: policy.agencyName,
    product: policy.product,
    kind: input.kind,
    revision: input.revision,
    currency: policy.currency,
    ...charges,
    total: chargesTotal(charges),
    commission,
    commissionRateBps: rateBps,
    // The first invoice follows the bound quote or the agency's agency bill (decision 058);
    // later ones the policy's first.
    agencyBilled:
      earning?.agencyBilled ??
      (policy.agencyBilled === true ||
        (policy.agencyId !== null && (await findTerms(tx, policy.agencyId))?.enabled === true)),
    dueDate: addDaysIso(now.toISOString().slice(0, 10), INVOICE_DUE_DAYS),
    createdAt: now,
  });
  await repo.insertEntries(
    tx,
    journal.id,
    policy,
    lines.map((line) => ({
      ...line,
      invoiceId: line.account === 'RECEIVABLE' ? invoice.id : null,
    })),
    now,
  );
  if (commission !== 0) {
    const earned = await repo.insertJournal(tx, {
      kind: 'COMMISSION',
      policyId: policy.id,
      currency: policy.currency,
      memo: `Commission on ${invoice.invoiceNumber}`,
      createdBy: input.actor.userId ?? null,
      createdAt: now,
    });
    await repo.insertEntries(
      tx,
      earned.id,
      policy,
      commissionJournal(commission).map((line) => ({ ...line, invoiceId: invoice.id })),
      now,
    );
  }
  return invoice;
}
