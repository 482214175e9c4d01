import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import type { Page } from '@playwright/test'
import en from '../../messages/en.json' with { type: 'json' }
import { expect, functionalConsent, gotoHydrated, pages, settled, test } from './fixtures.ts'
import { watchProblems } from './page-problems.ts'
import { port, serverConsentScope } from './server-env.ts'
import { storedConsentValue } from '../../app/consent/consent-store.ts'
import { cspDirectives } from '../support/csp-directives.ts'

// Security headers on every kind of answer, the Content Security Policy enforced without a single
// violation, methods and hosts the site does not serve refused, cross-site server-function calls
// refused and oversized bodies turned away.

const BASE = [
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'permissions-policy',
]

function expectBaseHeaders(headers: Record<string, string>, what: string) {
  for (const name of BASE) expect(headers[name], `${name} on ${what}`).toBeTruthy()
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
}

function expectPagePolicy(policy: string | undefined, what: string) {
  expect(policy, what).toBeTruthy()
  const directives = cspDirectives(policy ?? '')
  expect(directives['default-src']).toEqual(["'self'"])
  expect(directives['script-src']?.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval/)
  // Inline scripts by hash (a page for every visitor) or by the nonce of a page made for one.
  expect(directives['script-src']?.some((value) => /^'(sha256|nonce)-/.test(value))).toBe(true)
  expect(directives['object-src']).toEqual(["'none'"])
  expect(directives['base-uri']).toEqual(["'none'"])
  expect(directives['frame-ancestors']).toEqual(["'none'"])
  expect(directives['form-action']).toEqual(["'self'"])
}

test('every page in both languages carries the headers and a policy that holds for every visitor', async ({
  request,
}) => {
  const extra = [
    '/blog',
    '/de/blog',
    '/blog/hwg-compliance-healthcare-advertising',
    '/de/blog/hwg-konforme-heilmittelwerbung-digital',
    '/blog/category/roi-and-efficiency',
  ]
  for (const path of [...pages.map((p) => p.path), ...extra]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const headers = response.headers()
    expectBaseHeaders(headers, path)
    expectPagePolicy(headers['content-security-policy'], path)
    // Pages are rendered once for everyone: their inline scripts go by hash, no nonce is ever shared
    // (a form post's answer gets a fresh one: render-cache.spec.ts).
    expect(headers['content-security-policy'], path).not.toContain("'nonce-")
    expect(await response.text(), path).not.toMatch(/\snonce=|csp-nonce/)
    // Served over plain HTTP: no HSTS.
    expect(headers['strict-transport-security']).toBeUndefined()
  }
})

test('redirects, 404s, files, feeds, static assets and server functions carry the headers', async ({ request }) => {
  const home = await (await request.get('/')).text()
  const asset = /\/assets\/[^"]+\.js/.exec(home)?.[0] as string
  for (const [path, status] of [
    ['/product/', 301],
    ['/de/gibt-es-nicht', 404],
    ['/sitemap.xml', 200],
    ['/robots.txt', 200],
    ['/blog/rss.xml', 200],
    [asset, 200],
    ['/favicon.svg', 200],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(status)
    expectBaseHeaders(response.headers(), path)
  }
  // HSTS when a TLS-terminating proxy says the visitor used HTTPS.
  const secure = await request.get('/', { headers: { 'x-forwarded-proto': 'https' } })
  expect(secure.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
})

/** A real call recorded from the page, to replay with other headers or bodies. */
async function recordCall(page: Page) {
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/_serverFn/') && r.method() === 'POST'),
    (async () => {
      await gotoHydrated(page, '/')
      await page.setExtraHTTPHeaders({ 'X-Test-Client': `security-${Date.now()}` })
      const form = page.locator('#newsletter')
      await form.getByRole('textbox').fill(`security-${Date.now()}@example.com`)
      await form.getByRole('button').click()
    })(),
  ])
  return { url: request.url(), body: request.postData() ?? '', headers: await request.allHeaders() }
}

interface RawAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

/**
 * A request straight from Node, which sends any method, Host header or request target (browsers and
 * Playwright's client refuse TRACE or pick the Host themselves).
 */
function rawRequest(
  target: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      { host: '127.0.0.1', port, path: target, method: options.method ?? 'GET', headers: options.headers },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const headers = Object.fromEntries(
            Object.entries(response.headers).map(([name, value]) => [
              name,
              Array.isArray(value) ? value.join(', ') : (value ?? ''),
            ]),
          )
          resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('utf8') })
        })
      },
    )
    sent.on('error', reject)
    sent.end(options.body)
  })
}

test('methods a page does not take answer 405 with Allow and the security headers; OPTIONS says what it takes', async () => {
  for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH']) {
    for (const path of ['/', '/de/produkt']) {
      const answer = await rawRequest(path, { method })
      expect(answer.status, `${method} ${path}`).toBe(405)
      expect(answer.headers.allow).toBe('GET, HEAD, POST, OPTIONS')
      expectBaseHeaders(answer.headers, `${method} ${path}`)
      expect(answer.headers['content-security-policy']).toContain("default-src 'none'")
      expect(answer.headers['cache-control']).toBe('no-store')
      expect(answer.body).not.toMatch(/<html|at .*\.m?js|node_modules/)
    }
  }
  const options = await rawRequest('/', { method: 'OPTIONS' })
  expect(options.status).toBe(204)
  expect(options.headers.allow).toBe('GET, HEAD, POST, OPTIONS')
  expectBaseHeaders(options.headers, 'OPTIONS /')
  // Files and health checks are read only; server functions take GET and POST.
  expect((await rawRequest('/robots.txt', { method: 'POST' })).headers.allow).toBe('GET, HEAD, OPTIONS')
  expect((await rawRequest('/healthz', { method: 'PUT' })).status).toBe(405)
  expect((await rawRequest('/_serverFn/anything', { method: 'DELETE' })).headers.allow).toBe('GET, POST, OPTIONS')
  // HEAD gets GET's status and headers, and no body.
  const head = await rawRequest('/', { method: 'HEAD' })
  expect(head.status).toBe(200)
  expect(head.headers['content-type']).toMatch(/^text\/html/)
  expect(head.body).toBe('')
  // A post to a page that is not the newsletter form renders nothing.
  const json = await rawRequest('/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: '{}',
  })
  expect(json.status).toBe(415)
})

test('a forged Host is refused with 421, and what everyone else is served stays the same', async () => {
  const own = await rawRequest('/product')
  expect(own.status).toBe(200)
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(own.body)?.[1]
  expect(canonical).toBe(`http://127.0.0.1:${port}/product`)
  const cases: Array<{ target: string; headers: Record<string, string>; allowed?: boolean }> = [
    { target: '/product', headers: { host: 'evil.example' } },
    { target: '/product', headers: { host: `evil.example:${port}` } },
    { target: '/product', headers: { host: '127.0.0.1.evil.example' } },
    // The loopback address in other spellings, and on another port: one normalised rule.
    { target: '/product', headers: { host: `127.1:${port}` } },
    { target: '/product', headers: { host: `0177.0.0.1:${port}` } },
    { target: '/product', headers: { host: `2130706433:${port}` } },
    { target: '/product', headers: { host: `[0:0:0:0:0:0:0:1]:${port}` } },
    { target: '/product', headers: { host: `127.0.0.1:${port + 100}` } },
    { target: '/product', headers: { host: 'localhost' } },
    // An absolute request target names the host too; the proxy's X-Forwarded-Host is not trusted.
    { target: 'http://evil.example/product', headers: {} },
    { target: '/product', headers: { 'x-forwarded-host': 'evil.example' }, allowed: true },
  ]
  for (const forged of cases) {
    const answer = await rawRequest(forged.target, { headers: forged.headers })
    if (forged.allowed) {
      expect(answer.body, JSON.stringify(forged)).not.toContain('evil.example')
      continue
    }
    expect(answer.status, JSON.stringify(forged)).toBe(421)
    expectBaseHeaders(answer.headers, JSON.stringify(forged))
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.body).not.toContain('<html')
  }
  // A cache in front keeps what the origin answers a normal request: the same page, our own address.
  const after = await rawRequest('/product')
  expect(after.status).toBe(200)
  expect(/<link rel="canonical" href="([^"]+)"/.exec(after.body)?.[1]).toBe(canonical)
  expect(after.body).not.toContain('evil.example')
})

test('a malformed Host (a port above 65535, an empty name, a trailing dot) gets 400 or 421 with the security headers, never a 5xx', async () => {
  // Hosts no URL can hold: refused with 400 before anything else, health checks included.
  for (const host of ['127.0.0.1:99999', 'evil.example:70000', 'localhost:65536']) {
    for (const target of ['/', '/blog', '/healthz', '/_serverFn/anything']) {
      const answer = await rawRequest(target, { headers: { host } })
      expect(answer.status, `${host} ${target}`).toBe(400)
      expectBaseHeaders(answer.headers, `${host} ${target}`)
      expect(answer.body, `${host} ${target}`).not.toMatch(/"error"|stack|\bat /)
    }
  }
  // An empty name, and names this server does not serve however they are spelled.
  for (const host of [`:${port}`, '[::1', 'evil.example.', `evil.example.:${port}`, 'a..b', 'evil..example:99']) {
    for (const target of ['/', '/blog', '/_serverFn/anything']) {
      const answer = await rawRequest(target, { headers: { host } })
      expect([400, 421], `${host} ${target}`).toContain(answer.status)
      expectBaseHeaders(answer.headers, `${host} ${target}`)
    }
  }
})

test('a signup through a rebound name is refused, though its Origin matches its Host', async ({ page }) => {
  // The call a browser on evil.example (whose DNS now points here) would send: same-origin to itself.
  const call = await recordCall(page)
  const rebound = {
    host: 'evil.example',
    origin: 'http://evil.example',
    'sec-fetch-site': 'same-origin',
    'X-Test-Client': `rebound-${Date.now()}`,
  }
  const fn = await rawRequest(new URL(call.url).pathname + new URL(call.url).search, {
    method: 'POST',
    headers: { ...rebound, 'content-type': 'application/json', 'x-tsr-serverfn': 'true' },
    body: call.body.replace(/security-\d+@/, () => `rebound-${Date.now()}@`),
  })
  expect(fn.status).toBe(421)
  const form = await rawRequest('/', {
    method: 'POST',
    headers: { ...rebound, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ form: 'newsletter', email: `rebound-form-${Date.now()}@example.com` }).toString(),
  })
  expect(form.status).toBe(421)
})

/** Bytes sent as they are on a new connection, and the status and headers of what comes back before it closes. */
function rawBytes(bytes: string): Promise<{ status: number; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes))
    let received = ''
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')))
    socket.on('error', reject)
    socket.on('close', () => {
      const [statusLine = '', ...lines] = (received.split('\r\n\r\n')[0] ?? '').split('\r\n')
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      )
      resolve({ status: Number(statusLine.split(' ')[1]), headers })
    })
  })
}

test("the HTTP layer's own refusals (a malformed request, headers too large) carry the security headers", async () => {
  const host = `Host: 127.0.0.1:${port}`
  const cases: Array<[string, number]> = [
    [`GET / HTTP/1.1\r\n${host}\r\nA header without a colon\r\n\r\n`, 400],
    [`GET / HTTP/1.1\r\n${host}\r\nX-Large: ${'x'.repeat(20 * 1024)}\r\n\r\n`, 431],
    [`GET /\u0001 HTTP/1.1\r\n${host}\r\n\r\n`, 400],
  ]
  for (const [bytes, status] of cases) {
    const answer = await rawBytes(bytes)
    const what = bytes.slice(0, 40)
    expect(answer.status, what).toBe(status)
    expectBaseHeaders(answer.headers, what)
    expect(answer.headers['content-security-policy'], what).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    )
    expect(answer.headers['connection'], what).toBe('close')
  }
})

test('health checks answer on any host: load balancers probe by IP address', async () => {
  for (const host of ['10.0.0.7:3000', 'evil.example']) {
    expect((await rawRequest('/healthz', { headers: { host } })).status, host).toBe(200)
    expect((await rawRequest('/readyz', { headers: { host } })).status, host).toBe(200)
  }
})

// Every page on its own: hydration.spec.ts. Here the interactions that load more code.
test('no CSP violation with the interactions that load code: charts, the idle preloads, a client navigation', async ({
  page,
}) => {
  const violations = await watchProblems(page)
  // The calculator's uPlot charts drew.
  await gotoHydrated(page, '/business-value-calculator?team=8&campaigns=12&pieces=20&budget=15000')
  await page.getByRole('figure', { name: en.pages_calc_chart_cost_title }).scrollIntoViewIfNeeded()
  await expect(page.locator('figure canvas')).toHaveCount(2)
  // The pages fetched ahead of time (their code and server-function calls).
  await settled(page)
  // A client-side navigation.
  const link = page.getByRole('contentinfo').getByRole('link').first()
  const href = (await link.getAttribute('href')) ?? ''
  await link.click()
  await expect(page).toHaveURL((url) => url.pathname === href)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(violations).toEqual([])
})

test('the consent banner and the scheduler frame work under the policy', async ({ browser }) => {
  // A context made here gets no stored choice (tests/e2e/fixtures.ts): the banner shows first.
  const context = await browser.newContext()
  const page = await context.newPage()
  const violations = await watchProblems(page)
  await gotoHydrated(page, '/de/demo-buchen')
  await page.getByRole('region').getByRole('button').first().waitFor()
  await page.evaluate(
    (value) => localStorage.setItem('cookieConsent', value),
    JSON.stringify(storedConsentValue(functionalConsent, serverConsentScope.processings)),
  )
  await gotoHydrated(page, '/de/demo-buchen')
  await expect(page.locator('iframe')).toHaveCount(1)
  expect(violations.filter((v) => !v.includes('frame-src'))).toEqual([])
  expect(violations.filter((v) => v.includes('frame-src'))).toEqual([])
  await context.close()
})

test.describe('server functions', () => {
  test('a cross-origin call is refused with 403; the same call from our origin works', async ({ page, request }) => {
    const call = await recordCall(page)
    const headers = {
      'content-type': 'application/json',
      'x-tsr-serverfn': 'true',
      accept: call.headers.accept ?? 'application/json',
    }
    const foreign = await request.post(call.url, {
      data: call.body,
      headers: { ...headers, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    })
    expect(foreign.status()).toBe(403)
    expect(await foreign.text()).not.toMatch(/at .*\.m?js|node_modules/)
    const sameSite = await request.post(call.url, {
      data: call.body,
      headers: { ...headers, 'sec-fetch-site': 'same-site' },
    })
    expect(sameSite.status()).toBe(403)
    // Start's CSRF rule (docs/decisions/0065-start-csrf-middleware.md): a call that names no origin at
    // all is refused too, with the same answer; an older browser's Origin or Referer naming our host passes.
    const anonymous = await request.post(call.url, { data: call.body, headers })
    expect([anonymous.status(), await anonymous.json()]).toEqual([
      403,
      { error: 'Cross-site requests are not accepted.' },
    ])
    const own = await request.post(call.url, {
      data: call.body.replace(/security-\d+@/, () => `own-${Date.now()}@`),
      headers: { ...headers, 'sec-fetch-site': 'same-origin', 'X-Test-Client': `own-${Date.now()}` },
    })
    expect(own.status()).toBe(200)
    const origin = new URL(call.url).origin
    const olderBrowser = await request.post(call.url, {
      data: call.body.replace(/security-\d+@/, () => `origin-${Date.now()}@`),
      headers: { ...headers, origin, 'X-Test-Client': `origin-${Date.now()}` },
    })
    expect(olderBrowser.status()).toBe(200)
    const byReferer = await request.post(call.url, {
      data: call.body.replace(/security-\d+@/, () => `referer-${Date.now()}@`),
      headers: { ...headers, referer: `${origin}/`, 'X-Test-Client': `referer-${Date.now()}` },
    })
    expect(byReferer.status()).toBe(200)
    const foreignReferer = await request.post(call.url, {
      data: call.body,
      headers: { ...headers, referer: 'https://evil.example/' },
    })
    expect(foreignReferer.status()).toBe(403)
  })

  test('a call without a function id is refused as a call of an unknown one is, never with 500', async () => {
    const origins: Array<Record<string, string>> = [
      {},
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-origin' },
    ]
    for (const headers of origins) {
      const unknown = await rawRequest('/_serverFn/unknown-function', { headers })
      expect(unknown.status, JSON.stringify(headers)).toBeGreaterThanOrEqual(400)
      expect(unknown.status, JSON.stringify(headers)).toBeLessThan(500)
      for (const target of ['/_serverFn/', '/_serverFn//unknown-function', '/_serverFn/?x=1']) {
        const empty = await rawRequest(target, { headers })
        expect(empty.status, `${target} ${JSON.stringify(headers)}`).toBe(unknown.status)
        expectBaseHeaders(empty.headers, target)
        expect(empty.body).not.toMatch(/HTTPError|stack|\bat /)
      }
    }
  })

  test('the form posted without JavaScript and the server function take the same origin rule', async ({
    page,
    request,
  }) => {
    const call = await recordCall(page)
    const origin = new URL(call.url).origin
    const cases: Record<string, Record<string, string>> = {
      'no origin at all': {},
      'Sec-Fetch-Site: same-origin': { 'sec-fetch-site': 'same-origin' },
      'Sec-Fetch-Site: same-site': { 'sec-fetch-site': 'same-site' },
      'Sec-Fetch-Site: cross-site': { 'sec-fetch-site': 'cross-site' },
      'Sec-Fetch-Site: none': { 'sec-fetch-site': 'none' },
      'our Origin': { origin },
      'a foreign Origin': { origin: 'https://evil.example' },
      'an opaque Origin': { origin: 'null' },
      'our Referer': { referer: `${origin}/product` },
      'a foreign Referer': { referer: 'https://evil.example/' },
    }
    let sent = 0
    for (const [what, headers] of Object.entries(cases)) {
      const client = { 'X-Test-Client': `origin-rule-${Date.now()}-${++sent}` }
      const address = `origin-rule-${Date.now()}-${sent}@example.com`
      const fn = await request.post(call.url, {
        data: call.body.replace(/security-\d+@example\.com/, () => address),
        headers: { 'content-type': 'application/json', 'x-tsr-serverfn': 'true', ...client, ...headers },
      })
      const form = await request.post('/', {
        form: { form: 'newsletter', email: address.replace('@', '+form@') },
        headers: { ...client, ...headers },
      })
      expect([what, form.status() === 403], 'the form refuses exactly what the server function refuses').toEqual([
        what,
        fn.status() === 403,
      ])
    }
  })

  test('an oversized body gets 413, with a length and chunked', async ({ page, request }) => {
    const call = await recordCall(page)
    const huge = 'x'.repeat(70 * 1024)
    const withLength = await request.post(call.url, {
      data: JSON.stringify({ pad: huge }),
      headers: { 'content-type': 'application/json' },
    })
    expect(withLength.status()).toBe(413)
    // Chunked: no Content-Length, the body streams past the limit (from Node: browsers stream
    // request bodies only over HTTP/2).
    const chunked = await new Promise<number>((resolve, reject) => {
      const post = httpRequest(
        call.url,
        { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
        (response) => {
          response.resume()
          resolve(response.statusCode ?? 0)
        },
      )
      post.on('error', reject)
      for (let sent = 0; sent < 70 * 1024; sent += 8192) post.write('x'.repeat(8192))
      post.end()
    })
    expect(chunked).toBe(413)
  })
})
