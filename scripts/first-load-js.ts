// Prints the JavaScript a first visit downloads per page (raw, gzip -9, and as sent by the server:
// brotli where the browser accepts it), measured in Chromium
// against a running production server: `npm start` in one shell, `npm run size` in another.
// Usage: node scripts/first-load-js.ts [baseUrl] [path ...]
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'

const [base = 'http://localhost:3000', ...args] = process.argv.slice(2)
const paths = args.length > 0 ? args : ['/', '/de', '/product', '/de/produkt', '/blog', '/de/blog']

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
console.log('page'.padEnd(34), 'files', 'raw KB'.padStart(8), 'gzip KB'.padStart(8), 'sent KB'.padStart(8))
for (const path of paths) {
  const page = await browser.newPage()
  const bodies: Buffer[] = []
  const sent: Array<Promise<number>> = []
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    sent.push(response.request().sizes().then((sizes) => sizes.responseBodySize))
    bodies.push(await response.body())
  })
  await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' })
  const raw = bodies.reduce((sum, body) => sum + body.length, 0)
  const gzip = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0)
  const onWire = (await Promise.all(sent)).reduce((sum, size) => sum + size, 0)
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8)
  console.log(path.padEnd(34), String(bodies.length).padStart(5), kb(raw), kb(gzip), kb(onWire))
  await page.close()
}
await browser.close()
