import type { Team, TeamSearchQuery } from '@cyber/domain';
import type { AuthDeps } from '../../auth/index.ts';
import * as repo from '../access.repository.ts';
import type { Caller } from '../../../context/index.ts';

/** Teams of the organisation the caller acts in (never another organisation's). */
export const searchTeams = (
  deps: AuthDeps,
  caller: Caller,
  query: TeamSearchQuery,
): Promise<Team[]> =>
  repo.searchTeams(deps.db, caller.claims.accountId, query.search || undefined, query.size);
