/**
 * The double-entry ledger (the billing issue; decision 051): every amount the platform bills,
 * collects or returns is a journal of entries in minor units (cents, pence) that sums to zero —
 * debits positive, credits negative. Balances are derived from the entries, never stored.
 */

/** The ledger accounts an entry posts to. */
export const LEDGER_ACCOUNTS = [
  /** What the insured owes (debit: invoiced; credit: paid or returned). */
  'RECEIVABLE',
  /** Premium written (credit when invoiced, debit when returned). */
  'WRITTEN_PREMIUM',
  'BROKER_FEE',
  'MGA_FEE',
  'SURPLUS_LINES_TAX',
  'STAMPING_FEE',
  /** Insurance premium tax (UK) and a state's other charges on premium (US surplus lines). */
  'PREMIUM_TAX',
  /** Money received or paid out. */
  'CASH',
  /** What the financing partner owes for an installment plan's amount financed. */
  'FINANCE_RECEIVABLE',
  /** What staff wrote off when closing a balance (decision 053). */
  'WRITE_OFF',
  /** Commission the provider owes its agencies on premium written (decision 054). */
  'COMMISSION_EXPENSE',
  /** Commission earned by an agency and not yet paid out to it (credit: owed to the agency). */
  'COMMISSION_PAYABLE',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export type JournalLine = { account: LedgerAccount; amount: number };

/** The charges of an invoice or of an adjustment to one (minor units; negative: returned). */
export type Charges = {
  premium: number;
  brokerFee: number;
  mgaFee: number;
  surplusLinesTax: number;
  stampingFee: number;
  /** Insurance premium tax (UK) and other charges on premium (decision 053). */
  premiumTax: number;
};

export const chargesTotal = (c: Charges): number =>
  c.premium + c.brokerFee + c.mgaFee + c.surplusLinesTax + c.stampingFee + c.premiumTax;

/** The charges a bound quote or policy bills, from its stored amounts (minor units). */
export type ChargedAmounts = {
  premium: number;
  brokerFee: number;
  mgaFee: number;
  surplusLinesTax: number;
  stampingFee: number;
  totalPremium: number;
};

/**
 * What a quote bills when it is bound (decision 053): its premium, fees and taxes, the broker fee
 * including the additional broker fee (spec 3 §9: P100's broker fee is the broker fee plus the
 * additional broker fee), and as premium tax whatever else its total carries — the UK's insurance
 * premium tax, a surplus-lines state's other charges — so the invoice bills the quote's total.
 */
export function boundCharges(q: ChargedAmounts, additionalBrokerFee = 0): Charges {
  const brokerFee = q.brokerFee + additionalBrokerFee;
  const premiumTax =
    q.totalPremium - q.premium - brokerFee - q.mgaFee - q.surplusLinesTax - q.stampingFee;
  return {
    premium: q.premium,
    brokerFee,
    mgaFee: q.mgaFee,
    surplusLinesTax: q.surplusLinesTax,
    stampingFee: q.stampingFee,
    premiumTax: Math.max(0, premiumTax),
  };
}

/** The additional broker fee a stored rating result carries (0 when it has none). */
export function additionalBrokerFeeOf(ratingResult: unknown): number {
  const fees = (ratingResult as { fees?: { additionalBrokerFee?: unknown } } | null)?.fees;
  return typeof fees?.additionalBrokerFee === 'number' ? fees.additionalBrokerFee : 0;
}

/** Every charge the other way round (a credit of what was billed). */
export const negatedCharges = (c: Charges): Charges => ({
  premium: -c.premium,
  brokerFee: -c.brokerFee,
  mgaFee: -c.mgaFee,
  surplusLinesTax: -c.surplusLinesTax,
  stampingFee: -c.stampingFee,
  premiumTax: -c.premiumTax,
});

/** Whether lines balance: every amount an integer, their sum zero. */
export const isBalanced = (lines: readonly JournalLine[]): boolean =>
  lines.every((l) => Number.isSafeInteger(l.amount)) &&
  lines.reduce((sum, l) => sum + l.amount, 0) === 0;

/**
 * The journal of charges billed to the insured: the receivable debited with their total, each
 * charge credited to its account (a negative charge — premium returned — the other way round).
 * Zero lines are left out; the journal balances by construction.
 */
export function chargesJournal(c: Charges): JournalLine[] {
  const credits: JournalLine[] = [
    { account: 'WRITTEN_PREMIUM', amount: -c.premium },
    { account: 'BROKER_FEE', amount: -c.brokerFee },
    { account: 'MGA_FEE', amount: -c.mgaFee },
    { account: 'SURPLUS_LINES_TAX', amount: -c.surplusLinesTax },
    { account: 'STAMPING_FEE', amount: -c.stampingFee },
    { account: 'PREMIUM_TAX', amount: -c.premiumTax },
  ];
  return [{ account: 'RECEIVABLE' as const, amount: chargesTotal(c) }, ...credits].filter(
    (l) => l.amount !== 0,
  );
}

/** Each account's balance over `entries` (the trial balance); accounts without entries left out. */
export function trialBalance(
  entries: readonly JournalLine[],
): Partial<Record<LedgerAccount, number>> {
  const balances: Partial<Record<LedgerAccount, number>> = {};
  for (const e of entries) balances[e.account] = (balances[e.account] ?? 0) + e.amount;
  return balances;
}

/**
 * A settlement journal: `amount` moves from the insured's receivable to `to` — CASH for a
 * payment received, FINANCE_RECEIVABLE when a financing partner takes the rest of the premium
 * on an installment plan, WRITE_OFF when staff close a balance with comments. Split across the
 * invoices it settles (`allocations`).
 */
export function settlementJournal(
  to: Extract<LedgerAccount, 'CASH' | 'FINANCE_RECEIVABLE' | 'WRITE_OFF'>,
  allocations: readonly { invoiceId: string; amount: number }[],
): (JournalLine & { invoiceId: string | null })[] {
  const total = allocations.reduce((sum, a) => sum + a.amount, 0);
  return [
    { account: to, amount: total, invoiceId: null },
    ...allocations
      .filter((a) => a.amount !== 0)
      .map((a) => ({ account: 'RECEIVABLE' as const, amount: -a.amount, invoiceId: a.invoiceId })),
  ];
}

/**
 * How a payment of `amount` settles open invoices: the oldest first, each up to what is owed
 * on it. Returns the allocations and what was left over (more than was owed).
 */
export function allocatePayment(
  amount: number,
  open: readonly { invoiceId: string; owed: number }[],
): { allocations: { invoiceId: string; amount: number }[]; unallocated: number } {
  let left = amount;
  const allocations: { invoiceId: string; amount: number }[] = [];
  for (const invoice of open) {
    if (left <= 0) break;
    if (invoice.owed <= 0) continue;
    const take = Math.min(left, invoice.owed);
    allocations.push({ invoiceId: invoice.invoiceId, amount: take });
    left -= take;
  }
  return { allocations, unallocated: left };
}

/** The journal that undoes `lines` (a voided payment): every entry the other way round. */
export const reversalJournal = <L extends { amount: number }>(lines: readonly L[]): L[] =>
  lines.map((l) => ({ ...l, amount: -l.amount }));
