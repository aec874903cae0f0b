/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with an apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

type Row = readonly (string | number | null | undefined)[];

/** One RFC 4180 CSV line: CRLF line end, quoted cells where needed, text never read as a formula. */
export function csvLine(row: Row): string {
  return row.map(cell).join(',') + '\r\n';
}

/** RFC 4180 CSV lines (see csvLine). */
export function csvLines(rows: readonly Row[]): string {
  let out = '';
  for (const row of rows) out += csvLine(row);
  return out;
}

/** A whole CSV file: a header row, then the rows. */
export function toCsv(header: readonly string[], rows: readonly Row[]): string {
  return csvLines([header, ...rows]);
}
