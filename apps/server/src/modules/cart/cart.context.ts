import type { AppContext } from '../../context/index.ts';

/**
 * What the cart's services need: the database and the clock, and the jobs outbox (creating
 * quotes through the quotes module publishes `quote.created` there).
 */
export type CartDeps = Pick<AppContext, 'db' | 'clock' | 'jobs'>;

/**
 * Whose cart a call works on: the account and the owning organisation (the agency, or the
 * provider's own organisation), and the agency the cart's quotes are requested for (null:
 * provider staff quoting direct).
 */
export type CartRef = { accountId: string; ownerId: string; agencyId: string | null };
