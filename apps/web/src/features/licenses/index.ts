/*
 * The licences feature's public face: its keys, and the licences that let an agency quote in a
 * state (the quote flow reads them). The licence lists are its own screen, which the app's route
 * renders (components/licenses-screen.tsx).
 */
export {
  agencyLicensesKey,
  agentLicensesKey,
  licensesQueryKey,
  surplusLicensesKey,
} from './api/keys.ts';
export {
  stateLicensedAgentsQueryOptions,
  stateSurplusLicensesQueryOptions,
} from './api/state-licenses.ts';
