import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/auth/v1/logout: revokes the session's refresh family. */
export async function logout(refreshToken?: string): Promise<void> {
  await apiClient.post<void>('/api/auth/v1/logout', refreshToken ? { refreshToken } : {});
}

export const useLogout = () => useMutation({ mutationFn: logout });
