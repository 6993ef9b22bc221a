import type { AffectedQuote, Charges, RatedFirmographics } from '@cyber/domain';
import type { AuditActor } from '../lib/audit.ts';
import type { EventBus } from '../lib/events.ts';

/**
 * The in-transaction domain events (decision 038): what a module announces, with the payload the
 * subscribers get and what each resolves to. The publisher owns the event; the subscribers are
 * wired where they are registered, so the publisher never imports them.
 */
export type DomainReactions = {
  /**
   * An account's firmographics were saved (edited by a person or refreshed from a data source).
   * The quotes module invalidates or refers the open quotes a change of a rated field affects
   * (spec 3 §4), and answers with the quotes it changed.
   */
  'account.firmographics-changed': {
    payload: {
      accountId: string;
      before: RatedFirmographics;
      after: RatedFirmographics;
      actor: AuditActor;
      now: Date;
    };
    result: { invalidated: AffectedQuote[]; referred: AffectedQuote[] };
  };
  /**
   * An account's security answers were saved. The quotes module re-rates the account's open
   * quotes with them (decision 029) and answers with the quotes whose price changed.
   */
  'account.answers-saved': {
    payload: { accountId: string; actor: AuditActor; now: Date };
    result: { quoteId: string; quoteNumber: string }[];
  };
  /**
   * A quote was bound into a binder. The billing module raises its invoice (the charges as bound)
   * in the same transaction (decision 051).
   */
  'policy.bound': {
    payload: { policy: BilledPolicy; charges: Charges; actor: AuditActor; now: Date };
    result: void;
  };
  /**
   * A binder passed its last day unissued (the policies' job). Nothing was covered: the billing
   * module credits everything invoiced on it in the same transaction (decision 052).
   */
  'policy.binder-expired': {
    payload: { policyId: string; actor: AuditActor; now: Date };
    result: void;
  };
  /**
   * A servicing transaction moved a policy's premium (an endorsement, a cancellation, a
   * reinstatement, an ERP…). The billing module raises the adjustment invoice (or credit).
   */
  'policy.premium-changed': {
    payload: {
      policy: BilledPolicy;
      revision: number;
      charges: Charges;
      actor: AuditActor;
      now: Date;
    };
    result: void;
  };
};

/** What billing needs of a policy it invoices. */
export type BilledPolicy = {
  id: string;
  policyNumber: string;
  accountId: string;
  namedInsured: string;
  agencyId: string | null;
  agencyName: string | null;
  product: string;
  currency: string;
  /** The agency collects the premium (the bound quote's agencyBilled; adjustments inherit it). */
  agencyBilled?: boolean;
};

export type DomainEvents = EventBus<DomainReactions>;
