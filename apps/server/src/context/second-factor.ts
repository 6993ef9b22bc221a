import type { Tx } from '../db/client.ts';
import type { users } from '../db/schema/index.ts';

type SignInUser = typeof users.$inferSelect;

/** The outcome of checking a second-factor code (which single-use token it spends, if any). */
export type SecondFactorCheck =
  { ok: true; totpStep: number | null; codeId: string | null } | { ok: false; message: string };

/**
 * How sign-in asks for and checks a user's second factor. The MFA module provides it (composed in
 * `buildApp`), so the sign-in service does not depend on the MFA module that depends on it.
 */
export type SecondFactor = {
  /** Send a fresh sign-in code by e-mail or text (rate-limited). */
  sendLoginCode(user: SignInUser, organisation: { id: string; region: string }): Promise<void>;
  /** Check the code typed at sign-in against the user's factor. */
  checkLoginCode(user: SignInUser, code: string): Promise<SecondFactorCheck>;
  /** Spend a sent code inside the sign-in transaction: false when it was used already. */
  consumeCode(tx: Tx, codeId: string, at: Date): Promise<boolean>;
};
