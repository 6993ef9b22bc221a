import {
  CLAIM_MESSAGES,
  type ClaimDiaryEntry,
  type ClaimDiaryInput,
  type ClaimDiaryType,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import type { ClaimsDeps } from '../claims.context.ts';
import * as repo from '../claims.repository.ts';
import { audit, diaryBy, permissionsOf, requireClaim } from './claim-view.ts';
import type { Caller } from '../../../context/index.ts';

/** GET /api/claims/v1/{id}/diary: newest first. */
export async function listDiary(
  deps: ClaimsDeps,
  caller: Caller,
  id: string,
): Promise<{ content: ClaimDiaryEntry[] }> {
  await requireClaim(deps.db, caller, id);
  const rows = await repo.listDiary(deps.db, id);
  return {
    content: rows.map((r) => ({
      id: r.id,
      entryType: r.entryType as ClaimDiaryType,
      body: r.body,
      authorName: r.firstName ? `${r.firstName} ${r.lastName ?? ''}`.trim() : null,
      authorOrganisationName: r.organisationName,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** POST /api/claims/v1/{id}/diary: a note by provider staff, the account or its vendor. */
export async function addDiaryEntry(
  deps: ClaimsDeps,
  caller: Caller,
  id: string,
  input: ClaimDiaryInput,
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const { claim } = await requireClaim(tx, caller, id);
    if (!permissionsOf(caller, claim).canContribute) {
      throw new AppError('FORBIDDEN', CLAIM_MESSAGES.notAllowed);
    }
    await repo.insertDiary(tx, {
      claimId: id,
      entryType: 'NOTE',
      body: input.body,
      ...diaryBy(caller),
      createdAt: now,
    });
    await repo.updateClaim(tx, id, { updatedAt: now });
    await audit(
      tx,
      caller,
      { action: 'claim.diary', entityType: 'claim', entityId: id, after: { body: input.body } },
      now,
    );
  });
  return { message: CLAIM_MESSAGES.diaryAdded };
}
