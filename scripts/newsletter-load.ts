// `npm run bench:newsletter`: signup latency under concurrent submitters, end to end. Starts a fake
// MailerLite and the production build (`npm run build` first) on loopback ports, records one real
// signup from Chromium to learn the server function's request, then replays it with autocannon from
// CONNECTIONS concurrent submitters, each request with its own address and client. Prints p50/p99 and
// checks every accepted signup was stored and forwarded once. Uses DATABASE_URL when set (a database
// you can write to), else a throw-away PGlite.
// Usage: node scripts/newsletter-load.ts [connections=20] [requests=600]
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { chromium } from '@playwright/test'
import autocannon from 'autocannon'
import { startFakeMailerLite } from '../tests/support/fake-mailerlite.ts'

const connections = Number(process.argv[2] ?? 20)
const amount = Number(process.argv[3] ?? 600)

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

const fake = await startFakeMailerLite(0, 'accept')
const port = await freePort()
const base = `http://127.0.0.1:${port}`
const server = spawn(process.execPath, ['.output/server/index.mjs'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PGLITE_DATA_DIR: 'memory://',
    MAILERLITE_API_URL: fake.url,
    MAILERLITE_API_KEY: 'test-mailerlite-key',
    CLIENT_IP_HEADER: 'X-Load-Client',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})
try {
  for (let i = 0; ; i++) {
    if (await fetch(base).then((r) => r.ok, () => false)) break
    if (i > 120) throw new Error('server did not start')
    await new Promise((resolve) => setTimeout(resolve, 500))
  }

  // One signup through the real form, to learn the server function's URL and body shape.
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
  const page = await browser.newPage()
  await page.goto(base)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  const probe = 'probe@example.com'
  await page.locator('#newsletter input[type=email]').fill(probe)
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/_serverFn/') && r.method() === 'POST'),
    page.locator('#newsletter button[type=submit]').click(),
  ])
  const template = request.postData() ?? ''
  const headers = { ...(await request.allHeaders()) }
  await browser.close()
  if (!template.includes(probe)) throw new Error('could not find the address in the server function body')
  for (const name of Object.keys(headers)) if (name.startsWith(':') || name === 'content-length' || name === 'cookie') delete headers[name]

  let n = 0
  const result = await autocannon({
    url: request.url(),
    connections,
    amount,
    method: 'POST',
    headers,
    requests: [
      {
        setupRequest: (req) => {
          n++
          return { ...req, body: template.replace(probe, `load-${n}@example.com`), headers: { ...req.headers, 'x-load-client': `10.0.${n >> 8}.${n & 255}` } }
        },
      },
    ],
  })
  const stored = fake.accepted.size - 1 // the probe
  const duplicates = [...fake.accepted.values()].filter((count) => count > 1).length
  console.log(`newsletter signups: ${connections} concurrent submitters, ${result.requests.total} requests`)
  console.log(`latency p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ${result.requests.average} requests/s`)
  console.log(`2xx ${result['2xx']}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}; forwarded to the fake provider ${stored}, duplicates ${duplicates}`)
  if (result.non2xx > 0 || result.errors > 0 || stored !== result['2xx'] || duplicates > 0) process.exitCode = 1
} finally {
  server.kill('SIGTERM')
  await fake.close()
}
