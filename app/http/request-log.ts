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

/** An error's message, for a log field (stacks stay out of the logs' one-line records). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
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
