/*
 * Submissions (spec 3 §2 SUBMISSIONS tab, §3 decline submission): what an agency asked for one
 * account at one time and the quotes it produced. The persona routes compose the screen.
 */
export {
  SubmissionsScreen,
  type SubmissionsScreenProps,
} from './components/submissions-screen.tsx';
export { submissionDetailKey, submissionsKey } from './api/keys.ts';
export {
  submissionsQueryOptions,
  useSubmissions,
  type SubmissionsSearch,
} from './api/search-submissions.ts';
export { submissionQueryOptions, useSubmission } from './api/get-submission.ts';
export { useDeclineSubmission } from './api/decline-submission.ts';
