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

/**
 * In-transaction subscribers (decision 038): what one module must do when another changes
 * something, in the same transaction, without the publisher importing the subscriber. The
 * publisher names the event and its payload (the map `E`); each module that reacts subscribes
 * when it is registered; `emit` runs every subscriber in the order they subscribed, with the
 * publisher's transaction, and resolves to their results. A subscriber that throws rolls the
 * publisher's change back: reactions are part of the change, not an afterthought (the outbox
 * `publishEvent` above is for what happens after commit).
 */
export type EventBus<E extends Record<string, { payload: unknown; result: unknown }>> = {
  on<K extends keyof E>(
    type: K,
    subscriber: (tx: Tx, payload: E[K]['payload']) => Promise<E[K]['result']>,
  ): void;
  emit<K extends keyof E>(tx: Tx, type: K, payload: E[K]['payload']): Promise<E[K]['result'][]>;
};

export function createEventBus<
  E extends Record<string, { payload: unknown; result: unknown }>,
>(): EventBus<E> {
  type Subscriber = (tx: Tx, payload: unknown) => Promise<unknown>;
  const subscribers = new Map<keyof E, Subscriber[]>();
  return {
    on(type, subscriber) {
      subscribers.set(type, [...(subscribers.get(type) ?? []), subscriber as Subscriber]);
    },
    async emit(tx, type, payload) {
      const results: E[typeof type]['result'][] = [];
      for (const subscriber of subscribers.get(type) ?? []) {
        results.push((await subscriber(tx, payload)) as E[typeof type]['result']);
      }
      return results;
    },
  };
}
