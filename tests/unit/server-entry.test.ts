// The server entry (app/server.ts) answers every request with the security headers, the request id and
// one log line, a request whose pipeline throws included: a render whose body fails, or the database
// failing where nothing caught it. Start's handler is replaced here by one that fails as told.
import { DrizzleQueryError } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SHARED_RENDER_NONCE } from '../../app/http/inline-scripts.ts'

const start = vi.hoisted(() => ({ fetch: vi.fn<(request: Request, options: unknown) => Promise<Response>>() }))
vi.mock('@tanstack/react-start/server-entry', () => ({ default: start }))

const { default: entry } = await import('../../app/server.ts')

const SECRET = 'at render (/srv/app/routes/blog.tsx:12:7) password=hunter2'

/** A page whose HTML stream breaks after its first bytes, as a render that throws mid-stream does. */
function brokenPage(): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('<!doctype html><html><body>'))
      controller.error(new Error(SECRET))
    },
  })
  return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } })
}

describe('a request whose pipeline throws', () => {
  let lines: string[] = []
  beforeEach(() => {
    lines = []
    const keep = (line: unknown) => void lines.push(String(line))
    vi.spyOn(console, 'log').mockImplementation(keep)
    vi.spyOn(console, 'error').mockImplementation(keep)
  })
  afterEach(() => {
    vi.restoreAllMocks()
    start.fetch.mockReset()
  })

  const get = (path: string) =>
    new Request(`http://localhost:3000${path}`, {
      headers: { accept: 'text/html', 'x-request-id': 'lb-request-0001' },
    })

  it.each([
    ['a shared page whose render breaks', '/product', () => Promise.resolve(brokenPage()), 500],
    ['a page the router rejects outright', '/de/produkt', () => Promise.reject(new Error(SECRET)), 500],
    [
      'a page whose database query failed',
      '/imprint',
      () => Promise.reject(new DrizzleQueryError('select 1', [], new Error(SECRET))),
      503,
    ],
    [
      'a page whose database connection closed',
      '/de/impressum',
      () => Promise.reject(Object.assign(new Error(SECRET), { code: 'CONNECTION_CLOSED' })),
      503,
    ],
  ])('%s: a logged answer with every header, naming nothing inside', async (_what, path, fail, status) => {
    start.fetch.mockImplementation(fail)
    const answer = await entry.fetch(get(path))
    expect(answer.status).toBe(status)
    expect(answer.headers.get('x-request-id')).toBe('lb-request-0001')
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-/)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    if (status === 503) expect(answer.headers.get('retry-after')).toMatch(/^\d+$/)
    const body = await answer.text()
    expect(body).not.toMatch(/hunter2|routes\/blog|\bat\b.*:\d+:\d+/)
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(logged).toContainEqual(expect.objectContaining({ level: 'error', msg: 'request failed', path }))
    expect(logged).toContainEqual(
      expect.objectContaining({ msg: 'request', requestId: 'lb-request-0001', path, status, level: 'error' }),
    )
  })

  it('answers in the language of the path', async () => {
    start.fetch.mockImplementation(() => Promise.reject(new Error(SECRET)))
    expect(await (await entry.fetch(get('/de/produkt'))).text()).toContain('lang="de"')
    expect(await (await entry.fetch(get('/product'))).text()).toContain('lang="en"')
  })
})

describe("the request's context", () => {
  afterEach(() => start.fetch.mockReset())
  const html = () =>
    Promise.resolve(new Response('<!doctype html><p>page</p>', { headers: { 'content-type': 'text/html' } }))

  it('hands Start the nonce its CSP names for a page made for one visitor', async () => {
    start.fetch.mockImplementation(html)
    const answer = await entry.fetch(
      new Request('http://localhost:3000/api/nothing', { headers: { accept: 'text/html' } }),
    )
    const nonce = /'nonce-([^']+)'/.exec(answer.headers.get('content-security-policy') ?? '')?.[1]
    expect(nonce).toBeDefined()
    expect(start.fetch.mock.lastCall?.[1]).toMatchObject({ context: { nonce } })
  })

  it("hands a shared page's render the marker, never the visitor's nonce", async () => {
    start.fetch.mockImplementation(html)
    await entry.fetch(new Request('http://localhost:3000/partners', { headers: { accept: 'text/html' } }))
    expect(start.fetch.mock.lastCall?.[1]).toMatchObject({ context: { nonce: SHARED_RENDER_NONCE } })
  })
})
