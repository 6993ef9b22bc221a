import {
  ACCOUNT_MESSAGES,
  AGENCY_MESSAGES,
  type AgencyAccount,
  type AgencyAccountsQuerySchema,
  type AgencyPeopleQuerySchema,
  type BulkAssignAgencyInputSchema,
  isActingAsProvider,
  MESSAGES,
} from '@cyber/domain';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { toPage } from '../../../lib/paging.ts';
import type { AgenciesDeps } from '../agencies.context.ts';
import * as repo from '../agencies.repository.ts';
import * as book from '../agency-book.repository.ts';
import { audit, requireReadableAgency } from './scope.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';

const label = (row: { name: string; locationAlias: string | null }) =>
  row.locationAlias ? `${row.name} (${row.locationAlias})` : row.name;

/**
 * The agency's accounts (ASSIGNED and LINKED) for its page: provider staff, the agency itself
 * and the cluster or aggregator it sits in. Anyone else gets a 404 for the agency.
 */
export async function listAgencyAccounts(
  deps: AgenciesDeps,
  caller: Caller,
  agencyId: string,
  query: z.output<typeof AgencyAccountsQuerySchema>,
) {
  await requireReadableAgency(deps.db, caller, agencyId);
  const { rows, total } = await book.listAgencyAccounts(deps.db, agencyId, query);
  const content: AgencyAccount[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    cbid: r.cbid,
    region: r.region,
    city: r.city,
    state: r.state,
    accountStatus: r.accountStatus,
    relation: r.relation as AgencyAccount['relation'],
    isFavourite: r.isFavourite,
    agent: r.agentId ? { id: r.agentId, name: r.agentName ?? '', email: r.agentEmail ?? '' } : null,
    team: r.teamId ? { id: r.teamId, name: r.teamName ?? '' } : null,
    linkedAt: r.linkedAt.toISOString(),
  }));
  return toPage(content, total, query);
}

/** The agency's active users, for the agent pickers (search by name or e-mail). */
export async function searchAgencyAgents(
  deps: AgenciesDeps,
  caller: Caller,
  agencyId: string,
  query: z.output<typeof AgencyPeopleQuerySchema>,
) {
  await requireReadableAgency(deps.db, caller, agencyId);
  const { rows, total } = await book.searchAgents(deps.db, agencyId, query);
  return toPage(rows, total, query);
}

/** The agency's teams, for the team pickers. */
export async function searchAgencyTeams(
  deps: AgenciesDeps,
  caller: Caller,
  agencyId: string,
  query: z.output<typeof AgencyPeopleQuerySchema>,
) {
  await requireReadableAgency(deps.db, caller, agencyId);
  const { rows, total } = await book.searchTeams(deps.db, agencyId, query);
  return toPage(rows, total, query);
}

/**
 * Assign an agency and its agent (by e-mail) to several accounts at once (spec 2 §7 "Assign
 * agency by e-mail (accountIds)"), provider staff only. All or nothing: an account the caller
 * cannot see is a 404 naming only that account, an agent outside the agency or a team of another
 * organisation a 400, and nothing is written. Each account then gets what the single assign does:
 * `link: false` makes the agency the agency of record (others ASSIGNED become LINKED), `link:
 * true` adds it as LINKED (an agency of record stays one).
 */
export async function assignAgencyToAccounts(
  deps: AgenciesDeps,
  caller: Caller,
  input: z.output<typeof BulkAssignAgencyInputSchema>,
  ctx: RequestContext,
) {
  if (!isActingAsProvider(caller.claims)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  const now = deps.clock.now();
  const message = await deps.db.transaction(async (tx) => {
    const agency = await repo.findAgency(tx, input.agencyId);
    if (!agency) throw new AppError('BAD_REQUEST', AGENCY_MESSAGES.notAnAgency);
    const visible = await book.visibleAccountIds(
      tx,
      { organisationId: caller.actor.accountId, accountType: caller.claims.accountType },
      input.accountIds,
    );
    const missing = input.accountIds.find((id) => !visible.has(id));
    if (missing) {
      throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.accountNotFound, {
        detail: `Account ${missing} was not found`,
      });
    }
    const agent = await repo.findMemberByEmail(tx, input.agencyId, input.agentEmail);
    if (!agent) throw new AppError('BAD_REQUEST', AGENCY_MESSAGES.agentNotInAgency);
    if (input.teamId && !(await repo.findTeamOf(tx, input.agencyId, input.teamId))) {
      throw new AppError('BAD_REQUEST', AGENCY_MESSAGES.teamNotInAgency);
    }

    const before = new Map(
      (await book.linksOf(tx, input.agencyId, input.accountIds)).map((l) => [l.accountId, l]),
    );
    const rows = input.accountIds.map((accountId) => {
      const previous = before.get(accountId);
      const relation =
        !input.link || previous?.relation === 'ASSIGNED'
          ? ('ASSIGNED' as const)
          : ('LINKED' as const);
      return {
        agencyId: input.agencyId,
        accountId,
        relation,
        agentUserId: agent.user.id,
        teamId: input.teamId ?? null,
        createdBy: caller.actor.userId,
        createdAt: now,
        updatedAt: now,
      };
    });
    await book.upsertLinks(tx, rows);
    await book.demoteOtherAssigned(
      tx,
      rows.filter((r) => r.relation === 'ASSIGNED').map((r) => r.accountId),
      input.agencyId,
      now,
    );
    for (const row of rows) {
      const previous = before.get(row.accountId);
      await audit(
        tx,
        caller,
        ctx,
        {
          action: input.link ? 'account.link-agency' : 'account.assign-agency',
          entityType: 'organisation',
          entityId: row.accountId,
          before: previous
            ? {
                agencyId: previous.agencyId,
                relation: previous.relation,
                agentUserId: previous.agentUserId,
              }
            : null,
          after: {
            agencyId: row.agencyId,
            relation: row.relation,
            agentUserId: row.agentUserId,
            bulk: true,
          },
        },
        now,
      );
    }
    const name = label(agency.org);
    return input.link ? AGENCY_MESSAGES.linked(name) : AGENCY_MESSAGES.assigned(name);
  });
  return { message, assigned: input.accountIds.length };
}
