/*
 * What other features use. The account page's agencies card (components/account-agencies-card.tsx)
 * is composed by the app's route: exported here, it would load with every page that needs only
 * the account's agencies.
 */
export { accountAgenciesQueryKey, agenciesQueryKey } from './api/keys.ts';
export {
  getAccountAgencies,
  getAccountAgenciesQueryOptions,
  useAccountAgencies,
} from './api/account-agencies.ts';
/** One agency picked by typing its name (provider staff). */
export { AgencyPicker, type AgencyPickerProps } from './components/agency-picker.tsx';
