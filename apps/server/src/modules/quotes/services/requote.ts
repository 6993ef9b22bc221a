import { isDeepStrictEqual } from 'node:util';
import { isoDay } from '@cyber/domain';
import type { Tx } from '../../../db/client.ts';
import { recordAudit, type AuditActor } from '../../../lib/audit.ts';
import { accountFields, findAccountRatingData } from '../../rater/index.ts';
import * as lifecycle from '../quotes-lifecycle.repository.ts';
import { ratingColumnsOf, rerateQuote } from './rerate.ts';

export type RequotedQuote = { quoteId: string; quoteNumber: string };

/** Who re-rates, and when (audit actor and the save's clock). */
export type RequoteBy = { actor: AuditActor; now: Date };

/**
 * Re-rate the account's open quotes (READY, INDICATION, REFERRED, not expired) with the account's
 * current answers, inside the caller's transaction (decision 029). Each quote is rated exactly as
 * at creation — the account's data under the quote's stored request — except that the answers
 * now saved on the account win over answers stored with the quote, and the Boost version stays
 * the one the quote was rated with. Premium, fees, taxes, total, status and the rating result are
 * replaced and the change is audited as `quote.requote`; a quote the engine prices exactly as
 * before is left untouched and not listed. A quote whose stored request no longer
 * rates (the engine's rules tightened since) is left as it is rather than failing the save.
 */
export async function requoteAccountQuotes(
  tx: Tx,
  accountId: string,
  by: RequoteBy,
): Promise<RequotedQuote[]> {
  const open = await lifecycle.openQuotesOfAccount(tx, accountId, isoDay(by.now));
  if (open.length === 0) return [];
  const account = await findAccountRatingData(
    tx,
    { organisationId: accountId, accountType: 'COWBELL' },
    accountId,
  );
  if (!account) return [];
  const fromAccount = accountFields(account);
  const requoted: RequotedQuote[] = [];
  for (const quote of open) {
    const rated = rerateQuote(quote, fromAccount);
    if (!rated.ok) continue;
    const result = rated.result;
    // Nothing the engine answers changed: the quote stays as it is (and is not listed).
    if (isDeepStrictEqual(quote.ratingResult, result)) continue;
    const before = {
      status: quote.status,
      premium: quote.premium,
      totalPremium: quote.totalPremium,
    };
    await lifecycle.updateRating(tx, quote.id, {
      ...ratingColumnsOf(result),
      status: result.statusHint,
      updatedAt: by.now,
    });
    await recordAudit(
      tx,
      by.actor,
      {
        action: 'quote.requote',
        entityType: 'quote',
        entityId: quote.id,
        before,
        after: { status: result.statusHint, premium: result.premium, totalPremium: result.total },
      },
      by.now,
    );
    requoted.push({ quoteId: quote.id, quoteNumber: quote.quoteNumber });
  }
  return requoted;
}
