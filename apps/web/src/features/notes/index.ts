/*
 * Notes on an account itself and on a quote: one panel and one API for both, parameterised by
 * what the notes hang on (`{ accountId }` or `{ quoteId }`). The account page's route and the quote
 * detail drawer show the panel.
 */
export { addNote, useAddNote } from './api/add-note.ts';
export { deleteNote, useDeleteNote } from './api/delete-note.ts';
export {
  getNotes,
  getNotesQueryOptions,
  useNotes,
  type NotesFilter,
  type NotesPage,
} from './api/get-notes.ts';
export { notesQueryKey, type NoteTarget } from './api/keys.ts';
export { updateNote, useUpdateNote } from './api/update-note.ts';
export { NotesPanel, type NotesPanelProps } from './components/notes-panel.tsx';
