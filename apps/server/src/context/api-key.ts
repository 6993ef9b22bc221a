import type { AccessClaims } from '../lib/tokens.ts';

/** Claims of a call authenticated with an API key: `sid` is the key's id, never a session. */
export type ApiKeyClaims = AccessClaims & { apiKeyId: string };
export const isApiKeyClaims = (claims: AccessClaims): claims is ApiKeyClaims =>
  typeof (claims as Partial<ApiKeyClaims>).apiKeyId === 'string';

/** A key that authenticated a call, and the claims the call runs with. */
export type AuthenticatedKey = {
  id: string;
  keyId: string;
  organisationId: string;
  ownerUserId: string;
  claims: ApiKeyClaims;
};

/** One call made with a key, as recorded in api_activity. */
export type ApiCall = {
  method: string;
  path: string;
  route: string | null;
  statusCode: number;
  durationMs: number;
  ip: string;
  userAgent: string | null;
  requestId: string;
};
