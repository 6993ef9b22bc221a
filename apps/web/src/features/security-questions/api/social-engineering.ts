import { SocialEngineeringResultSchema, type SocialEngineeringInput } from '@cyber/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { accountPath, securityQuestionsKey, socialEngineeringKey } from './keys.ts';

/** GET …/social-engineering: the last check, or the check of the answers on file. */
export async function getSocialEngineering(
  accountId: string,
  { signal }: { signal?: AbortSignal } = {},
) {
  return SocialEngineeringResultSchema.parse(
    await apiClient.get<unknown>(accountPath(accountId, 'social-engineering'), { signal }),
  );
}

export const getSocialEngineeringQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: socialEngineeringKey(accountId),
    queryFn: ({ signal }) => getSocialEngineering(accountId, { signal }),
  });

export const useSocialEngineering = (accountId: string) =>
  useQuery(getSocialEngineeringQueryOptions(accountId));

/** POST …/social-engineering: check and save; socialEngineering and reasons. */
export async function checkSocialEngineering(accountId: string, body: SocialEngineeringInput) {
  return SocialEngineeringResultSchema.parse(
    await apiClient.post<unknown>(accountPath(accountId, 'social-engineering'), {
      ...body,
      accountId,
    }),
  );
}

export function useCheckSocialEngineering(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SocialEngineeringInput) => checkSocialEngineering(accountId, body),
    onSuccess: async (result) => {
      queryClient.setQueryData(socialEngineeringKey(accountId), result);
      // the three answers are the account's security answers too
      await queryClient.invalidateQueries({ queryKey: securityQuestionsKey(accountId) });
    },
  });
}
