import { request as httpRequest } from 'node:http'
import { categoryContent } from '../../content/blog/categories.ts'
import { loadBlogContent } from '../../db/seed.ts'
import type { Locale } from '../../app/i18n/locale.ts'
import { pageSearchKeys } from '../../app/i18n/page-search.ts'
import { pathOfPage } from '../../app/i18n/paths.ts'
import { type RoutePath, routePaths } from '../../app/i18n/route-table.ts'
import { type ProductionServer, startProductionServer } from '../../scripts/lib/production-server.ts'
import { renderCacheFigures } from '../../scripts/lib/render-cache-figures.ts'
import { omit } from '../../app/lib/typed-object.ts'
import { serverEnv } from './server-env.ts'
import { expect, test } from './fixtures.ts'
import { seededRandom } from '../support/seeded-random.ts'

// Hostile query strings on every page of the route table in both languages: the search parameters
// each page reads (app/i18n/page-search.ts, which the routes' validateSearch schemas are typed
// against) and a parameter no page reads. Each answer must be below 500, never the router's default
// error component, never a stack trace; and the server's log must never hold what was sent (the
// values carry a marker word). A fixed list plus a seeded generator: a failure names the seed and the
// request. A server of the file's own, so that its whole log can be read.
// Then other spellings of every page's path (percent-encoded letters, dot segments, doubled and
// encoded slashes): each leads to the page's one URL or is not found, and none becomes a page of its
// own in the render cache.

const SEED = 20_261_127
/** In most values: the log must never contain it. */
const MARKER = 'zqxmarker'

/** Pieces of hostile values, already percent-encoded as a URL carries them. */
const PIECES = [
  '%00', // NUL: PostgreSQL refuses it in text
  '%01%07%1B%7F%C2%85', // other control characters
  '%C3%28', // invalid UTF-8
  '%FF',
  '%ED%A0%80', // a lone surrogate, UTF-8 encoded
  '%E2%80%8F', // right-to-left mark
  '%E2%80%AE', // right-to-left override
  '%D7%A9%D7%9C%D7%95%D7%9D', // Hebrew
  encodeURIComponent(`& | ! : * ( ) <-> '' " \\`), // tsquery operator soup
  encodeURIComponent(`'; drop table search_entries; --`),
  '%', // malformed percent-encoding
  '%2',
  '+',
  '%20',
  '-',
  '1e309',
  '-1',
  '0',
  '9007199254740993',
  'NaN',
  'true',
  'null',
  '%5B%5D', // []
  '%7B%7D', // {}
  '%22x%22', // "x"
  '__proto__',
  '%F0%9F%98%80', // an emoji
  '%EF%BF%BF', // U+FFFF
  MARKER,
]

/** Each piece alone, and the over-long values. */
const ALONE = [
  ...PIECES,
  `${MARKER}${'a'.repeat(10_001)}`,
  `${MARKER}${'%00'.repeat(3_000)}`,
  `${MARKER}${'x'.repeat(100_000)}`, // past Node's 16 KB header limit: its 431, before the site
]

/** Each piece with the marker around it. */
const WRAPPED = PIECES.map((piece) => `${MARKER}${piece}${MARKER}`)

function seededValues(count: number): string[] {
  const rnd = seededRandom(SEED)
  return Array.from({ length: count }, () => {
    const parts = Array.from({ length: 1 + rnd.int(6) }, () => rnd.pick(PIECES))
    parts.splice(rnd.int(parts.length + 1), 0, MARKER)
    return parts.join(rnd.pick(['', '%20', '+']))
  })
}

/** A page per route and language: routes with parameters get a real category and article. */
function pagesToFuzz(): Array<{ route: RoutePath; locale: Locale; path: string }> {
  const articles = loadBlogContent()
  const params = (route: RoutePath, locale: Locale): Record<string, string> => {
    if (route === '/blog/category/$categorySlug') return { categorySlug: categoryContent[0]?.[locale].slug ?? '' }
    if (route === '/blog/$slug') return { slug: articles.find((a) => a.locale === locale)?.frontmatter.slug ?? '' }
    return {}
  }
  return routePaths.flatMap((route) =>
    (['en', 'de'] as const).flatMap((locale) => {
      const path = pathOfPage(route, params(route, locale), locale)
      return path === null ? [] : [{ route, locale, path }]
    }),
  )
}

/**
 * The requests for a route's page: each parameter it reads with each value alone, then all of them
 * at once with the marked and the seeded values (each parameter with another one, so that every
 * parameter gets every value); a parameter no page reads (left out of the render) with the pieces, on the English page of each
 * route (the route's schema drops it; the German page's schema is the same).
 */
function queriesFor(route: RoutePath, locale: Locale, seeded: string[]): string[] {
  const read: Partial<Record<RoutePath, readonly string[]>> = pageSearchKeys
  const keys = read[route] ?? []
  const perKey = (key: string, values: string[]) => [
    ...values.map((value) => `${key}=${value}`),
    // Repeated keys, the hostile value first or last.
    `${key}=${MARKER}&${key}=%00`,
    `${key}=%00&${key}=${MARKER}`,
    `${key}=1&${key}=2&${key}=${MARKER}`,
    // A hostile name.
    `${key}%00${MARKER}=1`,
  ]
  const mixed = [...WRAPPED, ...seeded]
  const together =
    keys.length === 0
      ? []
      : mixed.map((_, index) => keys.map((key, k) => `${key}=${mixed[(index + k) % mixed.length]}`).join('&'))
  const unread = locale === 'en' ? perKey('utm_source', PIECES) : []
  return [...keys.flatMap((key) => perKey(key, ALONE)), ...together, ...unread]
}

interface Answer {
  status: number
  body: string
  what: string
}

const DEFAULT_ERROR_COMPONENT = /Something went wrong!|Show Error/
const STACK_TRACE = /\n\s+at |node_modules|\.m?js:\d+|\/work\/|Failed query/
/** A canonical redirect takes one hop, two at most (a path and then its search): more is a loop. */
const MAX_HOPS = 3

async function send(base: string, url: string, client: number): Promise<Answer> {
  const what = `GET ${url.length > 200 ? `${url.slice(0, 200)}… (${url.length} characters)` : url}`
  try {
    let target = base + url
    for (let hop = 0; hop <= MAX_HOPS; hop++) {
      const response = await fetch(target, {
        redirect: 'manual',
        headers: { 'x-test-client': `params-fuzz-${client}` },
      })
      const location = response.headers.get('location')
      if (response.status < 300 || response.status >= 400 || !location)
        return { status: response.status, body: await response.text(), what }
      await response.body?.cancel()
      target = new URL(location, target).href
    }
    return { status: 0, body: '', what: `${what}: still redirecting after ${MAX_HOPS} hops` }
  } catch (error) {
    // A connection the server dropped.
    return { status: 0, body: String(error), what }
  }
}

// Both tests run in one worker, on one server: started once, it serves the file's 3,000 requests.
// The spellings go first, while the render cache holds only what they send.
test.describe.configure({ mode: 'default' })
let server: ProductionServer
test.beforeAll(async () => {
  // The server opens its database first: seconds on an idle machine, over a minute while the other
  // browser tests keep a 2-core machine busy.
  test.setTimeout(300_000)
  // The suite's environment but for its address: startProductionServer picks a free port.
  server = await startProductionServer(omit(serverEnv, 'PORT', 'PUBLIC_SITE_URL'), 'pipe')
})
test.afterAll(() => server.stop())

/** A path's other spellings, sent as written (fetch would resolve the dot segments itself). */
interface Spelling {
  path: string
  /** redirect: answered 301/308 to the page's path; same: the page itself (the URL parser resolves it first); missing: 404. */
  expect: 'redirect' | 'same' | 'missing'
}

const percent = (char: string, lower: boolean) => {
  const hex = char.charCodeAt(0).toString(16).padStart(2, '0')
  return `%${lower ? hex : hex.toUpperCase()}`
}

function spellingsOf(path: string, rnd: ReturnType<typeof seededRandom>): Spelling[] {
  const chars = Array.from(path) // ASCII: a route path
  const encodable = chars.flatMap((char, index) => (/[a-z0-9-]/.test(char) ? [index] : []))
  const encodeAt = (indexes: number[], lower: boolean) =>
    chars.map((char, index) => (indexes.includes(index) ? percent(char, lower) : char)).join('')
  const spellings: Spelling[] = []
  if (encodable.length > 0) {
    const one = rnd.pick(encodable)
    spellings.push(
      { path: encodeAt([one], false), expect: 'redirect' },
      { path: encodeAt([rnd.pick(encodable)], true), expect: 'redirect' },
      { path: encodeAt(encodable, false), expect: 'redirect' },
      { path: `${encodeAt([one], rnd.next() < 0.5)}/`, expect: 'redirect' },
      { path: encodeAt([one], false).replace(/[a-z]/, (letter) => letter.toUpperCase()), expect: 'redirect' },
    )
  }
  const inner = path.indexOf('/', 1)
  spellings.push(
    { path: `/.${path}`, expect: 'same' },
    { path: `/x/..${path}`, expect: 'same' },
    { path: `/%2e${path}`, expect: 'same' },
  )
  if (path !== '/') spellings.push({ path: `/${path}`, expect: 'redirect' })
  if (inner > 0) spellings.push({ path: `${path.slice(0, inner)}%2F${path.slice(inner + 1)}`, expect: 'missing' })
  return spellings
}

interface RawAnswer {
  status: number
  location: string | null
  etag: string | null
}

/** GET `path` exactly as written. */
function getRaw(base: string, path: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, path, method: 'GET', headers: { accept: 'text/html' } }, (answer) => {
      answer.resume()
      answer.on('end', () =>
        resolve({
          status: answer.statusCode ?? 0,
          location: answer.headers.location ?? null,
          etag: typeof answer.headers.etag === 'string' ? answer.headers.etag : null,
        }),
      )
    })
    request.on('error', reject)
    request.end()
  })
}

test('other spellings of every page path lead to its one URL or to 404, and add no page to the render cache', async () => {
  test.setTimeout(300_000)
  const rnd = seededRandom(SEED)
  const pages = pagesToFuzz().map(({ path }) => path)
  const etags = new Map<string, string | null>()
  for (const path of pages) {
    const answer = await getRaw(server.base, path)
    expect(answer.status, path).toBe(200)
    etags.set(path, answer.etag)
  }
  const before = await renderCacheFigures(server.base)
  const problems: string[] = []
  let sent = 0
  for (const path of pages) {
    for (const spelling of spellingsOf(path, rnd)) {
      sent++
      const first = await getRaw(server.base, spelling.path)
      let final = first
      if (spelling.expect === 'redirect') {
        // The page's path as a relative Location: no scheme or host of its own (behind TLS it would say http).
        if ((first.status !== 301 && first.status !== 308) || first.location !== path) {
          problems.push(
            `${spelling.path}: ${first.status} to ${first.location ?? 'nowhere'}, not a redirect to ${path}`,
          )
          continue
        }
        final = await getRaw(server.base, path)
      }
      if (spelling.expect === 'missing') {
        if (final.status !== 404) problems.push(`${spelling.path}: ${final.status}, not 404`)
      } else if (final.status !== 200 || final.etag !== etags.get(path)) {
        problems.push(`${spelling.path}: ${final.status} ${final.etag ?? ''}, not the page at ${path}`)
      }
    }
  }
  const after = await renderCacheFigures(server.base)
  console.info(`[path spellings] ${sent} spellings of ${pages.length} pages; ${after.misses - before.misses} renders`)
  expect.soft(problems, `seed ${SEED}`).toEqual([])
  // The pages people read stay the only plain pages: a spelling is never stored as one of its own.
  expect(after.plainEntries).toBe(before.plainEntries)
  expect(after.evictions).toBe(0)
})

test('hostile search parameters on every page in both languages: no 5xx, no default error page, nothing logged', async () => {
  test.setTimeout(300_000)
  const seeded = seededValues(20)
  const urls = pagesToFuzz().flatMap(({ route, locale, path }) =>
    queriesFor(route, locale, seeded).map((query) => `${path}?${query}`),
  )
  const started = performance.now()
  const statuses = new Map<number, number>()
  const problems: string[] = []
  const batch = 16
  for (let start = 0; start < urls.length; start += batch) {
    const answers = await Promise.all(
      urls.slice(start, start + batch).map((url, index) => send(server.base, url, start + index)),
    )
    for (const { status, body, what } of answers) {
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
      if (status === 0 || status >= 500) problems.push(`${status} ${what}`)
      else if (DEFAULT_ERROR_COMPONENT.test(body)) problems.push(`${status} with the default error component: ${what}`)
      else if (STACK_TRACE.test(body)) problems.push(`${status} with a stack trace or query: ${what}`)
    }
  }
  const seconds = (performance.now() - started) / 1000
  console.info(
    `[params fuzz] ${urls.length} requests in ${seconds.toFixed(1)} s; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  )
  expect.soft(problems, `seed ${SEED}`).toEqual([])
  const logged = server
    .output()
    .split('\n')
    .filter((line) => line.toLowerCase().includes(MARKER))
  expect
    .soft(
      logged.map((line) => line.slice(0, 300)),
      'log lines that hold what a visitor sent',
    )
    .toEqual([])
})
