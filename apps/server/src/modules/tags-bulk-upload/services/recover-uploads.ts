import { BULK_UPLOAD_MESSAGES } from '@cyber/domain';
import type { Database } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { Jobs } from '../../../lib/jobs.ts';
import * as repo from '../tags-bulk-upload.repository.ts';

export const RECOVER_UPLOADS_QUEUE = 'bulk-uploads.recover';
/** How often the recovery looks, and how long a PROCESSING upload may go without a heartbeat. */
export const RECOVER_UPLOADS_EVERY_MS = 60_000;
export const UPLOAD_STALE_AFTER_MS = 5 * 60_000;

/**
 * Uploads interrupted by a crash (a killed process, a lost node) are failed with a reason the
 * uploader sees, never left PROCESSING. `all`: every PROCESSING upload is known dead — at the
 * start of the one process an embedded database allows; otherwise only those whose heartbeat
 * went stale, since another node may still be working on the rest.
 */
export async function failInterruptedUploads(
  deps: { db: Database; clock: Clock },
  { all }: { all: boolean },
): Promise<number> {
  const now = deps.clock.now();
  const failed = await repo.failInterruptedUploads(deps.db, {
    staleBefore: all ? null : new Date(now.getTime() - UPLOAD_STALE_AFTER_MS),
    now,
    reason: BULK_UPLOAD_MESSAGES.interrupted,
  });
  return failed.length;
}

/** The recurring recovery job (any node may run it). */
export function registerUploadRecovery(deps: { db: Database; clock: Clock; jobs: Jobs }) {
  deps.jobs.register(
    RECOVER_UPLOADS_QUEUE,
    async () => {
      await failInterruptedUploads(deps, { all: false });
    },
    { everyMs: RECOVER_UPLOADS_EVERY_MS, maxAttempts: 3 },
  );
}
