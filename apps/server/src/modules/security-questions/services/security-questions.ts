import {
  emptySecurityAnswers,
  SecurityQuestionAnswersSchema,
  type SecurityQuestionAnswers,
  type SecurityQuestions,
  type SecurityQuestionsInput,
  type SecurityQuestionsSaveResult,
} from '@cyber/domain';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import {
  checkBodyAccount,
  requireAccount,
  type SecurityDeps,
} from '../security-questions.context.ts';
import * as repo from '../security-questions.repository.ts';
import { requoteOpenQuotes } from './requote.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';

const unixSeconds = (at: Date | null) => (at ? Math.floor(at.getTime() / 1000) : null);

/** Stored answers over the empty questionnaire (backupFrequency SIX_MONTHS until answered). */
function answersOf(stored: unknown): SecurityQuestionAnswers {
  const parsed = SecurityQuestionAnswersSchema.safeParse(stored ?? {});
  const answers = parsed.success ? parsed.data : {};
  const empty = emptySecurityAnswers();
  return {
    ...empty,
    ...answers,
    p250Details: { ...empty.p250Details, ...answers.p250Details },
  };
}

/** GET: the account's security questions (spec 3 §3), unanswered ones null. */
export async function getSecurityQuestions(
  deps: SecurityDeps,
  caller: Caller,
  accountId: string,
): Promise<SecurityQuestions> {
  await requireAccount(deps.db, caller, accountId);
  const row = await repo.findAnswers(deps.db, accountId);
  return {
    ...answersOf(row?.answers),
    accountId,
    lastSecurityAnswered: unixSeconds(row?.lastSecurityAnswered ?? null),
  };
}

/**
 * PUT (spec 3 §7): the answers sent replace the stored ones field by field (p250Details too);
 * fields not sent keep their value. lastSecurityAnswered becomes now. The response echoes the
 * answers and lists the open quotes re-rated with them.
 */
export async function saveSecurityQuestions(
  deps: SecurityDeps,
  caller: Caller,
  accountId: string,
  input: SecurityQuestionsInput,
  ctx: RequestContext,
): Promise<SecurityQuestionsSaveResult> {
  checkBodyAccount(accountId, input.accountId);
  const now = deps.clock.now();
  const { accountId: _id, coverageIds: _c, quoting: _q, quoteId: _quote, ...given } = input;
  return deps.db.transaction(async (tx) => {
    await requireAccount(tx, caller, accountId);
    const before = await repo.findAnswersForUpdate(tx, accountId);
    const previous = SecurityQuestionAnswersSchema.safeParse(before?.answers ?? {});
    const old = previous.success ? previous.data : {};
    const answers: SecurityQuestionAnswers = {
      ...old,
      ...given,
      ...(old.p250Details || given.p250Details
        ? { p250Details: { ...old.p250Details, ...given.p250Details } }
        : {}),
    };
    const row = await repo.upsertAnswers(
      tx,
      accountId,
      { answers, lastSecurityAnswered: now },
      caller.actor.userId,
      now,
    );
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'security-questions.update',
        entityType: 'account_security_answers',
        entityId: accountId,
        before: before?.answers ?? null,
        after: answers,
      },
      now,
    );
    const requotedQuotes = await requoteOpenQuotes(deps, tx, accountId, {
      actor: actorOf(caller.actor, ctx),
      now,
    });
    return {
      ...answersOf(row.answers),
      accountId,
      lastSecurityAnswered: unixSeconds(row.lastSecurityAnswered),
      requotedQuotes,
    };
  });
}
