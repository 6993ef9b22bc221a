import { z } from 'zod';

/**
 * Domain events (decision 022): what happened, published in the transaction that made it happen
 * and fanned out to webhooks. More types arrive as their features land (policy issued, payment
 * recorded).
 */
export const DOMAIN_EVENT_TYPES = [
  'account.created',
  'quote.created',
  /** Underwriting (decision 040): referred, released to READY, declined, terms updated. */
  'quote.referred',
  'quote.released',
  'quote.declined',
  'quote.updated',
  'quote.bound',
  /** Request to bind (decision 043): the agent or the retail agent asked to bind a Ready quote. */
  'quote.bind_requested',
  /** The bind issue: a quote became a binder; a binder was issued into a policy. */
  'policy.bound',
  'policy.issued',
  /** Servicing (decision 046): endorsed (or reverted), cancelled (voided, rescinded), reinstated. */
  'policy.endorsed',
  'policy.cancelled',
  'policy.reinstated',
  /** A renewal bound: the expiring policy is RENEWED (decision 048). */
  'policy.renewed',
  /** A binder never issued passed its last day (the policies' daily job). */
  'binder.expired',
  'claim.filed',
  /** Billing (decisions 051, 052): an invoice raised, a payment settled or failed, a plan taken. */
  'invoice.created',
  'payment.succeeded',
  'payment.failed',
  'policy.financed',
  /** The ping a webhook's "Send test event" delivers to that one hook (never fanned out). */
  'webhook.test',
] as const;
export type DomainEventType = (typeof DOMAIN_EVENT_TYPES)[number];
export const DomainEventTypeSchema = z.enum(DOMAIN_EVENT_TYPES);

/** The JSON body POSTed to a webhook. */
export const DomainEventSchema = z.object({
  /** Unique per event; the same for every hook (receivers de-duplicate on it). */
  id: z.string().uuid(),
  type: DomainEventTypeSchema,
  occurredAt: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type DomainEvent = z.infer<typeof DomainEventSchema>;
