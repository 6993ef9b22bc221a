import { CsvError, parse } from 'csv-parse/sync';

/**
 * Delimited text in and out (decision 016). Reading goes through `csv-parse`: quoted fields may
 * hold delimiters, doubled quotes and line breaks; CRLF, LF and CR may be mixed; a UTF-8
 * byte-order mark is dropped; a stray quote inside an unquoted field is kept as text; rows may
 * have fewer or more cells than the header.
 */
export type CsvResult = { ok: true; rows: string[][] } | { ok: false; error: string };

export function parseCsv(text: string | Buffer, delimiter: ',' | '\t' = ','): CsvResult {
  try {
    const rows: string[][] = parse(text, {
      bom: true,
      delimiter,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: false,
    });
    return { ok: true, rows };
  } catch (error) {
    if (error instanceof CsvError) return { ok: false, error: error.message };
    throw error;
  }
}

export { toCsv } from '../../lib/csv.ts';
