/**
 * Delimited text out (decision 016): what the platform's spreadsheets (the bulk-upload report,
 * commission statements) are written with.
 */

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
