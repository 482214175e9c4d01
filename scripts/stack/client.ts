// A small HTTP(S) client for the stack test: any Host header (fetch picks its own), a chosen local
// address (each signup comes from an address of its own, as visitors do, so none meets the
// per-client rate limit), and the stack's own certificate as the one trusted authority.
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'

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
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }))
        response.on('error', reject)
      },
    )
    sent.on('error', reject)
    sent.setTimeout(30_000, () => sent.destroy(new Error(`${url}: no answer within 30 s`)))
    sent.end(options.body)
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
export async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs: number, since = Date.now()): Promise<number> {
  const started = Date.now()
  while (!(await probe().catch(() => false))) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return Date.now() - since
}
