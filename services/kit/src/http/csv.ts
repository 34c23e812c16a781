/**
 * CSV as spreadsheets open it: RFC 4180 quoting, CRLF line ends, a UTF-8 byte-order mark (so Excel reads
 * accents right), and no cell a spreadsheet would run as a formula.
 */

/** How one column of a row reads in the file. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string;
}

const byteOrderMark = '\uFEFF';
const lineEnd = '\r\n';

/** What a spreadsheet may take for the start of a formula (OWASP's list for CSV injection). */
const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

/** One cell: a leading apostrophe where it could start a formula, then quoted where it holds a comma, a quote or a line break. */
export function csvCell(value: string): string {
  const text = formulaStart.test(value) ? `'${value}` : value;
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: the byte-order mark, the header row, then one row per item, each ended by CRLF. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const line = (cells: string[]) => cells.map(csvCell).join(',') + lineEnd;
  let csv = byteOrderMark + line(columns.map((column) => column.header));
  for (const row of rows) csv += line(columns.map((column) => column.value(row)));
  return csv;
}

/** `attachment; filename="inquiries-2026-11-22.csv"`: the list's name and the day (UTC) it was exported. */
export const csvAttachment = (list: string, at: Date) => `attachment; filename="${list}-${at.toISOString().slice(0, 10)}.csv"`;

/** A time as a spreadsheet reads it, in UTC (the column header says so): `2026-11-22 17:43:52`. */
export const csvTime = (iso: string) => iso.slice(0, 19).replace('T', ' ');
