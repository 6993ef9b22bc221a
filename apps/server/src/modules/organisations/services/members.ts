import { ORGANISATION_MESSAGES, type GroupSegment, type MemberAgency } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { toPage } from '../../../lib/paging.ts';
import * as repo from '../organisations.repository.ts';
import type { OrganisationsDeps } from '../organisations.context.ts';
import { audit, isOwnAdmin, isProviderManager, targetOf } from './rules.ts';
import type { Caller } from '../../../context/index.ts';

/**
 * Agencies grouped under a cluster or an aggregator (organisation_members). The group is the
 * caller's own, or — provider staff only — the one named by `groupId`; any other is a 404.
 */
export async function listMembers(
  deps: OrganisationsDeps,
  caller: Caller,
  segment: GroupSegment,
  query: { groupId?: string | undefined; page: number; size: number; search?: string | undefined },
) {
  const group = await targetOf(deps.db, caller, segment, query.groupId);
  const { rows, total } = await repo.listMembers(deps.db, group.id, query);
  const content: MemberAgency[] = rows.map((r) => ({
    agencyId: r.agencyId,
    agencyName: r.agencyName,
    locationAlias: r.locationAlias,
    agentUserId: r.agentUserId,
    agentName: r.agentFirstName ? `${r.agentFirstName} ${r.agentLastName ?? ''}`.trim() : null,
    agentEmail: r.agentEmail,
    addedAt: r.addedAt.toISOString(),
  }));
  return toPage(content, total, query);
}

/**
 * Provider staff add an agency to a cluster, or to an aggregator naming the agency's agent who
 * works with the aggregator ("An agent must be selected.").
 */
export async function addMember(
  deps: OrganisationsDeps,
  caller: Caller,
  segment: GroupSegment,
  input: { groupId?: string | undefined; agencyId: string; agentUserId?: string | undefined },
) {
  if (!isProviderManager(caller)) {
    throw new AppError('FORBIDDEN', ORGANISATION_MESSAGES.providerOnly);
  }
  if (segment === 'da' && !input.agentUserId) {
    throw new AppError('BAD_REQUEST', ORGANISATION_MESSAGES.agentRequired);
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const group = await targetOf(tx, caller, segment, input.groupId);
    const agency = await repo.findOrganisation(tx, input.agencyId);
    if (!agency || agency.accountType !== 'AGENCY') {
      throw new AppError('NOT_FOUND', ORGANISATION_MESSAGES.agencyNotFound);
    }
    if (input.agentUserId && !(await repo.isMemberOf(tx, input.agentUserId, agency.id))) {
      throw new AppError('BAD_REQUEST', ORGANISATION_MESSAGES.agentNotInAgency);
    }
    if (await repo.findMember(tx, group.id, agency.id)) {
      throw new AppError('CONFLICT', ORGANISATION_MESSAGES.alreadyMember);
    }
    const agentUserId = segment === 'da' ? (input.agentUserId ?? null) : null;
    await repo.insertMember(tx, { groupId: group.id, memberId: agency.id, agentUserId }, now);
    await audit(
      tx,
      caller,
      {
        action: 'organisation.member.add',
        entityType: 'organisation',
        entityId: group.id,
        after: { agencyId: agency.id, agentUserId },
      },
      now,
    );
  });
  return { ok: true as const };
}

/** Remove an agency from a group: provider staff, or the group's own admin. */
export async function removeMember(
  deps: OrganisationsDeps,
  caller: Caller,
  segment: GroupSegment,
  agencyId: string,
  groupId: string | undefined,
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const group = await targetOf(tx, caller, segment, groupId);
    if (!isProviderManager(caller) && !isOwnAdmin(caller, group.id)) {
      throw new AppError('FORBIDDEN', ORGANISATION_MESSAGES.providerOnly);
    }
    const member = await repo.findMember(tx, group.id, agencyId);
    if (!member) throw new AppError('NOT_FOUND', ORGANISATION_MESSAGES.notMember);
    await repo.deleteMember(tx, group.id, agencyId);
    await audit(
      tx,
      caller,
      {
        action: 'organisation.member.remove',
        entityType: 'organisation',
        entityId: group.id,
        before: { agencyId, agentUserId: member.agentUserId },
      },
      now,
    );
  });
  return { ok: true as const };
}
