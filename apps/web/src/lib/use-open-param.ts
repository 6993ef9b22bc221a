import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The row a list screen has open beside it, kept in one query parameter (`?submission={id}`,
 * `?policy={id}`): a shareable link, and Back closes nothing it did not open (the address is
 * replaced, not pushed). Answers the open id and the setter (null closes).
 */
export function useOpenParam(name: string): [string | null, (id: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const setOpen = useCallback(
    (id: string | null) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (id) next.set(name, id);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return [params.get(name), setOpen];
}
