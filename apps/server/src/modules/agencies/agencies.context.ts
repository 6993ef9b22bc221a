import type { AppContext } from '../../context/index.ts';

/** What the agencies services use of the application context. */
export type AgenciesDeps = Pick<AppContext, 'db' | 'clock' | 'config' | 'messenger'>;
