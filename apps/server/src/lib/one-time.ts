import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.ts';
import { authTokens } from '../db/schema/index.ts';
import { hashToken } from './tokens.ts';

type Db = Database | Tx;

/**
 * What single-use links and challenges are for. Each purpose has its own lifetime, set by the
 * service that issues it.
 */
export type AuthTokenPurpose =
  | 'EMAIL_VALIDATION'
  | 'PASSWORD_RESET'
  | 'USER_CONFIRM'
  | 'MFA_RESET'
  | 'JUMP'
  | 'CAPTCHA'
  /** The wholesale quote page's e-mailed link: opens one quote until it expires (decision 043). */
  | 'QUOTE_LINK';

export type AuthTokenRow = typeof authTokens.$inferSelect;

/** A URL-safe random token of 256 bits. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');

/** A numeric one-time code, `digits` long (leading zeros kept). */
export const newNumericCode = (digits = 6) =>
  String(randomInt(0, 10 ** digits)).padStart(digits, '0');

/** Issue a single-use token; only its hash is stored. Returns the token to send. */
export async function issueAuthToken(
  db: Db,
  input: {
    purpose: AuthTokenPurpose;
    now: Date;
    ttlMs: number;
    userId?: string | null;
    email?: string | null;
    data?: Record<string, unknown>;
    createdBy?: string | null;
  },
): Promise<{ token: string; row: AuthTokenRow }> {
  const token = newOpaqueToken();
  const [row] = await db
    .insert(authTokens)
    .values({
      purpose: input.purpose,
      tokenHash: hashToken(token),
      userId: input.userId ?? null,
      email: input.email?.toLowerCase() ?? null,
      data: input.data ?? {},
      createdBy: input.createdBy ?? null,
      createdAt: input.now,
      expiresAt: new Date(input.now.getTime() + input.ttlMs),
    })
    .returning();
  return { token, row: row! };
}

export type TokenLookup =
  | { status: 'valid'; row: AuthTokenRow }
  | { status: 'expired'; row: AuthTokenRow }
  | { status: 'used'; row: AuthTokenRow }
  | { status: 'unknown' };

/** Look a token up without using it: valid, expired, already used, or unknown. */
export async function lookupAuthToken(
  db: Db,
  purpose: AuthTokenPurpose,
  token: string,
  now: Date,
): Promise<TokenLookup> {
  if (!token || token.length > 200) return { status: 'unknown' };
  const [row] = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.purpose, purpose)));
  if (!row) return { status: 'unknown' };
  if (row.usedAt) return { status: 'used', row };
  if (row.expiresAt <= now) return { status: 'expired', row };
  return { status: 'valid', row };
}

/** Use a token once: false when it was used already (a concurrent or replayed use). */
export async function consumeAuthToken(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.id, id), isNull(authTokens.usedAt)))
    .returning({ id: authTokens.id });
  return rows.length === 1;
}

/** Retire every unused token of a purpose for a user (e.g. older reset links after a new one). */
export const revokeUserTokens = (db: Db, userId: string, purpose: AuthTokenPurpose, now: Date) =>
  db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
      ),
    );

/** Retire every unused token of a purpose issued for one subject (its `data[key]`). */
export const revokeTokensFor = (
  db: Db,
  purpose: AuthTokenPurpose,
  key: string,
  value: string,
  now: Date,
) =>
  db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        sql`${authTokens.data} ->> ${key} = ${value}`,
      ),
    );
