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
 * The named transitions of the policy's lifecycle (design, decisions 029 and 046; spec 3 says
 * "the exact allowed status transitions are not shown"): the statuses each may start from and
 * the status it leaves. `scheduled` transitions are made by the hourly job, never by a caller;
 * the others by a call or, for renew, by the renewal quote binding. A `restores` transition puts
 * the policy back in cover: IN FORCE, or ISSUED when its term has not begun (`nextStatus` with
 * the term). Any other start is refused (a 409 with `POLICY_MESSAGES.wrongStatus`).
 *
 * CANCEL TRANSACTION and VOID TRANSACTION are the statuses of a policy's cancellation and void
 * transactions (its revisions, `POLICY_REVISION_STATUS`), never of a policy: spec 3 lists them
 * among the statuses its lists show.
 */
export const POLICY_TRANSITIONS = {
  /** The binder is issued as a policy (POST /api/policy/v1/issue/{id}). */
  issue: { from: ['BOUND'], to: 'ISSUED', scheduled: false },
  /** The job on the effective date puts an issued policy in force. */
  takeEffect: { from: ['ISSUED'], to: 'IN FORCE', scheduled: true },
  /** The job after the end date expires a policy (one issued but never in force too). */
  expire: { from: ['IN FORCE', 'ISSUED', 'CANCEL REQUESTED'], to: 'EXPIRED', scheduled: true },
  /** The job after `binderExpiresOn` expires a binder that was never issued. */
  expireBinder: { from: ['BOUND'], to: 'BINDER EXPIRED', scheduled: true },
  /**
   * Rescission (provider staff): the binder withdrawn before it is issued, or the policy undone
   * from inception (material misrepresentation); all premium returned.
   */
  rescind: {
    from: ['BOUND', 'ISSUED', 'IN FORCE', 'CANCEL REQUESTED'],
    to: 'RESCIND',
    scheduled: false,
  },
  /** The expiring (or lapsed) policy once its renewal quote binds. */
  renew: { from: ['IN FORCE', 'EXPIRED'], to: 'RENEWED', scheduled: false },
  /** The agency (or staff for it) asks the insurer to cancel. */
  requestCancel: { from: ['ISSUED', 'IN FORCE'], to: 'CANCEL REQUESTED', scheduled: false },
  /** The request is withdrawn before the insurer acts on it. */
  withdrawCancelRequest: {
    from: ['CANCEL REQUESTED'],
    to: 'IN FORCE',
    scheduled: false,
    restores: true,
  },
  /** Provider staff cancel from today or an earlier day: the cover ends, unearned premium returns. */
  cancel: { from: ['ISSUED', 'IN FORCE', 'CANCEL REQUESTED'], to: 'CANCELLED', scheduled: false },
  /**
   * Provider staff cancel for non-payment: cancelled, but the premium paid within
   * REINSTATEMENT_DAYS of the cancellation reinstates the policy.
   */
  cancelForNonPayment: {
    from: ['ISSUED', 'IN FORCE', 'CANCEL REQUESTED'],
    to: 'IN REINSTATEMENT PERIOD',
    scheduled: false,
  },
  /** Provider staff cancel from a later day: pending until the job reaches it. */
  scheduleCancel: {
    from: ['ISSUED', 'IN FORCE', 'CANCEL REQUESTED'],
    to: 'CANCEL PENDING',
    scheduled: false,
  },
  /** The job on a pending cancellation's day cancels it. */
  cancelTakesEffect: { from: ['CANCEL PENDING'], to: 'CANCELLED', scheduled: true },
  /** The job on a pending non-payment cancellation's day opens its reinstatement period. */
  lapseForNonPayment: { from: ['CANCEL PENDING'], to: 'IN REINSTATEMENT PERIOD', scheduled: true },
  /** The job after the reinstatement period ends leaves the policy cancelled. */
  closeReinstatement: { from: ['IN REINSTATEMENT PERIOD'], to: 'CANCELLED', scheduled: true },
  /** The policy is put back in cover (premium received; a pending cancellation withdrawn). */
  reinstate: {
    from: ['CANCEL PENDING', 'IN REINSTATEMENT PERIOD'],
    to: 'IN FORCE',
    scheduled: false,
    restores: true,
  },
  /** Cancelled from inception (provider staff): all premium returned. */
  flatCancel: {
    from: ['ISSUED', 'IN FORCE', 'CANCEL REQUESTED'],
    to: 'FLAT CANCELLED',
    scheduled: false,
  },
  /** Voided (provider staff): issued in error, as if never written; all premium returned. */
  void: { from: ['ISSUED', 'IN FORCE', 'CANCEL REQUESTED'], to: 'VOID', scheduled: false },
  /** A cancellation made in error is undone (provider staff; PUT undo-cancelled-policy). */
  undoCancel: {
    from: ['CANCELLED', 'FLAT CANCELLED', 'CANCEL PENDING', 'IN REINSTATEMENT PERIOD'],
    to: 'IN FORCE',
    scheduled: false,
    restores: true,
  },
} as const satisfies Record<
  string,
  { from: readonly PolicyStatus[]; to: PolicyStatus; scheduled: boolean; restores?: true }
>;
export type PolicyTransition = keyof typeof POLICY_TRANSITIONS;
export const POLICY_TRANSITION_NAMES = Object.keys(POLICY_TRANSITIONS) as PolicyTransition[];

/** Whether transition `name` may start from `from` (any stored status string). */
export const canTransition = (name: PolicyTransition, from: string): boolean =>
  (POLICY_TRANSITIONS[name].from as readonly string[]).includes(from);

/**
 * The status transition `name` leaves a policy in `from` at, or `null` when it may not start
 * there: it never throws, the caller turns `null` into its refusal (a 409 with
 * `POLICY_MESSAGES.wrongStatus`, or a job skipping the row). A restoring transition given the
 * policy's term and today leads to ISSUED before the effective date.
 */
export function nextStatus(
  name: PolicyTransition,
  from: string,
  on?: { effectiveDate: string; today: string },
): PolicyStatus | null {
  if (!canTransition(name, from)) return null;
  const transition: { to: PolicyStatus; restores?: true } = POLICY_TRANSITIONS[name];
  if (transition.restores && on && on.today < on.effectiveDate) return 'ISSUED';
  return transition.to;
}

/** The statuses in which a policy may be endorsed (and an endorsement reverted or deleted). */
export const ENDORSABLE_STATUSES = [
  'ISSUED',
  'IN FORCE',
] as const satisfies readonly PolicyStatus[];
export const isEndorsable = (status: string): boolean =>
  (ENDORSABLE_STATUSES as readonly string[]).includes(status);
