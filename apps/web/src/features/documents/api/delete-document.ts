import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { documentsKey } from './get-documents.ts';

/** DELETE /api/docs/v1?docId=. */
export const deleteDocument = (docId: string) =>
  apiClient.delete<{ message: string }>('/api/docs/v1', { query: { docId } });

export function useDeleteDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => client.invalidateQueries({ queryKey: documentsKey }),
  });
}
