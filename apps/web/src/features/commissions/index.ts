/**
 * Commissions (spec 3 §2, §3, §7 "Commissions", §8, §9): the statements, commission lines and
 * outstanding balances of agencies and provider staff, the agency bill (decision 058), an agency
 * admin's payout account, and the staff dialogs that pay commission, set an agency's rates and
 * record its remittances.
 */
export {
  CommissionsScreen,
  type CommissionsScreenProps,
} from './components/commissions-screen.tsx';
/** Every commission query sits under this key (a write elsewhere may mark them all stale). */
export { commissionsKey } from './api/keys.ts';
