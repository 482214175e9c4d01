// A fake MailerLite API on 127.0.0.1 (real HTTP), for the newsletter's tests. It answers
// POST /api/subscribers like MailerLite does, in the mode a test sets, and records every call.
// Run directly (`node scripts/dev/fake-mailerlite.ts PORT`) it serves the browser tests in
// "by-address" mode: the address's local part chooses the answer (reject+…, empty+…, slow+…, down+…).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeMode = 'accept' | 'reject' | 'reject-silent' | 'empty' | 'slow' | 'down' | 'by-address'

export const FAKE_API_KEY = 'test-mailerlite-key'
export const FAKE_REJECTION = 'The email must be a valid email address.'

export interface FakeCall {
  email: string
  authorization: string | undefined
  body: Record<string, unknown>
  /** What the fake answered. */
  answer: 'accepted' | 'rejected' | 'empty' | 'timeout' | 'error'
}

export interface FakeMailerLite {
  url: string
  mode: FakeMode
  /** How long "slow" waits before answering (beyond the client's time-out in unit tests). */
  slowMs: number
  calls: FakeCall[]
  /** Addresses MailerLite now has, with how many times each was accepted. */
  accepted: Map<string, number>
  close(): Promise<void>
}

function modeFor(fake: FakeMailerLite, email: string): Exclude<FakeMode, 'by-address'> {
  if (fake.mode !== 'by-address') return fake.mode
  const prefix = /^(reject|empty|slow|down)\+/.exec(email)?.[1]
  return (prefix as Exclude<FakeMode, 'by-address' | 'accept'> | undefined) ?? 'accept'
}

export async function startFakeMailerLite(port = 0, mode: FakeMode = 'accept'): Promise<FakeMailerLite> {
  const fake = { mode, slowMs: 2_000, calls: [] as FakeCall[], accepted: new Map<string, number>() } as FakeMailerLite
  const server: Server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/health') return void response.end('ok')
    // For tests in another process: how many calls for an address have arrived so far.
    if (request.method === 'GET' && request.url?.startsWith('/calls?')) {
      const email = new URL(request.url, 'http://fake').searchParams.get('email')
      return void response.end(String(fake.calls.filter((call) => call.email === email).length))
    }
    if (request.method !== 'POST' || request.url !== '/api/subscribers') {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}')
      return
    }
    let raw = ''
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    request.on('end', () => {
      let body: Record<string, unknown> = {}
      try {
        body = JSON.parse(raw) as Record<string, unknown>
      } catch {
        // answered below as a rejection
      }
      const email = typeof body.email === 'string' ? body.email : ''
      const authorization = request.headers.authorization
      const record = (answer: FakeCall['answer']) => fake.calls.push({ email, authorization, body, answer })
      if (authorization !== `Bearer ${FAKE_API_KEY}`) {
        record('error')
        response.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Unauthenticated."}')
        return
      }
      const json = (status: number, value: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value))
      switch (modeFor(fake, email)) {
        case 'accept':
          record('accepted')
          fake.accepted.set(email, (fake.accepted.get(email) ?? 0) + 1)
          return json(201, { data: { id: String(fake.calls.length), email, status: 'unconfirmed' } })
        case 'reject':
          record('rejected')
          return json(422, { message: FAKE_REJECTION, errors: { email: [FAKE_REJECTION] } })
        case 'reject-silent':
          record('rejected')
          return void response.writeHead(400).end()
        case 'empty':
          record('empty')
          return void response.writeHead(200, { 'content-type': 'application/json' }).end()
        case 'down':
          record('error')
          return json(500, { message: 'Server Error' })
        case 'slow': {
          record('timeout')
          const timer = setTimeout(() => {
            fake.accepted.set(email, (fake.accepted.get(email) ?? 0) + 1)
            json(201, { data: { email } })
          }, fake.slowMs)
          response.on('close', () => clearTimeout(timer))
          return
        }
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return fake
}

// Started by Playwright (webServer) for the browser tests.
if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeMailerLite(Number(process.argv[2] ?? 3299), 'by-address')
  fake.slowMs = 1_500
  console.log(`fake MailerLite on ${fake.url}`)
}
