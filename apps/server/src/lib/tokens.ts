import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, TokenClaimsSchema, type TokenClaims } from '@cyber/domain';

export type AccessClaims = TokenClaims & { sid: string };

export type TokenService = {
  signAccess: (claims: Omit<AccessClaims, 'exp' | 'tokenType'>, now: Date) => Promise<string>;
  verifyAccess: (token: string, now: Date) => Promise<AccessClaims | null>;
};

/** Verified access tokens remembered (each a few hundred bytes). */
const MAX_VERIFIED = 10_000;

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();
  return {
    async signAccess(claims, now) {
      const iat = Math.floor(now.getTime() / 1000);
      const { sub, ...rest } = claims;
      return new SignJWT({ ...rest, tokenType: 'ACCESS' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    async verifyAccess(token, now) {
      // A token whose signature was checked is the same token on its next call: only its expiry
      // can change the answer (the session behind it is checked by the caller every time).
      const known = verified.get(token);
      if (known) return now.getTime() < known.expiresAtMs ? known.claims : null;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: now,
        });
        const parsed = TokenClaimsSchema.safeParse(payload);
        if (!parsed.success || typeof payload.sid !== 'string') return null;
        const claims = Object.freeze({ ...parsed.data, sid: payload.sid });
        if (typeof payload.exp === 'number') {
          if (verified.size >= MAX_VERIFIED) verified.clear();
          verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
        }
        return claims;
      } catch {
        return null;
      }
    },
  };
}

/** Opaque refresh tokens: 256 random bits; only their SHA-256 is stored. */
export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
