import type { AppContext } from '../../context/index.ts';

/** What the MFA, workflow and profile services use from the application context. */
export type MfaDeps = Pick<
  AppContext,
  'db' | 'clock' | 'config' | 'tokens' | 'messenger' | 'secrets' | 'storage' | 'jobs' | 'events'
>;

/** The deps the sign-in service needs to send and check codes (a subset of MfaDeps). */
export type CodeDeps = Pick<MfaDeps, 'db' | 'clock' | 'config' | 'messenger'>;
