import { apiBlob } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

/** GET /api/account/v1/bulk-upload/{id}/report: the rejected rows as CSV. */
export async function downloadReport(id: string) {
  const blob = await apiBlob(`/api/account/v1/bulk-upload/${encodeURIComponent(id)}/report`);
  saveBlob(blob, `bulk-upload-${id}-rejected.csv`);
}
