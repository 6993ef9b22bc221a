import { QuoteNoteSchema, type QuoteNote, type QuoteNoteInput } from '@cyber/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { notePath, notesQueryKey, type NoteTarget } from './keys.ts';

/** PUT …/notes/{id}: change a note's type and text (quote notes; the writing organisation). */
export async function updateNote(
  target: NoteTarget,
  { id, ...input }: QuoteNoteInput & { id: string },
): Promise<QuoteNote> {
  return QuoteNoteSchema.parse(await apiClient.put<unknown>(notePath(target, id), input));
}

export const useUpdateNote = (target: NoteTarget) =>
  useInvalidatingMutation(
    (input: QuoteNoteInput & { id: string }) => updateNote(target, input),
    notesQueryKey(target),
  );
