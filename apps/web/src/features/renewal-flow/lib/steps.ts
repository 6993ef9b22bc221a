/** The renewal flow's steps, in order (spec 3 §2 renewal routes). */
export const RENEWAL_FLOW_STEPS = ['verify', 'summary', 'custom-quote'] as const;
export type RenewalFlowStep = (typeof RENEWAL_FLOW_STEPS)[number];

/** Whether a route's step segment is one of the renewal flow's. */
export const isRenewalFlowStep = (step: string | undefined): step is RenewalFlowStep =>
  (RENEWAL_FLOW_STEPS as readonly string[]).includes(step ?? '');
