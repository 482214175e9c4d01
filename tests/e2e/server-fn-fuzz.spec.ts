import { expect, gotoHydrated, settled, test } from './fixtures.ts'
import { seededRandom } from '../support/seeded-random.ts'

// 1,000 malformed calls to the server functions: fuzzed JSON, wrong types, huge strings, broken
// serialization payloads, unknown ids. Each must get a 4xx, never a 500, never a stack trace.
// A seeded generator makes a failure reproducible (the seed and the request are in the message).

const SEED = 20_261_122

const SAFE_HEADERS = { 'sec-fetch-site': 'same-origin', 'x-tsr-serverfn': 'true' }

test('1,000 malformed server-function calls get 4xx without a stack trace', async ({ page, request }) => {
  test.setTimeout(120_000)
  // Learn the functions' URLs the way the browser calls them: the idle preload of the blog (GET)
  // and the newsletter form (POST).
  const gets = new Set<string>()
  let post = ''
  page.on('request', (r) => {
    if (!r.url().includes('/_serverFn/')) return
    if (r.method() === 'GET') gets.add(r.url().split('?')[0] as string)
    else post = r.url()
  })
  await page.setExtraHTTPHeaders({ 'X-Test-Client': `fuzz-${Date.now()}` })
  await gotoHydrated(page, '/')
  await settled(page)
  await page.locator('#newsletter').getByRole('textbox').fill(`fuzz-${Date.now()}@example.com`)
  await page.locator('#newsletter').getByRole('button').click()
  await expect.poll(() => post).not.toBe('')
  // The preload starts 2 s after the page has loaded (SiteLayout).
  await expect.poll(() => gets.size, { timeout: 15_000 }).toBeGreaterThanOrEqual(2)

  const rnd = seededRandom(SEED)
  const junkString = () => {
    const kinds = [
      () => 'x'.repeat(rnd.int(40_000)),
      () => '<script>alert(1)</script>',
      () => "'; drop table newsletter_signups; --",
      () => '\u0000\uffff\u00e9\u{1f600}',
      () => String(rnd.next()),
      () => 'no-at-sign.example.com',
    ]
    return rnd.pick(kinds)()
  }
  const node = (depth = 0): unknown => {
    const choice = rnd.int(depth > 2 ? 3 : 6)
    if (choice === 0) return { t: 1, s: junkString() }
    if (choice === 1) return { t: 0, s: rnd.next() * 1e9 }
    if (choice === 2) return { t: rnd.int(40), s: junkString() }
    if (choice === 3)
      return {
        t: 10,
        i: rnd.int(5),
        p: { k: ['email', 'locale', 'slug', 'page'].slice(0, rnd.int(4) + 1), v: [node(depth + 1), node(depth + 1)] },
        o: 0,
      }
    if (choice === 4) return { t: 9, i: rnd.int(5), a: [node(depth + 1)] }
    return rnd.pick([null, true, 42, 'text', [], {}])
  }
  const payload = (): string => {
    const kinds = [
      () => JSON.stringify({ t: { t: 10, i: 0, p: { k: ['data'], v: [node()] }, o: 0 }, f: 127, m: [] }),
      () => JSON.stringify(node()),
      () => `{"t":${junkString()}`,
      () => junkString(),
      () => JSON.stringify({ data: { email: rnd.next(), locale: junkString() } }),
    ]
    return rnd.pick(kinds)()
  }
  const calls: Array<() => Promise<{ status: number; body: string; what: string }>> = []
  for (let i = 0; i < 1000; i++) {
    const kind = rnd.int(10)
    const body = payload()
    if (kind < 4) {
      const url = `${rnd.pick([...gets])}?payload=${encodeURIComponent(body.slice(0, 6000).replace(/[\ud800-\udfff]/g, '?'))}`
      calls.push(async () => {
        const response = await request.get(url, { headers: SAFE_HEADERS })
        return { status: response.status(), body: await response.text(), what: `GET ${url.slice(0, 200)}` }
      })
    } else if (kind < 9) {
      const contentType = rnd.pick([
        'application/json',
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
      ])
      calls.push(async () => {
        const response = await request.post(post, {
          data: body,
          headers: { ...SAFE_HEADERS, 'content-type': contentType, 'X-Test-Client': `fuzz-${i}` },
        })
        return {
          status: response.status(),
          body: await response.text(),
          what: `POST ${contentType} ${body.slice(0, 200)}`,
        }
      })
    } else {
      const id = rnd.pick(['deadbeef', '0'.repeat(64), '../../etc/passwd', '%00', junkString().slice(0, 80)])
      calls.push(async () => {
        const response = await request.get(`/_serverFn/${encodeURIComponent(id)}`, { headers: SAFE_HEADERS })
        return { status: response.status(), body: await response.text(), what: `GET unknown ${id.slice(0, 80)}` }
      })
    }
  }
  const statuses = new Map<number, number>()
  for (let start = 0; start < calls.length; start += 25) {
    const results = await Promise.all(calls.slice(start, start + 25).map((call) => call()))
    for (const result of results) {
      statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1)
      expect(result.status, `seed ${SEED}: ${result.what}`).toBeGreaterThanOrEqual(400)
      expect(result.status, `seed ${SEED}: ${result.what}`).toBeLessThan(500)
      expect(result.body, `seed ${SEED}: ${result.what}`).not.toMatch(
        /\n\s+at |node_modules|\.m?js:\d+|\/work\/|Failed query/,
      )
    }
  }
  console.info(`[fuzz] statuses: ${JSON.stringify(Object.fromEntries(statuses))}`)
})
