export { accountQueryKey, accountsQueryKey } from './api/keys.ts';
export { getAccount, getAccountQueryOptions, useAccount } from './api/get-account.ts';
export { searchAccounts, searchAccountsQueryOptions } from './api/search-accounts.ts';
export {
  getAccounts,
  getAccountsQueryOptions,
  useAccounts,
  type AccountListQuery,
} from './api/get-accounts.ts';
