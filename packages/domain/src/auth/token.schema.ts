import { z } from 'zod';
import { ACCOUNT_TYPES } from '../accounts/account-types.ts';

export const REALMS = ['TEAM', 'ACCOUNT'] as const;
export type Realm = (typeof REALMS)[number];

export const TOKEN_TYPES = ['ACCESS'] as const;

/**
 * Claims carried by the access JWT (DESIGN §4). `accountType` is the account being acted in;
 * `subscriberType` is the type of the user's own organisation. They differ when a provider user
 * has jumped into another account (ghosting).
 */
export const TokenClaimsSchema = z.object({
  sub: z.string(),
  accountId: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  subscriberType: z.enum(ACCOUNT_TYPES),
  realm: z.enum(REALMS),
  scopes: z.array(z.string()),
  tokenType: z.enum(TOKEN_TYPES),
  exp: z.number(),
});
export type TokenClaims = z.infer<typeof TokenClaimsSchema>;

/** 'role:admin' is an admin; 'role:operator' without admin is an operator (spec 1 §3). */
export const isAdminScope = (scopes: readonly string[]) => scopes.includes('role:admin');
export const isOperatorScope = (scopes: readonly string[]) =>
  scopes.includes('role:operator') && !scopes.includes('role:admin');
