import { randomUUID } from 'node:crypto';
import type { DomainEvent, DomainEventType } from '@cyber/domain';
import type { Database, Tx } from '../db/client.ts';
import type { Clock } from './clock.ts';
import type { Jobs } from './jobs.ts';

/** The queue whose handler (the webhooks module) fans an event out to the matching webhooks. */
export const EVENT_FANOUT_QUEUE = 'events.fanout';

export type EventFanoutPayload = {
  event: DomainEvent;
  /** The organisations the event concerns (account, agency, carrier…): hooks scoped to one of
   * them receive it, as do unscoped (platform-wide) hooks. */
  organisationIds: string[];
};

/**
 * Publish a domain event inside the transaction that made it happen (decision 022): a rolled-back
 * change publishes nothing; a committed one is delivered at least once.
 */
export async function publishEvent(
  deps: { jobs: Jobs; clock: Clock },
  tx: Database | Tx,
  input: {
    type: DomainEventType;
    data: Record<string, unknown>;
    organisationIds: (string | null | undefined)[];
  },
): Promise<DomainEvent> {
  const event: DomainEvent = {
    id: randomUUID(),
    type: input.type,
    occurredAt: deps.clock.now().toISOString(),
    data: input.data,
  };
  const payload: EventFanoutPayload = {
    event,
    organisationIds: [...new Set(input.organisationIds.filter((id): id is string => !!id))],
  };
  await deps.jobs.enqueue(tx, EVENT_FANOUT_QUEUE, payload);
  deps.jobs.kick();
  return event;
}
