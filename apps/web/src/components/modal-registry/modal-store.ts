import { useSyncExternalStore, type ComponentType } from 'react';

/** What a registered modal receives: its data and how to close itself. */
export type ModalProps<TData = unknown> = { data: TData; onClose: () => void };

type Registered = ComponentType<ModalProps<never>>;
type OpenModal = { name: string; data: unknown; key: number };

const registry = new Map<string, Registered>();
const listeners = new Set<() => void>();
let current: OpenModal | null = null;
let counter = 0;

const emit = () => listeners.forEach((listener) => listener());

/**
 * Register a modal under a name (once, at module level of the feature that owns it). The name
 * is what `openModal(name, data)` and the `?modal=<name>` query use.
 */
export function registerModal<TData>(name: string, component: ComponentType<ModalProps<TData>>) {
  registry.set(name, component as Registered);
}

export const modalComponent = (name: string): Registered | undefined => registry.get(name);
export const isRegisteredModal = (name: string) => registry.has(name);

/** Open a modal; whatever modal was open closes (only one at a time, spec 2 §2). */
export function openModal<TData>(name: string, data?: TData) {
  current = { name, data: data ?? null, key: ++counter };
  emit();
}

export function closeModal() {
  if (!current) return;
  current = null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The open modal (name, data), or null. */
export const useOpenModal = (): OpenModal | null =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );

/** Test helper: forget the open modal. */
export const resetModals = () => {
  current = null;
  emit();
};
