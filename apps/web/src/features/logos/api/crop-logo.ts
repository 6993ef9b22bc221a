import { CroppedLogoSchema, type CroppedLogo, type LogoSize } from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { meQueryKey } from '../../auth/index.ts';
import { agencyLogoQueryKey } from './get-logo.ts';

export type CropArea = { x: number; y: number; width: number; height: number };

/** POST /api/agency/v1/logo?xCoordinate&yCoordinate&width&height&isSmall&agencyId. */
export async function cropLogo(
  agencyId: string,
  size: LogoSize,
  area: CropArea,
): Promise<CroppedLogo> {
  const data = await apiClient.post<unknown>('/api/agency/v1/logo', undefined, {
    query: {
      xCoordinate: area.x,
      yCoordinate: area.y,
      width: area.width,
      height: area.height,
      isSmall: size === 'small',
      agencyId,
    },
  });
  return CroppedLogoSchema.parse(data);
}

export function useCropLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { agencyId: string; size: LogoSize; area: CropArea }) =>
      cropLogo(v.agencyId, v.size, v.area),
    // the image, and the account's list of logos the header and this screen read
    onSuccess: (_, v) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agencyLogoQueryKey(v.agencyId, v.size) }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]),
  });
}
