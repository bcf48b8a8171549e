// Writing CSV files people open in spreadsheets: RFC 4180 quoting, and cells that a spreadsheet
// would run as a formula made inert.

/** What a spreadsheet may take for the start of a formula (OWASP's "CSV injection" list). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number ("-12.50") starts with "-" and is still only a number. */
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One cell: quoted when it holds a comma, a quote or a line break; text that starts like a formula
 * (=, +, -, @, a tab, a carriage return) and is not a number gets a leading apostrophe.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value == null ? '' : String(value);
  if (FORMULA_START.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of cells as a CSV file: CRLF line ends, as RFC 4180 writes them. */
export function csvFile(rows: readonly (readonly (string | number | null | undefined)[])[]) {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
