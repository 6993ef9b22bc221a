import type { SQL } from 'drizzle-orm';
import {
  addDaysIso,
  isoDay,
  POLICY_TRANSITIONS,
  REINSTATEMENT_DAYS,
  type PolicyTransition,
} from '@cyber/domain';
import { recordAudit, type AuditActor } from '../../../lib/audit.ts';
import { publishEvent } from '../../../lib/events.ts';
import type { PoliciesDeps } from '../policies.context.ts';
import * as repo from '../policies.repository.ts';

export const POLICY_LIFECYCLE_QUEUE = 'policies.lifecycle';
/** Hourly: a date-driven change happens within the hour after its day begins or ends (UTC). */
export const POLICY_LIFECYCLE_EVERY_MS = 60 * 60_000;
const BATCH = 500;

/** The system acts: no user, no organisation. */
const SYSTEM: AuditActor = { userId: null, accountId: null, subscriberAccountId: null };

/**
 * The scheduled transitions of the status machine, in the order they run: a policy past its end
 * expires (even one issued but never in force) before anything takes effect; an issued policy
 * takes effect on its effective date; a binder never issued expires the day after its last day.
 */
const STEPS: {
  name: PolicyTransition;
  column: repo.DueColumn;
  comparison: 'before' | 'onOrBefore';
  only?: SQL;
}[] = [
  // a pending cancellation takes effect on its day (decision 046); for non-payment the
  // reinstatement period opens, and cancels when it closes
  {
    name: 'cancelTakesEffect',
    column: 'cancelEffectiveDate',
    comparison: 'onOrBefore',
    only: repo.forNonPayment(false),
  },
  {
    name: 'lapseForNonPayment',
    column: 'cancelEffectiveDate',
    comparison: 'onOrBefore',
    only: repo.forNonPayment(true),
  },
  { name: 'closeReinstatement', column: 'reinstateBy', comparison: 'before' },
  { name: 'expire', column: 'endDate', comparison: 'before' },
  { name: 'takeEffect', column: 'effectiveDate', comparison: 'onOrBefore' },
  { name: 'expireBinder', column: 'binderExpiresOn', comparison: 'before' },
];

/**
 * Run the date-driven transitions (the bind issue): each due policy moves, audited
 * (`policy.<transition>`); an expired binder publishes `binder.expired`. Batches of 500, each its
 * own transaction, SKIP LOCKED; running it again finds nothing. Resolves to the counts.
 */
export async function advancePolicies(
  deps: PoliciesDeps,
): Promise<Record<(typeof STEPS)[number]['name'], number>> {
  const counts = Object.fromEntries(STEPS.map((step) => [step.name, 0])) as Record<
    (typeof STEPS)[number]['name'],
    number
  >;
  for (const step of STEPS) {
    const { from, to } = POLICY_TRANSITIONS[step.name];
    for (;;) {
      const now = deps.clock.now();
      const n = await deps.db.transaction(async (tx) => {
        const due = await repo.lockDue(
          tx,
          from,
          step.column,
          step.comparison,
          isoDay(now),
          BATCH,
          step.only,
        );
        for (const p of due) {
          await repo.updatePolicy(tx, p.id, {
            status: to,
            updatedAt: now,
            ...(step.name === 'lapseForNonPayment' && p.cancelEffectiveDate
              ? { reinstateBy: addDaysIso(p.cancelEffectiveDate, REINSTATEMENT_DAYS) }
              : {}),
          });
          await recordAudit(
            tx,
            SYSTEM,
            {
              action: `policy.${step.name}`,
              entityType: 'policy',
              entityId: p.id,
              before: { policyNumber: p.policyNumber, status: p.status },
              after: { policyNumber: p.policyNumber, status: to },
            },
            now,
          );
          if (step.name === 'expireBinder') {
            // billing credits the binder's invoices in this transaction (decision 052)
            await deps.events.emit(tx, 'policy.binder-expired', {
              policyId: p.id,
              actor: SYSTEM,
              now,
            });
            await publishEvent(deps, tx, {
              type: 'binder.expired',
              data: {
                policy: {
                  id: p.id,
                  policyNumber: p.policyNumber,
                  accountId: p.accountId,
                  product: p.product,
                  status: to,
                  binderExpiresOn: p.binderExpiresOn,
                },
              },
              organisationIds: [p.agencyId, p.accountId, p.carrierId],
            });
          }
        }
        return due.length;
      });
      counts[step.name] += n;
      if (n < BATCH) break;
    }
  }
  return counts;
}

/** Register the hourly lifecycle job (decision 029's jobs). */
export function registerPolicyJobs(deps: PoliciesDeps) {
  deps.jobs.register(
    POLICY_LIFECYCLE_QUEUE,
    async () => {
      await advancePolicies(deps);
    },
    { everyMs: POLICY_LIFECYCLE_EVERY_MS, maxAttempts: 3 },
  );
}
