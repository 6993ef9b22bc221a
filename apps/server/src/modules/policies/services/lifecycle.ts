import { isoDay, POLICY_TRANSITIONS, type PolicyTransition } from '@cyber/domain';
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
  column: 'binderExpiresOn' | 'effectiveDate' | 'endDate';
  comparison: 'before' | 'onOrBefore';
}[] = [
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
): Promise<Record<'expire' | 'takeEffect' | 'expireBinder', number>> {
  const counts = { expire: 0, takeEffect: 0, expireBinder: 0 };
  for (const step of STEPS) {
    const { from, to } = POLICY_TRANSITIONS[step.name];
    for (;;) {
      const now = deps.clock.now();
      const n = await deps.db.transaction(async (tx) => {
        const due = await repo.lockDue(tx, from, step.column, step.comparison, isoDay(now), BATCH);
        for (const p of due) {
          await repo.updatePolicy(tx, p.id, { status: to, updatedAt: now });
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
              organisationIds: [p.agencyId, p.accountId],
            });
          }
        }
        return due.length;
      });
      counts[step.name as keyof typeof counts] += n;
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
