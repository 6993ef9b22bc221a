import type { AppContext } from '../../app.ts';
import type { Caller } from '../accounts/accounts.context.ts';

export type { Caller };
export type { RequestContext } from '../auth/auth.context.ts';

/** What the agencies services use of the application context. */
export type AgenciesDeps = Pick<AppContext, 'db' | 'clock' | 'config' | 'messenger'>;

/** Provider staff: signed in to the provider (subscriber COWBELL), not ghosting elsewhere. */
export const isProviderStaff = (caller: Caller) =>
  caller.claims.subscriberType === 'COWBELL' && caller.claims.accountType === 'COWBELL';

export const isAdmin = (caller: Caller) => caller.claims.scopes.includes('role:admin');

/** Whether the caller's role carries a permission (scopes carry the permission keys). */
export const can = (caller: Caller, permission: string) =>
  caller.claims.scopes.includes(permission);
