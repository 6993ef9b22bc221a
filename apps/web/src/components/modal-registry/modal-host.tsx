import { MODAL_QUERY_OPEN_DELAY_MS } from '@cyber/domain';
import { useEffect, useId, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import {
  closeModal,
  isRegisteredModal,
  modalComponent,
  openModal,
  useOpenModal,
} from './modal-store.ts';

// Only the first mounted host renders, so a screen may mount one even when a layout already does.
const hosts: string[] = [];
const hostListeners = new Set<() => void>();
const subscribeHosts = (listener: () => void) => {
  hostListeners.add(listener);
  return () => {
    hostListeners.delete(listener);
  };
};
const notifyHosts = () => hostListeners.forEach((l) => l());

function parseModalData(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/**
 * Renders the open modal of the registry, and opens the one named by `?modal=<name>` (with
 * `modalData=<json>`) about 1.5 s after the route loads; the two parameters are then removed
 * from the address so a reload does not open it again.
 */
export function ModalHost() {
  const id = useId();
  const open = useOpenModal();
  const [params, setParams] = useSearchParams();
  const first = useSyncExternalStore(
    subscribeHosts,
    () => hosts[0] === id,
    () => false,
  );

  useEffect(() => {
    hosts.push(id);
    notifyHosts();
    return () => {
      hosts.splice(hosts.indexOf(id), 1);
      notifyHosts();
    };
  }, [id]);

  const requested = params.get('modal');
  const requestedData = params.get('modalData');
  useEffect(() => {
    if (!first || !requested || !isRegisteredModal(requested)) return;
    const timer = setTimeout(() => {
      openModal(requested, parseModalData(requestedData));
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete('modal');
          next.delete('modalData');
          return next;
        },
        { replace: true },
      );
    }, MODAL_QUERY_OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [first, requested, requestedData, setParams]);

  // Leaving the screen that hosts the modal closes it.
  useEffect(() => () => closeModal(), []);

  if (!first || !open) return null;
  const Component = modalComponent(open.name);
  if (!Component) return null;
  return <Component key={open.key} data={open.data as never} onClose={closeModal} />;
}
