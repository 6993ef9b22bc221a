import { JoinResponseSchema, type JoinRequest, type JoinResponse } from '@cyber/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/auth/v1/join?validationToken=: join an organisation; returns tokens. */
export async function join(input: {
  body: JoinRequest;
  validationToken: string;
}): Promise<JoinResponse> {
  const data = await apiClient.post<unknown>('/api/auth/v1/join', input.body, {
    query: { validationToken: input.validationToken },
  });
  return JoinResponseSchema.parse(data);
}

export const useJoin = () => useMutation({ mutationFn: join });
