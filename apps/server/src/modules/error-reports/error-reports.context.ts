import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';

/** What the error-reports services need. */
export type ErrorReportsDeps = { db: Database; clock: Clock; config: Config };

/** Recurring job: reports past their retention are deleted once a day. */
export const PRUNE_QUEUE = 'error-reports.prune';
export const PRUNE_EVERY_MS = 24 * 60 * 60_000;
