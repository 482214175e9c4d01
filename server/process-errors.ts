// What fails outside the site's own answers. An exception nothing caught leaves the process in a state
// nobody knows: it is logged and the process ends with 1, and the process manager starts a new one
// (the proxy sends requests to the other instance meanwhile, docs/deploy.md). A rejection nothing
// handled is logged. And Node's own refusals of a request it cannot parse (400, 431, 413, 408), sent
// before the site sees the request, carry the security headers every other answer carries.
import type { Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { errorMessage, log } from '../app/log/log.ts'
import { BASE_SECURITY_HEADERS, NON_PAGE_POLICY } from '../app/http/security-headers.ts'

export function exitOnUncaughtException(): void {
  process.on('unhandledRejection', (error) => log('error', 'unhandledRejection', { error: errorMessage(error) }))
  process.on('uncaughtException', (error) => {
    log('error', 'uncaughtException', { error: errorMessage(error) })
    process.exit(1)
  })
}

/** Node's own status for each parser error it answers (its `socketOnError`); anything else is 400. */
const CLIENT_ERROR_STATUS: Readonly<Record<string, string>> = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: '413 Payload Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
}

/** The bytes Node would send for `code`, with the site's security headers. */
export function clientErrorAnswer(code: string | undefined): string {
  const headers = {
    ...BASE_SECURITY_HEADERS,
    'content-security-policy': NON_PAGE_POLICY,
    'cache-control': 'no-store',
    'content-length': '0',
    connection: 'close',
  }
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`)
  return [`HTTP/1.1 ${CLIENT_ERROR_STATUS[code ?? ''] ?? '400 Bad Request'}`, ...lines, '', ''].join('\r\n')
}

/** Answers what Node's HTTP parser refuses as Node does (https://nodejs.org/api/http.html#event-clienterror), with the headers. */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy()
      return
    }
    socket.end(clientErrorAnswer(error.code))
  })
}
