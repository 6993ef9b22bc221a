import { flattenPermissionMap } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { permissionsMapQueryKey } from './keys.ts';

export type PermissionMap = Record<string, string[]>;

/** GET /api/auth/v1/permissions/map: `{ resource: actions[] }` for the caller. */
export const getPermissionsMap = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get<PermissionMap>('/api/auth/v1/permissions/map', { signal });

export const getPermissionsMapQueryOptions = () =>
  queryOptions({
    queryKey: permissionsMapQueryKey,
    queryFn: ({ signal }) => getPermissionsMap({ signal }),
    select: (map: PermissionMap) => flattenPermissionMap(map),
  });

/** The caller's permissions as `resource:action` strings. */
export const usePermissions = () => useQuery(getPermissionsMapQueryOptions());
