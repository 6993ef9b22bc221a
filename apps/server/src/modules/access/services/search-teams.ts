import type { Team, TeamSearchQuery } from '@cyber/domain';
import * as repo from '../access.repository.ts';
import type { Caller, ServiceDeps } from '../../../context/index.ts';

/** Teams of the organisation the caller acts in (never another organisation's). */
export const searchTeams = (
  deps: ServiceDeps,
  caller: Caller,
  query: TeamSearchQuery,
): Promise<Team[]> =>
  repo.searchTeams(deps.db, caller.claims.accountId, query.search || undefined, query.size);
