import {
  can,
  type Charges,
  isActingAsProvider,
  MESSAGES,
  POLICY_MESSAGES,
  POLICY_STATUS_LABELS,
  PolicyTermsSchema,
  SERVICING_MESSAGES,
  type DomainEventType,
  type EndorsementType,
  type PolicyActionResult,
  type PolicyRevisionKind,
  type PolicyStatus,
  type PolicyTerms,
  type PremiumSegment,
  type ServicingActor,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { publishEvent } from '../../../lib/events.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';
import type { Database, Tx } from '../../../db/client.ts';
import type { policies } from '../../../db/schema/index.ts';
import type { PoliciesDeps } from '../policies.context.ts';
import * as repo from '../policies.repository.ts';
import * as revisionsRepo from '../revisions.repository.ts';
import { fileLatestRevision } from './filed-documents.ts';
import { policyScopeOf, requirePolicy } from './policy-view.ts';

/** A stored revision with its terms parsed. */
export type Revision = revisionsRepo.RevisionRow & { parsedTerms: PolicyTerms };

/**
 * Who services the policy (decision 046): provider staff with policy:manage, or an agency user
 * with quote:manage (the agency that bound it: the scope makes anyone else's a 404); anyone else
 * a 403. A provider user who has jumped into the agency services it as that agency.
 */
export function servicingActorOf(caller: Caller): ServicingActor {
  if (isActingAsProvider(caller.claims) && can(caller.claims, 'policy:manage')) {
    return 'PROVIDER';
  }
  if (caller.claims.accountType === 'AGENCY' && can(caller.claims, 'quote:manage')) {
    return 'AGENCY';
  }
  throw new AppError('FORBIDDEN', MESSAGES.forbidden);
}

/** Only provider staff (the cancellations, voids, rescissions and reinstatements). */
export function requireProvider(caller: Caller): void {
  if (servicingActorOf(caller) !== 'PROVIDER') {
    throw new AppError('FORBIDDEN', SERVICING_MESSAGES.providerOnly);
  }
}

export const parseRevision = (row: revisionsRepo.RevisionRow): Revision => ({
  ...row,
  parsedTerms: PolicyTermsSchema.parse(row.terms),
});

/** The policy's revisions in order (none for a binder). */
export async function loadRevisions(db: Database | Tx, policyId: string): Promise<Revision[]> {
  return (await revisionsRepo.revisionsOf(db, policyId)).map(({ r }) => parseRevision(r));
}

/**
 * The annual premium's segments over the term: each revision's terms from its day, in order
 * (a reverted endorsement and its revert share a day, so the reverted one spans no days).
 */
export const segmentsOf = (revisions: readonly Revision[]): PremiumSegment[] =>
  revisions.map((r) => ({ from: r.effectiveDate, annualPremium: r.parsedTerms.annualPremium }));

/** What a servicing transaction writes: its revision, the policy's new columns, its event. */
export type TransactionPlan = {
  kind: PolicyRevisionKind;
  endorsementType?: EndorsementType | null;
  effectiveDate: string;
  reason: string | null;
  status: PolicyStatus;
  premiumDelta: number;
  terms: PolicyTerms;
  reverts?: number | null;
  /** Columns of the policy beyond status, revision and the premium the delta moves. */
  patch?: Partial<typeof policies.$inferInsert>;
  event: DomainEventType | null;
  message: string;
  /** No revision: a binder rescinded (it has none), a scheduled endorsement deleted. */
  noRevision?: boolean;
  /** The audit action when not `policy.<kind>`. */
  auditAction?: string;
  /** What billing credits or charges when not the premium delta (a binder rescinded). */
  billing?: Charges;
};

/** The row, its revisions and the day, as a plan sees them (inside the transaction, locked). */
export type TransactionContext = {
  tx: Tx;
  row: repo.PolicyRow;
  revisions: Revision[];
  latest: Revision | null;
  today: string;
  now: Date;
};

/**
 * Run one servicing transaction on a policy the caller may see (404 otherwise), in one database
 * transaction with the policy row locked, so two at once are taken one after the other and the
 * second sees the first: `plan` checks (throwing 4xx) and says what to write; the revision gets
 * the next number; the policy takes the status, the latest revision's number and terms (limit,
 * deductible, named insured), its premium moved by the delta (the net written premium: the sum
 * of its revisions' premiums) with the fees kept and the taxes in proportion; audited
 * (`policy.<kind>`) and published. Answers the message and the policy as it now is.
 */
export async function transact(
  deps: PoliciesDeps,
  caller: Caller,
  ctx: RequestContext,
  id: string,
  plan: (c: TransactionContext) => TransactionPlan | Promise<TransactionPlan>,
): Promise<PolicyActionResult> {
  const scope = policyScopeOf(caller);
  const now = deps.clock.now();
  const today = now.toISOString().slice(0, 10);
  const message = await deps.db.transaction(async (tx) => {
    const row = scope ? await repo.lockPolicy(tx, scope, id) : null;
    if (!row) throw new AppError('NOT_FOUND', POLICY_MESSAGES.notFound);
    const revisions = await loadRevisions(tx, row.id);
    const p = await plan({ tx, row, revisions, latest: revisions.at(-1) ?? null, today, now });
    const number = p.noRevision ? row.revision : row.revision + 1;
    const premium = row.premium + p.premiumDelta;
    const ratio = row.premium === 0 ? 1 : premium / row.premium;
    const surplusLinesTax = Math.round(row.surplusLinesTax * ratio);
    const stampingFee = Math.round(row.stampingFee * ratio);
    const premiumTax = Math.round(row.premiumTax * ratio);
    await repo.updatePolicy(tx, row.id, {
      status: p.status,
      revision: number,
      limit: p.terms.limit,
      deductible: p.terms.deductible,
      namedInsured: p.terms.namedInsured,
      premium,
      surplusLinesTax,
      stampingFee,
      premiumTax,
      totalPremium:
        premium + row.brokerFee + row.mgaFee + surplusLinesTax + stampingFee + premiumTax,
      updatedAt: now,
      ...p.patch,
    });
    if (!p.noRevision) {
      await revisionsRepo.insertRevision(tx, {
        policyId: row.id,
        number,
        kind: p.kind,
        endorsementType: p.endorsementType ?? null,
        effectiveDate: p.effectiveDate,
        reason: p.reason,
        status: p.status,
        premiumDelta: p.premiumDelta,
        terms: p.terms,
        reverts: p.reverts ?? null,
        createdBy: caller.actor.userId,
        createdAt: now,
      });
      if (p.reverts) await revisionsRepo.markReverted(tx, row.id, p.reverts, number);
    }
    const charges: Charges = p.billing ?? {
      premium: p.premiumDelta,
      brokerFee: 0,
      mgaFee: 0,
      surplusLinesTax: surplusLinesTax - row.surplusLinesTax,
      stampingFee: stampingFee - row.stampingFee,
      premiumTax: premiumTax - row.premiumTax,
    };
    if (Object.values(charges).some((amount) => amount !== 0)) {
      // billing raises the adjustment (or the credit) in this transaction (decision 051)
      await deps.events.emit(tx, 'policy.premium-changed', {
        policy: {
          id: row.id,
          policyNumber: row.policyNumber,
          accountId: row.accountId,
          namedInsured: row.namedInsured,
          agencyId: row.agencyId,
          agencyName: row.agencyName,
          product: row.product,
          currency: row.currency,
        },
        revision: number,
        charges,
        actor: actorOf(caller.actor, ctx),
        now,
      });
    }
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: p.auditAction ?? `policy.${p.kind.toLowerCase()}`,
        entityType: 'policy',
        entityId: row.id,
        before: { status: row.status, revision: row.revision, premium: row.premium },
        after: {
          status: p.status,
          revision: number,
          premium,
          premiumDelta: p.premiumDelta,
          effectiveDate: p.effectiveDate,
          reason: p.reason,
        },
      },
      now,
    );
    if (p.event) {
      await publishEvent(deps, tx, {
        type: p.event,
        data: {
          policy: {
            id: row.id,
            policyNumber: row.policyNumber,
            accountId: row.accountId,
            product: row.product,
            status: p.status,
            revision: number,
          },
          transaction: {
            kind: p.kind,
            effectiveDate: p.effectiveDate,
            premiumDelta: p.premiumDelta,
            currency: row.currency,
          },
        },
        organisationIds: [row.agencyId, row.accountId, row.carrierId],
      });
    }
    return p.message;
  });
  const policy = await requirePolicy(deps.db, caller, id);
  // the transaction's document, filed in the account's documents once it has committed
  await fileLatestRevision(deps, caller, policy);
  return { message, policy };
}

/** A 409 naming the action and the status it cannot start from. */
export const wrongStatus = (action: string, status: string) =>
  new AppError('CONFLICT', POLICY_MESSAGES.wrongStatus(action, status));

/** A status's label for messages. */
export const statusLabel = (status: string) =>
  POLICY_STATUS_LABELS[status as PolicyStatus] ?? status;
