import {
  CLAIM_MESSAGES,
  type ClaimSaveResult,
  type ClaimVendor,
  isActingAsProvider,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import type { ClaimsDeps } from '../claims.context.ts';
import * as repo from '../claims.repository.ts';
import { audit, auditClaim, requireClaim, toClaimView } from './claim-view.ts';
import type { Caller } from '../../../context/index.ts';

/** GET /api/claims/v1/vendors: the active vendor organisations (provider staff's picker). */
export async function listVendors(
  deps: ClaimsDeps,
  caller: Caller,
): Promise<{ content: ClaimVendor[] }> {
  if (!isActingAsProvider(caller.claims))
    throw new AppError('FORBIDDEN', CLAIM_MESSAGES.notAllowed);
  return { content: await repo.listActiveVendors(deps.db) };
}

/** PUT /api/claims/v1/{id}/vendor: provider staff assign (or re-assign) the claim's vendor. */
export async function assignVendor(
  deps: ClaimsDeps,
  caller: Caller,
  id: string,
  vendorId: string,
): Promise<ClaimSaveResult> {
  if (!isActingAsProvider(caller.claims))
    throw new AppError('FORBIDDEN', CLAIM_MESSAGES.notAllowed);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await repo.lockClaim(tx, id);
    const { claim } = await requireClaim(tx, caller, id);
    const vendor = await repo.findActiveVendor(tx, vendorId);
    if (!vendor) {
      throw new AppError('BAD_REQUEST', CLAIM_MESSAGES.invalidVendor, {
        errors: [`vendorId: ${CLAIM_MESSAGES.invalidVendor}`],
      });
    }
    if (claim.vendorId === vendor.id) return;
    const saved = await repo.updateClaim(tx, id, { vendorId: vendor.id, updatedAt: now });
    await repo.insertDiary(tx, {
      claimId: id,
      entryType: 'ASSIGNED',
      body: `Assigned to the vendor ${vendor.name}.`,
      authorUserId: caller.actor.userId,
      authorOrganisationId: caller.actor.accountId,
      createdAt: now,
    });
    await audit(
      tx,
      caller,
      {
        action: 'claim.assign-vendor',
        entityType: 'claim',
        entityId: id,
        before: auditClaim(claim),
        after: auditClaim(saved),
      },
      now,
    );
  });
  const row = await requireClaim(deps.db, caller, id);
  return { message: CLAIM_MESSAGES.vendorAssigned, claim: toClaimView(caller, row) };
}
