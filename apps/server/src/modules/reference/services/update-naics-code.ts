import {
  naicsParentCode,
  REFERENCE_MESSAGES,
  type NaicsCode,
  type NaicsCodeInput,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { INDUSTRY_CODE_ENTITY, industryCodeKey } from '../reference-data.ts';
import type { ReferenceDeps } from '../reference.context.ts';
import * as repo from '../reference.repository.ts';
import { toNaicsCode } from './industry-code-view.ts';
import type { Actor, RequestContext } from '../../../context/index.ts';

/**
 * Change a NAICS code, its primary or its secondary industry. Taking a code that exists already is
 * a 409. The audit entry is keyed by the code as it was, so the start-up sync neither overwrites
 * the edit nor brings back the old code.
 */
export async function updateNaicsCode(
  deps: ReferenceDeps,
  actor: Actor,
  id: string,
  input: NaicsCodeInput,
  ctx: RequestContext,
): Promise<NaicsCode> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const found = await repo.findIndustryCode(tx, 'NAICS', id);
    if (!found) throw new AppError('NOT_FOUND', REFERENCE_MESSAGES.naicsNotFound);
    const duplicate = () =>
      new AppError('CONFLICT', REFERENCE_MESSAGES.naicsDuplicate(input.naicsCode));
    if (input.naicsCode !== found.code) {
      if (await repo.findIndustryCodeByCode(tx, 'NAICS', input.naicsCode)) throw duplicate();
    }
    const row = await repo.updateIndustryCode(tx, found.id, {
      code: input.naicsCode,
      title: input.secondaryIndustry,
      level: input.naicsCode.length,
      parentCode: naicsParentCode(input.naicsCode),
      primaryIndustry: input.primaryIndustry,
      secondaryIndustry: input.secondaryIndustry,
    });
    if (row === 'duplicate') throw duplicate();
    if (!row) throw new AppError('NOT_FOUND', REFERENCE_MESSAGES.naicsNotFound);
    const view = toNaicsCode(row);
    await recordAudit(
      tx,
      actorOf(actor, ctx),
      {
        action: 'industry-code.update',
        entityType: INDUSTRY_CODE_ENTITY,
        entityId: industryCodeKey('NAICS', found.code),
        before: toNaicsCode(found),
        after: view,
      },
      now,
    );
    return view;
  });
}
