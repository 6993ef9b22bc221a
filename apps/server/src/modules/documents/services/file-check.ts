import { DOCUMENT_FILE_TYPES, DOCUMENT_MESSAGES, extensionOf } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { detectFileType } from '../../../lib/storage.ts';

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** An Office Open XML package: a zip whose entries include the part folder of its kind. */
const isOfficePackage = (bytes: Buffer, folder: string) =>
  bytes.subarray(0, 4).equals(ZIP) &&
  bytes.includes(Buffer.from('[Content_Types].xml')) &&
  bytes.includes(Buffer.from(folder));

/** Text: valid UTF-8 (an optional BOM) and no NUL bytes (binary files nearly always have them). */
function isText(bytes: Buffer) {
  if (bytes.includes(0)) return false;
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const CONTENT_CHECKS: Record<string, (bytes: Buffer) => boolean> = {
  pdf: (b) => detectFileType(b)?.extension === 'pdf',
  png: (b) => detectFileType(b)?.extension === 'png',
  jpg: (b) => detectFileType(b)?.extension === 'jpg',
  jpeg: (b) => detectFileType(b)?.extension === 'jpg',
  gif: (b) => detectFileType(b)?.extension === 'gif',
  docx: (b) => isOfficePackage(b, 'word/'),
  xlsx: (b) => isOfficePackage(b, 'xl/'),
  csv: isText,
  txt: isText,
};

/**
 * The type of an uploaded document: its extension must be an allowed one and its bytes must
 * really be that type, otherwise a 400 that says which rule failed.
 */
export function checkDocumentFile(fileName: string, bytes: Buffer) {
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', DOCUMENT_MESSAGES.emptyFile);
  const extension = extensionOf(fileName);
  const type = DOCUMENT_FILE_TYPES.find((t) => t.extension === extension);
  if (!type) throw new AppError('BAD_REQUEST', DOCUMENT_MESSAGES.typeNotAllowed);
  if (!CONTENT_CHECKS[extension]?.(bytes)) {
    throw new AppError('BAD_REQUEST', DOCUMENT_MESSAGES.contentMismatch);
  }
  return type;
}
