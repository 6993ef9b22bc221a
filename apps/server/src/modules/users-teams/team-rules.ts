import { sql, type SQL } from 'drizzle-orm';
import { memberships, membershipTeams } from '../../db/schema/index.ts';

/**
 * The teams a user belongs to in an organisation, as a subquery for other modules' "all my
 * teams" scope (`team_id in …`). Aliased, so it reads the same inside any outer query.
 */
export const teamsOfMember = (userId: string, organisationId: string): SQL =>
  sql`(select mt.team_id from ${membershipTeams} mt
    join ${memberships} m on m.id = mt.membership_id
    where m.user_id = ${userId} and m.organisation_id = ${organisationId})`;
