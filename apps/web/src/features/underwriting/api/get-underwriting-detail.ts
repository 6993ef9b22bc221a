import {
  UNDERWRITING_PATHS,
  UnderwritingDetailSchema,
  type UnderwritingDetail,
} from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { underwritingDetailKey } from './keys.ts';

/** GET /api/quote/v1/{product}/details/{id}: the quote and what underwriting keeps on it. */
export async function getUnderwritingDetail(
  product: string,
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<UnderwritingDetail> {
  return UnderwritingDetailSchema.parse(
    await apiClient.get<unknown>(
      UNDERWRITING_PATHS.details(encodeURIComponent(product), encodeURIComponent(id)),
      { signal },
    ),
  );
}

export const underwritingDetailQueryOptions = (product: string, id: string) =>
  queryOptions({
    queryKey: underwritingDetailKey(product, id),
    queryFn: ({ signal }) => getUnderwritingDetail(product, id, { signal }),
  });

export const useUnderwritingDetail = (product: string, id: string) =>
  useQuery({
    ...underwritingDetailQueryOptions(product, id),
    enabled: product !== '' && id !== '',
  });
