/**
 * A small RFC 4180 reader and writer (csv-parse is not installed; decision 016). Quoted fields
 * may hold commas, doubled quotes and line breaks; CRLF, LF and a UTF-8 byte-order mark are
 * accepted.
 */
export type CsvResult = { ok: true; rows: string[][] } | { ok: false; error: string };

export function parseCsv(text: string): CsvResult {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  let quoteLine = 0;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
        }
      } else {
        if (c === '\n') line++;
        field += c;
      }
      continue;
    }
    if (c === '"' && field === '') {
      quoted = true;
      quoteLine = line;
    } else if (c === ',') {
      endField();
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
    } else {
      field += c;
    }
  }
  if (quoted)
    return { ok: false, error: `unterminated quoted field starting on line ${quoteLine}` };
  if (field !== '' || row.length > 0) endRow();
  return { ok: true, rows };
}

/** Cells a spreadsheet would run as a formula are prefixed with ' (CSV injection). */
const neutralise = (value: string) =>
  /^[=@\t\r]/.test(value) || (/^[+-]/.test(value) && !/^[+-]?[\d\s().-]+$/.test(value))
    ? `'${value}`
    : value;

const quote = (value: string) => {
  const safe = neutralise(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export const toCsv = (rows: string[][]) =>
  rows.map((r) => r.map(quote).join(',')).join('\r\n') + '\r\n';
