import { z } from 'zod';

/**
 * The ledger's reconciliation (the billing issue; decision 053): every journal sums to zero, each
 * currency's entries net to zero, and every invoice's total is what its journal debited to the
 * receivable. Run by a daily job that e-mails provider admins when it fails, and on demand.
 */
export const LedgerReconciliationSchema = z.object({
  checkedAt: z.string(),
  ok: z.boolean(),
  currencies: z.array(
    z.object({
      currency: z.string(),
      journals: z.number().int(),
      debits: z.number().int(),
      credits: z.number().int(),
      net: z.number().int(),
    }),
  ),
  /** Journals whose entries do not sum to zero (at most 50). */
  unbalancedJournals: z.array(z.object({ journalId: z.string(), sum: z.number().int() })),
  /** Invoices whose total differs from what their journal posted (at most 50). */
  invoicesOffLedger: z.array(
    z.object({ invoiceNumber: z.string(), total: z.number().int(), posted: z.number().int() }),
  ),
});
export type LedgerReconciliation = z.infer<typeof LedgerReconciliationSchema>;

export const RECONCILIATION_PATH = '/api/billing/v1/reconciliation';
