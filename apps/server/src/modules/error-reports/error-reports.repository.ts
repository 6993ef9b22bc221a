import { count, desc, lt } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { errorReports } from '../../db/schema/index.ts';
import { offsetOf } from '../../lib/paging.ts';

/** The only file of the error-reports module that touches the ORM. */
type Db = Database | Tx;

export type ErrorReportRow = typeof errorReports.$inferSelect;

export async function insertErrorReport(db: Db, row: typeof errorReports.$inferInsert) {
  const [saved] = await db.insert(errorReports).values(row).returning();
  return saved!;
}

/** The latest reports first (by when they were received). */
export async function listErrorReports(db: Db, query: { page: number; size: number }) {
  const rows = await db
    .select()
    .from(errorReports)
    .orderBy(desc(errorReports.createdAt), desc(errorReports.id))
    .limit(query.size)
    .offset(offsetOf(query));
  const [total] = await db.select({ n: count() }).from(errorReports);
  return { rows, total: total?.n ?? 0 };
}

/** Delete the reports received before `before`; resolves to how many went. */
export async function deleteErrorReportsBefore(db: Db, before: Date) {
  const deleted = await db
    .delete(errorReports)
    .where(lt(errorReports.createdAt, before))
    .returning({ id: errorReports.id });
  return deleted.length;
}
