import { POST_BIND_REMINDER_REPEAT_DAYS, isoDay } from '@cyber/domain';
import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { quoteSubjectivities, quotes } from '../../../db/schema/index.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { Config } from '../../../config.ts';
import type { Jobs } from '../../../lib/jobs.ts';
import { appLink, renderEmail, type Messenger } from '../../../lib/mail.ts';
import * as repo from '../quotes.repository.ts';

export const POST_BIND_REMINDERS_QUEUE = 'quotes.post-bind-reminders';
export const POST_BIND_REMINDERS_EVERY_MS = 6 * 60 * 60_000;
const BATCH = 200;

type Deps = { db: Database; clock: Clock; messenger: Messenger; config: Config; jobs: Jobs };

/** Provider staff's view: the reminder reads any quote's agent. */
const EVERY_QUOTE = { organisationId: '', accountType: 'COWBELL' as const, userId: '' };

/**
 * Remind agents of the post-bind subjectivities still open 14 days after binding, then every 7
 * days while they stay open (decision 043): one e-mail per bound quote listing them, through the
 * outbox in the transaction that marks them reminded (SKIP LOCKED: two nodes never send twice).
 * Resolves to the number of e-mails queued.
 */
export async function remindPostBindSubjectivities(deps: Deps): Promise<number> {
  let sent = 0;
  for (;;) {
    const now = deps.clock.now();
    const repeatBefore = new Date(now.getTime() - POST_BIND_REMINDER_REPEAT_DAYS * 86_400_000);
    const n = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: quoteSubjectivities.id, quoteId: quoteSubjectivities.quoteId })
        .from(quoteSubjectivities)
        .innerJoin(quotes, eq(quotes.id, quoteSubjectivities.quoteId))
        .where(
          and(
            eq(quoteSubjectivities.kind, 'POST_BIND'),
            eq(quoteSubjectivities.status, 'OPEN'),
            lte(quoteSubjectivities.remindFrom, isoDay(now)),
            eq(quotes.status, 'BOUND'),
            or(
              isNull(quoteSubjectivities.lastRemindedAt),
              lte(quoteSubjectivities.lastRemindedAt, repeatBefore),
            ),
          ),
        )
        .limit(BATCH)
        .for('update', { of: quoteSubjectivities, skipLocked: true });
      const quoteIds = [...new Set(due.map((d) => d.quoteId))];
      for (const quoteId of quoteIds) {
        const row = await repo.findQuote(tx, EVERY_QUOTE, quoteId);
        const open = (
          await tx
            .select({ text: quoteSubjectivities.text })
            .from(quoteSubjectivities)
            .where(
              inArray(
                quoteSubjectivities.id,
                due.filter((d) => d.quoteId === quoteId).map((d) => d.id),
              ),
            )
        ).map((s) => s.text);
        if (!row?.agentEmail) continue;
        const mail = renderEmail({
          greeting: `Dear ${[row.agentFirstName, row.agentLastName].filter(Boolean).join(' ')},`,
          paragraphs: [
            `Quote ${row.quote.quoteNumber} for ${row.companyName} is bound, and ${open.length === 1 ? 'a post-bind subjectivity is' : `${open.length} post-bind subjectivities are`} still open:`,
            ...open.map((text) => `• ${text}`),
            `Complete ${open.length === 1 ? 'it' : 'them'} with the evidence: ${appLink(deps.config, `/agency/inbox/${row.quote.product}/${quoteId}`)}`,
          ],
        });
        await deps.messenger.email(tx, {
          to: row.agentEmail,
          subject: `Open post-bind subjectivities on ${row.quote.quoteNumber}`,
          text: mail.text,
          html: mail.html,
          template: 'post-bind-reminder',
          organisationId: row.quote.agencyId,
        });
        sent += 1;
      }
      if (due.length > 0) {
        await tx
          .update(quoteSubjectivities)
          .set({ lastRemindedAt: now })
          .where(
            inArray(
              quoteSubjectivities.id,
              due.map((d) => d.id),
            ),
          );
      }
      return due.length;
    });
    if (n < BATCH) break;
  }
  if (sent > 0) deps.messenger.kick();
  return sent;
}

export function registerPostBindReminders(deps: Deps) {
  deps.jobs.register(
    POST_BIND_REMINDERS_QUEUE,
    async () => {
      await remindPostBindSubjectivities(deps);
    },
    { everyMs: POST_BIND_REMINDERS_EVERY_MS, maxAttempts: 3 },
  );
}
