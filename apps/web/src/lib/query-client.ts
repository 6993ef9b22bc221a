import { DEFAULT_STALE_MS } from '@cyber/domain';
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';

/** Client errors (4xx) are answers, not glitches: never retry them. */
const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: DEFAULT_STALE_MS, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}

/** The app's one cache. */
export const queryClient = createQueryClient();
