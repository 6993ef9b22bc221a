import { coveringDomains, emailDomainOf, REFERENCE_MESSAGES } from '@cyber/domain';
import type { Database, Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import * as repo from '../reference.repository.ts';

/**
 * Refuse (400) an e-mail address whose domain, or a parent of it, is blacklisted. Called where
 * people enter the platform: invitation, sign-up and join.
 */
export async function assertDomainAllowed(db: Database | Tx, email: string): Promise<void> {
  const domain = emailDomainOf(email);
  const hit = await repo.findBlacklistedAmong(db, coveringDomains(domain));
  if (hit) throw new AppError('BAD_REQUEST', REFERENCE_MESSAGES.emailDomainBlacklisted(hit.name));
}
