/**
 * CSV for spreadsheets (RFC 4180, CRLF lines): a cell is quoted when it holds a quote, a comma, a
 * semicolon or a line break; a leading = + - @ is defused with an apostrophe, so a spreadsheet
 * never runs a person's text as a formula.
 */
export type CsvCell = string | number | boolean | null

export function csvCell(v: CsvCell): string {
  const s = v === null ? '' : String(v)
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export const csvLine = (cells: CsvCell[]) => cells.map(csvCell).join(',')

/** A header and rows as one file, with a BOM so a spreadsheet reads UTF-8 (Cyrillic) right. */
export const csvFile = (header: string[], rows: CsvCell[][]) => '\uFEFF' + [header, ...rows].map(csvLine).join('\r\n') + '\r\n'
