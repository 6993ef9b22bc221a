import { ACCOUNT_TYPES, type AccountType } from '../accounts/account-types.ts';

/*
 * What the browser reads from an access token on every page, sign-in included. Kept free of zod
 * (whose full API would otherwise be on the sign-in page's first download); `TokenClaimsSchema`
 * in token.schema.ts is the same rule for the server, and a test holds the two to one answer.
 */

export const REALMS = ['TEAM', 'ACCOUNT'] as const;
export type Realm = (typeof REALMS)[number];

export const TOKEN_TYPES = ['ACCESS'] as const;

/** The claims of an access token (`TokenClaimsSchema` in token.schema.ts parses exactly these). */
export type TokenClaims = {
  sub: string;
  accountId: string;
  accountType: AccountType;
  subscriberType: AccountType;
  realm: Realm;
  scopes: string[];
  tokenType: (typeof TOKEN_TYPES)[number];
  exp: number;
};

/** 'role:admin' is an admin; 'role:operator' without admin is an operator (spec 1 §3). */
export const isAdminScope = (scopes: readonly string[]) => scopes.includes('role:admin');
export const isOperatorScope = (scopes: readonly string[]) =>
  scopes.includes('role:operator') && !scopes.includes('role:admin');

const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

/**
 * A decoded token's claims as `TokenClaimsSchema` parses them (only its fields, unknown ones
 * dropped), or null when they do not satisfy it.
 */
export function readTokenClaims(raw: unknown): TokenClaims | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const c = raw as Record<string, unknown>;
  if (
    typeof c.sub !== 'string' ||
    typeof c.accountId !== 'string' ||
    !oneOf(ACCOUNT_TYPES, c.accountType) ||
    !oneOf(ACCOUNT_TYPES, c.subscriberType) ||
    !oneOf(REALMS, c.realm) ||
    !Array.isArray(c.scopes) ||
    !c.scopes.every((scope) => typeof scope === 'string') ||
    !oneOf(TOKEN_TYPES, c.tokenType) ||
    typeof c.exp !== 'number' ||
    !Number.isFinite(c.exp)
  ) {
    return null;
  }
  return {
    sub: c.sub,
    accountId: c.accountId,
    accountType: c.accountType,
    subscriberType: c.subscriberType,
    realm: c.realm,
    scopes: [...(c.scopes as string[])],
    tokenType: c.tokenType,
    exp: c.exp,
  };
}
