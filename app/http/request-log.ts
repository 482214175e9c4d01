// One JSON line per request (time, level, request id, method, path, status, duration) on stdout, and
// the request id in the X-Request-Id response header. A well-formed incoming id (from a proxy) is kept,
// so one id follows a request through every layer. Query strings are left out: they may hold addresses.
import { randomUUID } from 'node:crypto'

const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/

export function requestId(request: Request): string {
  const incoming = request.headers.get('x-request-id')
  return incoming && WELL_FORMED.test(incoming) ? incoming : randomUUID()
}

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

export function logRequest(
  id: string,
  request: Request,
  url: URL | undefined,
  status: number,
  startedMs: number,
): void {
  const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info'
  log(level, 'request', {
    requestId: id,
    method: request.method,
    path: url?.pathname,
    status,
    ms: Math.round(performance.now() - startedMs),
  })
}
