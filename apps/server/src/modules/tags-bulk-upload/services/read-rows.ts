import {
  BULK_UPLOAD_EXTENSIONS,
  BULK_UPLOAD_MAX_BYTES,
  BULK_UPLOAD_MESSAGES,
  missingColumnsOf,
} from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';
import { parseCsv } from '../csv.ts';
import { readLegacyWorkbook, readWorkbook, type SheetResult } from '../spreadsheet.ts';
import type { FileRow } from './check-rows.ts';

export type UploadedFile = { fileName: string; bytes: Buffer };
type Extension = (typeof BULK_UPLOAD_EXTENSIONS)[number];

/** What the first bytes say the file is (decision 016: content must match the extension). */
type Family = 'zip' | 'ole' | 'markup' | 'text' | 'binary';

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const UTF16LE_BOM = Buffer.from([0xff, 0xfe]);
const UTF16BE_BOM = Buffer.from([0xfe, 0xff]);

/** The file as text: UTF-16 by its byte-order mark, UTF-8, else Windows-1252 (Excel's "CSV"). */
function decode(bytes: Buffer): string | null {
  if (bytes.subarray(0, 2).equals(UTF16LE_BOM)) {
    return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  }
  if (bytes.subarray(0, 2).equals(UTF16BE_BOM)) {
    return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  }
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function familyOf(bytes: Buffer, text: string | null): Family {
  if (bytes.subarray(0, 4).equals(ZIP)) return 'zip';
  if (bytes.subarray(0, 8).equals(OLE)) return 'ole';
  if (text === null) return 'binary';
  return /^\uFEFF?\s*</.test(text.slice(0, 512)) ? 'markup' : 'text';
}

const numbered = (records: string[][], first: number): FileRow[] =>
  records.map((cells, i) => ({ rowNumber: i + first, cells }));

function delimitedRows(text: string, delimiter: ',' | '\t'): FileRow[] {
  const parsed = parseCsv(text, delimiter);
  if (!parsed.ok) {
    throw new AppError('BAD_REQUEST', `${BULK_UPLOAD_MESSAGES.malformed} ${parsed.error}`);
  }
  // The header is record 1, so data records are numbered from 2 like the lines of a simple file.
  return numbered(parsed.rows, 1);
}

async function workbookRows(
  bytes: Buffer,
  read: (bytes: Buffer) => Promise<SheetResult> = readWorkbook,
): Promise<FileRow[]> {
  const sheet = await read(bytes);
  if (!sheet.ok) {
    throw new AppError(
      'BAD_REQUEST',
      sheet.reason === 'too-large'
        ? BULK_UPLOAD_MESSAGES.workbookTooLarge
        : BULK_UPLOAD_MESSAGES.unreadableWorkbook,
    );
  }
  return sheet.rows;
}

/** Every record of the file, header first, by what its extension promises and its bytes hold. */
async function recordsOf(extension: Extension, bytes: Buffer): Promise<FileRow[]> {
  const text = bytes.subarray(0, 4).equals(ZIP) ? null : decode(bytes);
  const family = familyOf(bytes, text);
  const mismatch = () => new AppError('BAD_REQUEST', BULK_UPLOAD_MESSAGES.contentMismatch);
  switch (extension) {
    case 'csv':
      if (family !== 'text' || text === null) throw mismatch();
      return delimitedRows(text, ',');
    case 'xlsx':
      if (family !== 'zip') throw mismatch();
      return workbookRows(bytes);
    case 'xls':
      // An Excel 97–2003 (BIFF) workbook; a zip is a workbook saved under the old name; text is
      // a CSV/TSV export (many systems name those .xls); an HTML/XML "workbook" is not readable.
      if (family === 'ole') return workbookRows(bytes, readLegacyWorkbook);
      if (family === 'zip') return workbookRows(bytes);
      if (family === 'markup') throw new AppError('BAD_REQUEST', BULK_UPLOAD_MESSAGES.markupExcel);
      if (family !== 'text' || text === null) throw mismatch();
      return delimitedRows(text, /^[^\r\n]*\t/.test(text) ? '\t' : ',');
  }
}

/**
 * The file's header and data rows after the spec 2 §5 checks: a file is chosen, at most 5 MB,
 * csv/xls/xlsx by name and by content, with the required columns and at least one row.
 */
export async function readRows(
  file: UploadedFile | null,
): Promise<{ header: string[]; rows: FileRow[] }> {
  if (!file || (!file.fileName && file.bytes.length === 0)) {
    throw new AppError('BAD_REQUEST', BULK_UPLOAD_MESSAGES.noFile);
  }
  if (file.bytes.length > BULK_UPLOAD_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', BULK_UPLOAD_MESSAGES.tooBig);
  }
  const extension = /\.([a-z0-9]+)$/i.exec(file.fileName)?.[1]?.toLowerCase() ?? '';
  if (!(BULK_UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) {
    throw new AppError('BAD_REQUEST', BULK_UPLOAD_MESSAGES.wrongType);
  }
  const [head, ...records] = await recordsOf(extension as Extension, file.bytes);
  const header = head?.cells;
  const rows = records.filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (!header || rows.length === 0) {
    throw new AppError('BAD_REQUEST', BULK_UPLOAD_MESSAGES.emptyFile);
  }
  const missing = missingColumnsOf(header);
  if (missing.length > 0) {
    throw new AppError(
      'BAD_REQUEST',
      `${BULK_UPLOAD_MESSAGES.missingColumns} ${missing.join(', ')}`,
    );
  }
  return { header: header.map((h) => h.trim()), rows };
}
