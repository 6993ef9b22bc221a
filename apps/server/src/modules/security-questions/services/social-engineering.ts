import {
  SecurityQuestionAnswersSchema,
  socialEngineeringCheck,
  toRatingSecurityAnswers,
  type SocialEngineeringInput,
  type SocialEngineeringResult,
} from '@cyber/domain';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import type { AccountRow } from '../../accounts/index.ts';
import {
  checkBodyAccount,
  requireAccount,
  type SecurityDeps,
} from '../security-questions.context.ts';
import * as repo from '../security-questions.repository.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';

/**
 * The social engineering questionnaire (spec 3 §3): the three fund-transfer answers decide
 * socialEngineering, with reasons, through the one check of coverage availability (state
 * support included; UK and surplus paper have no state restriction).
 */

type StoredCheck = {
  isVerifyingBankAccounts: boolean | null;
  isAuthenticatingFundTransferRequests: boolean | null;
  isPreventingUnauthorizedWireTransfers: boolean | null;
  isSurplus: boolean;
  checkedAt: string | null;
};

function checkOf(accountId: string, account: AccountRow, stored: StoredCheck) {
  const uk = account.org.region === 'UK';
  const result = socialEngineeringCheck(
    toRatingSecurityAnswers(stored),
    account.profile.state ?? '',
    stored.isSurplus || uk,
  );
  return { accountId, ...stored, ...result } satisfies SocialEngineeringResult;
}

/** GET: the last check, or — never checked — the check of the security answers on file. */
export async function getSocialEngineering(
  deps: Pick<SecurityDeps, 'db'>,
  caller: Caller,
  accountId: string,
): Promise<SocialEngineeringResult> {
  const account = await requireAccount(deps.db, caller, accountId);
  const row = await repo.findAnswers(deps.db, accountId);
  if (row?.socialEngineering) {
    return checkOf(accountId, account, row.socialEngineering as StoredCheck);
  }
  const parsed = SecurityQuestionAnswersSchema.safeParse(row?.answers ?? {});
  const answers = parsed.success ? parsed.data : {};
  return checkOf(accountId, account, {
    isVerifyingBankAccounts: answers.isVerifyingBankAccounts ?? null,
    isAuthenticatingFundTransferRequests: answers.isAuthenticatingFundTransferRequests ?? null,
    isPreventingUnauthorizedWireTransfers: answers.isPreventingUnauthorizedWireTransfers ?? null,
    isSurplus: false,
    checkedAt: null,
  });
}

/** POST: check and save; the three answers are the account's security answers too. */
export async function checkSocialEngineering(
  deps: SecurityDeps,
  caller: Caller,
  accountId: string,
  input: SocialEngineeringInput,
  ctx: RequestContext,
): Promise<SocialEngineeringResult> {
  checkBodyAccount(accountId, input.accountId);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const account = await requireAccount(tx, caller, accountId);
    const before = await repo.findAnswersForUpdate(tx, accountId);
    const stored: StoredCheck = {
      isVerifyingBankAccounts: input.isVerifyingBankAccounts,
      isAuthenticatingFundTransferRequests: input.isAuthenticatingFundTransferRequests,
      isPreventingUnauthorizedWireTransfers: input.isPreventingUnauthorizedWireTransfers,
      isSurplus: input.isSurplus ?? false,
      checkedAt: now.toISOString(),
    };
    const result = checkOf(accountId, account, stored);
    const answers = {
      ...((before?.answers as Record<string, unknown> | undefined) ?? {}),
      isVerifyingBankAccounts: stored.isVerifyingBankAccounts,
      isAuthenticatingFundTransferRequests: stored.isAuthenticatingFundTransferRequests,
      isPreventingUnauthorizedWireTransfers: stored.isPreventingUnauthorizedWireTransfers,
    };
    await repo.upsertAnswers(
      tx,
      accountId,
      { answers, socialEngineering: stored },
      caller.actor.userId,
      now,
    );
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'social-engineering.check',
        entityType: 'account_security_answers',
        entityId: accountId,
        before: before?.socialEngineering ?? null,
        after: { ...stored, socialEngineering: result.socialEngineering, reasons: result.reasons },
      },
      now,
    );
    return result;
  });
}
