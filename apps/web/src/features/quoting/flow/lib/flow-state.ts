import type { CustomQuoteRequest } from '@cyber/domain';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * What the flow collects besides the cart (additional info, custom terms), kept per account in
 * sessionStorage like the cart: a reload or a deep link keeps it, a new tab starts afresh.
 */
export type FlowState = {
  needByDate: string;
  underwriterNote: string;
  retailAgentFirstName: string;
  retailAgentLastName: string;
  retailAgentLicenseNumber: string;
  customQuote: CustomQuoteRequest | null;
};

export const emptyFlowState = (): FlowState => ({
  needByDate: '',
  underwriterNote: '',
  retailAgentFirstName: '',
  retailAgentLastName: '',
  retailAgentLicenseNumber: '',
  customQuote: null,
});

export const flowStorageKey = (accountId: string) => `quoteFlow:${accountId}`;
const EVENT = 'quote-flow:changed';

export function readFlowState(accountId: string): FlowState {
  try {
    const raw = sessionStorage.getItem(flowStorageKey(accountId));
    return raw
      ? { ...emptyFlowState(), ...(JSON.parse(raw) as Partial<FlowState>) }
      : emptyFlowState();
  } catch {
    return emptyFlowState();
  }
}

export function writeFlowState(accountId: string, state: FlowState | null) {
  if (state) sessionStorage.setItem(flowStorageKey(accountId), JSON.stringify(state));
  else sessionStorage.removeItem(flowStorageKey(accountId));
  window.dispatchEvent(new CustomEvent(EVENT));
}

const subscribe = (listener: () => void) => {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
};

export function useFlowState(accountId: string) {
  const raw = useSyncExternalStore(subscribe, () =>
    sessionStorage.getItem(flowStorageKey(accountId)),
  );
  const state = raw ? readFlowState(accountId) : emptyFlowState();
  const set = useCallback(
    (patch: Partial<FlowState>) =>
      writeFlowState(accountId, { ...readFlowState(accountId), ...patch }),
    [accountId],
  );
  const clear = useCallback(() => writeFlowState(accountId, null), [accountId]);
  return { state, set, clear };
}
