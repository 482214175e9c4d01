// A small HTTP(S) client for the stack test: any Host header (fetch picks its own), a chosen local
// address (each signup comes from an address of its own, as visitors do, so none meets the
// per-client rate limit), and the stack's own certificate as the one trusted authority.
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { connect } from 'node:tls'

export interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

export interface Ask {
  method?: string
  headers?: Record<string, string>
  body?: string
  localAddress?: string
  /** The certificate to trust (PEM), for https. */
  ca?: string
}

export function ask(url: string, options: Ask = {}): Promise<Answer> {
  const target = new URL(url)
  const https = target.protocol === 'https:'
  const send = https ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    const sent = send(
      {
        host: '127.0.0.1',
        port: Number(target.port),
        path: target.pathname + target.search,
        method: options.method ?? 'GET',
        headers: { host: target.host, ...options.headers },
        localAddress: options.localAddress,
        agent: false,
        ...(https ? { ca: options.ca, servername: target.hostname } : {}),
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        response.on('error', reject)
      },
    )
    sent.on('error', reject)
    sent.setTimeout(30_000, () => sent.destroy(new Error(`${url}: no answer within 30 s`)))
    sent.end(options.body)
  })
}

/**
 * A GET with exactly the Host header given, byte for byte (Node's client puts its own name in place
 * of an empty one), over TLS to the https origin `url`.
 */
export function askWithRawHost(url: string, host: string, ca: string): Promise<Answer> {
  const target = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: Number(target.port), servername: target.hostname, ca }, () => {
      socket.write(`GET ${target.pathname} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)
    })
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const [head = '', ...rest] = text.split('\r\n\r\n')
      const [statusLine = '', ...lines] = head.split('\r\n')
      const headers: Record<string, string> = {}
      for (const line of lines) {
        const colon = line.indexOf(':')
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') })
    })
    socket.setTimeout(30_000, () => socket.destroy(new Error(`${url}: no answer within 30 s`)))
  })
}

export const header = (answer: Answer, name: string): string => {
  const value = answer.headers[name]
  return Array.isArray(value) ? value.join(', ') : (value ?? '')
}

/**
 * Polls `probe` every 100 ms until it returns true; returns the milliseconds since `since` (by
 * default the call), or throws after `timeoutMs`.
 */
export async function waitFor(
  what: string,
  probe: () => Promise<boolean>,
  timeoutMs: number,
  since = Date.now(),
): Promise<number> {
  const started = Date.now()
  while (!(await probe().catch(() => false))) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return Date.now() - since
}
