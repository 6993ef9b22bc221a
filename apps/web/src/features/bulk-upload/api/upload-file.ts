import { BulkUploadResultSchema, formatErrorMessage, type BulkUploadResult } from '@cyber/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appConfig } from '../../../config/env.ts';
import { ApiError, refreshSession } from '../../../lib/api-client.ts';
import { getAccessToken } from '../../../lib/auth/session.ts';
import { uploadsKey } from './get-uploads.ts';

export type UploadInput = { file: File; tagIds: string[]; redAccounts: boolean };

const PATH = '/api/account/v1/bulk-upload';

/**
 * POST /api/account/v1/bulk-upload with upload progress: the shared client's fetch cannot report
 * progress, so this one call uses XMLHttpRequest (same bearer token, timezone header, one
 * refresh-and-retry on 401, same error messages).
 */
function send(input: UploadInput, onProgress: (percent: number) => void) {
  return new Promise<{ status: number; data: unknown }>((resolve, reject) => {
    const form = new FormData();
    form.append('tags', input.tagIds.join(','));
    form.append('redAccounts', String(input.redAccounts));
    form.append('file', input.file, input.file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${appConfig.apiBaseUrl}${PATH}`);
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('timezone', Intl.DateTimeFormat().resolvedOptions().timeZone);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = xhr.responseText;
      }
      resolve({ status: xhr.status, data });
    };
    xhr.onerror = () =>
      reject(new ApiError(0, null, formatErrorMessage({ status: 0, data: null })));
    xhr.send(form);
  });
}

export async function uploadFile(
  input: UploadInput,
  onProgress: (percent: number) => void,
): Promise<BulkUploadResult> {
  let response = await send(input, onProgress);
  if (response.status === 401 && (await refreshSession())) {
    onProgress(0);
    response = await send(input, onProgress);
  }
  if (response.status < 200 || response.status >= 300) {
    throw new ApiError(response.status, response.data);
  }
  return BulkUploadResultSchema.parse(response.data);
}

/** Lets the history follow an upload while it is being sent and processed. */
export const uploadFileKey = ['bulk-upload', 'send'] as const;

export function useUploadFile(onProgress: (percent: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: uploadFileKey,
    mutationFn: (input: UploadInput) => uploadFile(input, onProgress),
    onSettled: () => client.invalidateQueries({ queryKey: uploadsKey }),
  });
}
