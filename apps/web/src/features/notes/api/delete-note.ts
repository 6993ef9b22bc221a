import { apiClient } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { notePath, notesQueryKey, type NoteTarget } from './keys.ts';

/** DELETE …/notes/{id}. */
export const deleteNote = (target: NoteTarget, noteId: string) =>
  apiClient.delete<unknown>(notePath(target, noteId));

export const useDeleteNote = (target: NoteTarget) =>
  useInvalidatingMutation((noteId: string) => deleteNote(target, noteId), notesQueryKey(target));
