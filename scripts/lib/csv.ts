// CSV for the export commands: RFC 4180 quoting, and a leading apostrophe where a spreadsheet would
// read a formula (a name or message typed by a visitor could start with one).

export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** A header line and one line per row, CRLF-terminated. */
export function csvOf<Row extends object, K extends keyof Row & string>(
  columns: readonly K[],
  rows: readonly Row[],
  value: (row: Row, column: K) => string | number | null,
): string {
  return (
    [columns.join(','), ...rows.map((row) => columns.map((c) => csvCell(value(row, c))).join(','))].join('\r\n') +
    '\r\n'
  )
}
