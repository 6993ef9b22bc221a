import type { AppEvent } from '@cyber/domain';
import { useEffect, useRef } from 'react';

/** What each internal event carries (spec 1 §2 event names). */
export type AppEventPayloads = {
  'quote:patching': { quoteId: string };
  'quote:patched': { quoteId: string };
  'quote:refresh': { quoteId?: string };
  'account:refresh': { accountId?: string };
  'financing:accpeted': { quoteId?: string };
  'api:error:5xx': { status: number; path: string; message: string };
  'team-change': { id: string; name: string };
  'server-down': { reason: 'console-version' | 'unreachable' };
  'version-changed': { previous: string; current: string };
};

// Every spec event has a payload type, and nothing else sneaks in.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _eventsCovered: Exact<keyof AppEventPayloads, AppEvent> = true;
void _eventsCovered;

type Listener<E extends AppEvent> = (payload: AppEventPayloads[E]) => void;

const listeners = new Map<AppEvent, Set<Listener<AppEvent>>>();

export function subscribe<E extends AppEvent>(event: E, listener: Listener<E>): () => void {
  let set = listeners.get(event);
  if (!set) {
    set = new Set();
    listeners.set(event, set);
  }
  set.add(listener as Listener<AppEvent>);
  return () => {
    set.delete(listener as Listener<AppEvent>);
  };
}

export function publish<E extends AppEvent>(event: E, payload: AppEventPayloads[E]): void {
  for (const listener of [...(listeners.get(event) ?? [])]) {
    (listener as Listener<E>)(payload);
  }
}

/** Subscribe for the lifetime of a component; the latest handler is always the one called. */
export function useAppEvent<E extends AppEvent>(event: E, handler: Listener<E>): void {
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => subscribe(event, (payload) => handlerRef.current(payload)), [event]);
}
