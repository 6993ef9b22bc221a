export { selectTeam, useSelectedTeam } from './hooks/use-selected-team.ts';
export { searchTeamsQueryOptions, teamsQueryKey, useTeamSearch } from './api/search-teams.ts';
