import { eq } from 'drizzle-orm';
import { authenticator } from 'otplib';
import { loginThrottles, organisations, users } from '../../../src/db/schema/index.ts';
import type { TestApp } from '../../helper.ts';

/** Change a user directly (the state a test starts from). */
export async function setUser(
  t: TestApp,
  email: string,
  values: Partial<typeof users.$inferInsert>,
) {
  await t.database.db.update(users).set(values).where(eq(users.email, email));
}

export async function userRow(t: TestApp, email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row!;
}

export async function setEnforceMfa(t: TestApp, organisationName: string, enforce: boolean) {
  await t.database.db
    .update(organisations)
    .set({ enforceMfa: enforce })
    .where(eq(organisations.name, organisationName));
}

/** The authenticator code of a secret at a time (30-second steps). */
export const totpAt = (secret: string, at: Date) =>
  authenticator.clone({ epoch: at.getTime() }).generate(secret);

/** Two consecutive codes: the previous step's and the current one's. */
export const consecutiveCodes = (secret: string, now: Date) => ({
  mfa1: totpAt(secret, new Date(now.getTime() - 30_000)),
  mfa2: totpAt(secret, now),
});

/** Forget sign-in failures, so one test's wrong guesses do not lock the next one out. */
export async function clearThrottles(t: TestApp) {
  await t.database.db.delete(loginThrottles);
}
