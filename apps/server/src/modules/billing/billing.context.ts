import type { AppContext } from '../../context/index.ts';

/** What billing's services need: the database and the clock. */
export type BillingDeps = Pick<AppContext, 'db' | 'clock'>;
