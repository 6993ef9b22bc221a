export { selectTeam, useSelectedTeam } from './hooks/use-selected-team.ts';
export { searchTeamsQueryOptions, teamsQueryKey, useTeamSearch } from './api/search-teams.ts';
export {
  TeamScopeFilter,
  useTeamScope,
  type TeamScopeQuery,
} from './components/team-scope-filter.tsx';
