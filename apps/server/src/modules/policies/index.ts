import type { FastifyInstance } from 'fastify';
import type { PoliciesDeps } from './policies.context.ts';
import { midtermRoutes } from './routes/midterm.route.ts';
import { policyRoutes } from './routes/policies.route.ts';
import { servicingRoutes } from './routes/servicing.route.ts';
import { registerPolicyJobs } from './services/lifecycle.ts';
import { registerRenewalJob } from './services/renewals.ts';

/**
 * For the claims of carriers and reinsurers (decision 023): the account has a binder or policy
 * on the paper the organisation reads, as SQL over the caller's account column.
 */
export { hasPolicyOnPaperOf } from './policies.repository.ts';
/**
 * One binder or policy the caller may see, as the API shows it, or a 404 (certificates of
 * insurance read the policy they certify through it).
 */
export { requirePolicy } from './services/policy-view.ts';
/** Billing (decision 052): lock a policy for a payment, and record its payment status. */
export { lockPolicyForBilling, setPolicyPayment } from './services/billing-hooks.ts';
/** Who a policy's payment reminder goes to (billing). */
export { policyholderContact } from './services/policy-mail.ts';
/** For the ACCOUNTS tab (decision 044): the account has a policy open for renewal, as SQL. */
export { hasPolicyOpenForRenewal } from './policies.repository.ts';

/**
 * Binders and policies (spec 3 §3, §4; the bind issue): a READY quote is bound into a binder
 * (the quotes module locks and closes the quote side in the same transaction), a binder is
 * issued into a policy, an hourly job moves them by date (in force, expired, binder expired),
 * and the BINDERS and POLICIES tabs search them. Every binder and policy has its binder PDF, an
 * issued policy its declarations page; binding and issuing e-mail the agent and the
 * policyholder's contact. A binder records its carrier, whose paper it is on: carriers and
 * reinsurers read by paper. An issued policy is serviced by dated transactions (decision 046):
 * endorsements, cancellations, voids, rescissions and reinstatements, each a revision with its
 * premium and document. The tables (`policies`, `policy_revisions`, `policy_number_counters`)
 * are this module's alone.
 */
export async function policiesModule(app: FastifyInstance) {
  const { db, clock, jobs, messenger, config, storage, events } = app.ctx;
  const deps: PoliciesDeps = { db, clock, jobs, messenger, config, storage, events };
  policyRoutes(app, deps);
  servicingRoutes(app, deps);
  midtermRoutes(app, deps);
  registerPolicyJobs(deps);
  registerRenewalJob(deps);
}
