import type { FastifyInstance } from 'fastify';
import { createUserRoute } from './routes/create-user.route.ts';
import { deleteUserRoute } from './routes/delete-user.route.ts';
import { getUserRoute } from './routes/get-user.route.ts';
import { listRolesRoute } from './routes/list-roles.route.ts';
import { listUsersRoute } from './routes/list-users.route.ts';
import { searchOrganisationsRoute } from './routes/search-organisations.route.ts';
import { teamsRoutes } from './routes/teams.route.ts';
import { updateUserRoute } from './routes/update-user.route.ts';
import { userAccountsRoutes } from './routes/user-accounts.route.ts';

/** One page of an organisation's members, with role and permissions. */
export { listMembers, membersWithRoles } from './users-teams.repository.ts';
/** The teams a user belongs to in an organisation (a subquery: the tabs' "all my teams"). */
export { teamsOfMember } from './team-rules.ts';

/**
 * Users and teams (spec 2 §3, §5, §6, §7 "Teams and users"): an organisation's users and roles,
 * provider staff adding accounts to a user, and teams with member migration.
 */
export async function usersTeamsModule(app: FastifyInstance) {
  listUsersRoute(app);
  getUserRoute(app);
  createUserRoute(app);
  updateUserRoute(app);
  deleteUserRoute(app);
  listRolesRoute(app);
  userAccountsRoutes(app);
  searchOrganisationsRoute(app);
  teamsRoutes(app);
}
