// `npm run bench:newsletter`: signup latency under concurrent submitters, end to end. Starts a fake
// MailerLite and the production build (`npm run build` first) on loopback ports, records one real
// signup from Chromium to learn the server function's request, then replays it with autocannon from
// CONNECTIONS concurrent submitters, each request with its own address and client. Prints p50/p99 and
// checks every accepted signup was stored and forwarded once. Uses DATABASE_URL when set (a database
// you can write to), else a throw-away PGlite.
// Usage: node scripts/newsletter/load.ts [connections=20] [requests=600]
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../lib/chromium.ts'
import autocannon from 'autocannon'
import { startFakeMailerLite } from '../dev/fake-mailerlite.ts'
import { startProductionServer } from '../lib/production-server.ts'

const connections = Number(process.argv[2] ?? 20)
const amount = Number(process.argv[3] ?? 600)

const fake = await startFakeMailerLite(0, 'accept')
const server = await startProductionServer(
  {
    PGLITE_DATA_DIR: 'memory://',
    MAILERLITE_API_URL: fake.url,
    MAILERLITE_API_KEY: 'test-mailerlite-key',
    CLIENT_IP_HEADER: 'X-Load-Client',
  },
  ['ignore', 'ignore', 'inherit'],
).catch(async (error: unknown) => {
  await fake.close()
  throw error
})
const { base } = server
try {
  // One signup through the real form, to learn the server function's URL and body shape.
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
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
  for (const name of Object.keys(headers))
    if (name.startsWith(':') || name === 'content-length' || name === 'cookie') delete headers[name]

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
          return {
            ...req,
            body: template.replace(probe, () => `load-${n}@example.com`),
            headers: { ...req.headers, 'x-load-client': `10.0.${n >> 8}.${n & 255}` },
          }
        },
      },
    ],
  })
  const stored = fake.accepted.size - 1 // the probe
  const duplicates = [...fake.accepted.values()].filter((count) => count > 1).length
  console.log(`newsletter signups: ${connections} concurrent submitters, ${result.requests.total} requests`)
  console.log(
    `latency p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ${result.requests.average} requests/s`,
  )
  console.log(
    `2xx ${result['2xx']}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}; forwarded to the fake provider ${stored}, duplicates ${duplicates}`,
  )
  if (result.non2xx > 0 || result.errors > 0 || stored !== result['2xx'] || duplicates > 0) process.exitCode = 1
} finally {
  await server.stop()
  await fake.close()
}
