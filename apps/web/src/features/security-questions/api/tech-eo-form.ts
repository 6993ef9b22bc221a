import { RequotedQuoteSchema, TechEoFormSchema, type TechEoAnswers } from '@cyber/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { accountPath, techEoFormKey } from './keys.ts';

/** GET …/tech-eo-form. */
export async function getTechEoForm(accountId: string, { signal }: { signal?: AbortSignal } = {}) {
  return TechEoFormSchema.parse(
    await apiClient.get<unknown>(accountPath(accountId, 'tech-eo-form'), { signal }),
  );
}

export const getTechEoFormQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: techEoFormKey(accountId),
    queryFn: ({ signal }) => getTechEoForm(accountId, { signal }),
  });

export const useTechEoForm = (accountId: string) => useQuery(getTechEoFormQueryOptions(accountId));

const SavedSchema = TechEoFormSchema.extend({ requotedQuotes: z.array(RequotedQuoteSchema) });

/** PUT …/tech-eo-form. */
export async function saveTechEoForm(accountId: string, body: TechEoAnswers) {
  return SavedSchema.parse(
    await apiClient.put<unknown>(accountPath(accountId, 'tech-eo-form'), body),
  );
}

export function useSaveTechEoForm(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TechEoAnswers) => saveTechEoForm(accountId, body),
    onSuccess: (saved) => queryClient.setQueryData(techEoFormKey(accountId), saved),
  });
}
