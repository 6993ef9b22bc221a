import {
  addDaysIso,
  BOR_LETTER_VALID_DAYS,
  BOR_MESSAGES,
  isActingAsProvider,
  MESSAGES,
  type BorDecision,
  type BorList,
  type BorRequest,
  type BorRequestView,
  type BorResult,
  type PolicyStatus,
  type ProductCode,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';
import type { Database, Tx } from '../../../db/client.ts';
import { deleteLink, demoteAssigned, upsertLink } from '../../accounts/index.ts';
import { findOrganisation } from '../../auth/index.ts';
import type { PoliciesDeps } from '../policies.context.ts';
import * as bor from '../bor.repository.ts';
import * as repo from '../policies.repository.ts';
import * as revisionsRepo from '../revisions.repository.ts';
import { loadRevisions, requireProvider, servicingActorOf } from './servicing.ts';

/** Policies whose broker may change: issued and in cover (design). */
const CHANGEABLE: readonly string[] = ['ISSUED', 'IN FORCE', 'CANCEL REQUESTED'];

type ListedRow = Awaited<ReturnType<typeof bor.listRequests>>[number];

const toView = (row: ListedRow): BorRequestView => ({
  id: row.r.id,
  policyId: row.r.policyId,
  policyNumber: row.policyNumber,
  product: row.product as ProductCode,
  namedInsured: row.namedInsured,
  accountId: row.accountId,
  fromAgencyName: row.r.fromAgencyName,
  toAgencyName: row.r.toAgencyName,
  status: row.r.status as BorRequestView['status'],
  letterSignedOn: row.r.letterSignedOn,
  notes: row.r.notes,
  requestedBy: row.requestedBy,
  decisionNote: row.r.decisionNote,
  decidedBy: row.decidedBy,
  decidedAt: row.r.decidedAt?.toISOString() ?? null,
  created: row.r.createdAt.toISOString(),
});

/** The agency the caller acts for, or null for provider staff; anyone else a 403. */
function agencyOf(caller: Caller): string | null {
  if (isActingAsProvider(caller.claims)) return null;
  if (caller.claims.accountType === 'AGENCY') return caller.actor.accountId;
  throw new AppError('FORBIDDEN', MESSAGES.forbidden);
}

async function viewOf(db: Database | Tx, agencyId: string | null, id: string) {
  const [row] = await bor.listRequests(db, agencyId, id);
  if (!row) throw new AppError('NOT_FOUND', 'Request not found');
  return toView(row);
}

/** GET /api/policy/v1/bor-policies: the requests the caller may see. */
export async function listBorRequests(deps: PoliciesDeps, caller: Caller): Promise<BorList> {
  const agencyId = agencyOf(caller);
  return { requests: (await bor.listRequests(deps.db, agencyId)).map(toView) };
}

const normalise = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * POST /api/policy/v1/bor (an agency, quote:manage): ask to become the broker of record of a
 * policy the insured appointed it for, named by its number and its named insured — the pair
 * must match, and a wrong pair answers the same 404 as an unknown number (another agency's
 * policies cannot be probed). The letter must be signed within BOR_LETTER_VALID_DAYS and not in
 * the future; one pending request per policy (409).
 */
export async function requestBrokerOfRecord(
  deps: PoliciesDeps,
  caller: Caller,
  body: BorRequest,
  ctx: RequestContext,
): Promise<BorResult> {
  if (servicingActorOf(caller) !== 'AGENCY') throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  const agencyId = caller.actor.accountId;
  const now = deps.clock.now();
  const today = now.toISOString().slice(0, 10);
  if (body.letterSignedOn > today) throw new AppError('BAD_REQUEST', BOR_MESSAGES.letterFuture);
  if (body.letterSignedOn < addDaysIso(today, -BOR_LETTER_VALID_DAYS)) {
    throw new AppError('BAD_REQUEST', BOR_MESSAGES.letterStale);
  }
  const id = await deps.db.transaction(async (tx) => {
    const policy = await bor.lockPolicyByNumber(tx, body.policyNumber);
    if (!policy || normalise(policy.namedInsured) !== normalise(body.namedInsured)) {
      throw new AppError('NOT_FOUND', BOR_MESSAGES.notFound);
    }
    if (policy.agencyId === agencyId) {
      throw new AppError('CONFLICT', BOR_MESSAGES.alreadyBroker);
    }
    if (!CHANGEABLE.includes(policy.status)) {
      throw new AppError('CONFLICT', BOR_MESSAGES.notInForce);
    }
    if (await bor.pendingRequestOf(tx, policy.id)) {
      throw new AppError('CONFLICT', BOR_MESSAGES.pending);
    }
    const agency = await findOrganisation(tx, agencyId);
    const row = await bor.insertRequest(tx, {
      policyId: policy.id,
      fromAgencyId: policy.agencyId,
      toAgencyId: agencyId,
      fromAgencyName: policy.agencyName,
      toAgencyName: agency?.name ?? 'Agency',
      status: 'REQUESTED',
      letterSignedOn: body.letterSignedOn,
      notes: body.notes || null,
      requestedBy: caller.actor.userId,
      createdAt: now,
    });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'policy.bor_request',
        entityType: 'policy',
        entityId: policy.id,
        after: { requestId: row.id, toAgencyId: agencyId, letterSignedOn: body.letterSignedOn },
      },
      now,
    );
    return row.id;
  });
  return {
    message: BOR_MESSAGES.requested(body.policyNumber),
    request: await viewOf(deps.db, agencyId, id),
  };
}

/**
 * PUT /api/policy/v1/bor/{id}: provider staff approve or decline a pending request (a decline
 * needs a note); the agency that asked may withdraw it. Approved, in one transaction: the
 * policy's agency, agent and team become the new agency's (its agent the requester), a
 * BROKER_OF_RECORD revision records the change, the new agency is assigned to the account and
 * the former agency's link to it is removed (its own quotes stay its own).
 */
export async function decideBrokerOfRecord(
  deps: PoliciesDeps,
  caller: Caller,
  id: string,
  body: BorDecision,
  ctx: RequestContext,
): Promise<BorResult> {
  const agencyId = agencyOf(caller);
  if (body.status === 'WITHDRAWN') {
    if (agencyId === null) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  } else {
    requireProvider(caller);
  }
  const now = deps.clock.now();
  const message = await deps.db.transaction(async (tx) => {
    const request = await bor.lockRequest(tx, id);
    if (!request || (agencyId !== null && request.toAgencyId !== agencyId)) {
      throw new AppError('NOT_FOUND', 'Request not found');
    }
    if (request.status !== 'REQUESTED') throw new AppError('CONFLICT', BOR_MESSAGES.notPending);
    await bor.updateRequest(tx, id, {
      status: body.status,
      decisionNote: body.note || null,
      decidedBy: caller.actor.userId,
      decidedAt: now,
    });
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: `policy.bor_${body.status.toLowerCase()}`,
        entityType: 'policy',
        entityId: request.policyId,
        before: { requestId: id, status: 'REQUESTED' },
        after: { requestId: id, status: body.status, note: body.note ?? null },
      },
      now,
    );
    if (body.status === 'DECLINED') return BOR_MESSAGES.declined;
    if (body.status === 'WITHDRAWN') return BOR_MESSAGES.withdrawn;
    const policy = await repo.lockPolicy(tx, { kind: 'ALL' }, request.policyId);
    if (!policy || !CHANGEABLE.includes(policy.status)) {
      throw new AppError('CONFLICT', BOR_MESSAGES.notInForce);
    }
    const latest = (await loadRevisions(tx, policy.id)).at(-1);
    if (!latest) throw new AppError('CONFLICT', BOR_MESSAGES.notInForce);
    const today = now.toISOString().slice(0, 10);
    const number = policy.revision + 1;
    await repo.updatePolicy(tx, policy.id, {
      agencyId: request.toAgencyId,
      agencyName: request.toAgencyName,
      agentUserId: request.requestedBy,
      teamId: null,
      revision: number,
      updatedAt: now,
    });
    await revisionsRepo.insertRevision(tx, {
      policyId: policy.id,
      number,
      kind: 'BROKER_OF_RECORD',
      effectiveDate: today < policy.effectiveDate ? policy.effectiveDate : today,
      reason: `From ${request.fromAgencyName ?? 'direct'} to ${request.toAgencyName}`,
      status: policy.status as PolicyStatus,
      premiumDelta: 0,
      terms: latest.parsedTerms,
      createdBy: caller.actor.userId,
      createdAt: now,
    });
    await upsertLink(tx, {
      agencyId: request.toAgencyId,
      accountId: policy.accountId,
      relation: 'ASSIGNED',
      agentUserId: request.requestedBy,
      teamId: null,
      createdAt: now,
      updatedAt: now,
    });
    await demoteAssigned(tx, policy.accountId, request.toAgencyId, now);
    if (request.fromAgencyId) await deleteLink(tx, request.fromAgencyId, policy.accountId);
    return BOR_MESSAGES.approved(policy.policyNumber, request.toAgencyName);
  });
  return { message, request: await viewOf(deps.db, agencyId, id) };
}
