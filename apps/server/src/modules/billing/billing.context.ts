import type { AppContext } from '../../context/index.ts';
import type { ConfiguredProcessor } from './processors/index.ts';

/**
 * What billing's services need: the database, the clock, the jobs outbox (events and the
 * settlement and reminder jobs), the messenger and configuration (reminders and invoices sent
 * by e-mail) and the configured payment processor (null: none configured).
 */
export type BillingDeps = Pick<AppContext, 'db' | 'clock' | 'jobs' | 'messenger' | 'config'> & {
  processor: ConfiguredProcessor;
};
