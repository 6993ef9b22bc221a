import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

export type DialogStateOptions<K extends string> = {
  /** The dialog open on the first render (e.g. a link that asks for the invite dialog). */
  initial?: K | null;
  /** Runs after every close, e.g. to clear the mutations the dialogs showed the errors of. */
  onClose?: () => void;
};

export type DialogState<K extends string, T> = {
  /** The open dialog, or null. */
  kind: K | null;
  /** Whether the open dialog is one of these. */
  isOpen: (...kinds: K[]) => boolean;
  /** The record the open dialog acts on, if it is this one (undefined when adding). */
  targetOf: (kind: K) => T | undefined;
  /** Opens a dialog, on a record (edit, delete…) or on none (add). Stable across renders. */
  open: (kind: K, target?: T) => void;
  /** Closes whichever is open, then calls `onClose`. Stable across renders. */
  close: () => void;
};

/**
 * A screen's dialogs, one open at a time: which one (add, edit, confirm delete…) and the record it
 * acts on. Screens with a table of records and their add/edit/delete dialogs share it.
 */
export function useDialogState<K extends string, T = never>(
  options: DialogStateOptions<K> = {},
): DialogState<K, T> {
  const [state, setState] = useState<{ kind: K; target: T | undefined } | null>(() =>
    options.initial ? { kind: options.initial, target: undefined } : null,
  );
  // The latest onClose, so that `close` can stay stable while the screen's mutations change.
  const onClose = useRef(options.onClose);
  useEffect(() => {
    onClose.current = options.onClose;
  });

  const open = useCallback((kind: K, target?: T) => setState({ kind, target }), []);
  const close = useCallback(() => {
    setState(null);
    onClose.current?.();
  }, []);

  return useMemo(
    () => ({
      kind: state?.kind ?? null,
      isOpen: (...kinds: K[]) => state !== null && kinds.includes(state.kind),
      targetOf: (kind: K) => (state?.kind === kind ? state.target : undefined),
      open,
      close,
    }),
    [state, open, close],
  );
}
