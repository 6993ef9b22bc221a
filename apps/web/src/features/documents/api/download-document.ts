import { apiBlob } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

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
