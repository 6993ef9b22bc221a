import type { AccessClaims } from '../../lib/tokens.ts';
import type { Actor } from '../access/access.context.ts';
import type { AccountScope } from './accounts.repository.ts';

/** A signed-in caller of the accounts module: claims (type, scopes) and who acts (audit). */
export type Caller = { claims: AccessClaims; actor: Actor };

/** The scope every account query applies: the organisation acted in and its type. */
export const scopeOf = (caller: Caller): AccountScope => ({
  organisationId: caller.actor.accountId,
  accountType: caller.claims.accountType,
});

export const isProvider = (caller: Caller) => caller.claims.accountType === 'COWBELL';
export const isAdmin = (caller: Caller) => caller.claims.scopes.includes('role:admin');
