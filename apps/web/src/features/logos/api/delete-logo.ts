import { LOGO_PATH_LETTER, type LogoSize } from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { meQueryKey } from '../../auth/index.ts';
import { agencyLogoQueryKey } from './get-logo.ts';

/** DELETE /api/agency/v1/logo/{s|m}/{id}. */
export async function deleteLogo(agencyId: string, size: LogoSize): Promise<void> {
  await apiClient.delete<void>(
    `/api/agency/v1/logo/${LOGO_PATH_LETTER[size]}/${encodeURIComponent(agencyId)}`,
  );
}

export function useDeleteLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { agencyId: string; size: LogoSize }) => deleteLogo(v.agencyId, v.size),
    onSuccess: (_, v) => {
      queryClient.setQueryData(agencyLogoQueryKey(v.agencyId, v.size), null);
      return queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
