import {
  addDaysIso,
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
import * as repo from '../billing.repository.ts';

/**
 * Raise an invoice (decision 051): one balanced journal — the receivable debited with the
 * charges' total, each charge credited — and the invoice that bills it, numbered
 * `{policyNumber}-{nn}` (the policy's row is locked by the bind or the transaction that raises
 * it, so two never take one number). Runs inside the caller's transaction.
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
  return invoice;
}
