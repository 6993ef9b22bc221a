import { apiBlob } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

export type TemplateFormat = 'xlsx' | 'csv';

/** GET /api/account/v1/bulk-upload/template?format: the columns and an example row. */
export async function downloadTemplate(format: TemplateFormat) {
  const blob = await apiBlob('/api/account/v1/bulk-upload/template', { query: { format } });
  saveBlob(blob, `accounts-template.${format}`);
}
