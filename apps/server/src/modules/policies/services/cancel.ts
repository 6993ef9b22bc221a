import {
  negatedCharges,
  issuedTerms,
  addDaysIso,
  cancellationTransition,
  defaultReturnMethod,
  nextStatus,
  POLICY_MESSAGES,
  REINSTATEMENT_DAYS,
  returnPremium,
  SERVICING_MESSAGES,
  writtenPremium,
  type CancelPolicy,
  type CancelRequest,
  type CancellationQuote,
  type PolicyActionBody,
  type PolicyActionResult,
  type PolicyRevisionKind,
  type PolicyTransition,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';
import type { PoliciesDeps } from '../policies.context.ts';
import * as repo from '../policies.repository.ts';
import { policyScopeOf } from './policy-view.ts';
import {
  loadRevisions,
  requireProvider,
  segmentsOf,
  servicingActorOf,
  statusLabel,
  transact,
  wrongStatus,
  type Revision,
  type TransactionContext,
} from './servicing.ts';

/** The policy's cancellation columns cleared (a request withdrawn, a cancellation undone). */
const NO_CANCELLATION = {
  cancelEffectiveDate: null,
  cancelReason: null,
  cancelMethod: null,
  returnPremium: 0,
  reinstateBy: null,
} as const;

/** A cancellation's day: within the policy period (its end date included: nothing returns). */
function checkCancelDay(row: repo.PolicyRow, day: string) {
  if (day < row.effectiveDate || day > row.endDate) {
    throw new AppError('BAD_REQUEST', SERVICING_MESSAGES.outsideTerm);
  }
}

/** The next status of `name` from the row's, or the 409 naming `action`. */
function next(name: PolicyTransition, c: TransactionContext, action: string) {
  const to = nextStatus(name, c.row.status, {
    effectiveDate: c.row.effectiveDate,
    today: c.today,
  });
  if (!to) throw wrongStatus(action, statusLabel(c.row.status));
  return to;
}

/** What a staff cancellation returns and leads to, against the policy's revisions. */
function cancellationOf(
  row: repo.PolicyRow,
  revisions: readonly Revision[],
  today: string,
  body: CancelPolicy,
) {
  checkCancelDay(row, body.effectiveDate);
  const method = body.method ?? defaultReturnMethod(body.reason);
  const segments = segmentsOf(revisions);
  const transition = cancellationTransition(body.effectiveDate, today, body.reason);
  return {
    method,
    transition,
    written: writtenPremium(row, segments),
    returned: returnPremium(row, segments, body.effectiveDate, method),
  };
}

/** GET …/cancel/quote: what a cancellation would return and the status it leads to. */
export async function quoteCancellation(
  deps: PoliciesDeps,
  caller: Caller,
  id: string,
  body: CancelPolicy,
): Promise<CancellationQuote> {
  requireProvider(caller);
  const scope = policyScopeOf(caller);
  const view = scope ? await repo.findPolicy(deps.db, scope, id) : null;
  if (!view) throw new AppError('NOT_FOUND', POLICY_MESSAGES.notFound);
  const today = deps.clock.now().toISOString().slice(0, 10);
  const revisions = await loadRevisions(deps.db, view.p.id);
  const q = cancellationOf(view.p, revisions, today, body);
  const to = nextStatus(q.transition, view.p.status);
  if (!to || revisions.length === 0) {
    throw wrongStatus('cancelled', statusLabel(view.p.status));
  }
  return {
    effectiveDate: body.effectiveDate,
    method: q.method,
    writtenPremium: q.written,
    returnPremium: q.returned,
    status: to,
  };
}

/** POST …/cancel-request: the agency (or staff for it) asks the insurer to cancel. */
export function requestCancellation(
  deps: PoliciesDeps,
  caller: Caller,
  id: string,
  body: CancelRequest,
  ctx: RequestContext,
): Promise<PolicyActionResult> {
  servicingActorOf(caller);
  return transact(deps, caller, ctx, id, (c) => {
    const status = next('requestCancel', c, 'cancelled');
    checkCancelDay(c.row, body.effectiveDate);
    return {
      kind: 'CANCEL_REQUEST',
      effectiveDate: body.effectiveDate,
      reason: body.notes ? `${body.reason}: ${body.notes}` : body.reason,
      status,
      premiumDelta: 0,
      terms: c.latest!.parsedTerms,
      patch: {
        cancelEffectiveDate: body.effectiveDate,
        cancelReason: body.reason,
        cancelMethod: null,
        returnPremium: 0,
        reinstateBy: null,
      },
      event: null,
      message: SERVICING_MESSAGES.cancelRequested,
    };
  });
}

/** PUT …/cancel-request/withdraw: the request withdrawn; the policy back in cover. */
export function withdrawCancellationRequest(
  deps: PoliciesDeps,
  caller: Caller,
  id: string,
  body: PolicyActionBody,
  ctx: RequestContext,
): Promise<PolicyActionResult> {
  servicingActorOf(caller);
  return transact(deps, caller, ctx, id, (c) => ({
    kind: 'CANCEL_REQUEST_WITHDRAWN',
    effectiveDate: c.today < c.row.effectiveDate ? c.row.effectiveDate : c.today,
    reason: body.reason,
    status: next('withdrawCancelRequest', c, 'withdrawn'),
    premiumDelta: 0,
    terms: c.latest!.parsedTerms,
    patch: NO_CANCELLATION,
    event: null,
    message: SERVICING_MESSAGES.cancelRequestWithdrawn,
  }));
}

/**
 * PUT …/cancel (provider staff): cancelled from the day given — today or earlier CANCELLED (for
 * non-payment IN REINSTATEMENT PERIOD until REINSTATEMENT_DAYS later), a later day CANCEL
 * PENDING until the job reaches it — returning the unearned premium pro rata or short rate
 * (by default short rate at the insured's request, pro rata otherwise). Published
 * `policy.cancelled`.
 */
export function cancelPolicy(
  deps: PoliciesDeps,
  caller: Caller,
  id: string,
  body: CancelPolicy,
  ctx: RequestContext,
): Promise<PolicyActionResult> {
  requireProvider(caller);
  return transact(deps, caller, ctx, id, (c) => {
    const q = cancellationOf(c.row, c.revisions, c.today, body);
    const status = next(q.transition, c, 'cancelled');
    return {
      kind: 'CANCELLATION',
      effectiveDate: body.effectiveDate,
      reason: body.notes ? `${body.reason}: ${body.notes}` : body.reason,
      status,
      premiumDelta: -q.returned,
      terms: c.latest!.parsedTerms,
      patch: {
        cancelEffectiveDate: body.effectiveDate,
        cancelReason: body.reason,
        cancelMethod: q.method,
        returnPremium: q.returned,
        reinstateBy:
          status === 'IN REINSTATEMENT PERIOD'
            ? addDaysIso(body.effectiveDate, REINSTATEMENT_DAYS)
            : null,
      },
      event: 'policy.cancelled',
      message:
        status === 'CANCEL PENDING'
          ? SERVICING_MESSAGES.cancelScheduled(c.row.policyNumber, body.effectiveDate)
          : SERVICING_MESSAGES.cancelled(c.row.policyNumber),
    };
  });
}

/** The three ways a policy ends from inception, all premium returned (provider staff). */
const FROM_INCEPTION = {
  flatCancel: { kind: 'FLAT_CANCELLATION', action: 'flat cancelled', message: 'flatCancelled' },
  void: { kind: 'VOID', action: 'voided', message: 'voided' },
  rescind: { kind: 'RESCISSION', action: 'rescinded', message: 'rescinded' },
} as const satisfies Record<
  string,
  {
    kind: PolicyRevisionKind;
    action: string;
    message: 'flatCancelled' | 'voided' | 'rescinded';
  }
>;

/**
 * PUT …/flatcancel, …/void, …/rescind (provider staff): the policy ends from its effective date
 * and every premium written is returned. Rescinding a binder (BOUND, no revisions) only
 * withdraws it.
 */
export function endFromInception(
  deps: PoliciesDeps,
  caller: Caller,
  id: string,
  name: keyof typeof FROM_INCEPTION,
  body: PolicyActionBody,
  ctx: RequestContext,
): Promise<PolicyActionResult> {
  requireProvider(caller);
  const how = FROM_INCEPTION[name];
  return transact(deps, caller, ctx, id, (c) => {
    const status = next(name, c, how.action);
    const message =
      c.row.status === 'BOUND'
        ? POLICY_MESSAGES.rescinded(c.row.policyNumber)
        : SERVICING_MESSAGES[how.message](c.row.policyNumber);
    if (c.row.status === 'BOUND') {
      return {
        kind: how.kind,
        effectiveDate: c.row.effectiveDate,
        reason: body.reason,
        status,
        premiumDelta: 0,
        terms: issuedTerms(c.row),
        event: null,
        message,
        noRevision: true,
        auditAction: 'policy.rescind_binder',
        // the binder's invoice is credited in full: nothing was ever covered
        billing: negatedCharges(c.row),
      };
    }
    const written = c.revisions.reduce((sum, r) => sum + r.premiumDelta, 0);
    return {
      kind: how.kind,
      effectiveDate: c.row.effectiveDate,
      reason: body.reason,
      status,
      premiumDelta: -written,
      terms: c.latest!.parsedTerms,
      patch: {
        cancelEffectiveDate: c.row.effectiveDate,
        cancelReason: null,
        cancelMethod: null,
        returnPremium: written,
        reinstateBy: null,
      },
      event: 'policy.cancelled',
      message,
    };
  });
}

/** The latest cancellation not undone: what reinstating gives back. */
function latestCancellation(revisions: readonly Revision[]): Revision | null {
  for (let i = revisions.length - 1; i >= 0; i -= 1) {
    const r = revisions[i]!;
    if (r.kind === 'REINSTATEMENT' || r.kind === 'UNDO_CANCELLATION') return null;
    if ((r.kind === 'CANCELLATION' || r.kind === 'FLAT_CANCELLATION') && r.revertedBy === null) {
      return r;
    }
  }
  return null;
}

/**
 * PUT …/reinstate (a pending cancellation withdrawn, or the premium paid in the reinstatement
 * period) and PUT …/undo-cancelled-policy (a cancellation made in error): the policy back in
 * cover (IN FORCE, or ISSUED before its term), the premium the cancellation returned charged
 * again, the cancellation marked reverted. Published `policy.reinstated`.
 */
export function restorePolicy(
  deps: PoliciesDeps,
  caller: Caller,
  id: string,
  name: 'reinstate' | 'undoCancel',
  body: PolicyActionBody,
  ctx: RequestContext,
): Promise<PolicyActionResult> {
  requireProvider(caller);
  return transact(deps, caller, ctx, id, (c) => {
    const status = next(name, c, name === 'reinstate' ? 'reinstated' : 'restored');
    const cancellation = latestCancellation(c.revisions);
    return {
      kind: name === 'reinstate' ? 'REINSTATEMENT' : 'UNDO_CANCELLATION',
      effectiveDate: cancellation?.effectiveDate ?? c.today,
      reason: body.reason,
      status,
      premiumDelta: cancellation ? -cancellation.premiumDelta : 0,
      terms: c.latest!.parsedTerms,
      reverts: cancellation?.number ?? null,
      patch: NO_CANCELLATION,
      event: 'policy.reinstated',
      message:
        name === 'reinstate'
          ? SERVICING_MESSAGES.reinstated(c.row.policyNumber)
          : SERVICING_MESSAGES.cancelUndone(c.row.policyNumber),
    };
  });
}
