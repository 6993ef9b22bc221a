import type { Tx } from '../../../db/client.ts';
import type { AuditActor } from '../../../lib/audit.ts';
import type { SecurityDeps } from '../security-questions.context.ts';

/**
 * Where saved answers reach the quotes that depend on them (spec 3 §7: "update firmographics,
 * security questions and social details then invalidate quotes"). Saving announces
 * `account.answers-saved` in the transaction of the save; the quotes module re-rates the
 * account's open quotes with the answers just saved (decision 029), and the quotes it changed are
 * listed in the response. A named quote is one of the account's open quotes, so it is re-rated
 * with them.
 */
export async function requoteOpenQuotes(
  deps: Pick<SecurityDeps, 'events'>,
  tx: Tx,
  accountId: string,
  by: { actor: AuditActor; now: Date },
): Promise<{ quoteId: string; quoteNumber: string }[]> {
  const results = await deps.events.emit(tx, 'account.answers-saved', { accountId, ...by });
  return results.flat();
}
