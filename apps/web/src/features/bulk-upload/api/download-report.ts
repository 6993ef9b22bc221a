import { apiBlob } from '../../../lib/api-client.ts';

/** Save a blob under a file name (a temporary object URL). */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** GET /api/account/v1/bulk-upload/{id}/report: the rejected rows as CSV. */
export async function downloadReport(id: string) {
  const blob = await apiBlob(`/api/account/v1/bulk-upload/${encodeURIComponent(id)}/report`);
  saveBlob(blob, `bulk-upload-${id}-rejected.csv`);
}
