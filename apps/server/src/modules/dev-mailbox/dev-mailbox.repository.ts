import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { MailboxQuery } from '@cyber/domain';
import type { Database } from '../../db/client.ts';
import { outboundMessages } from '../../db/schema/index.ts';
import { likeEscape, offsetOf } from '../../lib/paging.ts';

/** The only file of the dev-mailbox module that touches the ORM. */
export async function searchMessages(db: Database, query: MailboxQuery) {
  const filters: SQL[] = [];
  if (query.to) filters.push(eq(outboundMessages.recipient, query.to.toLowerCase()));
  if (query.channel) filters.push(eq(outboundMessages.channel, query.channel));
  if (query.template) filters.push(eq(outboundMessages.template, query.template));
  if (query.search) {
    const pattern = `%${likeEscape(query.search)}%`;
    filters.push(
      or(
        ilike(outboundMessages.recipient, pattern),
        ilike(outboundMessages.subject, pattern),
        ilike(outboundMessages.text, pattern),
      )!,
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(outboundMessages)
      .where(where)
      .orderBy(desc(outboundMessages.createdAt), desc(outboundMessages.id))
      .limit(query.size)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(outboundMessages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
