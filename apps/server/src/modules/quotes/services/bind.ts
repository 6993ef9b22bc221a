import {
  addDaysIso,
  BIND_REQUEST_MESSAGES,
  POST_BIND_REMINDER_DAYS,
  needsSurplusNotice,
  OPEN_QUOTE_STATUSES,
  POLICY_MESSAGES,
  QUOTE_MESSAGES,
  type ProductCode,
} from '@cyber/domain';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { quoteSubjectivities, quotes } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Caller } from '../../../context/index.ts';
import { quoteScopeOf } from '../quotes.context.ts';
import * as repo from '../quotes.repository.ts';
import { openPreBindCount } from '../underwriting.repository.ts';

export type BindableQuote = Awaited<ReturnType<typeof repo.lockQuote>> & {};

/**
 * The quote's side of a bind, inside the binding transaction (the policies module's): the
 * caller's quote of this product is locked (unknown or not theirs: 404); a quote already BOUND
 * answers `alreadyBound` so the bind is idempotent (50 concurrent binds queue on the lock and
 * one binds); otherwise it must be READY (409), unexpired (409), have no open pre-bind
 * subjectivity (409) and, surplus in LA or MT, its surplus lines notice attested (409). It
 * becomes BOUND and the other open quotes of its submission INVALID (closed: the submission is
 * placed). Answers the quote's row as it was, the insured's and the
 * agency's names and the ids closed.
 */
export async function bindQuoteIn(
  tx: Tx,
  caller: Caller,
  product: ProductCode,
  quoteId: string,
  today: string,
  at: Date,
): Promise<{
  quote: NonNullable<BindableQuote>;
  names: { companyName: string; agencyName: string | null };
  alreadyBound: boolean;
  closedQuoteIds: string[];
}> {
  const scope = quoteScopeOf(caller);
  const quote = await repo.lockQuote(tx, scope, quoteId);
  const view = quote ? await repo.findQuote(tx, scope, quoteId) : null;
  if (!quote || !view || quote.product !== product) {
    throw new AppError('NOT_FOUND', QUOTE_MESSAGES.notFound);
  }
  const names = { companyName: view.companyName, agencyName: view.agencyName };
  if (quote.status === 'BOUND') return { quote, names, alreadyBound: true, closedQuoteIds: [] };
  if (quote.status !== 'READY') throw new AppError('CONFLICT', POLICY_MESSAGES.notBindable);
  if (quote.expiresOn < today) throw new AppError('CONFLICT', POLICY_MESSAGES.quoteExpired);
  if ((await openPreBindCount(tx, quote.id)) > 0) {
    throw new AppError('CONFLICT', POLICY_MESSAGES.openSubjectivities);
  }
  if (needsSurplusNotice(quote.isSurplus, quote.state) && !quote.surplusNoticeAttestedAt) {
    throw new AppError('CONFLICT', BIND_REQUEST_MESSAGES.noticeRequired);
  }
  await tx.update(quotes).set({ status: 'BOUND', updatedAt: at }).where(eq(quotes.id, quote.id));
  // Open post-bind subjectivities remind the agent from bound day + 14 (decision 043).
  await tx
    .update(quoteSubjectivities)
    .set({ remindFrom: addDaysIso(today, POST_BIND_REMINDER_DAYS) })
    .where(
      and(
        eq(quoteSubjectivities.quoteId, quote.id),
        eq(quoteSubjectivities.kind, 'POST_BIND'),
        eq(quoteSubjectivities.status, 'OPEN'),
      ),
    );
  let closedQuoteIds: string[] = [];
  if (quote.requestGroupId) {
    const closed = await tx
      .update(quotes)
      .set({ status: 'INVALID', updatedAt: at })
      .where(
        and(
          eq(quotes.requestGroupId, quote.requestGroupId),
          ne(quotes.id, quote.id),
          isNull(quotes.deletedAt),
          inArray(quotes.status, [...OPEN_QUOTE_STATUSES]),
        ),
      )
      .returning({ id: quotes.id });
    closedQuoteIds = closed.map((c) => c.id);
    await repo.updateSubmission(tx, quote.requestGroupId, { updatedAt: at });
  }
  return { quote, names, alreadyBound: false, closedQuoteIds };
}
