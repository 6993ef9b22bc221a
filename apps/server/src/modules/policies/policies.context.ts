import type { AppContext } from '../../context/index.ts';

/** What the policies' services need: the database, the clock and the jobs outbox (events). */
export type PoliciesDeps = Pick<AppContext, 'db' | 'clock' | 'jobs'>;
