import type { AppContext } from '../../context/index.ts';

/** What the sign-in services use of the application context (jobs publish domain events). */
export type AuthDeps = Pick<AppContext, 'db' | 'tokens' | 'clock' | 'config' | 'jobs'>;
