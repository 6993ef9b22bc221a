import { ValidationTokenInfoSchema, type ValidationTokenInfo } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/auth/v1/validationTokens/{token}: the invitation behind a landing link. */
export async function getValidationToken(
  token: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ValidationTokenInfo> {
  const data = await apiClient.get<unknown>(
    `/api/auth/v1/validationTokens/${encodeURIComponent(token)}`,
    { signal },
  );
  return ValidationTokenInfoSchema.parse(data);
}

export const getValidationTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['onboarding', 'validation-token', token] as const,
    queryFn: ({ signal }) => getValidationToken(token, { signal }),
    retry: false,
    staleTime: Infinity,
  });

export const useValidationToken = (token: string) =>
  useQuery(getValidationTokenQueryOptions(token));
