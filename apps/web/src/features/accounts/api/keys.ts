/** Query keys of the accounts feature; mutations invalidate through them. */
export const accountsQueryKey = ['accounts'] as const;
export const accountQueryKey = (accountId: string) => ['accounts', 'detail', accountId] as const;
