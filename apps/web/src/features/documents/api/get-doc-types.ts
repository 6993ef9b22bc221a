import { LabelValueMapSchema, type LabelValueMap } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/docs/v1/docTypes?claim=: a map of label to value. */
export async function getDocTypes(claim?: boolean): Promise<LabelValueMap> {
  return LabelValueMapSchema.parse(
    await apiClient.get<unknown>('/api/docs/v1/docTypes', {
      query: claim === undefined ? {} : { claim },
    }),
  );
}

export const docTypesQueryOptions = (claim?: boolean) =>
  queryOptions({
    queryKey: ['documents', 'doc-types', claim ?? null] as const,
    queryFn: () => getDocTypes(claim),
    staleTime: 10 * 60_000,
  });

export const useDocTypes = (claim?: boolean) => useQuery(docTypesQueryOptions(claim));

/** GET /api/docs/v1/papertypes and /producttypes (maps of label to value). */
export const useLabelValueMap = (what: 'papertypes' | 'producttypes') =>
  useQuery({
    queryKey: ['documents', what] as const,
    queryFn: async () =>
      LabelValueMapSchema.parse(await apiClient.get<unknown>(`/api/docs/v1/${what}`)),
    staleTime: 30 * 60_000,
  });
