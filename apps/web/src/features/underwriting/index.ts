/*
 * The underwriting workbench (spec 3 §2 underwriter modals, §4 actions): the inbox of referrals
 * and one quote's workbench. The persona routes compose the screens.
 */
export { InboxScreen, type InboxScreenProps } from './components/inbox-screen.tsx';
export { WorkbenchScreen, type WorkbenchScreenProps } from './components/workbench-screen.tsx';
export { AuthorityScreen } from './components/authority-screen.tsx';
export { inboxKey, underwritingDetailKey, underwritingKey } from './api/keys.ts';
export {
  underwritingDetailQueryOptions,
  useUnderwritingDetail,
} from './api/get-underwriting-detail.ts';
export { inboxQueryOptions, useInbox, type InboxSearch } from './api/get-inbox.ts';
/* The submission part of a decline, shared by the quote's decline and the submission's own. */
export {
  DeclineSubmissionFields,
  EMPTY_SUBMISSION_PART,
  submissionPartOf,
  type DeclineSubmissionFieldsProps,
} from './components/decline-submission-fields.tsx';
/* Why an underwriting action failed (spec 3 §8). */
export { actionFailure } from './components/helpers.ts';
