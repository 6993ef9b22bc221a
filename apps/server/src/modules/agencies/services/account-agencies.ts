import {
  type AccountAgenciesResponse,
  AGENCY_MESSAGES,
  type AssignAgencyInputSchema,
  can,
  type ChangeAgentInputSchema,
  isActingAsProvider,
  isAdminScope,
  MESSAGES,
} from '@cyber/domain';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AgenciesDeps } from '../agencies.context.ts';
import * as repo from '../agencies.repository.ts';
import { requireExistingAccount, requireVisibleAccount } from './account-access.ts';
import { audit } from './scope.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';

const isProviderScope = (caller: Caller) => isActingAsProvider(caller.claims);
const isAgencyScope = (caller: Caller) => caller.claims.accountType === 'AGENCY';

function requireProvider(caller: Caller) {
  if (!isProviderScope(caller)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
}

const label = (row: { name: string; locationAlias: string | null }) =>
  row.locationAlias ? `${row.name} (${row.locationAlias})` : row.name;

/** The account's agencies (`data.agencies`) and its policyholder contact. */
export async function listAccountAgencies(
  deps: AgenciesDeps,
  caller: Caller,
  accountId: string,
): Promise<AccountAgenciesResponse> {
  const account = await requireVisibleAccount(deps.db, caller, accountId);
  const rows = await repo.accountLinks(deps.db, accountId);
  return {
    data: {
      agencies: rows.map((r) => ({
        agencyId: r.link.agencyId,
        agencyName: r.agencyName,
        relation: r.link.relation as 'ASSIGNED' | 'LINKED' | 'REQUESTED',
        isFavourite: r.link.isFavourite,
        isMyAgent: r.link.isMyAgent,
        agent: r.agent?.id
          ? {
              id: r.agent.id,
              firstName: r.agent.firstName,
              lastName: r.agent.lastName,
              email: r.agent.email,
              phone: r.agent.phone,
            }
          : null,
        team: r.team?.id ? { id: r.team.id, name: r.team.name } : null,
      })),
      contact: {
        contactFirstName: account.org.contactFirstName,
        contactLastName: account.org.contactLastName,
        contactEmail: account.org.contactEmail,
        contactPhone: account.org.contactPhone,
      },
    },
  };
}

/** The agent (a member of the agency, by e-mail) and the team (one of the agency's), checked. */
async function agentAndTeam(
  tx: Tx,
  agencyId: string,
  agentEmail: string | null | undefined,
  teamId: string | null | undefined,
) {
  let agentUserId: string | null = null;
  if (agentEmail) {
    const member = await repo.findMemberByEmail(tx, agencyId, agentEmail);
    if (!member) throw new AppError('BAD_REQUEST', AGENCY_MESSAGES.agentNotInAgency);
    agentUserId = member.user.id;
  }
  if (teamId && !(await repo.findTeamOf(tx, agencyId, teamId))) {
    throw new AppError('BAD_REQUEST', AGENCY_MESSAGES.teamNotInAgency);
  }
  return { agentUserId, teamId: teamId ?? null };
}

/**
 * Provider staff assign an agency to an account (single selection). `link: false` makes it the
 * agency of record (ASSIGNED; a previous one becomes LINKED); `link: true` adds it as LINKED.
 */
export async function assignAgency(
  deps: AgenciesDeps,
  caller: Caller,
  accountId: string,
  input: z.output<typeof AssignAgencyInputSchema>,
  ctx: RequestContext,
) {
  requireProvider(caller);
  const now = deps.clock.now();
  const message = await deps.db.transaction(async (tx) => {
    await requireVisibleAccount(tx, caller, accountId);
    const agency = await repo.findAgency(tx, input.agencyId);
    if (!agency) throw new AppError('BAD_REQUEST', AGENCY_MESSAGES.notAnAgency);
    const before = await repo.findLink(tx, input.agencyId, accountId);
    const people = await agentAndTeam(tx, input.agencyId, input.agentEmail, input.teamId);
    const relation = !input.link || before?.relation === 'ASSIGNED' ? 'ASSIGNED' : 'LINKED';
    await repo.upsertLink(tx, {
      agencyId: input.agencyId,
      accountId,
      relation,
      agentUserId: people.agentUserId ?? before?.agentUserId ?? null,
      teamId: people.teamId ?? before?.teamId ?? null,
      createdBy: caller.actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    if (relation === 'ASSIGNED') await repo.demoteAssigned(tx, accountId, input.agencyId, now);
    await audit(
      tx,
      caller,
      ctx,
      {
        action: input.link ? 'account.link-agency' : 'account.assign-agency',
        entityType: 'organisation',
        entityId: accountId,
        before: before ? { agencyId: before.agencyId, relation: before.relation } : null,
        after: { agencyId: input.agencyId, relation, agentUserId: people.agentUserId },
      },
      now,
    );
    const name = label(agency.org);
    return input.link ? AGENCY_MESSAGES.linked(name) : AGENCY_MESSAGES.assigned(name);
  });
  return { message };
}

/**
 * Remove an agency from an account: provider staff remove any relation; the agency of record's
 * admin declines a pending access request (a REQUESTED row) of another agency.
 */
export async function unlinkAgency(
  deps: AgenciesDeps,
  caller: Caller,
  accountId: string,
  agencyId: string,
  ctx: RequestContext,
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await requireVisibleAccount(tx, caller, accountId);
    const link = await repo.findLink(tx, agencyId, accountId);
    if (!link) throw new AppError('NOT_FOUND', 'This agency is not related to the account');
    if (!isProviderScope(caller)) {
      const holder = await holdsAsAdmin(tx, caller, accountId);
      if (!holder || link.relation !== 'REQUESTED') {
        throw new AppError('FORBIDDEN', MESSAGES.forbidden);
      }
    }
    await repo.deleteLink(tx, agencyId, accountId);
    await audit(
      tx,
      caller,
      ctx,
      {
        action: 'account.unlink-agency',
        entityType: 'organisation',
        entityId: accountId,
        before: { agencyId, relation: link.relation },
      },
      now,
    );
  });
  return { message: AGENCY_MESSAGES.unlinked };
}

/** The caller is an admin of the account's agency of record. */
async function holdsAsAdmin(tx: Tx, caller: Caller, accountId: string) {
  if (!isAgencyScope(caller) || !isAdminScope(caller.claims.scopes)) return false;
  const own = await repo.findLink(tx, caller.actor.accountId, accountId);
  return own?.relation === 'ASSIGNED';
}

/**
 * An agency asks for access to a client it does not hold (by account id, e.g. after the
 * "already associated with another Agency" answer). The row is REQUESTED until the agency of
 * record's admin or provider staff approve it.
 */
export async function requestAccess(
  deps: AgenciesDeps,
  caller: Caller,
  accountId: string,
  ctx: RequestContext,
) {
  if (!isAgencyScope(caller) || !can(caller.claims, 'account:manage')) {
    throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  }
  const agencyId = caller.actor.accountId;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await requireExistingAccount(tx, accountId);
    const own = await repo.findLink(tx, agencyId, accountId);
    if (own?.relation === 'REQUESTED') {
      throw new AppError('CONFLICT', AGENCY_MESSAGES.alreadyRequested);
    }
    if (own) {
      throw new AppError('CONFLICT', AGENCY_MESSAGES.clientWithinAgency, {
        detail: AGENCY_MESSAGES.contactAgencyAdmin,
      });
    }
    await repo.upsertLink(tx, {
      agencyId,
      accountId,
      relation: 'REQUESTED',
      agentUserId: caller.actor.userId,
      createdBy: caller.actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    await audit(
      tx,
      caller,
      ctx,
      {
        action: 'account.request-access',
        entityType: 'organisation',
        entityId: accountId,
        after: { agencyId, relation: 'REQUESTED' },
      },
      now,
    );
  });
  return { message: AGENCY_MESSAGES.requested };
}

/** Approve a pending request: it becomes LINKED. */
export async function approveAccess(
  deps: AgenciesDeps,
  caller: Caller,
  accountId: string,
  agencyId: string,
  ctx: RequestContext,
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await requireVisibleAccount(tx, caller, accountId);
    if (!isProviderScope(caller) && !(await holdsAsAdmin(tx, caller, accountId))) {
      throw new AppError('FORBIDDEN', MESSAGES.forbidden);
    }
    const link = await repo.findLink(tx, agencyId, accountId);
    if (link?.relation !== 'REQUESTED') throw new AppError('NOT_FOUND', AGENCY_MESSAGES.noRequest);
    await repo.updateLink(tx, agencyId, accountId, { relation: 'LINKED', updatedAt: now });
    await audit(
      tx,
      caller,
      ctx,
      {
        action: 'account.approve-access',
        entityType: 'organisation',
        entityId: accountId,
        before: { agencyId, relation: 'REQUESTED' },
        after: { agencyId, relation: 'LINKED' },
      },
      now,
    );
  });
  return { message: AGENCY_MESSAGES.approved };
}

/** An agency marks one of its accounts as a favourite (its own relation row). */
export async function setFavourite(
  deps: AgenciesDeps,
  caller: Caller,
  accountId: string,
  favourite: boolean,
  ctx: RequestContext,
) {
  if (!isAgencyScope(caller)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  const agencyId = caller.actor.accountId;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await requireVisibleAccount(tx, caller, accountId);
    await repo.updateLink(tx, agencyId, accountId, { isFavourite: favourite, updatedAt: now });
    await audit(
      tx,
      caller,
      ctx,
      {
        action: 'account.favourite',
        entityType: 'organisation',
        entityId: accountId,
        after: { agencyId, favourite },
      },
      now,
    );
  });
  return { message: favourite ? AGENCY_MESSAGES.favouriteOn : AGENCY_MESSAGES.favouriteOff };
}

/**
 * Change the account's agent (and team) within one agency. Provider staff name the agency (the
 * agency of record by default); an agency admin changes its own; an agent may only take an
 * account nobody in the agency looks after yet — otherwise the client-association answer.
 */
export async function changeAgent(
  deps: AgenciesDeps,
  caller: Caller,
  accountId: string,
  input: z.output<typeof ChangeAgentInputSchema>,
  ctx: RequestContext,
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await requireVisibleAccount(tx, caller, accountId);
    let agencyId: string;
    if (isProviderScope(caller)) {
      const links = await repo.accountLinks(tx, accountId);
      const chosen = input.agencyId
        ? links.find((l) => l.link.agencyId === input.agencyId)
        : links.find((l) => l.link.relation === 'ASSIGNED');
      if (!chosen || chosen.link.relation === 'REQUESTED') {
        throw new AppError('BAD_REQUEST', AGENCY_MESSAGES.notAnAgency);
      }
      agencyId = chosen.link.agencyId;
    } else if (isAgencyScope(caller) && can(caller.claims, 'account:manage')) {
      agencyId = caller.actor.accountId;
    } else {
      throw new AppError('FORBIDDEN', MESSAGES.forbidden);
    }
    const link = (await repo.findLink(tx, agencyId, accountId))!;
    const people = await agentAndTeam(tx, agencyId, input.agentEmail, input.team?.id);
    if (isAgencyScope(caller) && !isAdminScope(caller.claims.scopes)) {
      const takingForSelf = people.agentUserId === caller.actor.userId;
      if (link.agentUserId && link.agentUserId !== caller.actor.userId) {
        throw new AppError('CONFLICT', AGENCY_MESSAGES.clientWithinAgency, {
          detail: AGENCY_MESSAGES.contactAgencyAdmin,
        });
      }
      if (!takingForSelf) throw new AppError('FORBIDDEN', AGENCY_MESSAGES.contactAgencyAdmin);
    }
    await repo.updateLink(tx, agencyId, accountId, {
      agentUserId: people.agentUserId,
      teamId: people.teamId ?? link.teamId,
      updatedAt: now,
    });
    await audit(
      tx,
      caller,
      ctx,
      {
        action: 'account.change-agent',
        entityType: 'organisation',
        entityId: accountId,
        before: { agencyId, agentUserId: link.agentUserId, teamId: link.teamId },
        after: { agencyId, agentUserId: people.agentUserId, teamId: people.teamId ?? link.teamId },
      },
      now,
    );
  });
  return { message: AGENCY_MESSAGES.agentChanged };
}

/**
 * An insured user picks which linked agency is "my agent" (one at a time); the others stay as
 * the interested agencies. Invalidating the other agencies' active quotes attaches here once
 * quotes exist.
 */
export async function setMyAgent(
  deps: AgenciesDeps,
  caller: Caller,
  accountId: string,
  agencyId: string | null,
  ctx: RequestContext,
) {
  if (caller.claims.accountType !== 'CUSTOMER') {
    throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await requireVisibleAccount(tx, caller, accountId);
    if (agencyId) {
      const link = await repo.findLink(tx, agencyId, accountId);
      if (!link || link.relation === 'REQUESTED') {
        throw new AppError('BAD_REQUEST', AGENCY_MESSAGES.myAgentNotLinked);
      }
    }
    await repo.clearMyAgent(tx, accountId, now);
    if (agencyId) {
      await repo.updateLink(tx, agencyId, accountId, { isMyAgent: true, updatedAt: now });
    }
    await audit(
      tx,
      caller,
      ctx,
      {
        action: agencyId ? 'account.set-my-agent' : 'account.remove-my-agent',
        entityType: 'organisation',
        entityId: accountId,
        after: { agencyId },
      },
      now,
    );
  });
  return { message: agencyId ? AGENCY_MESSAGES.agentChanged : AGENCY_MESSAGES.agentRemoved };
}
