import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';

/** What the organisations services need. */
export type OrganisationsDeps = { db: Database; clock: Clock };
