import {
  SecurityQuestionsSaveResultSchema,
  SecurityQuestionsSchema,
  type SecurityQuestionsInput,
} from '@cyber/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { accountPath, securityQueryKey, securityQuestionsKey } from './keys.ts';

/** GET …/security-questions. */
export async function getSecurityQuestions(
  accountId: string,
  { signal }: { signal?: AbortSignal } = {},
) {
  return SecurityQuestionsSchema.parse(
    await apiClient.get<unknown>(accountPath(accountId, 'security-questions'), { signal }),
  );
}

export const getSecurityQuestionsQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: securityQuestionsKey(accountId),
    queryFn: ({ signal }) => getSecurityQuestions(accountId, { signal }),
  });

export const useSecurityQuestions = (accountId: string) =>
  useQuery(getSecurityQuestionsQueryOptions(accountId));

/** PUT …/security-questions: echoes the answers and lists the re-rated quotes. */
export async function saveSecurityQuestions(accountId: string, body: SecurityQuestionsInput) {
  return SecurityQuestionsSaveResultSchema.parse(
    await apiClient.put<unknown>(accountPath(accountId, 'security-questions'), {
      ...body,
      accountId,
    }),
  );
}

export function useSaveSecurityQuestions(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SecurityQuestionsInput) => saveSecurityQuestions(accountId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityQueryKey(accountId) }),
  });
}
