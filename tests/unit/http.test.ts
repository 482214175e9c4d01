// The server's HTTP rules as pure functions: security policy, methods, allowed hosts, cross-site
// refusal, body limits, page caching, request ids, server-function error classification and the
// start-up config check.
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import { configProblems } from '../../server/env-check.ts'
import { allowedMethods } from '../../app/allowed-methods.ts'
import { readSiteConfig } from '../../app/config/site.ts'
import { isAllowedHost, misdirectedRequest, readAllowedHosts, requestUrl } from '../../app/http/allowed-hosts.ts'
import { limitBody, MAX_BODY_BYTES } from '../../app/http/body-limit.ts'
import { withPageCaching } from '../../app/http/cache-control.ts'
import { compressResponse } from '../../app/http/compress.ts'
import { methodRefusal, PAGE_METHODS, READ_METHODS, withoutBodyForHead } from '../../app/http/methods.ts'
import { withRelativeLocation } from '../../app/http/relative-location.ts'
import { logRequest, requestId } from '../../app/http/request-log.ts'
import { errorMessage } from '../../app/log/log.ts'
import { isCrossSiteRequest, isOwnPageRequest } from '../../app/http/same-origin.ts'
import { contentSecurityPolicy, isHttps, policyOrigins, withSecurityHeaders } from '../../app/http/security-headers.ts'
import { ServerFnError, serverFnFailure } from '../../app/http/server-fn-errors.ts'
import { InvalidInputError } from '../../app/http/valid-input.ts'
import { isDatabaseFailure } from '../../db/failure.ts'
import { cspDirectives } from '../support/csp-directives.ts'

const directives = cspDirectives

describe('content security policy', () => {
  it('allows scripts only from our origin and the nonce by default, nothing inline or evaluated', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'abc' }, policyOrigins(readSiteConfig({}))))
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc'"])
    expect(policy['connect-src']).toEqual(["'self'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['base-uri']).toEqual(["'none'"])
    expect(policy['frame-ancestors']).toEqual(["'none'"])
    expect(policy['form-action']).toEqual(["'self'"])
    expect(JSON.stringify(policy['script-src'])).not.toMatch(/unsafe/)
  })

  it('adds exactly the origins of the integrations an operator configured', () => {
    const site = readSiteConfig({
      ANALYTICS_SCRIPT_URL: 'https://stats.example/a.js?x=1',
      CONVERSION_SCRIPT_URL: 'https://ads.example/c.js',
      SCHEDULER_URL: 'https://cal.example/demo',
      GEOLOCATION_URL: 'https://geo.example/{ip}/json',
    })
    const policy = directives(contentSecurityPolicy({ nonce: 'n' }, policyOrigins(site)))
    expect(policy['script-src']).toEqual(["'self'", "'nonce-n'", 'https://stats.example', 'https://ads.example'])
    expect(policy['frame-src']).toEqual(['https://cal.example'])
    // The geolocation service is asked by the server (app/i18n/language-detection.ts), never by the page.
    expect(policy['connect-src']).toEqual(["'self'", 'https://stats.example', 'https://ads.example'])
  })

  it('names the inline scripts of a page for every visitor by hash, with no nonce', () => {
    const policy = directives(
      contentSecurityPolicy(
        { hashes: ["'sha256-a'", "'sha256-b'"] },
        policyOrigins(readSiteConfig({ ANALYTICS_SCRIPT_URL: 'https://stats.example/a.js' })),
      ),
    )
    expect(policy['script-src']).toEqual(["'self'", "'sha256-a'", "'sha256-b'", 'https://stats.example'])
    expect(policy['object-src']).toEqual(["'none'"])
  })

  it('gives pages their policy, everything else a deny-all one, and HSTS only over HTTPS', () => {
    const page = withSecurityHeaders(
      new Request('http://site.test/'),
      new Response('<p>', { headers: { 'content-type': 'text/html' } }),
      'PAGE',
    )
    expect(page.headers.get('content-security-policy')).toBe('PAGE')
    // A page served with its hash policy keeps it; a file cannot bring one of its own.
    const shared = new Response('<p>', {
      headers: { 'content-type': 'text/html', 'content-security-policy': 'HASHES' },
    })
    expect(
      withSecurityHeaders(new Request('http://site.test/'), shared, 'PAGE').headers.get('content-security-policy'),
    ).toBe('HASHES')
    const json = new Response('{}', {
      headers: { 'content-type': 'application/json', 'content-security-policy': 'LOOSE' },
    })
    expect(
      withSecurityHeaders(new Request('http://site.test/'), json, 'PAGE').headers.get('content-security-policy'),
    ).toContain("default-src 'none'")
    expect(page.headers.get('strict-transport-security')).toBeNull()
    const file = withSecurityHeaders(
      new Request('https://site.test/x.xml'),
      new Response('<x/>', { headers: { 'content-type': 'application/xml' } }),
      'PAGE',
    )
    expect(file.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(file.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    expect(isHttps(new Request('http://site.test/', { headers: { 'x-forwarded-proto': 'https' } }))).toBe(true)
  })
})

describe('methods', () => {
  it.each(['TRACE', 'PUT', 'DELETE', 'PATCH', 'CONNECT', 'PROPFIND'])(
    '%s on a page is 405 with Allow',
    async (method) => {
      const response = methodRefusal(method, PAGE_METHODS)
      expect(response?.status).toBe(405)
      expect(response?.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS')
      expect(response?.headers.get('cache-control')).toBe('no-store')
      expect(await response?.text()).toBe('Method not allowed.')
    },
  )

  it('answers OPTIONS with 204 and Allow, and lets the methods an address takes through', () => {
    const options = methodRefusal('OPTIONS', READ_METHODS)
    expect(options?.status).toBe(204)
    expect(options?.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
    for (const method of PAGE_METHODS) expect(methodRefusal(method, PAGE_METHODS)).toBeUndefined()
    expect(methodRefusal('POST', READ_METHODS)?.status).toBe(405)
  })

  it('knows what each address takes', () => {
    expect(allowedMethods('/')).toEqual(PAGE_METHODS)
    expect(allowedMethods('/de/produkt')).toEqual(PAGE_METHODS)
    for (const path of ['/robots.txt', '/sitemap.xml', '/de/blog/rss.xml', '/healthz', '/readyz'])
      expect(allowedMethods(path), path).toEqual(READ_METHODS)
    expect(allowedMethods('/_serverFn/abc')).toEqual(['GET', 'POST'])
    expect(allowedMethods('/api/vitals')).toEqual(['POST'])
  })

  it('drops the body of a HEAD answer and keeps its status and headers', async () => {
    const page = () => new Response('<p>page</p>', { status: 404, headers: { 'content-type': 'text/html' } })
    const head = withoutBodyForHead(new Request('http://site.test/', { method: 'HEAD' }), page())
    expect(head.status).toBe(404)
    expect(head.headers.get('content-type')).toBe('text/html')
    expect(head.body).toBeNull()
    expect(await withoutBodyForHead(new Request('http://site.test/'), page()).text()).toBe('<p>page</p>')
  })
})

describe('allowed hosts', () => {
  const site = readAllowedHosts('https://www.example.com', { ALLOWED_HOSTS: 'example.com, preview.example.com:8443' })

  it.each([
    ['www.example.com', true],
    ['WWW.Example.COM', true],
    ['www.example.com.', true],
    ['www.example.com:443', true], // the public scheme's default port
    ['example.com', true],
    ['preview.example.com:8443', true],
    ['www.example.com:8080', false],
    ['preview.example.com', false],
    ['evil.example', false],
    ['localhost:3000', false],
    ['127.0.0.1', false],
    ['www.example.com@evil.example', false],
    ['www.example.com/x', false],
    ['', false],
  ])('%s on the public site → %s', (host, expected) => {
    expect(isAllowedHost(site, host)).toBe(expected)
  })

  it('refuses another spelling of an address: one normal form, port included', () => {
    const listed = readAllowedHosts('https://www.example.com', { ALLOWED_HOSTS: '10.0.0.5:8080, [::1]:8443' })
    for (const host of ['10.0.0.5:8080', '[::1]:8443']) expect(isAllowedHost(listed, host), host).toBe(true)
    for (const host of ['10.5:8080', '012.0.0.5:8080', '167772165:8080', '0xa.0.0.5:8080', '[0:0::1]:8443', '10.0.0.5'])
      expect(isAllowedHost(listed, host), host).toBe(false)
    expect(() => readAllowedHosts('https://www.example.com', { ALLOWED_HOSTS: '127.1' })).toThrow(/ALLOWED_HOSTS/)
  })

  it('takes the loopback names on the public port and on PORT when the public origin is a loopback address (tests, a local start)', () => {
    const local = readAllowedHosts('http://localhost:3000', { PORT: '3400' })
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', '127.0.0.1:3400', 'LOCALHOST:3400'])
      expect(isAllowedHost(local, host), host).toBe(true)
    for (const host of [
      'localhost:5173',
      '127.0.0.1',
      'localhost',
      '127.1:3000',
      '0177.0.0.1:3000',
      '2130706433:3000',
      '0x7f.1:3000',
      '127.000.000.001:3000',
      '[0:0:0:0:0:0:0:1]:3000',
      'evil.example',
      'localhost.evil.example:3000',
    ])
      expect(isAllowedHost(local, host), host).toBe(false)
  })

  it('takes any port on the loopback names in the development server, whose port Vite picks', () => {
    const dev = readAllowedHosts('http://localhost:3000', {}, true)
    for (const host of ['localhost:3000', 'localhost:3001', '127.0.0.1:5173', '[::1]:3000'])
      expect(isAllowedHost(dev, host), host).toBe(true)
    for (const host of ['127.1:3001', 'evil.example:3001', '0177.0.0.1:3000'])
      expect(isAllowedHost(dev, host), host).toBe(false)
    expect(isAllowedHost(readAllowedHosts('https://www.example.com', {}, true), 'localhost:3000')).toBe(false)
  })

  it('refuses a request for a foreign host with 421, by its Host header or its absolute target', () => {
    const local = readAllowedHosts('http://127.0.0.1:3400', {})
    const request = (url: string, host?: string) => new Request(url, { headers: host ? { host } : {} })
    expect(misdirectedRequest(request('http://127.0.0.1:3400/', '127.0.0.1:3400'), local)).toBeUndefined()
    expect(misdirectedRequest(request('http://127.0.0.1:3400/'), local)).toBeUndefined()
    const forged = misdirectedRequest(request('http://127.0.0.1:3400/', 'evil.example'), local)
    expect(forged?.status).toBe(421)
    expect(forged?.headers.get('cache-control')).toBe('no-store')
    expect(misdirectedRequest(request('http://evil.example/', '127.0.0.1:3400'), local)?.status).toBe(421)
  })

  it('answers 400 when the HTTP layer built a URL that cannot be parsed from the Host (a port above 65535)', () => {
    for (const url of ['http://127.0.0.1:99999/', 'http://evil.example:70000/blog', 'http://:3000/']) {
      const answer = requestUrl({ url })
      expect(answer instanceof Response && answer.status, url).toBe(400)
      if (answer instanceof Response) expect(answer.headers.get('cache-control')).toBe('no-store')
    }
    expect(requestUrl({ url: 'http://127.0.0.1:3400/blog' })).toEqual(new URL('http://127.0.0.1:3400/blog'))
  })

  it('names ALLOWED_HOSTS and the bad entry', () => {
    expect(() =>
      readAllowedHosts('https://www.example.com', { ALLOWED_HOSTS: 'example.com, https://x.example' }),
    ).toThrow(/ALLOWED_HOSTS: expected host names .* got "https:\/\/x.example"/)
  })
})

describe('cross-site requests', () => {
  const request = (headers: Record<string, string>) =>
    new Request('http://site.test/_serverFn/x', { method: 'POST', headers: { host: 'site.test', ...headers } })
  it.each([
    [{ 'sec-fetch-site': 'same-origin' }, false],
    [{ 'sec-fetch-site': 'none' }, false],
    [{ 'sec-fetch-site': 'same-site' }, true],
    [{ 'sec-fetch-site': 'cross-site' }, true],
    [{ origin: 'http://site.test' }, false],
    [{ origin: 'https://evil.example' }, true],
    [{ origin: 'null' }, true],
    [{}, false],
  ])('%j → cross-site %s', (headers, expected) => {
    expect(isCrossSiteRequest(request(headers))).toBe(expected)
  })

  // Start's CSRF rule for server functions (app/http/server-fn-csrf.ts), and the form posted without JavaScript.
  it.each([
    [{ 'sec-fetch-site': 'same-origin' }, true],
    [{ 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' }, true], // Sec-Fetch-Site decides
    [{ 'sec-fetch-site': 'none' }, false],
    [{ 'sec-fetch-site': 'same-site' }, false],
    [{ 'sec-fetch-site': 'cross-site', origin: 'http://site.test' }, false],
    [{ origin: 'http://site.test' }, true],
    [{ origin: 'https://site.test' }, true], // behind a TLS proxy the request's own URL says http
    [{ origin: 'https://evil.example', referer: 'http://site.test/' }, false],
    [{ origin: 'null' }, false],
    [{ referer: 'http://site.test/product?x=1' }, true],
    [{ referer: 'https://evil.example/site.test' }, false],
    [{}, false],
  ])('%j → from our pages %s', (headers, expected) => {
    expect(isOwnPageRequest(request(headers))).toBe(expected)
  })
})

describe('body limit', () => {
  it('refuses a declared length over the limit', async () => {
    const result = await limitBody(
      new Request('http://site.test/', {
        method: 'POST',
        body: 'x',
        headers: { 'content-length': String(MAX_BODY_BYTES + 1) },
      }),
    )
    expect(result instanceof Response && result.status).toBe(413)
  })
  it('counts a chunked body and refuses it once it passes the limit', async () => {
    const stream = () =>
      new ReadableStream({
        start(controller) {
          for (let i = 0; i < 10; i++) controller.enqueue(new Uint8Array(8 * 1024))
          controller.close()
        },
      })
    const big = await limitBody(
      new Request('http://site.test/', { method: 'POST', body: stream(), duplex: 'half' } as RequestInit),
      64 * 1024,
    )
    expect(big instanceof Response && big.status).toBe(413)
    const fine = await limitBody(
      new Request('http://site.test/', { method: 'POST', body: stream(), duplex: 'half' } as RequestInit),
      100 * 1024,
    )
    expect(fine instanceof Request && (await fine.arrayBuffer()).byteLength).toBe(80 * 1024)
  })
})

describe('redirect locations', () => {
  // Behind a TLS proxy the request's URL says http: the framework's own redirects must not.
  const url = new URL('http://127.0.0.1:3000//blog?x=1')
  const redirect = (location: string) => new Response(null, { status: 308, headers: { location } })
  it.each([
    ['http://127.0.0.1:3000/blog?x=1#top', '/blog?x=1#top'],
    ['/blog', '/blog'],
    ['https://127.0.0.1:3000/blog', 'https://127.0.0.1:3000/blog'], // another origin: left alone
    ['https://scheduler.example.test/demo', 'https://scheduler.example.test/demo'],
    ['http://127.0.0.1:3000//evil.example/x', 'http://127.0.0.1:3000//evil.example/x'], // would name a host as a path
  ])('%s → %s', (location, expected) => {
    const answer = withRelativeLocation(redirect(location), url)
    expect(answer.headers.get('location')).toBe(expected)
    expect(answer.status).toBe(308)
  })
  it('leaves an answer without Location as it is', () => {
    const page = new Response('<p>x</p>')
    expect(withRelativeLocation(page, url)).toBe(page)
  })
})

describe('compression of rendered answers', () => {
  const html = () => new Response('<p>hello</p>', { headers: { 'content-type': 'text/html' } })
  const encodingFor = (accept: string) =>
    compressResponse(new Request('http://s/', { headers: { 'accept-encoding': accept } }), html()).headers.get(
      'content-encoding',
    )
  it('gzips for a client that accepts gzip, and not for one that refuses it with q=0', () => {
    expect(encodingFor('gzip, deflate, br')).toBe('gzip')
    expect(encodingFor('br;q=1, gzip;q=0.5')).toBe('gzip')
    expect(encodingFor('gzip;q=0, identity')).toBeNull()
    expect(encodingFor('identity')).toBeNull()
  })
})

describe('page caching', () => {
  const html = (status: number) => new Response('<p>', { status, headers: { 'content-type': 'text/html' } })
  it('never lets a cache keep HTML made for one visitor, unless it set its own header', () => {
    for (const status of [200, 404, 500])
      expect(withPageCaching(html(status)).headers.get('cache-control')).toBe('no-store')
    const own = new Response('<p>', { headers: { 'content-type': 'text/html', 'cache-control': 'private' } })
    expect(withPageCaching(own).headers.get('cache-control')).toBe('private')
  })
})

describe('request ids', () => {
  it('keeps a well-formed incoming id and replaces anything else', () => {
    expect(requestId(new Request('http://s/', { headers: { 'x-request-id': 'lb-1234567890' } }))).toBe('lb-1234567890')
    expect(requestId(new Request('http://s/', { headers: { 'x-request-id': 'bad id\n' } }))).toMatch(/^[0-9a-f-]{36}$/)
    expect(requestId(new Request('http://s/'))).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('error messages in the log', () => {
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })
  it('name a failed query by its SQLSTATE, never by its statement, parameters or PostgreSQL message', () => {
    const refused = withCode('invalid input syntax for type integer: "alice@example.com"', '22P02')
    const failed = new DrizzleQueryError('select $1', ['what a visitor searched for'], refused)
    expect(errorMessage(failed)).toBe('query failed: database error 22P02')
    expect(errorMessage(refused)).toBe('database error 22P02')
  })
  it('keep the message of a connection error and of any other error', () => {
    const refused = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')
    expect(errorMessage(new DrizzleQueryError('select 1', [], refused))).toBe(
      'query failed: connect ECONNREFUSED 127.0.0.1:5432',
    )
    expect(errorMessage(refused)).toBe('connect ECONNREFUSED 127.0.0.1:5432')
    expect(errorMessage(new Error('rate-limit salt missing'))).toBe('rate-limit salt missing')
    expect(errorMessage('text')).toBe('text')
  })
})

describe('server-function errors', () => {
  const answer = (error: unknown) => {
    const failure = serverFnFailure(error, isDatabaseFailure)
    return { status: failure.status, message: failure.message, headers: failure.headers }
  }
  const noStore = { 'cache-control': 'no-store' }

  it('answers bad input 400 and a failing database 503, naming no internals', () => {
    expect(answer(new InvalidInputError())).toEqual({ status: 400, message: 'Bad request', headers: noStore })
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    expect(answer(new DrizzleQueryError('select * from secrets', [], refused))).toEqual({
      status: 503,
      message: 'Service unavailable',
      headers: noStore,
    })
    expect(error.mock.calls.join('')).toContain('query failed')
    error.mockRestore()
    expect(answer(new ServerFnError(429, 'Too many requests'))).toEqual({
      status: 429,
      message: 'Too many requests',
      headers: noStore,
    })
  })

  it('answers any other failure 500: a bug, logged, that waiting does not cure', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(answer(new TypeError("Cannot read properties of undefined (reading 'slug')"))).toEqual({
      status: 500,
      message: 'Internal server error',
      headers: noStore,
    })
    expect(error.mock.calls.join('')).toContain('reading')
    error.mockRestore()
  })
})

describe('start-up configuration check', () => {
  it('accepts the defaults and names every bad variable with what it expects', () => {
    expect(configProblems({})).toEqual([])
    const problems = configProblems({
      PORT: '99999',
      DATABASE_POOL_MAX: 'ten',
      DATABASE_URL: 'mysql://db/site',
      LOGIN_URL: 'not a url',
      MAILERLITE_API_KEY: 'key',
      MAILERLITE_GROUP_ID: 'news',
      NEWSLETTER_PROVIDER_TIMEOUT_MS: '10',
      CLIENT_IP_HEADER: 'X Forwarded',
      ALLOWED_HOSTS: 'example.com/x',
    })
    expect(problems.join('\n')).toMatch(/PORT: expected a whole number from 1 to 65535/)
    expect(problems.join('\n')).toMatch(/DATABASE_POOL_MAX: expected a whole number from 1 to 100, got "ten"/)
    expect(problems.join('\n')).toMatch(/DATABASE_URL: expected a PostgreSQL URL/)
    expect(problems.join('\n')).toMatch(/LOGIN_URL/)
    expect(problems.join('\n')).toMatch(/MAILERLITE_GROUP_ID: expected a MailerLite group id/)
    expect(problems.join('\n')).toMatch(/NEWSLETTER_PROVIDER_TIMEOUT_MS/)
    expect(problems.join('\n')).toMatch(/CLIENT_IP_HEADER: expected an HTTP header name/)
    expect(problems.join('\n')).toMatch(/ALLOWED_HOSTS: expected host names/)
  })

  it('knows a transaction-mode pooler only with its URL and a direct one for the migrations', () => {
    const pooled = { DATABASE_URL: 'postgres://site@pgbouncer:6432/site', DATABASE_POOLER: 'transaction' }
    expect(configProblems({ ...pooled, DATABASE_MIGRATION_URL: 'postgres://site@db:5432/site' })).toEqual([])
    expect(configProblems({ DATABASE_URL: pooled.DATABASE_URL, DATABASE_POOLER: '' })).toEqual([])
    expect(configProblems(pooled).join('\n')).toMatch(/DATABASE_MIGRATION_URL: needed with DATABASE_POOLER=transaction/)
    expect(configProblems({ DATABASE_POOLER: 'transaction' }).join('\n')).toMatch(
      /DATABASE_POOLER: set only with DATABASE_URL/,
    )
    expect(configProblems({ ...pooled, DATABASE_POOLER: 'session' }).join('\n')).toMatch(
      /DATABASE_POOLER: expected "transaction"/,
    )
    expect(configProblems({ ...pooled, DATABASE_MIGRATION_URL: 'db:5432' }).join('\n')).toMatch(
      /DATABASE_MIGRATION_URL: expected a PostgreSQL URL/,
    )
  })
})

// The privacy policy lists exactly these fields and says the application logs no IP address, referrer
// or user agent (pages_privacy_hosting_log_*, pages_privacy_hosting_app_not; docs/decisions/0088).
describe('the request log', () => {
  it('writes time, level, message, request id, method, path without query, status and duration, nothing of the visitor', () => {
    const lines: string[] = []
    const spy = vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line))
    try {
      const request = new Request('http://site.test/blog?email=a@example.com', {
        headers: {
          referer: 'https://search.example/?q=x',
          'user-agent': 'Agent/1.0',
          'x-forwarded-for': '203.0.113.7',
        },
      })
      logRequest('req-12345678', request, new URL(request.url), 200, performance.now())
    } finally {
      spy.mockRestore()
    }
    const line = v.parse(v.record(v.string(), v.unknown()), JSON.parse(lines[0] ?? '{}'))
    expect(Object.keys(line)).toEqual(['time', 'level', 'msg', 'requestId', 'method', 'path', 'status', 'ms'])
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      requestId: 'req-12345678',
      method: 'GET',
      path: '/blog',
      status: 200,
    })
    expect(lines[0]).not.toMatch(/203\.0\.113\.7|Agent\/1\.0|search\.example|example\.com/)
  })
})
