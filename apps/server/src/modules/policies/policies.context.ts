import type { AppContext } from '../../context/index.ts';

/**
 * What the policies' services need: the database, the clock, the jobs outbox (events), the
 * messenger (the bind's and the e-mails, through the outbox) and the configuration (the
 * e-mails' links).
 */
export type PoliciesDeps = Pick<
  AppContext,
  'db' | 'clock' | 'jobs' | 'messenger' | 'config' | 'storage'
>;
