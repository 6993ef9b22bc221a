import { AccountNotePageSchema, QuoteNotePageSchema, type QuoteNotePage } from '@cyber/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { notesPath, notesQueryKey, type NoteTarget } from './keys.ts';

export type NotesFilter = {
  page: number;
  size: number;
  noteType?: string | undefined;
  /** YYYY-MM-DD, from the start of the day (default: five years back). */
  after?: string | undefined;
  /** YYYY-MM-DD, to the end of the day. */
  before?: string | undefined;
};

type AccountNotePage = ReturnType<typeof AccountNotePageSchema.parse>;

/** A page of a target's notes: a quote's notes say more (their quote, whether they may be edited). */
export type NotesPage<T extends NoteTarget> = T extends { quoteId: string }
  ? QuoteNotePage
  : AccountNotePage;

/** GET …/notes: the notes the caller's organisation may read, newest first. */
export async function getNotes<T extends NoteTarget>(
  target: T,
  filter: NotesFilter,
  signal?: AbortSignal,
): Promise<NotesPage<T>> {
  const schema = 'quoteId' in target ? QuoteNotePageSchema : AccountNotePageSchema;
  return schema.parse(
    await apiClient.get<unknown>(notesPath(target), { query: filter, signal }),
  ) as NotesPage<T>;
}

export const getNotesQueryOptions = <T extends NoteTarget>(target: T, filter: NotesFilter) =>
  queryOptions({
    queryKey: [...notesQueryKey(target), filter] as const,
    queryFn: ({ signal }) => getNotes(target, filter, signal),
    placeholderData: keepPreviousData,
  });

export const useNotes = <T extends NoteTarget>(target: T, filter: NotesFilter) =>
  useQuery(getNotesQueryOptions(target, filter));
