import { AccountNoteSchema, QuoteNoteSchema, type QuoteNoteInput } from '@cyber/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { notesPath, notesQueryKey, type NoteTarget } from './keys.ts';

/** POST …/notes: a note (type and text) on the target. */
export async function addNote(target: NoteTarget, input: QuoteNoteInput) {
  const schema = 'quoteId' in target ? QuoteNoteSchema : AccountNoteSchema;
  return schema.parse(await apiClient.post<unknown>(notesPath(target), input));
}

export const useAddNote = (target: NoteTarget) =>
  useInvalidatingMutation((input: QuoteNoteInput) => addNote(target, input), notesQueryKey(target));
