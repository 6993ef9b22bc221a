import { z } from 'zod';

/** A team of the organisation acted in (spec 1 §3 "Team: id, name"). */
export const TeamSchema = z.object({ id: z.string(), name: z.string() });
export type Team = z.infer<typeof TeamSchema>;
export const TeamListSchema = z.array(TeamSchema);

/** The 'All' pseudo team of the header selector: no team filter. */
export const ALL_TEAMS: Team = { id: 'all', name: 'All' };
export const isAllTeams = (team: Pick<Team, 'id'> | null | undefined) =>
  !team || team.id === ALL_TEAMS.id;

/** GET /api/auth/v1/teams/search — "search text; returns a list of id and name". */
export const TeamSearchQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  size: z.coerce.number().int().min(1).max(500).default(100),
});
export type TeamSearchQuery = z.infer<typeof TeamSearchQuerySchema>;
