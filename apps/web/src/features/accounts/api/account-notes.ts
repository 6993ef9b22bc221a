import { AccountNotePageSchema, AccountNoteSchema, type AccountNoteInput } from '@cyber/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { accountQueryKey } from './keys.ts';

const notesPath = (accountId: string) =>
  `/api/account/v1/accounts/${encodeURIComponent(accountId)}/notes`;
const notesKey = (accountId: string) => [...accountQueryKey(accountId), 'notes'] as const;

/** GET …/notes: the notes the caller's organisation may read, newest first. */
export async function getAccountNotes(
  accountId: string,
  { signal }: { signal?: AbortSignal } = {},
) {
  return AccountNotePageSchema.parse(
    await apiClient.get<unknown>(notesPath(accountId), { query: { size: 50 }, signal }),
  );
}

export const getAccountNotesQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: notesKey(accountId),
    queryFn: ({ signal }) => getAccountNotes(accountId, { signal }),
  });

export const useAccountNotes = (accountId: string) =>
  useQuery(getAccountNotesQueryOptions(accountId));

/** POST …/notes. */
export async function addAccountNote({
  accountId,
  ...body
}: AccountNoteInput & { accountId: string }) {
  return AccountNoteSchema.parse(await apiClient.post<unknown>(notesPath(accountId), body));
}

/** DELETE …/notes/{noteId}. */
export const deleteAccountNote = ({ accountId, noteId }: { accountId: string; noteId: string }) =>
  apiClient.delete<void>(`${notesPath(accountId)}/${encodeURIComponent(noteId)}`);

export function useAddAccountNote(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountNoteInput) => addAccountNote({ accountId, ...body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesKey(accountId) }),
  });
}

export function useDeleteAccountNote(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) => deleteAccountNote({ accountId, noteId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesKey(accountId) }),
  });
}
