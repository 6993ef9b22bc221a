import {
  ACCOUNT_CHANGE_STATUS,
  ACCOUNT_MESSAGES,
  accountChangeEffectOn,
  type AccountPrecheckRequest,
  type AccountPrecheckResult,
  type AffectedQuote,
  changedRatedFields,
  isActingAsProvider,
  isoDay,
  type ProductCode,
  type RatedFirmographics,
} from '@cyber/domain';
import type { Database, Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { recordAudit, type AuditActor } from '../../../lib/audit.ts';
import { findVisibleAccount } from '../../accounts/index.ts';
import * as lifecycle from '../quotes-lifecycle.repository.ts';
import { type Caller, scopeOf } from '../../../context/index.ts';

type Open = Awaited<ReturnType<typeof lifecycle.peekOpenQuotesOfAccount>>[number];

/** Which open quotes a change of the rated fields invalidates and which it refers. */
function sortByEffect(open: Open[]) {
  const invalidated: Open[] = [];
  const referred: Open[] = [];
  for (const q of open) {
    if (accountChangeEffectOn(q.product as ProductCode) === 'REFER') {
      // A quote already referred stays referred: nothing to change.
      if (q.status !== 'REFERRED') referred.push(q);
    } else {
      invalidated.push(q);
    }
  }
  return { invalidated, referred };
}

const affected = (q: Open): AffectedQuote => ({
  quoteId: q.id,
  quoteNumber: q.quoteNumber,
  product: q.product as ProductCode,
  status: q.status,
});

/**
 * The hook of the accounts module (spec 3 §4 "Account detail change: invalidates quotes (100
 * product) or refers the quote to underwriting (250 product)"): when a rated firmographic
 * (state, industry code, revenue, employees) changed, the account's open quotes become INVALID
 * (100 family) or REFERRED (250 family), in the transaction of the change, each audited.
 * Resolves to the quotes changed.
 */
export async function invalidateQuotesOnAccountChange(
  tx: Tx,
  change: {
    accountId: string;
    before: RatedFirmographics;
    after: RatedFirmographics;
    actor: AuditActor;
    now: Date;
  },
): Promise<{ invalidated: AffectedQuote[]; referred: AffectedQuote[] }> {
  const fields = changedRatedFields(change.before, change.after);
  if (fields.length === 0) return { invalidated: [], referred: [] };
  const open = await lifecycle.openQuotesOfAccount(tx, change.accountId, isoDay(change.now));
  const { invalidated, referred } = sortByEffect(open);
  for (const [effect, list] of [
    ['INVALIDATE', invalidated],
    ['REFER', referred],
  ] as const) {
    const status = ACCOUNT_CHANGE_STATUS[effect];
    await lifecycle.setStatus(
      tx,
      list.map((q) => q.id),
      status,
      change.now,
    );
    for (const q of list) {
      await recordAudit(
        tx,
        change.actor,
        {
          action: effect === 'INVALIDATE' ? 'quote.invalidate' : 'quote.refer',
          entityType: 'quote',
          entityId: q.id,
          before: { quoteNumber: q.quoteNumber, status: q.status },
          after: { quoteNumber: q.quoteNumber, status, reason: 'account-change', fields },
        },
        change.now,
      );
    }
  }
  return { invalidated: invalidated.map(affected), referred: referred.map(affected) };
}

/**
 * POST /api/account/v1/accounts/{id}/precheck (spec 3 §7 "Pre-check account update returns
 * WillInvalidateQuotes and WillReferQuotes"): what saving the proposed rated fields would do to
 * the account's open quotes. The flags count every open quote of the account; the lists show
 * only the caller's own (another agency's quote numbers are not the caller's to see).
 */
export async function precheckAccountChange(
  deps: { db: Database; clock: { now: () => Date } },
  caller: Caller,
  accountId: string,
  proposed: AccountPrecheckRequest,
): Promise<AccountPrecheckResult> {
  const account = await findVisibleAccount(deps.db, scopeOf(caller), accountId);
  if (!account) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.accountNotFound);
  const p = account.profile;
  const fields = changedRatedFields(
    {
      state: p.state,
      naicsCode: p.naicsCode,
      sicCode: p.sicCode,
      totalRevenue: p.totalRevenue,
      noOfEmployees: p.noOfEmployees,
    },
    proposed,
  );
  const open =
    fields.length === 0
      ? []
      : await lifecycle.peekOpenQuotesOfAccount(deps.db, accountId, isoDay(deps.clock.now()));
  const { invalidated, referred } = sortByEffect(open);
  const mine = (q: Open) =>
    isActingAsProvider(caller.claims) || q.agencyId === caller.actor.accountId;
  return {
    WillInvalidateQuotes: invalidated.length > 0,
    WillReferQuotes: referred.length > 0,
    changedFields: fields,
    invalidatedQuotes: invalidated.filter(mine).map(affected),
    referredQuotes: referred.filter(mine).map(affected),
  };
}
