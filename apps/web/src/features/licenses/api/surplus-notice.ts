import { apiBlob } from '../../../lib/api-client.ts';

/** GET /api/docs/v1/template?type=surplusNotice&state={state}, saved as a file. */
export async function downloadSurplusNotice(state: string) {
  const blob = await apiBlob('/api/docs/v1/template', {
    query: { type: 'surplusNotice', state },
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `surplus-notice-${state}.html`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
