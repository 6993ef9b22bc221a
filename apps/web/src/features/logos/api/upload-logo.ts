import { UploadedLogoSchema, type LogoSize, type UploadedLogo } from '@cyber/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/agency/v1/logo/initial/{id}?isSmall: the original image, before cropping. */
export async function uploadLogo(
  agencyId: string,
  size: LogoSize,
  file: File,
): Promise<UploadedLogo> {
  const body = new FormData();
  body.append('file', file, file.name);
  return UploadedLogoSchema.parse(
    await apiClient.post<unknown>(
      `/api/agency/v1/logo/initial/${encodeURIComponent(agencyId)}?isSmall=${size === 'small'}`,
      body,
    ),
  );
}

export const useUploadLogo = () =>
  useMutation({
    mutationFn: (v: { agencyId: string; size: LogoSize; file: File }) =>
      uploadLogo(v.agencyId, v.size, v.file),
  });
