/*
 * The underwriting workbench (spec 3 §2 underwriter modals, §4 actions): the inbox of referrals
 * and one quote's workbench. The persona routes compose the screens.
 */
export { InboxScreen, type InboxScreenProps } from './components/inbox-screen.tsx';
export { WorkbenchScreen, type WorkbenchScreenProps } from './components/workbench-screen.tsx';
export { inboxKey, underwritingDetailKey, underwritingKey } from './api/keys.ts';
export {
  underwritingDetailQueryOptions,
  useUnderwritingDetail,
} from './api/get-underwriting-detail.ts';
export { inboxQueryOptions, useInbox, type InboxSearch } from './api/get-inbox.ts';
