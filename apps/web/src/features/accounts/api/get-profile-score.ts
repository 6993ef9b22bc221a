import { ProfileScoreSchema, type ProfileScore } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { accountQueryKey } from './keys.ts';

/** GET /api/account/v1/accounts/{id}/score. */
export async function getProfileScore(
  accountId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProfileScore> {
  return ProfileScoreSchema.parse(
    await apiClient.get<unknown>(
      `/api/account/v1/accounts/${encodeURIComponent(accountId)}/score`,
      { signal },
    ),
  );
}

export const getProfileScoreQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: [...accountQueryKey(accountId), 'score'] as const,
    queryFn: ({ signal }) => getProfileScore(accountId, { signal }),
  });

export const useProfileScore = (accountId: string) =>
  useQuery(getProfileScoreQueryOptions(accountId));
