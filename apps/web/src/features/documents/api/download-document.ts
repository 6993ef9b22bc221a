import { apiBlob } from '../../../lib/api-client.ts';

/** Save a blob under a name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** The download name: the document's name with the uploaded file's extension. */
export const downloadNameOf = (docName: string, fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot) : '';
  return docName.endsWith(extension) ? docName : `${docName}${extension}`;
};

/** GET /api/docs/v1/download?docId=, saved as a file. */
export async function downloadDocument(doc: { id: string; docName: string; fileName: string }) {
  const blob = await apiBlob('/api/docs/v1/download', { query: { docId: doc.id } });
  saveBlob(blob, downloadNameOf(doc.docName, doc.fileName));
}
