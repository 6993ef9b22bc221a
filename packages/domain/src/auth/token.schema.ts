import { z } from 'zod';
import { ACCOUNT_TYPES } from '../accounts/account-types.ts';
import { REALMS, TOKEN_TYPES, type TokenClaims } from './token-claims.ts';

/**
 * Claims carried by the access JWT (DESIGN §4). `accountType` is the account being acted in;
 * `subscriberType` is the type of the user's own organisation. They differ when a provider user
 * has jumped into another account (ghosting). The browser reads them with `readTokenClaims`
 * (token-claims.ts), the same rule without zod.
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
}) satisfies z.ZodType<TokenClaims>;
