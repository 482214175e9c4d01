// The server's log: one JSON line per event (time, level, message, fields), errors on stderr and the
// rest on stdout, and an error's message as a log field may hold it. Used by every room of the server,
// the database's included, so it imports nothing of ours.

export function logLine(level: 'info' | 'warn' | 'error', msg: string, fields: Record<string, unknown> = {}): string {
  return JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })
}

/** Server logs as JSON lines: errors on stderr, the rest on stdout. */
export function log(level: 'info' | 'warn' | 'error', msg: string, fields: Record<string, unknown> = {}): void {
  ;(level === 'info' ? console.log : console.error)(logLine(level, msg, fields))
}

/** PostgreSQL's error codes: five digits or capital letters (SQLSTATE). */
const SQLSTATE = /^[0-9A-Z]{5}$/

const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined

/**
 * An error's message, for a log field (stacks stay out of the logs' one-line records). A failed
 * query's message quotes its statement and parameters (what a visitor searched for, an email
 * address), and PostgreSQL's own messages may quote a value: for those the log gets the error's
 * SQLSTATE only. A connection error (no SQLSTATE) keeps its message, which names a host, not data.
 */
export function errorMessage(error: unknown): string {
  const failedQuery = error instanceof Error && 'params' in error && 'query' in error
  const cause = failedQuery ? error.cause : error
  const code = codeOf(cause)
  const text = code !== undefined && SQLSTATE.test(code) ? `database error ${code}` : undefined
  if (failedQuery) return `query failed: ${text ?? (cause instanceof Error ? cause.message : 'no cause')}`
  return text ?? (error instanceof Error ? error.message : String(error))
}
