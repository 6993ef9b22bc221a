import type {
  BlacklistedDomain,
  BlacklistedDomainPage,
  BlacklistedDomainQuery,
} from '@cyber/domain';
import { toPage } from '../../../lib/paging.ts';
import type { ReferenceDeps } from '../reference.context.ts';
import * as repo from '../reference.repository.ts';

export const toBlacklistedDomain = (r: repo.BlacklistedDomainWithCreator): BlacklistedDomain => {
  const name = [r.creatorFirstName, r.creatorLastName].filter(Boolean).join(' ');
  return {
    id: r.domain.id,
    name: r.domain.name,
    createdAt: r.domain.createdAt.toISOString(),
    createdBy: name || r.creatorEmail || null,
  };
};

/** The blacklist, newest first by default (page size 25, spec 2 §9). */
export async function listBlacklistedDomains(
  deps: ReferenceDeps,
  query: BlacklistedDomainQuery,
): Promise<BlacklistedDomainPage> {
  const { rows, total } = await repo.listBlacklistedDomains(deps.db, query);
  return toPage(rows.map(toBlacklistedDomain), total, query);
}
