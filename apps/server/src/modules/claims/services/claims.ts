import {
  CLAIM_MESSAGES,
  type ClaimPage,
  type ClaimSearchQuery,
  type ClaimView,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { toPage } from '../../../lib/paging.ts';
import type { ClaimsDeps } from '../claims.context.ts';
import * as repo from '../claims.repository.ts';
import {
  audit,
  auditClaim,
  permissionsOf,
  requireClaim,
  scopeOf,
  toClaimSummary,
  toClaimView,
} from './claim-view.ts';
import type { Caller } from '../../../context/index.ts';

/** GET /api/claims/v1/search: the claims the caller may see, a page at a time. */
export async function searchClaims(
  deps: ClaimsDeps,
  caller: Caller,
  query: ClaimSearchQuery,
): Promise<ClaimPage> {
  const { rows, total } = await repo.searchClaims(deps.db, scopeOf(caller), query);
  return toPage(
    rows.map((r) => toClaimSummary(caller, r)),
    total,
    query,
  );
}

/** GET /api/claims/v1/{id}. */
export async function getClaim(deps: ClaimsDeps, caller: Caller, id: string): Promise<ClaimView> {
  return toClaimView(caller, await requireClaim(deps.db, caller, id));
}

/**
 * DELETE /api/claims/v1/{id}: soft. The account's users while UN_FILED (409 once filed);
 * provider staff always.
 */
export async function deleteClaim(deps: ClaimsDeps, caller: Caller, id: string) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await repo.lockClaim(tx, id);
    const { claim } = await requireClaim(tx, caller, id);
    if (!permissionsOf(caller, claim).canDelete) {
      if (claim.status === 'FILED') throw new AppError('CONFLICT', CLAIM_MESSAGES.deleteFiled);
      throw new AppError('FORBIDDEN', CLAIM_MESSAGES.notAllowed);
    }
    await repo.updateClaim(tx, id, { deletedAt: now, updatedAt: now });
    await audit(
      tx,
      caller,
      { action: 'claim.delete', entityType: 'claim', entityId: id, before: auditClaim(claim) },
      now,
    );
  });
  return { message: CLAIM_MESSAGES.deleted };
}
