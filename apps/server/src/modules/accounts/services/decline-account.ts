import {
  ACCOUNT_MESSAGES,
  type AccountDeclineInputSchema,
  isActingAsProvider,
  MESSAGES,
} from '@cyber/domain';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import * as repo from '../accounts.repository.ts';
import { auditedAccount, toAccount } from './account-view.ts';
import { requireVisibleAccount } from './get-account.ts';
import {
  type Caller,
  type RequestContext,
  scopeOf,
  type ServiceDeps,
} from '../../../context/index.ts';

/**
 * Decline an account for a product (spec 2 §7). Declining is an underwriting decision: provider
 * staff acting as the provider only (an agency asks; it does not decline — 403). The account
 * becomes DECLINED with the product, reason and summary; declining twice is a 409.
 */
export async function declineAccount(
  deps: ServiceDeps,
  caller: Caller,
  accountId: string,
  input: z.output<typeof AccountDeclineInputSchema>,
  ctx: RequestContext,
) {
  const now = deps.clock.now();
  return deps.db.transaction((tx) => declineAccountIn(tx, caller, accountId, input, ctx, now));
}

/**
 * Decline an account inside the caller's transaction: the account call above, and a quote's
 * decline that also declines its account (decision 040).
 */
export async function declineAccountIn(
  tx: Tx,
  caller: Caller,
  accountId: string,
  input: z.output<typeof AccountDeclineInputSchema>,
  ctx: RequestContext,
  now: Date,
) {
  const before = await requireVisibleAccount(tx, caller, accountId);
  if (!isActingAsProvider(caller.claims)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  if (before.profile.declinedAt) throw new AppError('CONFLICT', ACCOUNT_MESSAGES.alreadyDeclined);
  await repo.updateProfile(tx, accountId, {
    accountStatus: 'DECLINED',
    declinedAt: now,
    declineProductType: input.productType,
    declineReason: input.reason,
    declineReasonSummary: input.reasonSummary,
    updatedAt: now,
  });
  const after = (await repo.findVisibleAccount(tx, scopeOf(caller), accountId))!;
  await recordAudit(
    tx,
    actorOf(caller.actor, ctx),
    {
      action: 'account.decline',
      entityType: 'organisation',
      entityId: accountId,
      before: auditedAccount(before),
      after: { ...auditedAccount(after), productType: input.productType, reason: input.reason },
    },
    now,
  );
  return { message: ACCOUNT_MESSAGES.declined, account: await toAccount(tx, after) };
}
