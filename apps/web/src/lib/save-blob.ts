import { apiBlob } from './api-client.ts';

/** Save a blob under a file name, through a temporary object URL and link. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** GET a file of the API (a PDF, a CSV…) and save it under `fileName`. */
export async function downloadFile(path: string, fileName: string) {
  saveBlob(await apiBlob(path), fileName);
  return fileName;
}
