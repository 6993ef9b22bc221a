import { CyberFormSchema, RequotedQuoteSchema, type CyberFormInput } from '@cyber/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { accountPath, cyberFormKey } from './keys.ts';

/** GET …/cyber-form. */
export async function getCyberForm(accountId: string, { signal }: { signal?: AbortSignal } = {}) {
  return CyberFormSchema.parse(
    await apiClient.get<unknown>(accountPath(accountId, 'cyber-form'), { signal }),
  );
}

export const getCyberFormQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: cyberFormKey(accountId),
    queryFn: ({ signal }) => getCyberForm(accountId, { signal }),
  });

export const useCyberForm = (accountId: string) => useQuery(getCyberFormQueryOptions(accountId));

const SavedSchema = CyberFormSchema.extend({ requotedQuotes: z.array(RequotedQuoteSchema) });

/** PUT …/cyber-form. */
export async function saveCyberForm(accountId: string, body: CyberFormInput) {
  return SavedSchema.parse(
    await apiClient.put<unknown>(accountPath(accountId, 'cyber-form'), body),
  );
}

export function useSaveCyberForm(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CyberFormInput) => saveCyberForm(accountId, body),
    onSuccess: (saved) => queryClient.setQueryData(cyberFormKey(accountId), saved),
  });
}
