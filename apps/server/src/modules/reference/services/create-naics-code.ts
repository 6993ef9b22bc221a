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

/** Add a NAICS code (2–6 digits); a code that exists already is a 409. */
export async function createNaicsCode(
  deps: ReferenceDeps,
  actor: Actor,
  input: NaicsCodeInput,
  ctx: RequestContext,
): Promise<NaicsCode> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertIndustryCode(tx, {
      scheme: 'NAICS',
      code: input.naicsCode,
      title: input.secondaryIndustry,
      level: input.naicsCode.length,
      parentCode: naicsParentCode(input.naicsCode),
      primaryIndustry: input.primaryIndustry,
      secondaryIndustry: input.secondaryIndustry,
      createdAt: now,
    });
    if (!row) throw new AppError('CONFLICT', REFERENCE_MESSAGES.naicsDuplicate(input.naicsCode));
    const view = toNaicsCode(row);
    await recordAudit(
      tx,
      actorOf(actor, ctx),
      {
        action: 'industry-code.create',
        entityType: INDUSTRY_CODE_ENTITY,
        entityId: industryCodeKey('NAICS', row.code),
        after: view,
      },
      now,
    );
    return view;
  });
}
