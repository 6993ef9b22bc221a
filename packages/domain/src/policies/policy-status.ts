/**
 * The policy lifecycle (spec 3 §3 status values; spec 3 §2 binder statuses): a policy is born
 * BOUND when a Ready quote binds (a binder), becomes ISSUED when the binder is issued, IN FORCE
 * on its effective date, and leaves the book by expiry, renewal, cancellation, voiding or
 * rescission. Spec 3 says "the exact allowed status transitions are not shown": the machine
 * below is the design of the bind-and-issue feature and covers its transitions only.
 */

/**
 * The policy statuses, spelled as spec 3 §3 spells them (with spaces, not underscores). The
 * cancellation, reinstatement and void statuses are listed so stored policies parse; no
 * transition of this feature leads to them yet.
 */
export const POLICY_STATUSES = [
  'BOUND',
  'BINDER EXPIRED',
  'ISSUED',
  'IN FORCE',
  'EXPIRED',
  'RENEWED',
  'CANCEL REQUESTED',
  'CANCEL PENDING',
  'CANCELLED',
  'CANCEL TRANSACTION',
  'FLAT CANCELLED',
  'IN REINSTATEMENT PERIOD',
  'VOID',
  'VOID TRANSACTION',
  'RESCIND',
] as const;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];

/** Whether a stored status is one of the policy statuses. */
export const isPolicyStatus = (status: string): status is PolicyStatus =>
  (POLICY_STATUSES as readonly string[]).includes(status);

/** The statuses of a binder, the dashboard's BINDERS tab (spec 3 §2). */
export const BINDER_STATUSES = [
  'BOUND',
  'BINDER EXPIRED',
  'RESCIND',
] as const satisfies readonly PolicyStatus[];
export type BinderStatus = (typeof BINDER_STATUSES)[number];

/** Human labels of the statuses (design: spec 3 shows the codes only). */
export const POLICY_STATUS_LABELS: Record<PolicyStatus, string> = {
  BOUND: 'Bound',
  'BINDER EXPIRED': 'Binder Expired',
  ISSUED: 'Issued',
  'IN FORCE': 'In Force',
  EXPIRED: 'Expired',
  RENEWED: 'Renewed',
  'CANCEL REQUESTED': 'Cancel Requested',
  'CANCEL PENDING': 'Cancel Pending',
  CANCELLED: 'Cancelled',
  'CANCEL TRANSACTION': 'Cancel Transaction',
  'FLAT CANCELLED': 'Flat Cancelled',
  'IN REINSTATEMENT PERIOD': 'In Reinstatement Period',
  VOID: 'Void',
  'VOID TRANSACTION': 'Void Transaction',
  RESCIND: 'Rescinded',
};

/**
 * The named transitions of the bind-and-issue lifecycle (design; spec 3 does not show them):
 * the statuses each may start from and the status it leaves. `scheduled` transitions are made
 * by a daily job, never by a caller; the others by a call (issue, rescindBinder) or, for
 * renew, by the renewal quote binding. Any other start is refused (a 409 with
 * `POLICY_MESSAGES.wrongStatus`).
 */
export const POLICY_TRANSITIONS = {
  /** The binder is issued as a policy (POST /api/policy/v1/issue/{id}). */
  issue: { from: ['BOUND'], to: 'ISSUED', scheduled: false },
  /** The job on the effective date puts an issued policy in force. */
  takeEffect: { from: ['ISSUED'], to: 'IN FORCE', scheduled: true },
  /** The job after the end date expires a policy (one issued but never in force too). */
  expire: { from: ['IN FORCE', 'ISSUED'], to: 'EXPIRED', scheduled: true },
  /** The job after `binderExpiresOn` expires a binder that was never issued. */
  expireBinder: { from: ['BOUND'], to: 'BINDER EXPIRED', scheduled: true },
  /** The binder is withdrawn before it is issued (the dashboard's RESCIND). */
  rescindBinder: { from: ['BOUND'], to: 'RESCIND', scheduled: false },
  /** The expiring (or lapsed) policy once its renewal quote binds. */
  renew: { from: ['IN FORCE', 'EXPIRED'], to: 'RENEWED', scheduled: false },
} as const satisfies Record<
  string,
  { from: readonly PolicyStatus[]; to: PolicyStatus; scheduled: boolean }
>;
export type PolicyTransition = keyof typeof POLICY_TRANSITIONS;
export const POLICY_TRANSITION_NAMES = Object.keys(POLICY_TRANSITIONS) as PolicyTransition[];

/** Whether transition `name` may start from `from` (any stored status string). */
export const canTransition = (name: PolicyTransition, from: string): boolean =>
  (POLICY_TRANSITIONS[name].from as readonly string[]).includes(from);

/**
 * The status transition `name` leaves a policy in `from` at, or `null` when it may not start
 * there: it never throws, the caller turns `null` into its refusal (a 409 with
 * `POLICY_MESSAGES.wrongStatus`, or a job skipping the row).
 */
export const nextStatus = (name: PolicyTransition, from: string): PolicyStatus | null =>
  canTransition(name, from) ? POLICY_TRANSITIONS[name].to : null;
