/**
 * Every commission query sits under one key: a payout, a hold, new rates or a new payout account
 * marks all of them stale (statements, lines, balances, payouts and the account on file).
 */
export const commissionsKey = ['commissions'] as const;
export const statementsKey = [...commissionsKey, 'statements'] as const;
export const commissionLinesKey = [...commissionsKey, 'lines'] as const;
export const outstandingKey = [...commissionsKey, 'outstanding'] as const;
export const payoutsKey = (agencyId: string) => [...commissionsKey, 'payouts', agencyId] as const;
export const commissionRatesKey = (agencyId: string) =>
  [...commissionsKey, 'rates', agencyId] as const;
export const payoutAccountKey = (agencyId: string) =>
  [...commissionsKey, 'payout-account', agencyId] as const;
/** Outside `commissionsKey`: a token is read once per payment dialog, never refetched by a write. */
export const commissionTokenKey = (agencyId: string) => ['commission-token', agencyId] as const;
/**
 * The agency bill (decision 058) under `commissionsKey`: a remittance or a change of an agency's
 * terms marks the statements, the book's figures and the commission lists stale together.
 */
export const agencyBillKey = [...commissionsKey, 'agency-bill'] as const;
export const agencyBillStatementKey = (query: {
  year: number;
  month: number;
  agencyId?: string | undefined;
}) => [...agencyBillKey, 'statement', query] as const;
export const agencyBillStatsKey = (agencyId: string | undefined) =>
  [...agencyBillKey, 'stats', agencyId ?? 'every-agency'] as const;
export const agencyBillTermsKey = (agencyId: string) =>
  [...agencyBillKey, 'terms', agencyId] as const;
