import {
  ENGAGEMENT_MESSAGES,
  type Feedback,
  type FeedbackInputSchema,
  type FeedbackListQuerySchema,
  type FeedbackSent,
  isActingAsProvider,
  KUDOS_CATEGORY,
} from '@cyber/domain';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { renderEmail } from '../../../lib/mail.ts';
import { toPage } from '../../../lib/paging.ts';
import type { EngagementDeps } from '../engagement.context.ts';
import * as repo from '../engagement.repository.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';

/**
 * Feedback from the app (spec 2 §3, §7, §9): stored and, in the same transaction, e-mailed to
 * the provider's feedback address (FEEDBACK_EMAIL) with who sent it, from which organisation and
 * page. The permission to share is kept only for Kudos; any other category stores false.
 */
export async function sendFeedback(
  deps: EngagementDeps,
  caller: Caller,
  input: z.output<typeof FeedbackInputSchema>,
  ctx: RequestContext,
): Promise<FeedbackSent> {
  const now = deps.clock.now();
  const permissionToShare = input.category === KUDOS_CATEGORY && input.permissionToShare;
  const saved = await deps.db.transaction(async (tx) => {
    const user = await repo.findUser(tx, caller.actor.userId);
    const organisation = await repo.findOrganisation(tx, caller.actor.accountId);
    const row = await repo.insertFeedback(tx, {
      userId: caller.actor.userId,
      organisationId: caller.actor.accountId,
      category: input.category,
      feedbackText: input.feedbackText,
      permissionToShare,
      page: input.page ?? null,
      createdAt: now,
    });
    const name = user ? `${user.firstName} ${user.lastName}`.trim() : 'Unknown user';
    const message = renderEmail({
      paragraphs: [
        `Category: ${input.category}`,
        `From: ${name} <${user?.email ?? 'unknown'}>`,
        `Organisation: ${organisation?.name ?? 'unknown'}`,
        `Page: ${input.page || 'not given'}`,
        ...(input.category === KUDOS_CATEGORY
          ? [`Permission to share: ${permissionToShare ? 'Yes' : 'No'}`]
          : []),
        input.feedbackText,
      ],
    });
    await deps.messenger.email(tx, {
      to: deps.config.FEEDBACK_EMAIL,
      subject: `Feedback: ${input.category}`,
      ...message,
      template: 'feedback',
      userId: caller.actor.userId,
      organisationId: caller.actor.accountId,
    });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'feedback.create',
        entityType: 'feedback',
        entityId: row.id,
        after: { category: row.category, permissionToShare },
      },
      now,
    );
    return row;
  });
  deps.messenger.kick();
  return { message: ENGAGEMENT_MESSAGES.feedbackSent, id: saved.id };
}

/** Every feedback sent, newest first (provider staff who may read the audit log). */
export async function listFeedback(
  deps: EngagementDeps,
  caller: Caller,
  query: z.output<typeof FeedbackListQuerySchema>,
) {
  if (!isActingAsProvider(caller.claims))
    throw new AppError('FORBIDDEN', ENGAGEMENT_MESSAGES.feedbackProviderOnly);
  const { rows, total } = await repo.listFeedback(deps.db, query);
  const content: Feedback[] = rows.map((r) => ({
    id: r.feedback.id,
    category: r.feedback.category,
    feedbackText: r.feedback.feedbackText,
    permissionToShare: r.feedback.permissionToShare,
    page: r.feedback.page,
    user: r.feedback.userId
      ? {
          id: r.feedback.userId,
          name: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim(),
          email: r.email ?? '',
        }
      : null,
    organisationName: r.organisationName,
    created: r.feedback.createdAt.toISOString(),
  }));
  return toPage(content, total, query);
}
