import { ACCOUNT_MESSAGES, isActingAsProvider, isAdminScope, MESSAGES } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import * as repo from '../accounts.repository.ts';
import { auditedAccount } from './account-view.ts';
import { requireVisibleAccount } from './get-account.ts';
import type { Caller, RequestContext, ServiceDeps } from '../../../context/index.ts';

/**
 * Delete an account (spec 2 §2: agency and admin variants), by administrators only.
 * - provider staff and an MSSP delete the account itself: it is kept for the record (status
 *   DELETED, organisation DISABLED) and disappears from every list;
 * - an agency removes it from its own book (its agency_accounts row); others keep theirs.
 */
export async function deleteAccount(
  deps: ServiceDeps,
  caller: Caller,
  accountId: string,
  ctx: RequestContext,
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await requireVisibleAccount(tx, caller, accountId);
    if (!isAdminScope(caller.claims.scopes)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
    const type = caller.claims.accountType;
    if (type === 'AGENCY') {
      await repo.unlinkAgency(tx, caller.actor.accountId, accountId);
    } else if (isActingAsProvider(caller.claims) || type === 'MSSP') {
      await repo.updateProfile(tx, accountId, { accountStatus: 'DELETED', updatedAt: now });
      await repo.updateOrganisation(tx, accountId, { status: 'DISABLED', updatedAt: now });
    } else {
      throw new AppError('FORBIDDEN', MESSAGES.forbidden);
    }
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: type === 'AGENCY' ? 'account.unlink-agency' : 'account.delete',
        entityType: 'organisation',
        entityId: accountId,
        before: auditedAccount(row),
        after: type === 'AGENCY' ? { removedAgencyId: caller.actor.accountId } : null,
      },
      now,
    );
  });
  return { message: ACCOUNT_MESSAGES.deleted };
}
