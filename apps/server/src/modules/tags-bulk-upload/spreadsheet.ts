import type { CellValue } from 'exceljs';

/**
 * Reading .xlsx workbooks with exceljs (decision 016): the first worksheet, every cell as the
 * text a user would see, with the sheet's own row numbers (so the report's "Row" is the row in
 * Excel).
 */
export type SheetRow = { rowNumber: number; cells: string[] };
export type SheetResult =
  { ok: true; rows: SheetRow[] } | { ok: false; reason: 'unreadable' | 'too-large' };

/**
 * The most a workbook may unpack to. A 5 MB zip can inflate a hundredfold (a "zip bomb"); a
 * sheet of 5 MB of real data unpacks to a few tens of megabytes.
 */
export const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

const u16 = (b: Buffer, at: number) => (at + 2 <= b.length ? b.readUInt16LE(at) : 0);
const u32 = (b: Buffer, at: number) => (at + 4 <= b.length ? b.readUInt32LE(at) : 0);

/**
 * The total unpacked size a zip's central directory declares, or null when the bytes are not a
 * readable zip. Zip64 sizes are read from their extra field.
 */
export function unpackedSizeOf(zip: Buffer): number | null {
  const floor = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let at = zip.length - 22; at >= floor; at--) {
    if (u32(zip, at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = u16(zip, end + 10);
  let at = u32(zip, end + 16);
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (u32(zip, at) !== 0x02014b50) return null;
    const nameLength = u16(zip, at + 28);
    const extraLength = u16(zip, at + 30);
    const commentLength = u16(zip, at + 32);
    let size = u32(zip, at + 24);
    if (size === 0xffffffff) {
      // Zip64: the 8-byte uncompressed size leads the 0x0001 extra block.
      size = Number.POSITIVE_INFINITY;
      const extraStart = at + 46 + nameLength;
      for (let e = extraStart; e + 4 <= extraStart + extraLength;) {
        const id = u16(zip, e);
        const length = u16(zip, e + 2);
        if (id === 0x0001 && e + 12 <= zip.length) {
          size = Number(zip.readBigUInt64LE(e + 4));
          break;
        }
        e += 4 + length;
      }
    }
    total += size;
    at += 46 + nameLength + extraLength + commentLength;
  }
  return total;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date cell: the calendar day, or the full timestamp when it has a time of day. */
function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const hasTime =
    date.getUTCHours() + date.getUTCMinutes() + date.getUTCSeconds() + date.getUTCMilliseconds() >
    0;
  return hasTime
    ? date.toISOString()
    : `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/**
 * A number cell as Excel shows it: whole numbers as they are, fractions without float noise
 * (0.1 + 0.2 → 0.3), and zero-padded formats kept ("00000" keeps the ZIP code 02110).
 */
function numberText(value: number, numFmt: string | undefined): string {
  if (!Number.isFinite(value)) return '';
  if (numFmt && /^0+$/.test(numFmt) && Number.isInteger(value) && value >= 0) {
    return String(value).padStart(numFmt.length, '0');
  }
  return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(15)));
}

/** Any exceljs cell value as text: formulas by their result, rich text and links by text. */
export function cellText(value: CellValue | undefined, numFmt?: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value, numFmt);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return dateText(value);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('error' in value) return value.error;
  // A link's text may itself be rich text in files Excel wrote.
  if ('hyperlink' in value) return cellText(value.text as CellValue, numFmt);
  return cellText(value.result, numFmt);
}

/** The first worksheet's non-empty rows. */
export async function readWorkbook(bytes: Buffer): Promise<SheetResult> {
  const unpacked = unpackedSizeOf(bytes);
  if (unpacked === null) return { ok: false, reason: 'unreadable' };
  if (unpacked > MAX_UNPACKED_BYTES) return { ok: false, reason: 'too-large' };
  // Loaded on first use: most uploads are CSV and the library is large.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its input as an ArrayBuffer look-alike; a Node Buffer is what it reads.
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const sheet = workbook.worksheets[0];
  const rows: SheetRow[] = [];
  sheet?.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      cells[column - 1] = cellText(cell.value, cell.numFmt);
    });
    rows.push({ rowNumber, cells: Array.from(cells, (c) => c ?? '') });
  });
  return { ok: true, rows };
}

/**
 * The first worksheet of a legacy Excel 97–2003 (BIFF) workbook, read with SheetJS (exceljs
 * reads only .xlsx), each cell as its formatted text, with the sheet's own row numbers.
 */
export async function readLegacyWorkbook(bytes: Buffer): Promise<SheetResult> {
  const XLSX = await import('@e965/xlsx');
  try {
    const workbook = XLSX.read(bytes, { type: 'buffer', cellDates: true, dense: true });
    const name = workbook.SheetNames[0];
    const sheet = name ? workbook.Sheets[name] : undefined;
    if (!sheet?.['!ref']) return { ok: true, rows: [] };
    const first = XLSX.utils.decode_range(sheet['!ref']).s.r;
    const grid = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
      header: 1,
      raw: false,
      defval: '',
      blankrows: true,
      dateNF: 'yyyy-mm-dd',
    });
    const rows = grid
      .map((cells, i) => ({ rowNumber: first + i + 1, cells: cells.map((c) => String(c ?? '')) }))
      .filter((row) => row.cells.some((c) => c.trim() !== ''));
    return { ok: true, rows };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
