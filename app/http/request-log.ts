// One JSON line per request (time, level, request id, method, path, status, duration) on stdout
// (app/log/log.ts), and the request id in the X-Request-Id response header. A well-formed incoming id (from a proxy) is kept,
// so one id follows a request through every layer. Query strings are left out: they may hold addresses.
import { randomUUID } from 'node:crypto'
import { log } from '../log/log.ts'

const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/

export function requestId(request: Request): string {
  const incoming = request.headers.get('x-request-id')
  return incoming && WELL_FORMED.test(incoming) ? incoming : randomUUID()
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
