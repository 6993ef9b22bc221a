import type { Tx } from '../../../db/client.ts';

/**
 * The hook where saved answers reach the quotes that depend on them (spec 3 §7: "update
 * firmographics, security questions and social details then invalidate quotes"). Open quotes of
 * the account — and the quote being rated, when one is named — are re-rated here, in the
 * transaction of the save, and listed in the response. Quotes are not stored yet, so there is
 * nothing to re-rate: the list is empty.
 */
export async function requoteOpenQuotes(
  _tx: Tx,
  _accountId: string,
  _quoteId: string | null,
): Promise<{ quoteId: string; quoteNumber: string }[]> {
  return [];
}
