import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { SHARED_PAGE_CACHE } from '../../app/http/cache-control.ts'
import { freePort } from '../../scripts/lib/production-server.ts'
import { mailerLitePort, ownServerPorts } from './server-env.ts'
import { startOwnServer } from './own-server.ts'
import { expect, test } from './fixtures.ts'

// What an operator and a CDN see: health checks, request ids, cache headers, and a server that
// refuses to start on a bad configuration.

test('/healthz and /readyz answer uncached JSON, outside the locale handling', async ({ request }) => {
  const health = await request.get('/healthz')
  expect(health.status()).toBe(200)
  expect(await health.json()).toEqual({ status: 'ok' })
  expect(health.headers()['cache-control']).toBe('no-store')
  const ready = await request.get('/readyz')
  expect(ready.status()).toBe(200)
  expect(await ready.json()).toEqual({ status: 'ready', database: 'ok', content: 'ok' })
  expect((await request.get('/de/healthz')).status()).toBe(404)
})

test('every answer carries a request id; a well-formed incoming one is kept', async ({ request }) => {
  const own = await request.get('/', { headers: { 'x-request-id': 'edge-0123456789' } })
  expect(own.headers()['x-request-id']).toBe('edge-0123456789')
  const fresh = await request.get('/de/produkt')
  expect(fresh.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
})

test('pages may be kept by a CDN; not-found pages and posts may not', async ({ request }) => {
  expect((await request.get('/product')).headers()['cache-control']).toBe(SHARED_PAGE_CACHE)
  expect((await request.get('/de/blog')).headers()['cache-control']).toContain('s-maxage=')
  expect((await request.get('/gibt-es-nicht')).headers()['cache-control']).toBe('no-store')
})

test('a bad configuration value stops the server with a message naming the variable', async () => {
  const server = spawn(process.execPath, ['.output/server/index.mjs'], {
    env: { ...process.env, PORT: '3999', HOST: '127.0.0.1', PGLITE_DATA_DIR: 'memory://', DATABASE_POOL_MAX: 'many' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const code = await new Promise<number | null>((resolve) => server.on('exit', resolve))
  expect(code).toBe(78)
  expect(output).toContain('DATABASE_POOL_MAX: expected a whole number from 1 to 100, got \\"many\\"')
})

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`${signal} while the database is still opening stops the server; it never starts listening`, async () => {
    // Opening a copy of the seeded database (PGlite's WebAssembly, the migrations' check, the seed's
    // comparison) takes seconds, over a minute on a busy host: the time in which the signal arrives.
    test.setTimeout(180_000)
    const server = startOwnServer(ownServerPorts.earlyStop)
    try {
      // Logged by the server entry (server/main.ts) once it handles the signals, before it waits for the database.
      await expect
        .poll(server.output, { timeout: 150_000, intervals: [20] })
        .toContain('listening once the database is open')
      expect(server.output(), 'the database must still be opening when the signal arrives').not.toContain(
        'database ready',
      )
      server.child.kill(signal)
      // A listen held back past the stop would keep the process serving.
      await expect.poll(() => server.child.exitCode, { timeout: 150_000, message: 'the server exits' }).toBe(0)
      expect(server.output()).toContain('stopping before listening')
      expect(server.output()).toContain('database ready')
      expect(server.output()).not.toContain('"msg":"listening"')
    } finally {
      await server.stop()
    }
  })
}

test('an exception nothing catches is logged and ends the process with 1, for the process manager to restart it', async () => {
  test.setTimeout(180_000)
  // A bug planted outside any request: SIGUSR2 makes the process throw from a listener of its own.
  const folder = mkdtempSync(join(tmpdir(), 'planted-bug-'))
  const plant = join(folder, 'plant.mjs')
  writeFileSync(plant, "process.on('SIGUSR2', () => { throw new Error('planted bug') })\n")
  const server = startOwnServer(await freePort(), { NODE_OPTIONS: `--import=${pathToFileURL(plant).href}` })
  try {
    await expect.poll(server.output, { timeout: 150_000 }).toContain('"msg":"listening"')
    server.child.kill('SIGUSR2')
    await expect
      .poll(() => server.child.exitCode, { timeout: 30_000, message: 'the process exits after the uncaught exception' })
      .toBe(1)
    expect(server.output()).toMatch(/"level":"error","msg":"uncaughtException","error":"planted bug"/)
  } finally {
    await server.stop()
    rmSync(folder, { recursive: true, force: true })
  }
})

test('SIGTERM lets a request in flight finish, then the server exits 0', async () => {
  // The second server opens its database first: seconds on an idle machine, over a minute while the
  // other browser tests keep this 2-core machine busy. Shutdown is what is tested here.
  test.setTimeout(180_000)
  // A second server on its own port and throw-away database, with the browser tests' fake
  // MailerLite, whose slow+ addresses take 1.5 s: the signup is still running when SIGTERM arrives.
  const ownPort = ownServerPorts.shutdown
  const base = `http://127.0.0.1:${ownPort}`
  const status = (path: string) =>
    fetch(base + path).then(
      (r) => r.status,
      () => 0,
    )
  expect(await status('/healthz'), `port ${ownPort} must be free`).toBe(0)
  const server = startOwnServer(ownPort)
  try {
    await expect.poll(() => status('/readyz'), { timeout: 150_000 }).toBe(200)
    const email = `slow+shutdown-${Date.now()}@example.com`
    const started = Date.now()
    const signup = fetch(`${base}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      body: `form=newsletter&email=${encodeURIComponent(email)}`,
    })
    // SIGTERM only once the signup is inside the server, waiting for the provider.
    const calls = () =>
      fetch(`http://127.0.0.1:${mailerLitePort}/calls?email=${encodeURIComponent(email)}`).then((r) => r.text())
    await expect.poll(calls, { timeout: 20_000, intervals: [50] }).toBe('1')
    server.child.kill('SIGTERM')
    const response = await signup
    expect(response.status).toBe(200)
    expect(Date.now() - started).toBeGreaterThan(1_000)
    expect(await server.exited).toBe(0)
  } finally {
    await server.stop()
  }
})

test('under CI or TEST a signal ends the server at once, as srvx decides for its own stop', async () => {
  test.setTimeout(180_000)
  const server = startOwnServer(await freePort(), { CI: 'true' })
  try {
    await expect.poll(server.output, { timeout: 150_000 }).toContain('"msg":"listening"')
    server.child.kill('SIGTERM')
    await expect
      .poll(() => server.child.signalCode, { timeout: 20_000, message: "Node's default: the signal ends it" })
      .toBe('SIGTERM')
    expect(server.output()).not.toContain('stopping')
  } finally {
    await server.stop()
  }
})
