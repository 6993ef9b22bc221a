import { quotesKey } from '../../quotes/index.ts';

/**
 * Submissions are read from the quotes (a quote's `requestGroupId` is its submission): they live
 * under the quotes' key, so every change to a quote (QUOTES tab, workbench, inbox) marks the list
 * and the open detail stale with the other quote lists.
 */
export const submissionsKey = [...quotesKey, 'submissions'] as const;
export const submissionDetailKey = (id: string) => [...submissionsKey, 'detail', id] as const;
