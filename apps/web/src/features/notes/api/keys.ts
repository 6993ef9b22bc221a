import { accountQueryKey } from '../../accounts/index.ts';

/** What a note hangs on: an account itself, or one of its quotes. */
export type NoteTarget = { accountId: string } | { quoteId: string };

/**
 * The query key of a target's notes; mutations invalidate through it. An account's notes live
 * under the account's key, so refreshing the account refreshes them too.
 */
export const notesQueryKey = (target: NoteTarget) =>
  'quoteId' in target
    ? (['quote-notes', target.quoteId] as const)
    : ([...accountQueryKey(target.accountId), 'notes'] as const);

/** The API path of a target's notes (list and add). */
export const notesPath = (target: NoteTarget) =>
  'quoteId' in target
    ? `/api/quote/v1/${encodeURIComponent(target.quoteId)}/notes`
    : `/api/account/v1/accounts/${encodeURIComponent(target.accountId)}/notes`;

/** The API path of one note (change and delete): an account's under its account, a quote's alone. */
export const notePath = (target: NoteTarget, noteId: string) =>
  'quoteId' in target
    ? `/api/quote/v1/notes/${encodeURIComponent(noteId)}`
    : `${notesPath(target)}/${encodeURIComponent(noteId)}`;
