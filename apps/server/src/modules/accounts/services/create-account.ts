import { ACCOUNT_MESSAGES, type AccountCreate, isActingAsProvider, newCbid } from '@cyber/domain';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { publishEvent } from '../../../lib/events.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import * as repo from '../accounts.repository.ts';
import { auditedAccount, toAccount } from './account-view.ts';
import { assertAddressVerified, assertDomainsAccepted, profileValuesOf } from './profile-values.ts';
import { takeScan } from './risk-scans.ts';
import type { Caller, RequestContext, ServiceDeps } from '../../../context/index.ts';

/** A `CB-` + 7 digit number no other account has. */
export async function uniqueCbid(tx: Tx): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const cbid = newCbid();
    if (!(await repo.cbidTaken(tx, cbid))) return cbid;
  }
  throw new AppError('SERVICE_UNAVAILABLE', ACCOUNT_MESSAGES.createFailed);
}

/**
 * 409 when an account of the same name exists in the same state and zip (case-insensitive),
 * worded for the caller: within their agency, with another agency, or plainly.
 */
export async function assertNoDuplicate(
  tx: Tx,
  caller: Caller,
  key: { name: string; state: string | null; zipCode: string | null },
  excludeId?: string,
) {
  const duplicate = await repo.findDuplicate(tx, key);
  if (!duplicate || duplicate.id === excludeId) return;
  if (caller.claims.accountType === 'AGENCY') {
    const mine = duplicate.links.some((l) => l.agencyId === caller.actor.accountId);
    throw new AppError(
      'CONFLICT',
      mine ? ACCOUNT_MESSAGES.clientWithinAgency : ACCOUNT_MESSAGES.clientWithOtherAgency,
      { detail: ACCOUNT_MESSAGES.contactAgencyAdmin },
    );
  }
  throw new AppError('CONFLICT', ACCOUNT_MESSAGES.duplicateAccount);
}

/** Which agency, agent and team the new account is linked to (spec 2 §6). */
async function resolvePlacement(tx: Tx, caller: Caller, input: AccountCreate) {
  if (caller.claims.accountType === 'AGENCY') {
    // An agency user's own agency is always used, with the creating agent.
    const agencyId = caller.actor.accountId;
    const team = input.teamId ? await repo.findTeam(tx, input.teamId) : null;
    if (input.teamId && team?.organisationId !== agencyId) {
      throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.teamNotInOrganisation);
    }
    return {
      agencyId,
      agentUserId: caller.actor.userId,
      agencyTeamId: team?.id ?? null,
      providerTeamId: null,
    };
  }
  // Provider staff may pick an agency, one of its agents and one of its teams.
  if (!input.agencyId) {
    const team = input.teamId ? await repo.findTeam(tx, input.teamId) : null;
    if (input.teamId && team?.organisationId !== caller.actor.accountId) {
      throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.teamNotInOrganisation);
    }
    return {
      agencyId: null,
      agentUserId: null,
      agencyTeamId: null,
      providerTeamId: team?.id ?? null,
    };
  }
  const agency = await repo.findOrganisation(tx, input.agencyId);
  if (!agency || agency.accountType !== 'AGENCY') {
    throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.agencyNotFound);
  }
  if (input.agentUserId && !(await repo.isMember(tx, input.agentUserId, agency.id))) {
    throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.agentNotInAgency);
  }
  const team = input.teamId ? await repo.findTeam(tx, input.teamId) : null;
  if (input.teamId && team?.organisationId !== agency.id) {
    throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.teamNotInOrganisation);
  }
  return {
    agencyId: agency.id,
    agentUserId: input.agentUserId ?? null,
    agencyTeamId: team?.id ?? null,
    providerTeamId: null,
  };
}

/**
 * Create an insured account (spec 2 §4): provider staff and agencies. The account is an
 * organisation of type CUSTOMER plus its profile; an agency's account is linked to it as
 * ASSIGNED with the creating agent. A first risk scan (CREATE) is taken in the same transaction.
 */
export async function createAccount(
  deps: ServiceDeps,
  caller: Caller,
  input: AccountCreate,
  ctx: RequestContext,
) {
  if (!isActingAsProvider(caller.claims) && caller.claims.accountType !== 'AGENCY') {
    throw new AppError('FORBIDDEN', ACCOUNT_MESSAGES.cannotCreate);
  }
  assertAddressVerified(input, { mayConfirm: isActingAsProvider(caller.claims) });
  const values = profileValuesOf(input);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await assertDomainsAccepted(
      tx,
      [values.domainName, ...values.otherDomains].filter((d): d is string => !!d),
    );
    await assertNoDuplicate(tx, caller, {
      name: input.name,
      state: values.state,
      zipCode: values.zipCode,
    });
    const placement = await resolvePlacement(tx, caller, input);
    const created = await repo.insertAccount(
      tx,
      {
        accountType: 'CUSTOMER',
        name: input.name,
        region: input.region,
        entityType: input.entityType,
        ownershipType: input.ownershipType,
        parentId: placement.agencyId,
        createdAt: now,
        updatedAt: now,
      },
      {
        ...values,
        cbid: await uniqueCbid(tx),
        teamId: placement.providerTeamId,
        createdBy: caller.actor.userId,
        createdAt: now,
        updatedAt: now,
      },
    );
    if (placement.agencyId) {
      await repo.linkAgency(tx, {
        agencyId: placement.agencyId,
        accountId: created.id,
        relation: 'ASSIGNED',
        agentUserId: placement.agentUserId,
        teamId: placement.agencyTeamId,
        createdBy: caller.actor.userId,
        createdAt: now,
        updatedAt: now,
      });
    }
    const row = (await repo.findVisibleAccount(
      tx,
      { organisationId: created.id, accountType: 'CUSTOMER' },
      created.id,
    ))!;
    // Every account starts with a risk picture (spec 3 §3 risk factors).
    await takeScan(tx, deps, row, { trigger: 'CREATE', requestedBy: caller.actor.userId, now });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'account.create',
        entityType: 'organisation',
        entityId: created.id,
        after: { ...auditedAccount(row), agencyId: placement.agencyId },
      },
      now,
    );
    const account = await toAccount(tx, row);
    await publishEvent(deps, tx, {
      type: 'account.created',
      data: { account },
      organisationIds: [created.id, placement.agencyId],
    });
    return { message: ACCOUNT_MESSAGES.created, account };
  });
}
