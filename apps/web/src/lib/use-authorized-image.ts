import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiBlob } from './api-client.ts';
import { useObjectUrl } from './use-object-url.ts';

/**
 * Pictures served by the API (avatars) need the bearer token, which an <img> cannot send: the
 * bytes are fetched through the API client and shown through an object URL.
 */
export const authorizedImageQueryOptions = (url: string | null) =>
  queryOptions({
    queryKey: ['image', url],
    queryFn: ({ signal }) => apiBlob(url!, { signal }),
    enabled: url !== null,
    staleTime: Infinity,
    retry: false,
  });

/** An object URL for an API picture: null while loading, when absent or on failure. */
export function useAuthorizedImage(url: string | null): string | null {
  const { data } = useQuery(authorizedImageQueryOptions(url));
  return useObjectUrl(data);
}
