import type { MailboxPage, MailboxQuery, OutboundMessage } from '@cyber/domain';
import type { Database } from '../../db/client.ts';
import { toPage } from '../../lib/paging.ts';
import { searchMessages } from './dev-mailbox.repository.ts';

const toMessage = (row: Awaited<ReturnType<typeof searchMessages>>['rows'][number]) =>
  ({
    id: row.id,
    channel: row.channel as OutboundMessage['channel'],
    recipient: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html,
    template: row.template,
    status: row.status as OutboundMessage['status'],
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }) satisfies OutboundMessage;

/** A page of the messages the dev mailbox holds, newest first. */
export async function heldMessages(db: Database, query: MailboxQuery): Promise<MailboxPage> {
  const { rows, total } = await searchMessages(db, query);
  return toPage(rows.map(toMessage), total, query);
}
