import { TAG_MESSAGES } from '@cyber/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { Caller } from '../accounts/accounts.context.ts';
import * as repo from './tags-bulk-upload.repository.ts';

export type TagsDeps = { db: Database; clock: Clock; storage: FileStorage };
export type { Caller };

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
  const type = caller.claims.accountType;
  if (type === 'AGENCY') {
    const own = await repo.findOrganisation(deps.db, caller.actor.accountId);
    return { id: caller.actor.accountId, region: own?.region === 'UK' ? 'UK' : 'US' };
  }
  if (type !== 'COWBELL') throw new AppError('FORBIDDEN', TAG_MESSAGES.agencyNotFound);
  if (!agencyId) throw new AppError('BAD_REQUEST', TAG_MESSAGES.agencyRequired);
  const agency = await repo.findOrganisation(deps.db, agencyId);
  if (!agency || agency.accountType !== 'AGENCY') {
    throw new AppError('NOT_FOUND', TAG_MESSAGES.agencyNotFound);
  }
  return { id: agency.id, region: agency.region === 'UK' ? 'UK' : 'US' };
}

/** The caller's account scope (the accounts module's visibility rule). */
export { scopeOf } from '../accounts/accounts.context.ts';

export const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';
