import { isoDay } from '@cyber/domain';
import type { Database } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { recordAudit, type AuditActor } from '../../../lib/audit.ts';
import type { Jobs } from '../../../lib/jobs.ts';
import * as lifecycle from '../quotes-lifecycle.repository.ts';

export const EXPIRE_QUOTES_QUEUE = 'quotes.expire';
/** Hourly: a quote expires within the hour after its last bindable day ends (UTC). */
export const EXPIRE_QUOTES_EVERY_MS = 60 * 60_000;
const BATCH = 500;

/** The system acts: no user, no organisation. */
const SYSTEM: AuditActor = { userId: null, accountId: null, subscriberAccountId: null };

/**
 * Move open quotes (READY, INDICATION, REFERRED) whose `expiresOn` is before today to EXPIRED,
 * each audited as `quote.expire`. Batches of 500, each its own transaction, with SKIP LOCKED so
 * two nodes share the work; running it again finds nothing (idempotent). Resolves to the count.
 */
export async function expireQuotes(deps: { db: Database; clock: Clock }): Promise<number> {
  let total = 0;
  for (;;) {
    const now = deps.clock.now();
    const n = await deps.db.transaction(async (tx) => {
      const due = await lifecycle.lockExpiredOpenQuotes(tx, isoDay(now), BATCH);
      await lifecycle.setStatus(
        tx,
        due.map((q) => q.id),
        'EXPIRED',
        now,
      );
      for (const q of due) {
        await recordAudit(
          tx,
          SYSTEM,
          {
            action: 'quote.expire',
            entityType: 'quote',
            entityId: q.id,
            before: { quoteNumber: q.quoteNumber, status: q.status, expiresOn: q.expiresOn },
            after: { quoteNumber: q.quoteNumber, status: 'EXPIRED' },
          },
          now,
        );
      }
      return due.length;
    });
    total += n;
    if (n < BATCH) return total;
  }
}

/** Register the hourly expiry job (decision 029). */
export function registerQuoteJobs(deps: { db: Database; clock: Clock; jobs: Jobs }) {
  deps.jobs.register(
    EXPIRE_QUOTES_QUEUE,
    async () => {
      await expireQuotes(deps);
    },
    { everyMs: EXPIRE_QUOTES_EVERY_MS, maxAttempts: 3 },
  );
}
