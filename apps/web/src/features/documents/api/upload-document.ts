import type { DocumentView } from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { documentsKey } from './get-documents.ts';

export type UploadDocumentInput = {
  file: File;
  docName: string;
  docType: string;
  accountId?: string | undefined;
  agencyId?: string | undefined;
  productType?: string | undefined;
  quoteId?: string | undefined;
  claimId?: string | undefined;
  temp?: boolean | undefined;
};

/** POST /api/docs/v1/upload/doc: multipart `file` plus the spec's query parameters. */
export function uploadDocument({ file, ...query }: UploadDocumentInput) {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiClient.post<DocumentView>('/api/docs/v1/upload/doc', body, {
    query: { ...query, agencyId: query.agencyId || undefined },
  });
}

export function useUploadDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => client.invalidateQueries({ queryKey: documentsKey }),
  });
}
