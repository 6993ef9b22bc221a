import {
  CLAIM_MESSAGES,
  type ClaimDefaults,
  type ClaimReporterPage,
  type ClaimReporterQuery,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { toPage } from '../../../lib/paging.ts';
import { listMembers } from '../../users-teams/index.ts';
import type { ClaimsDeps } from '../claims.context.ts';
import * as repo from '../claims.repository.ts';
import { scopeOf } from './claim-view.ts';
import type { Caller } from '../../../context/index.ts';

/**
 * GET /api/claims/v1/reporters?accountId: the account's users a claim may be reported by (name,
 * role name, organisation; 100 a page), for an account the caller may see.
 */
export async function listReporters(
  deps: ClaimsDeps,
  caller: Caller,
  query: ClaimReporterQuery,
): Promise<ClaimReporterPage> {
  const account = await repo.findVisibleAccount(deps.db, scopeOf(caller), query.accountId);
  if (!account) throw new AppError('NOT_FOUND', CLAIM_MESSAGES.accountNotFound);
  const { rows, total } = await listMembers(deps.db, account.id, {
    page: query.page,
    size: query.size,
    sort: query.sort,
    search: query.search,
  });
  return toPage(
    rows.map((m) => ({
      userId: m.id,
      name: `${m.firstName} ${m.lastName}`.trim(),
      roleName: m.roleName,
      email: m.email,
      phone: m.phone,
      organization: account.name,
    })),
    total,
    query,
  );
}

/**
 * GET /api/claims/v1/defaults?accountId: a new claim starts from the account (spec 2 §4: the
 * loss address is prefilled from it); the region decides the phone and postcode rules.
 */
export async function claimDefaults(
  deps: ClaimsDeps,
  caller: Caller,
  accountId: string,
): Promise<ClaimDefaults> {
  const account = await repo.findVisibleAccount(deps.db, scopeOf(caller), accountId);
  if (!account) throw new AppError('NOT_FOUND', CLAIM_MESSAGES.accountNotFound);
  return {
    accountId: account.id,
    accountName: account.name,
    region: account.region === 'UK' ? 'UK' : 'US',
    address: account.address1,
    city: account.city,
    state: account.state,
    zipCode: account.zipCode,
  };
}
