import { LOGO_PATH_LETTER, type LogoSize } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiBlob, isApiError } from '../../../lib/api-client.ts';
import { useObjectUrl } from '../../../lib/use-object-url.ts';

/** GET /api/agency/v1/logo/{s|m}/{id}: the image, or null when the agency has none. */
export async function getLogo(
  agencyId: string,
  size: LogoSize,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Blob | null> {
  try {
    return await apiBlob(
      `/api/agency/v1/logo/${LOGO_PATH_LETTER[size]}/${encodeURIComponent(agencyId)}`,
      { signal },
    );
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const agencyLogoQueryKey = (agencyId: string, size: LogoSize) =>
  ['agency', 'logo', agencyId, size] as const;

export const getLogoQueryOptions = (agencyId: string, size: LogoSize) =>
  queryOptions({
    queryKey: agencyLogoQueryKey(agencyId, size),
    queryFn: ({ signal }) => getLogo(agencyId, size, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });

/**
 * The logo as an object URL for an <img>, released when no longer shown. `exists` is what the
 * signed-in user's account says (me.account.logos): without a logo nothing is requested, so no
 * page asks for an image that is not there.
 */
export function useAgencyLogo(agencyId: string | null, size: LogoSize, exists: boolean) {
  const query = useQuery({
    ...getLogoQueryOptions(agencyId ?? '', size),
    enabled: Boolean(agencyId) && exists,
  });
  const blob = query.data ?? null;
  const url = useObjectUrl(blob);
  return { ...query, url, byteSize: blob?.size ?? null };
}
