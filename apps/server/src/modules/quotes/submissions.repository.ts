import { and, desc, eq, ilike, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { OPEN_QUOTE_STATUSES } from '@cyber/domain';
import type { Database, Tx } from '../../db/client.ts';
import { organisations, quotes, submissions, users } from '../../db/schema/index.ts';
import { likeEscape } from '../../lib/paging.ts';

/** The submissions' queries (decision 041); quotes are read through quotes.repository.ts. */
type Db = Database | Tx;

/** Whose submissions: every one (the provider) or one agency's. */
export type SubmissionScope = { kind: 'ALL' } | { kind: 'AGENCY'; agencyId: string };

const agency = alias(organisations, 'submission_agency');

const visible = (scope: SubmissionScope): SQL | undefined =>
  scope.kind === 'ALL' ? undefined : eq(submissions.agencyId, scope.agencyId);

/** Its live quotes summed up: statuses, products, count, lowest total and currency. */
const summary = sql<{
  statuses: string[];
  products: string[];
  count: number;
  lowest: number | null;
  currency: string | null;
}>`(select json_build_object(
    'statuses', coalesce(json_agg(q.status), '[]'::json),
    'products', coalesce(json_agg(distinct q.product), '[]'::json),
    'count', count(*),
    'lowest', min(q.total_premium),
    'currency', max(q.currency))
  from ${quotes} q where q.request_group_id = ${submissions.id} and q.deleted_at is null)`;

const columns = {
  s: submissions,
  companyName: organisations.name,
  agencyName: agency.name,
  agentFirstName: users.firstName,
  agentLastName: users.lastName,
  summary,
};

const selectRows = (db: Db) =>
  db
    .select(columns)
    .from(submissions)
    .innerJoin(organisations, eq(organisations.id, submissions.accountId))
    .leftJoin(agency, eq(agency.id, submissions.agencyId))
    .leftJoin(users, eq(users.id, submissions.agentUserId));

export type SubmissionListRow = Awaited<
  ReturnType<ReturnType<typeof selectRows>['execute']>
>[number];

/** The SUBMISSIONS tab: newest change first; the count stops at `countCap`. */
export async function searchSubmissions(
  db: Db,
  scope: SubmissionScope,
  f: {
    search?: string | undefined;
    accountId?: string | undefined;
    declined?: boolean | undefined;
  },
  page: { page: number; size: number; countCap: number },
) {
  const where = and(
    visible(scope),
    f.accountId ? eq(submissions.accountId, f.accountId) : undefined,
    f.declined === undefined
      ? undefined
      : f.declined
        ? isNotNull(submissions.declinedAt)
        : isNull(submissions.declinedAt),
    f.search ? ilike(organisations.name, `%${likeEscape(f.search)}%`) : undefined,
  );
  const rows = await selectRows(db)
    .where(where)
    .orderBy(desc(submissions.updatedAt), desc(submissions.id))
    .limit(page.size)
    .offset(page.page * page.size);
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(
    db
      .select({ one: sql`1` })
      .from(submissions)
      .innerJoin(organisations, eq(organisations.id, submissions.accountId))
      .where(where)
      .limit(page.countCap + 1)
      .as('capped'),
  );
  return { rows, total: counted?.n ?? 0 };
}

export async function findSubmission(db: Db, scope: SubmissionScope, id: string) {
  const [row] = await selectRows(db).where(and(eq(submissions.id, id), visible(scope)));
  return row ?? null;
}

export async function lockSubmission(tx: Tx, scope: SubmissionScope, id: string) {
  const [row] = await tx
    .select()
    .from(submissions)
    .where(and(eq(submissions.id, id), visible(scope)))
    .for('update');
  return row ?? null;
}

/** The submission's open quotes, locked for a decline. */
export async function lockOpenQuotesOf(tx: Tx, submissionId: string) {
  return tx
    .select()
    .from(quotes)
    .where(
      and(
        eq(quotes.requestGroupId, submissionId),
        isNull(quotes.deletedAt),
        inArray(quotes.status, [...OPEN_QUOTE_STATUSES]),
      ),
    )
    .orderBy(quotes.createdAt, quotes.id)
    .for('update');
}

/** The ids of the submission's live quotes, oldest first. */
export async function quoteIdsOf(db: Db, submissionId: string) {
  const rows = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.requestGroupId, submissionId), isNull(quotes.deletedAt)))
    .orderBy(quotes.createdAt, quotes.id);
  return rows.map((r) => r.id);
}
