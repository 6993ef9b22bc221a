import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';

/** What the licence services need. */
export type LicensesDeps = { db: Database; clock: Clock };
