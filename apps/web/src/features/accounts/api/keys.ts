/** Query keys of the accounts feature; mutations invalidate through them. */
export const accountsQueryKey = ['accounts'] as const;
export const accountQueryKey = (accountId: string) => ['accounts', 'detail', accountId] as const;
/** The risk picture and the scan history of an account. */
export const accountRiskQueryKey = (accountId: string) =>
  [...accountQueryKey(accountId), 'risk'] as const;
