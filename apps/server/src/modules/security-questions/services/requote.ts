import type { Tx } from '../../../db/client.ts';
import { requoteAccountQuotes, type RequoteBy } from '../../quotes/index.ts';

/**
 * The hook where saved answers reach the quotes that depend on them (spec 3 §7: "update
 * firmographics, security questions and social details then invalidate quotes"). The account's
 * open quotes are re-rated with the answers just saved, in the transaction of the save, and
 * listed in the response (decision 029). A named quote is one of the account's open quotes, so
 * it is re-rated with them.
 */
export async function requoteOpenQuotes(
  tx: Tx,
  accountId: string,
  _quoteId: string | null,
  by: RequoteBy,
): Promise<{ quoteId: string; quoteNumber: string }[]> {
  return requoteAccountQuotes(tx, accountId, by);
}
