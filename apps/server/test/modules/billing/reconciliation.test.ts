import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECONCILIATION_PATH, type LedgerReconciliation } from '@cyber/domain';
import { auditLog, invoices, ledgerEntries } from '../../../src/db/schema/index.ts';
import { LEDGER_RECONCILIATION_QUEUE } from '../../../src/modules/billing/index.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import type { Session } from '../accounts/support.ts';

let t: TestApp;
let admin: Session;
let agent: Session;

beforeAll(async () => {
  t = await buildTestApp();
  [admin, agent] = await Promise.all([
    t.signIn('admin@example.com'),
    t.signIn('agent@example.com'),
  ]);
});
afterAll(async () => t.close());

async function check(s: Session = admin) {
  const res = await s.inject({ method: 'GET', url: RECONCILIATION_PATH });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<LedgerReconciliation>();
}

async function runJob() {
  await t.app.ctx.jobs.enqueue(
    t.database.db,
    LEDGER_RECONCILIATION_QUEUE,
    {},
    { singletonKey: 'recurring' },
  );
  await t.app.ctx.jobs.runDue();
}

describe('the ledger reconciliation', () => {
  it('reconciles the demo book, says nothing, and is for provider staff only', async () => {
    const result = await check();
    expect(result.ok).toBe(true);
    expect(result.currencies.map((c) => c.currency)).toEqual(['GBP', 'USD']);
    for (const c of result.currencies) {
      expect(c.net).toBe(0);
      expect(c.debits).toBe(c.credits);
      expect(c.journals).toBeGreaterThan(0);
    }
    await runJob();
    expect(await t.mailbox('admin@example.com', 'ledger-reconciliation')).toHaveLength(0);
    expect((await agent.inject({ method: 'GET', url: RECONCILIATION_PATH })).statusCode).toBe(403);
  });

  it('a journal that does not balance and an invoice off its journal are found, and admins are told', async () => {
    const [invoice] = await t.database.db.select().from(invoices).limit(1);
    const [entry] = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.journalId, invoice!.journalId),
          eq(ledgerEntries.ledgerAccount, 'RECEIVABLE'),
        ),
      );
    // a corrupted posting: one entry off by a cent, which also breaks its invoice
    await t.database.db
      .update(ledgerEntries)
      .set({ amount: entry!.amount + 1 })
      .where(eq(ledgerEntries.id, entry!.id));

    const result = await check();
    expect(result.ok).toBe(false);
    expect(result.unbalancedJournals).toEqual([{ journalId: invoice!.journalId, sum: 1 }]);
    expect(result.currencies.find((c) => c.currency === invoice!.currency)?.net).toBe(1);
    expect(result.invoicesOffLedger).toEqual([
      { invoiceNumber: invoice!.invoiceNumber, total: invoice!.total, posted: invoice!.total + 1 },
    ]);

    await runJob();
    const [alert] = await t.mailbox('admin@example.com', 'ledger-reconciliation');
    expect(alert?.subject).toBe('Billing ledger does not reconcile');
    expect(alert?.text).toContain(`Journal ${invoice!.journalId} sums to 1.`);
    // an agent is not told
    expect(await t.mailbox('agent@example.com', 'ledger-reconciliation')).toHaveLength(0);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'billing.reconciliation-failed'));
    expect(audited).toHaveLength(1);
  });
});
