import { sql, type SQL } from 'drizzle-orm';
import { organisationMembers, organisations } from '../../db/schema/index.ts';

/**
 * Who sits under whom, as subqueries for other modules' visibility rules (`column in (…)`): the
 * agencies grouped under a cluster or an aggregator, and the insured accounts an MSSP created
 * and looks after (their organisation's parent).
 */
export const memberAgenciesOf = (groupId: string): SQL =>
  sql`(select ${organisationMembers.memberId} from ${organisationMembers}
    where ${organisationMembers.groupId} = ${groupId})`;

export const clientAccountsOf = (msspId: string): SQL =>
  sql`(select ${organisations.id} from ${organisations} where ${organisations.parentId} = ${msspId})`;
