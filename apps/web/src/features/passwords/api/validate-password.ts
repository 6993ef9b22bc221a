import { ValidatePasswordResponseSchema, type ValidatePasswordResponse } from '@cyber/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/auth/v1/validate-password?token=: the constraints a password breaks. */
export async function validatePassword(
  password: string,
  token: string | undefined,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ValidatePasswordResponse> {
  const data = await apiClient.post<unknown>(
    '/api/auth/v1/validate-password',
    { password },
    { query: { token }, signal },
  );
  return ValidatePasswordResponseSchema.parse(data);
}

export const getValidatePasswordQueryOptions = (password: string, token: string | undefined) =>
  queryOptions({
    // The password is part of the key only in memory (never persisted); gc quickly.
    queryKey: ['passwords', 'validate', token ?? null, password] as const,
    queryFn: ({ signal }) => validatePassword(password, token, { signal }),
    enabled: password.length > 0,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: 30_000,
    retry: false,
  });

export const useValidatePassword = (password: string, token: string | undefined) =>
  useQuery(getValidatePasswordQueryOptions(password, token));
