import { useMutation } from '@tanstack/react-query';
import { refreshSession } from '../../../lib/api-client.ts';

/**
 * POST /api/auth/v1/access, through the client's single-flight refresh so a rotation is never
 * raced. Resolves to whether a fresh pair was stored.
 */
export const refreshAccess = (): Promise<boolean> => refreshSession();

export const useRefreshAccess = () => useMutation({ mutationFn: refreshAccess });
