/*
 * Documents used by other features: the upload (a subjectivity's evidence, for one) answers the
 * stored document, whose id the caller links to what it evidences.
 */
export {
  uploadDocument,
  useUploadDocument,
  type UploadDocumentInput,
} from './api/upload-document.ts';
