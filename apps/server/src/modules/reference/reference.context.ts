import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';

/** What the reference services need. */
export type ReferenceDeps = { db: Database; clock: Clock };
