import { isActingAsProvider, TAG_MESSAGES } from '@cyber/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FileStorage } from '../../lib/storage.ts';
import * as repo from './tags-bulk-upload.repository.ts';
import type { Caller } from '../../context/index.ts';

export type TagsDeps = { db: Database; clock: Clock; storage: FileStorage };

/**
 * The agency whose tags and uploads a call manages (spec 2 §6): an agency user's own
 * organisation (any agencyId sent is ignored); provider staff name the agency by id. Anyone else
 * has no tags.
 */
export async function agencyOf(
  deps: Pick<TagsDeps, 'db'>,
  caller: Caller,
  agencyId: string | undefined,
): Promise<{ id: string; region: 'US' | 'UK' }> {
  if (caller.claims.accountType === 'AGENCY') {
    const own = await repo.findOrganisation(deps.db, caller.actor.accountId);
    return { id: caller.actor.accountId, region: own?.region === 'UK' ? 'UK' : 'US' };
  }
  if (!isActingAsProvider(caller.claims))
    throw new AppError('FORBIDDEN', TAG_MESSAGES.agencyNotFound);
  if (!agencyId) throw new AppError('BAD_REQUEST', TAG_MESSAGES.agencyRequired);
  const agency = await repo.findOrganisation(deps.db, agencyId);
  if (!agency || agency.accountType !== 'AGENCY') {
    throw new AppError('NOT_FOUND', TAG_MESSAGES.agencyNotFound);
  }
  return { id: agency.id, region: agency.region === 'UK' ? 'UK' : 'US' };
}

export const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';
