// A fake CRM webhook on 127.0.0.1 (real HTTP) for the demo requests' tests: it checks each delivery's
// HMAC-SHA256 signature as a receiver should (docs/configuration.md), answers in the mode a test sets
// and records every delivery. Run directly (`node scripts/dev/fake-crm.ts PORT [SECRET]`) it serves the
// browser and stack tests, which read GET /deliveries (JSON: every delivery, in order of arrival).
import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export const FAKE_CRM_SECRET = 'fake-crm-secret-of-some-length'

/** accept: 200; slow: 200 after `slowMs`; error: 500; down: the connection is dropped unanswered. */
export type CrmMode = 'accept' | 'slow' | 'error' | 'down'

export interface CrmDelivery {
  id: string
  body: Record<string, unknown>
  /** The signature header matched the body under the shared secret. */
  signed: boolean
  answer: 'accepted' | 'error' | 'dropped'
  at: number
}

export interface FakeCrm {
  url: string
  mode: CrmMode
  slowMs: number
  deliveries: CrmDelivery[]
  /** Accepted deliveries per request id. */
  accepted(): Map<string, number>
  close(): Promise<void>
}

/** The receiver's check: HMAC-SHA256 of the raw body under the secret, compared in constant time. */
export function verifySignature(rawBody: string, header: string | undefined, secret: string): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`)
  const given = Buffer.from(header ?? '')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export async function startFakeCrm(port = 0, secret = FAKE_CRM_SECRET, mode: CrmMode = 'accept'): Promise<FakeCrm> {
  const deliveries: CrmDelivery[] = []
  const fake: FakeCrm = {
    url: '',
    mode,
    slowMs: 2_000,
    deliveries,
    accepted() {
      const counts = new Map<string, number>()
      for (const d of deliveries) if (d.answer === 'accepted') counts.set(d.id, (counts.get(d.id) ?? 0) + 1)
      return counts
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
  const server: Server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/deliveries') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(deliveries))
      return
    }
    let raw = ''
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    request.on('end', () => {
      let body: Record<string, unknown> = {}
      try {
        body = JSON.parse(raw) as Record<string, unknown>
      } catch {
        // recorded with an empty body
      }
      const header = request.headers['x-signature-256']
      const delivery: CrmDelivery = {
        id: typeof body.id === 'string' ? body.id : '',
        body,
        signed: verifySignature(raw, typeof header === 'string' ? header : undefined, secret),
        answer: 'accepted',
        at: Date.now(),
      }
      const mode = fake.mode
      if (mode === 'down') {
        delivery.answer = 'dropped'
        deliveries.push(delivery)
        request.socket.destroy()
        return
      }
      const answer = () => {
        if (mode === 'error') delivery.answer = 'error'
        deliveries.push(delivery)
        response
          .writeHead(mode === 'error' ? 500 : 200, { 'content-type': 'application/json' })
          .end(mode === 'error' ? '{"error":"boom"}' : '{"ok":true}')
      }
      if (mode === 'slow') setTimeout(answer, fake.slowMs)
      else answer()
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`
  return fake
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const crm = await startFakeCrm(Number(process.argv[2] ?? 0), process.argv[3] ?? FAKE_CRM_SECRET)
  console.log(`fake CRM webhook at ${crm.url}`)
}
