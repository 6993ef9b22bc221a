/**
 * A policy's certificates' data lives under one key per policy: a change to its additional
 * insureds marks the list stale.
 */
export const certificatesKey = ['certificates'] as const;
export const additionalInsuredsKey = (policyId: string) =>
  [...certificatesKey, policyId, 'additional-insureds'] as const;
