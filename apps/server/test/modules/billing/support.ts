import { expect } from 'vitest';
import {
  BILLING_PAYMENT_PATHS,
  FINANCING_PATHS,
  trialBalance,
  type FinanceAgreementResult,
  type LedgerAccount,
  type PolicyPaymentView,
} from '@cyber/domain';
import { ledgerEntries } from '../../../src/db/schema/index.ts';
import {
  PAYMENT_SETTLEMENT_QUEUE,
  unbalancedJournals,
} from '../../../src/modules/billing/index.ts';
import type { TestApp } from '../../helper.ts';
import { usAccount, type Session } from '../accounts/support.ts';
import { bindHelpers } from '../policies/support.ts';

/** The billing tests' helpers: a new binder, a policy's payment view, the reconciliation. */
export function billingHelpers(t: TestApp) {
  const helpers = bindHelpers(t);

  /** A new account's READY quote of `product`, bound by `s`: a binder with its first invoice. */
  async function binder(s: Session, product = 'P100', body = usAccount()) {
    const { quote } = await helpers.readyQuote(s, product, body);
    return helpers.bind(s, product, quote.id);
  }

  /** GET payment?policyId= as `s` (200). */
  async function view(s: Session, policyId: string) {
    const res = await s.inject({
      method: 'GET',
      url: `${BILLING_PAYMENT_PATHS.payment}?policyId=${policyId}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PolicyPaymentView>();
  }

  /** Every journal sums to zero and so does the whole ledger (the reconciliation). */
  async function expectLedgerReconciles() {
    expect(await unbalancedJournals(t.database.db)).toEqual([]);
    const entries = await t.database.db.select().from(ledgerEntries);
    const totals = trialBalance(
      entries.map((e) => ({ account: e.ledgerAccount as LedgerAccount, amount: e.amount })),
    );
    expect(Object.values(totals).reduce((sum, v) => sum + v, 0)).toBe(0);
  }

  /** A financing quote for the policy, accepted by `s` with a signature (decision 056). */
  async function signFinancing(s: Session, policyId: string, signature = 'Dana Whitfield') {
    const quoted = await s.inject({
      method: 'POST',
      url: FINANCING_PATHS.quote,
      payload: { policyId },
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const { agreement } = quoted.json<FinanceAgreementResult>();
    const signed = await s.inject({
      method: 'POST',
      url: FINANCING_PATHS.agreement,
      payload: {
        policyId,
        signature,
        email: 'dana@example.com',
        productType: agreement.product,
      },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    return signed.json<FinanceAgreementResult>().agreement;
  }

  /** Run the settlement job now, as the scheduler would. */
  async function settleJob() {
    await t.app.ctx.jobs.enqueue(
      t.database.db,
      PAYMENT_SETTLEMENT_QUEUE,
      {},
      { singletonKey: 'recurring' },
    );
    await t.app.ctx.jobs.runDue();
  }

  return { ...helpers, binder, view, signFinancing, expectLedgerReconciles, settleJob };
}
