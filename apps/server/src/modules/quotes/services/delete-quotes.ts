import {
  QUOTE_MESSAGES,
  type QuoteMessage,
  type QuoteScopeQuery,
  type QuoteStatus,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { quoteScopeOf, type QuotesDeps } from '../quotes.context.ts';
import * as repo from '../quotes.repository.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';

type Deleted = { id: string; quoteNumber: string; status: string };

/** Soft-delete the quotes and audit each, in the caller's transaction. */
async function remove(deps: QuotesDeps, caller: Caller, ctx: RequestContext, rows: Deleted[]) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await repo.softDelete(
      tx,
      rows.map((r) => r.id),
      now,
    );
    for (const r of rows) {
      await recordAudit(
        tx,
        actorOf(caller.actor, ctx),
        {
          action: 'quote.delete',
          entityType: 'quote',
          entityId: r.id,
          before: { quoteNumber: r.quoteNumber, status: r.status },
          after: { deletedAt: now.toISOString() },
        },
        now,
      );
    }
  });
}

/** DELETE /api/quote/v1/{id} and POST /api/quote/v1/delete (bulk): every id must be visible. */
export async function deleteQuotes(
  deps: QuotesDeps,
  caller: Caller,
  ids: string[],
  ctx: RequestContext,
): Promise<QuoteMessage> {
  const unique = [...new Set(ids)];
  const rows = await deps.db.transaction((tx) => repo.visibleIds(tx, quoteScopeOf(caller), unique));
  // One unknown (or another agency's) id fails the whole call, and says nothing about it.
  if (rows.length !== unique.length) throw new AppError('NOT_FOUND', QUOTE_MESSAGES.notFound);
  await remove(deps, caller, ctx, rows);
  return { message: QUOTE_MESSAGES.deleted, count: rows.length };
}

/** DELETE /api/quote/v1/invalid and /expired: every visible quote of that status in scope. */
export async function deleteAllWithStatus(
  deps: QuotesDeps,
  caller: Caller,
  status: Extract<QuoteStatus, 'INVALID' | 'EXPIRED'>,
  filters: QuoteScopeQuery,
  ctx: RequestContext,
): Promise<QuoteMessage> {
  const rows = await deps.db.transaction((tx) =>
    repo.visibleIdsWithStatus(tx, quoteScopeOf(caller), [status], filters),
  );
  await remove(deps, caller, ctx, rows);
  return { message: QUOTE_MESSAGES.deleted, count: rows.length };
}
