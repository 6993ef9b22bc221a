import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { accountSecurityAnswers } from '../../db/schema/index.ts';

/** The only file of the security-questions module that touches the ORM. */
type Db = Database | Tx;

export type SecurityAnswersRow = typeof accountSecurityAnswers.$inferSelect;
type Patch = Partial<
  Pick<
    typeof accountSecurityAnswers.$inferInsert,
    'answers' | 'cyberForm' | 'techEoForm' | 'socialEngineering' | 'lastSecurityAnswered'
  >
>;

export async function findAnswers(db: Db, accountId: string): Promise<SecurityAnswersRow | null> {
  const [row] = await db
    .select()
    .from(accountSecurityAnswers)
    .where(eq(accountSecurityAnswers.accountId, accountId));
  return row ?? null;
}

/** Lock the account's row for a read-modify-write (a no-op when there is none yet). */
export async function findAnswersForUpdate(
  db: Db,
  accountId: string,
): Promise<SecurityAnswersRow | null> {
  const [row] = await db
    .select()
    .from(accountSecurityAnswers)
    .where(eq(accountSecurityAnswers.accountId, accountId))
    .for('update');
  return row ?? null;
}

/** Create the account's row or update the given columns of it. */
export async function upsertAnswers(
  db: Db,
  accountId: string,
  patch: Patch,
  by: string | null,
  at: Date,
): Promise<SecurityAnswersRow> {
  const [row] = await db
    .insert(accountSecurityAnswers)
    .values({ accountId, answers: {}, ...patch, updatedBy: by, updatedAt: at })
    .onConflictDoUpdate({
      target: accountSecurityAnswers.accountId,
      set: { ...patch, updatedBy: by, updatedAt: at },
    })
    .returning();
  return row!;
}
