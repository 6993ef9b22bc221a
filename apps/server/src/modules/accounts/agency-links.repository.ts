import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { insertMany } from '../../db/insert-many.ts';
import type { organisations } from '../../db/schema/index.ts';
import { accountProfiles, agencyAccounts } from '../../db/schema/index.ts';
import { insertOrganisations } from '../organisations/index.ts';

/**
 * Which agencies serve an account (`agency_accounts`): the relation (ASSIGNED agency of record,
 * LINKED), its agent and team, my-agent. The accounts module is the table's one writer (the
 * visibility rule of accounts reads it); the agencies module manages an agency's book through
 * these functions.
 */

export async function upsertLink(tx: Tx, values: typeof agencyAccounts.$inferInsert) {
  await tx
    .insert(agencyAccounts)
    .values(values)
    .onConflictDoUpdate({
      target: [agencyAccounts.agencyId, agencyAccounts.accountId],
      set: {
        relation: values.relation,
        agentUserId: values.agentUserId ?? null,
        teamId: values.teamId ?? null,
        updatedAt: values.updatedAt,
      },
    });
}

export async function updateLink(
  tx: Tx,
  agencyId: string,
  accountId: string,
  patch: Partial<typeof agencyAccounts.$inferInsert>,
) {
  await tx
    .update(agencyAccounts)
    .set(patch)
    .where(and(eq(agencyAccounts.agencyId, agencyId), eq(agencyAccounts.accountId, accountId)));
}

/** The account's other ASSIGNED agencies become LINKED (one agency of record at a time). */
export async function demoteAssigned(tx: Tx, accountId: string, exceptAgencyId: string, now: Date) {
  await tx
    .update(agencyAccounts)
    .set({ relation: 'LINKED', updatedAt: now })
    .where(
      and(
        eq(agencyAccounts.accountId, accountId),
        eq(agencyAccounts.relation, 'ASSIGNED'),
        ne(agencyAccounts.agencyId, exceptAgencyId),
      ),
    );
}

export async function clearMyAgent(tx: Tx, accountId: string, now: Date) {
  await tx
    .update(agencyAccounts)
    .set({ isMyAgent: false, updatedAt: now })
    .where(and(eq(agencyAccounts.accountId, accountId), eq(agencyAccounts.isMyAgent, true)));
}

export async function deleteLink(tx: Tx, agencyId: string, accountId: string) {
  await tx
    .delete(agencyAccounts)
    .where(and(eq(agencyAccounts.agencyId, agencyId), eq(agencyAccounts.accountId, accountId)));
}

/**
 * Insert or update the agency's relation to each account in one statement. A team left empty
 * keeps the team the relation had.
 */
export async function upsertLinks(tx: Tx, values: (typeof agencyAccounts.$inferInsert)[]) {
  if (values.length === 0) return;
  await tx
    .insert(agencyAccounts)
    .values(values)
    .onConflictDoUpdate({
      target: [agencyAccounts.agencyId, agencyAccounts.accountId],
      set: {
        relation: sql`excluded.relation`,
        agentUserId: sql`excluded.agent_user_id`,
        teamId: sql`coalesce(excluded.team_id, ${agencyAccounts.teamId})`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/** Other agencies' ASSIGNED relations to these accounts become LINKED (one agency of record). */
export async function demoteOtherAssigned(
  tx: Tx,
  accountIds: string[],
  agencyId: string,
  now: Date,
) {
  if (accountIds.length === 0) return;
  await tx
    .update(agencyAccounts)
    .set({ relation: 'LINKED', updatedAt: now })
    .where(
      and(
        inArray(agencyAccounts.accountId, accountIds),
        eq(agencyAccounts.relation, 'ASSIGNED'),
        ne(agencyAccounts.agencyId, agencyId),
      ),
    );
}

/**
 * Insert accounts: organisation rows (CUSTOMER), their profiles and the agency links, like
 * insertAccount + linkAgency, one statement per table per chunk.
 */
export async function insertAccounts(
  tx: Tx,
  accounts: {
    org: typeof organisations.$inferInsert & { id: string };
    profile: typeof accountProfiles.$inferInsert;
    link: typeof agencyAccounts.$inferInsert;
  }[],
) {
  await insertOrganisations(
    tx,
    accounts.map((a) => a.org),
  );
  await insertMany(
    tx,
    accountProfiles,
    accounts.map((a) => a.profile),
  );
  // New accounts: no link can exist yet, so no ON CONFLICT (its speculative insert costs more).
  await insertMany(
    tx,
    agencyAccounts,
    accounts.map((a) => a.link),
  );
}
