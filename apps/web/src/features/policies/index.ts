/*
 * Binders and policies (spec 3 §2 BINDERS and POLICIES tabs, §3 Policy and Binder): the lists,
 * one binder's or policy's detail with "Issue policy", and binding a Ready quote. The persona
 * routes compose the screen; the QUOTES tab shows the Bind action.
 */
export { PolicyListScreen, type PolicyListScreenProps } from './components/policy-list-screen.tsx';
export { BindQuoteButton, type BindQuoteButtonProps } from './components/bind-quote-button.tsx';
export { PolicyStatusChip } from './components/policy-status-chip.tsx';
/** The dashboard's book: policies and premium in force, binders, limit (the counting rules). */
export { BookCard } from './components/book-card.tsx';
export { policyBookQueryOptions, usePolicyBook } from './api/get-book.ts';
export { policiesKey, policyDetailKey, policyListKey } from './api/keys.ts';
export { policiesQueryOptions, usePolicies, type PoliciesSearch } from './api/search-policies.ts';
export { policyQueryOptions, usePolicy } from './api/get-policy.ts';
export {
  useBindQuote,
  useIssuePolicy,
  type BindQuoteInput,
  type IssuePolicyInput,
} from './api/policy-actions.ts';
/** A policy's renewal (decision 048): its flags, quote and diff; preparing its renewal quote. */
export {
  policyRenewalQueryOptions,
  usePolicyRenewal,
  usePrepareRenewal,
  type PreparedRenewal,
} from './api/renewal.ts';
/** What changed at renewal and why the premium changed (the drawer's, and the renewal flow's). */
export { RenewalDiffView, type RenewalDiffViewProps } from './components/policy-renewal.tsx';
