import {
  isActingAsProvider,
  quoteCopyFor,
  MESSAGES,
  QUOTE_MESSAGES,
  QUOTES_COUNT_CAP,
  seesRatingWorksheet,
  SUBMISSION_DECLINE_REASON_LABELS,
  SUBMISSION_MESSAGES,
  submissionStatusOf,
  type DeclineSubmissionRequestSchema,
  type ProductCode,
  type Submission,
  type SubmissionDetail,
  type SubmissionPage,
  type SubmissionSearchQuerySchema,
  type SubmissionSource,
} from '@cyber/domain';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { publishEvent } from '../../../lib/events.ts';
import { renderEmail } from '../../../lib/mail.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';
import { quoteScopeOf, type QuotesDeps } from '../quotes.context.ts';
import * as repo from '../quotes.repository.ts';
import * as subRepo from '../submissions.repository.ts';
import { auditedQuote, toQuoteView } from './quote-view.ts';
import { underwrites } from './underwriting-detail.ts';

/**
 * Submissions (decision 041): the SUBMISSIONS tab, a submission with its quotes, and the
 * underwriter's decline of a whole submission.
 */

/** Provider staff see every submission; an agency (or other broker) its own; others none. */
function scopeFor(caller: Caller): subRepo.SubmissionScope {
  if (isActingAsProvider(caller.claims)) return { kind: 'ALL' };
  if (seesRatingWorksheet(caller.claims) && caller.actor.accountId) {
    return { kind: 'AGENCY', agencyId: caller.actor.accountId };
  }
  throw new AppError('FORBIDDEN', MESSAGES.forbidden);
}

function toSubmission(row: subRepo.SubmissionListRow): Submission {
  const s = row.s;
  const summary = row.summary ?? {
    statuses: [],
    products: [],
    count: 0,
    lowest: null,
    currency: null,
  };
  const agent = [row.agentFirstName, row.agentLastName].filter(Boolean).join(' ');
  return {
    id: s.id,
    accountId: s.accountId,
    companyName: row.companyName,
    agencyId: s.agencyId,
    agencyName: row.agencyName,
    agentName: agent || null,
    source: s.source as SubmissionSource,
    status: submissionStatusOf(summary.statuses, s.declinedAt !== null),
    products: [...summary.products].sort() as ProductCode[],
    quoteCount: Number(summary.count),
    needByDate: s.needByDate,
    currency: summary.currency === 'GBP' ? 'GBP' : 'USD',
    lowestPremium: summary.lowest === null ? null : Number(summary.lowest),
    declinationReason: s.declinationReason,
    declinationReasonDescription: s.declinationReasonDescription,
    fillInDeclinationReason: s.fillInDeclinationReason,
    declinedAt: s.declinedAt ? s.declinedAt.toISOString() : null,
    created: s.createdAt.toISOString(),
    modified: s.updatedAt.toISOString(),
  };
}

/** GET /api/quote/v1/submissions: 20 rows, newest change first. */
export async function searchSubmissions(
  deps: Pick<QuotesDeps, 'db'>,
  caller: Caller,
  query: z.output<typeof SubmissionSearchQuerySchema>,
): Promise<SubmissionPage> {
  const { rows, total } = await subRepo.searchSubmissions(deps.db, scopeFor(caller), query, {
    page: query.page,
    size: query.size,
    countCap: QUOTES_COUNT_CAP,
  });
  return {
    content: rows.map(toSubmission),
    totalElements: total,
    totalPages: Math.ceil(total / query.size),
    page: query.page,
    size: query.size,
  };
}

/** GET /api/quote/v1/submissions/{id}: the submission and its quotes (404 when not theirs). */
export async function submissionDetail(
  deps: Pick<QuotesDeps, 'db'>,
  caller: Caller,
  id: string,
): Promise<SubmissionDetail> {
  const row = await subRepo.findSubmission(deps.db, scopeFor(caller), id);
  if (!row) throw new AppError('NOT_FOUND', SUBMISSION_MESSAGES.notFound);
  const quotes = [];
  for (const quoteId of await subRepo.quoteIdsOf(deps.db, id)) {
    const view = await repo.findQuote(deps.db, quoteScopeOf(caller), quoteId);
    if (view) quotes.push(toQuoteView(view, quoteCopyFor(caller.claims)));
  }
  const submission = toSubmission(row);
  const open = !row.s.declinedAt;
  return {
    submission,
    quotes,
    canDecline: underwrites(caller) && open,
    canAddQuotes: open && addsQuotes(caller),
  };
}

/** An agency user who requests quotes (provider staff request into their own submissions). */
const addsQuotes = (caller: Caller) =>
  !isActingAsProvider(caller.claims) && caller.claims.scopes.includes('quote:manage');

/**
 * Before a request into an existing submission (the `submissions-*` steps): it must be one the
 * caller sees (else 404), of the same account (409) and not declined (409). The agency is checked
 * again when each quote joins it, inside the creating transaction.
 */
export async function assertJoinableSubmission(
  db: QuotesDeps['db'],
  caller: Caller,
  submissionId: string,
  accountId: string,
) {
  const row = await subRepo.findSubmission(db, scopeFor(caller), submissionId);
  if (!row) throw new AppError('NOT_FOUND', SUBMISSION_MESSAGES.notFound);
  if (row.s.accountId !== accountId) throw new AppError('CONFLICT', QUOTE_MESSAGES.otherSubmission);
  if (row.s.declinedAt) throw new AppError('CONFLICT', SUBMISSION_MESSAGES.alreadyDeclined);
}

const reasonText = (body: z.output<typeof DeclineSubmissionRequestSchema>) =>
  body.declinationReason === 'FILL_IN_OPTION' && body.fillInDeclinationReason
    ? `${SUBMISSION_DECLINE_REASON_LABELS.FILL_IN_OPTION}: ${body.fillInDeclinationReason}`
    : SUBMISSION_DECLINE_REASON_LABELS[body.declinationReason];

/**
 * Decline a submission inside the caller's transaction: the submission, and every open quote of
 * it (but `exceptQuoteId`, which the caller declines itself), each audited with a
 * `quote.declined` event. A declined submission is a 409.
 */
export async function declineSubmissionIn(
  deps: Pick<QuotesDeps, 'jobs' | 'clock' | 'messenger'>,
  tx: Tx,
  caller: Caller,
  submissionId: string,
  body: z.output<typeof DeclineSubmissionRequestSchema>,
  ctx: RequestContext,
  options: { now: Date; exceptQuoteId?: string },
) {
  const { now } = options;
  const submission = await subRepo.lockSubmission(tx, scopeFor(caller), submissionId);
  if (!submission) throw new AppError('NOT_FOUND', SUBMISSION_MESSAGES.notFound);
  if (submission.declinedAt) throw new AppError('CONFLICT', SUBMISSION_MESSAGES.alreadyDeclined);
  await repo.updateSubmission(tx, submissionId, {
    declinationReason: body.declinationReason,
    declinationReasonDescription: body.declinationReasonDescription,
    fillInDeclinationReason: body.fillInDeclinationReason ?? null,
    declinedAt: now,
    declinedBy: caller.actor.userId,
    updatedAt: now,
  });
  const summary = reasonText(body);
  const open = await subRepo.lockOpenQuotesOf(tx, submissionId);
  const declined: string[] = [];
  let agent: { email: string; name: string } | null = null;
  const numbers: string[] = [];
  for (const quote of open) {
    if (quote.id === options.exceptQuoteId) continue;
    await repo.updateQuote(tx, quote.id, {
      status: 'DECLINED',
      declineReasonSummary: summary,
      declineReason: body.declinationReasonDescription,
      declinedAt: now,
      updatedAt: now,
    });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'quote.uw.decline',
        entityType: 'quote',
        entityId: quote.id,
        before: auditedQuote(quote),
        after: { status: 'DECLINED', reasonSummary: summary, submissionId },
      },
      now,
    );
    const view = (await repo.findQuote(tx, quoteScopeOf(caller), quote.id))!;
    if (view.agentEmail) {
      agent = {
        email: view.agentEmail,
        name: [view.agentFirstName, view.agentLastName].filter(Boolean).join(' '),
      };
    }
    numbers.push(quote.quoteNumber);
    await publishEvent(deps, tx, {
      type: 'quote.declined',
      data: { quote: toQuoteView(view), action: 'decline-submission' },
      organisationIds: [quote.accountId, quote.agencyId],
    });
    declined.push(quote.id);
  }
  await recordAudit(
    tx,
    actorOf(caller.actor, ctx),
    {
      action: 'submission.decline',
      entityType: 'submission',
      entityId: submissionId,
      after: {
        declinationReason: body.declinationReason,
        declinationReasonDescription: body.declinationReasonDescription,
        quoteIds: declined,
      },
    },
    now,
  );
  if (body.isNotificationEnabled && agent && numbers.length > 0) {
    const mail = renderEmail({
      greeting: agent.name ? `Dear ${agent.name},` : 'Hello,',
      paragraphs: [
        `Underwriting has declined the submission of quote(s) ${numbers.join(', ')}: ${summary}.`,
        body.declinationReasonDescription,
      ],
    });
    await deps.messenger.email(tx, {
      to: agent.email,
      subject: `Submission declined (${numbers.join(', ')})`,
      text: mail.text,
      html: mail.html,
      template: 'submission-declined',
      organisationId: submission.agencyId ?? submission.accountId,
    });
  }
  return declined;
}

/** PUT /api/quote/v1/submissions/decline/{id}: an underwriter declines the whole submission. */
export async function declineSubmission(
  deps: QuotesDeps,
  caller: Caller,
  id: string,
  body: z.output<typeof DeclineSubmissionRequestSchema>,
  ctx: RequestContext,
) {
  if (!underwrites(caller)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  const now = deps.clock.now();
  await deps.db.transaction((tx) => declineSubmissionIn(deps, tx, caller, id, body, ctx, { now }));
  deps.messenger.kick();
  return {
    message: SUBMISSION_MESSAGES.declined,
    detail: await submissionDetail(deps, caller, id),
  };
}
