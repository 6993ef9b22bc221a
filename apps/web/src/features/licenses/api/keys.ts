/** Query keys of the licences feature: a saved licence invalidates its list's key. */
export const licensesQueryKey = ['licenses'] as const;
export const agencyLicensesKey = [...licensesQueryKey, 'agency'] as const;
export const agentLicensesKey = [...licensesQueryKey, 'agent'] as const;
export const surplusLicensesKey = [...licensesQueryKey, 'surplus'] as const;
