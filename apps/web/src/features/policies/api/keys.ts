/**
 * Binders and policies live under one key: a bind or an issue marks both tabs and the open
 * detail stale at once.
 */
export const policiesKey = ['policies'] as const;
export const policyListKey = [...policiesKey, 'search'] as const;
export const policyDetailKey = (id: string) => [...policiesKey, 'detail', id] as const;
