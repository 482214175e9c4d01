// The render cache's rules as plain functions: the key (path plus the search parameters a page
// reads), the byte bound under a flood of junk URLs, invalidation by build and by content version
// (read at most once a second; stale, marked, while it cannot be read), a single render for
// concurrent misses, and what is never kept (posts, errors, personal answers).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { carriesNonce, inlineScriptHashes, SHARED_RENDER_NONCE, sharedPageHtml } from '../../app/http/inline-scripts.ts'
import { CHECK_MS, RenderCache, type Sized, TRUST_MS, type VersionSource } from '../../app/http/render-cache.ts'
import { RETRY_AFTER_SECONDS, unavailableOnFailure } from '../../app/http/unavailable.ts'
import {
  CachedPage,
  isPersonal,
  isSharedPageRequest,
  pageEtag,
  processSharedPages,
  SharedPages,
} from '../../app/http/shared-page.ts'
import { renderCacheBytes, renderCacheStaleMs } from '../../app/config/numeric-settings.ts'
import { pageKey, pageSearch, pageUrl } from '../../app/i18n/page-search.ts'
import { isPagePath } from '../../app/allowed-methods.ts'
import { routerPage } from '../support/router-page.ts'

const at = (href: string) => pageKey(new URL(href, 'http://site.test'))
const key = (href: string) => at(href).key

describe('the key of a page', () => {
  it('is the path plus the parameters the page reads, in a fixed order', () => {
    expect(key('/business-value-calculator?budget=15000&team=8&utm_source=news&pieces=20&campaigns=12')).toBe(
      '/business-value-calculator?team=8&campaigns=12&pieces=20&budget=15000',
    )
    expect(key('/de/business-value-rechner?budget=15.000&team=8')).toBe(
      '/de/business-value-rechner?team=8&budget=15.000',
    )
    expect(key('/blog?utm_campaign=x&page=2')).toBe('/blog?page=2')
    expect(key('/de/blog/category/compliance?page=3&ref=mail')).toBe('/de/blog/category/compliance?page=3')
  })

  it('drops every parameter a page does not read, so junk query strings all share one key', () => {
    expect(key('/?utm_source=x&gclid=123')).toBe('/')
    expect(key('/blog/hwg-compliance-healthcare-advertising?x=1')).toBe('/blog/hwg-compliance-healthcare-advertising')
    expect(key('/does-not-exist?page=2')).toBe('/does-not-exist')
    for (let i = 0; i < 50; i++) expect(key(`/product?${Math.random().toString(36)}=${i}`)).toBe('/product')
  })

  it('keeps the pairs as written (the router parses them) and repeats in order', () => {
    expect(pageSearch('/blog', '?page=%32&page=3')).toBe('?page=%32&page=3')
    expect(pageSearch('/blog', '?pa%67e=2')).toBe('?pa%67e=2')
    expect(pageSearch('/blog', '')).toBe('')
    expect(pageSearch('/blog', '?')).toBe('')
  })

  it("is plain only for a route's page at its one URL, without parameters", () => {
    for (const href of ['/', '/blog', '/de/produkt', '/blog/any-article'])
      expect(at(href), href).toEqual({ key: href, plain: true })
    for (const href of ['/blo%67', '/B%6cog', '/Blog', '/blog/', '/en/product', '/nope', '/blog?page=2'])
      expect(at(href).plain, href).toBe(false)
  })

  it('renders the URL of the key, without the hash', () => {
    expect(pageUrl(new URL('http://site.test/blog?utm=1&page=2#top')).href).toBe('http://site.test/blog?page=2')
    // A path that looks like another host stays a path on ours.
    expect(pageUrl(new URL('http://site.test//evil.test/x?a=1')).host).toBe('site.test')
  })
})

describe('which requests and answers are shared', () => {
  const request = (path: string, init: RequestInit = {}) => new Request(`http://site.test${path}`, init)
  it('shares anonymous GET and HEAD requests for pages only', () => {
    const shared = (path: string, init?: RequestInit) =>
      isPagePath(new URL(path, 'http://site.test').pathname) && isSharedPageRequest(request(path, init))
    expect(shared('/')).toBe(true)
    expect(shared('/de/blog', { method: 'HEAD' })).toBe(true)
    expect(shared('/apiary')).toBe(true)
    expect(shared('/', { method: 'POST', body: 'email=a' })).toBe(false)
    for (const path of ['/healthz', '/readyz', '/api/vitals', '/api', '/api/anything', '/_serverFn/abc', '/robots.txt'])
      expect(shared(path), path).toBe(false)
    expect(shared('/', { headers: { authorization: 'Bearer x' } })).toBe(false)
  })

  it('treats a render that sets a cookie, says it is private or varies by request as personal', () => {
    expect(isPersonal(new Headers({ 'set-cookie': 'a=1' }))).toBe(true)
    expect(isPersonal(new Headers({ 'cache-control': 'private' }))).toBe(true)
    expect(isPersonal(new Headers({ 'cache-control': 'private, max-age=0' }))).toBe(true)
    expect(isPersonal(new Headers({ vary: 'Cookie' }))).toBe(true)
    expect(isPersonal(new Headers({ vary: 'Accept-Encoding', 'content-type': 'text/html' }))).toBe(false)
    // Not to be stored is not the same as made for one visitor: a failed render's 503 says no-store.
    expect(isPersonal(new Headers({ 'cache-control': 'no-store' }))).toBe(false)
    expect(isPersonal(new Headers({ 'cache-control': 'no-cache' }))).toBe(false)
  })
})

describe('inline script hashes', () => {
  it('hashes each inline script the browser runs, as the browser does', () => {
    const html =
      '<script type="application/ld+json">{"a":1}</script><script src="/a.js"></script>' +
      '<script>alert(1)</script><script type="module">import "x"</script><script>alert(1)</script>'
    // sha256("alert(1)") and sha256('import "x"'), base64
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
      "'sha256-NRn359Kz8db9/ND95zyCAS9z2QAJeDkX6IJWSSloAHw='",
    ])
  })

  it('hashes only the scripts the router stamped with the marker, and removes the marker', () => {
    const marker = 'marker123'
    const html =
      `<head><meta property="csp-nonce" content="${marker}"/><link rel="modulepreload" href="/a.js" nonce="${marker}"/></head>` +
      `<body><article><script>alert(1)</script><script nonce="guess">alert(2)</script></article><script nonce="${marker}">go()</script></body>`
    const shared = sharedPageHtml(html, marker)
    // Only sha256("go()"): the scripts that came with content stay blocked by the policy.
    expect(shared.hashes).toEqual(inlineScriptHashes('<script>go()</script>'))
    expect(shared.html).toBe(
      '<head><link rel="modulepreload" href="/a.js"/></head><body><article><script>alert(1)</script><script nonce="guess">alert(2)</script></article><script>go()</script></body>',
    )
    expect(carriesNonce(shared.html)).toBe(true) // the injected nonce: such a page is never stored
  })

  it('finds a nonce anywhere in a page', () => {
    expect(carriesNonce('<script nonce="abc">x</script>')).toBe(true)
    expect(carriesNonce('<meta property="csp-nonce" content="abc"/>')).toBe(true)
    expect(carriesNonce('<script>x</script><p>nonce</p>')).toBe(false)
  })
})

class Value {
  constructor(readonly bytes: number) {}
}

/** Version 1 for good: the cache is on once it has read it (and stays so for an hour of a slow test). */
const steady: VersionSource = { read: () => Promise.resolve(1), staleMs: 60_000, timeoutMs: 3_600_000 }

/** A cache that has read its content version, so it stores. */
async function onCache<V extends Sized>(maxBytes: number, source: VersionSource = steady): Promise<RenderCache<V>> {
  const cache = new RenderCache<V>(maxBytes)
  cache.follow(source)
  await cache.confirmVersion()
  return cache
}

describe('the byte bound', () => {
  it('evicts the least recently used entries and never passes its bound', async () => {
    const cache = await onCache<Value>(100_000)
    const generation = cache.generation
    for (let i = 0; i < 20; i++) cache.set(`/page-${i}`, new Value(9_000), true, generation)
    expect(cache.stats().bytes).toBeLessThanOrEqual(100_000)
    expect(cache.get('/page-0')).toBeUndefined()
    expect(cache.get('/page-19')).toBeDefined()
    // A read makes an entry recent: it outlives the ones written before it.
    cache.get('/page-12')
    for (let i = 20; i < 25; i++) cache.set(`/page-${i}`, new Value(9_000), true, generation)
    expect(cache.get('/page-12')).toBeDefined()
    expect(cache.get('/page-13')).toBeUndefined()
  })

  it('keeps memory under the bound through a flood of junk URLs, and the plain pages with it', async () => {
    const cache = await onCache<Value>(1_000_000)
    const generation = cache.generation
    const plain = ['/', '/product', '/de', '/blog']
    for (const path of plain) cache.set(key(path), new Value(60_000), true, generation)
    let peak = 0
    for (let i = 0; i < 5_000; i++) {
      const junk = `/${Math.random().toString(36).slice(2)}?${Math.random().toString(36).slice(2)}=${'x'.repeat(200)}`
      // Junk parameters collapse onto the page's key; a made-up path is a 404 of its own.
      cache.set(key(junk), new Value(20_000), false, generation)
      cache.set(key(`/product?junk=${i}`), new Value(60_000), true, generation)
      peak = Math.max(peak, cache.stats().bytes)
    }
    expect(peak).toBeLessThanOrEqual(1_000_000)
    for (const path of plain) expect(cache.get(key(path)), path).toBeDefined()
    expect(cache.stats().entries).toBeLessThan(4 + 1_000_000 / 4 / 20_000)
  })

  it('never lets a page with parameters or a 404 push a plain page out, even when plain pages fill the bound', async () => {
    const cache = await onCache<Value>(100_000)
    for (const path of ['/a', '/b', '/c']) cache.set(path, new Value(30_000), true, cache.generation)
    expect(cache.set('/x?q=1', new Value(20_000), false, cache.generation)).toBe(false)
    for (const path of ['/a', '/b', '/c']) expect(cache.get(path), path).toBeDefined()
    expect(cache.stats().bytes).toBeLessThanOrEqual(100_000)
  })

  it('counts the bytes a stored page gains later (its brotli copy), the rest giving way first', async () => {
    const cache = await onCache<{ bytes: number }>(100_000)
    const page = { bytes: 40_000 }
    cache.set('/a', page, true, cache.generation)
    cache.set('/x?q=1', { bytes: 20_000 }, false, cache.generation)
    cache.set('/b', { bytes: 30_000 }, true, cache.generation)
    const before = cache.stats().bytes
    page.bytes = 45_000
    cache.grew('/a', page)
    expect(cache.stats().bytes).toBe(before + 5_000)
    page.bytes = 55_000
    cache.grew('/a', page)
    expect(cache.stats()).toMatchObject({ entries: 2, evictions: 1 })
    expect(cache.stats().bytes).toBeLessThanOrEqual(100_000)
    expect(cache.get('/x?q=1')).toBeUndefined()
    expect(cache.get('/b')).toBeDefined()
  })

  it('refuses an entry bigger than its share', async () => {
    const cache = await onCache<Value>(100_000)
    expect(cache.set('/huge', new Value(200_000), true, cache.generation)).toBe(false)
    expect(cache.set('/x?q=1', new Value(30_000), false, cache.generation)).toBe(false)
  })

  it('reads its bound from RENDER_CACHE_MB: 32 MB unless set, 0 turns it off', async () => {
    expect(renderCacheBytes({})).toBe(32 * 1024 * 1024)
    expect(renderCacheBytes({ RENDER_CACHE_MB: '8' })).toBe(8 * 1024 * 1024)
    expect(renderCacheBytes({ RENDER_CACHE_MB: '0' })).toBe(0)
    const off = await onCache<Value>(0)
    expect(off.set('/', new Value(1), true, off.generation)).toBe(false)
  })
})

/** A version source the test drives: `next` is what the next read gives (an Error: the read fails). */
function versions(first: number | Error = 1) {
  const state: { next: number | Error; reads: number; hold: Promise<void> | undefined } = {
    next: first,
    reads: 0,
    hold: undefined,
  }
  const source: VersionSource = {
    read: async () => {
      state.reads++
      if (state.hold) await state.hold
      if (state.next instanceof Error) throw state.next
      return state.next
    },
    staleMs: 60_000,
  }
  return { state, source }
}

describe('invalidation by the content version', () => {
  it('is off until it has read the version, and without a version to follow (dev) for good', async () => {
    const cache = new RenderCache<Value>(100_000)
    expect(cache.set('/', new Value(10), true, cache.generation)).toBe(false)
    await cache.confirmVersion()
    expect(cache.state()).toBe('off')
    const { source } = versions()
    cache.follow(source)
    const before = cache.generation
    await cache.confirmVersion()
    expect(cache.state()).toBe('fresh')
    // A render begun while it was off is not stored.
    expect(cache.set('/', new Value(10), true, before)).toBe(false)
    expect(cache.set('/', new Value(10), true, cache.generation)).toBe(true)
  })

  it('reads the version at most once a second, one read at a time', async () => {
    const { state, source } = versions()
    const cache = new RenderCache<Value>(100_000)
    cache.follow(source)
    await Promise.all(Array.from({ length: 20 }, () => cache.confirmVersion(0)))
    expect(state.reads).toBe(1)
    await cache.confirmVersion(CHECK_MS - 1)
    expect(state.reads).toBe(1)
    await Promise.all(Array.from({ length: 20 }, () => cache.confirmVersion(CHECK_MS)))
    expect(state.reads).toBe(2)
  })

  it('empties when the version moved; a render begun before is not stored', async () => {
    const { state, source } = versions(1)
    const cache = await onCache<Value>(100_000, source)
    cache.set('/', new Value(10), true, cache.generation)
    const begun = cache.generation
    state.next = 2
    await cache.confirmVersion(Date.now() + TRUST_MS + 1)
    expect(cache.get('/')).toBeUndefined()
    expect(cache.stats()).toMatchObject({ version: 2, invalidations: 1 })
    expect(cache.set('/blog', new Value(10), true, begun)).toBe(false)
    expect(cache.set('/blog', new Value(10), true, cache.generation)).toBe(true)
  })

  it('serves while a read runs if the version is under 2 s old; older, the request waits for the read', async () => {
    const { state, source } = versions(1)
    const cache = new RenderCache<Value>(100_000)
    cache.follow(source)
    await cache.confirmVersion(0)
    let release = () => {}
    state.hold = new Promise<void>((resolve) => (release = resolve))
    state.next = 2
    // 1.5 s: answered at once, the read goes on in the background.
    await cache.confirmVersion(1_500)
    expect(cache.stats().version).toBe(1)
    release()
    await vi.waitFor(() => expect(cache.stats().version).toBe(2))
    // Over 2 s: the request waits for the version.
    state.hold = new Promise<void>((resolve) => (release = resolve))
    state.next = 3
    let answered = false
    const waiting = cache.confirmVersion(1_500 + TRUST_MS + 1).then(() => (answered = true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(answered).toBe(false)
    release()
    await waiting
    expect(cache.stats().version).toBe(3)
  })

  it('while the version cannot be read: serves what it holds marked stale, stores nothing, for at most its bound', async () => {
    const { state, source } = versions(1)
    const cache = await onCache<Value>(100_000, source)
    const stored = new Value(10)
    cache.set('/blog', stored, true, cache.generation)
    const confirmed = Date.now()
    state.next = new Error('the database is away')
    await cache.confirmVersion(confirmed + TRUST_MS + 1)
    expect(cache.state(confirmed + TRUST_MS + 1)).toBe('stale')
    expect(cache.get('/blog', confirmed + TRUST_MS + 1)).toBe(stored)
    expect(cache.set('/product', new Value(10), true, cache.generation)).toBe(false)
    // The requests after a failed read do not wait for the next one.
    state.hold = new Promise<void>(() => undefined)
    await cache.confirmVersion(confirmed + TRUST_MS + CHECK_MS + 2)
    expect(cache.get('/blog', confirmed + source.staleMs + 1)).toBeUndefined()
    expect(cache.state(confirmed + source.staleMs + 1)).toBe('off')
  })

  it('counts a read that does not answer in time as failed', async () => {
    const { state, source } = versions(1)
    const cache = new RenderCache<Value>(100_000)
    cache.follow({ ...source, timeoutMs: 20 })
    state.hold = new Promise<void>(() => undefined)
    await cache.confirmVersion()
    expect(cache.state()).toBe('off')
    expect(state.reads).toBe(1)
  })

  it('when the version can be read again: the same version keeps the pages, another empties them', async () => {
    const { state, source } = versions(1)
    const cache = await onCache<Value>(100_000, source)
    cache.set('/blog', new Value(10), true, cache.generation)
    const now = Date.now()
    state.next = new Error('away')
    await cache.confirmVersion(now + TRUST_MS + 1)
    const begunWhileStale = cache.generation
    state.next = 1
    // After a failed read, requests do not wait for the next one: it runs in the background.
    await cache.confirmVersion(now + TRUST_MS + CHECK_MS + 2)
    await vi.waitFor(() => expect(cache.state(now + TRUST_MS + CHECK_MS + 2)).toBe('fresh'))
    expect(cache.get('/blog', now + TRUST_MS + CHECK_MS + 2)).toBeDefined()
    // A render begun while stale may have missed the database: not stored.
    expect(cache.set('/x', new Value(10), true, begunWhileStale)).toBe(false)
    state.next = new Error('away')
    await cache.confirmVersion(now + 2 * TRUST_MS + 2 * CHECK_MS)
    state.next = 2
    await cache.confirmVersion(now + 2 * TRUST_MS + 3 * CHECK_MS)
    await vi.waitFor(() => expect(cache.stats().version).toBe(2))
    expect(cache.get('/blog', now + 2 * TRUST_MS + 3 * CHECK_MS)).toBeUndefined()
  })

  it('tells what happened, for the log', async () => {
    const { state, source } = versions(1)
    const events: string[] = []
    const cache = new RenderCache<Value>(100_000)
    cache.follow({ ...source, report: (event) => events.push(event.kind) })
    await cache.confirmVersion(0)
    state.next = new Error('away')
    await cache.confirmVersion(TRUST_MS + 1)
    state.next = 2
    await cache.confirmVersion(TRUST_MS + CHECK_MS + 2)
    await vi.waitFor(() => expect(events).toEqual(['unreadable', 'changed', 'readable']))
  })

  it('starts from an empty cache for a new build', async () => {
    const first = processSharedPages('build-a')
    first.cache.follow(steady)
    await first.cache.confirmVersion()
    first.cache.set(
      '/',
      new CachedPage(200, new Headers(), new Uint8Array(10), undefined),
      true,
      first.cache.generation,
    )
    expect(processSharedPages('build-a').cache.get('/')).toBeDefined()
    const next = processSharedPages('build-b')
    expect(next).not.toBe(first)
    next.cache.follow(steady)
    await next.cache.confirmVersion()
    expect(next.cache.get('/')).toBeUndefined()
  })
})

describe('serving shared pages', () => {
  afterEach(() => {
    vi.useRealTimers()
  })
  const page = (body: string, init: ResponseInit = {}) => {
    const headers = new Headers(init.headers)
    if (!headers.has('content-type')) headers.set('content-type', 'text/html; charset=utf-8')
    return new Response(body, { status: 200, ...init, headers })
  }
  const policy = (hashes: string[]) => `script-src 'self' ${hashes.join(' ')}`
  const get = (headers: Record<string, string> = {}) => new Request('http://site.test/', { headers })

  function counting(make: () => Response) {
    const calls = { count: 0 }
    const render = async () => {
      calls.count++
      const response = make()
      await new Promise((resolve) => setTimeout(resolve, 10))
      return response
    }
    return { calls, render }
  }

  it('renders once for concurrent misses and serves the rest from memory, with hashes, ETag and compression', async () => {
    const pages = new SharedPages(1_000_000)
    pages.cache.follow(steady)
    const { calls, render } = counting(() => page(`<html><script nonce="${SHARED_RENDER_NONCE}">go()</script></html>`))
    const answers = await Promise.all(Array.from({ length: 10 }, () => pages.serve(get(), at('/'), render, policy)))
    expect(calls.count).toBe(1)
    await pages.serve(get(), at('/'), render, policy)
    expect(calls.count).toBe(1)
    const first = answers[0] as Response
    expect(first.headers.get('content-security-policy')).toBe(
      `script-src 'self' ${inlineScriptHashes('<script>go()</script>')[0]}`,
    )
    expect(first.headers.get('cache-control')).toContain('s-maxage=')
    const etag = first.headers.get('etag') as string
    expect(etag).toMatch(/^W\/"/)
    expect((await pages.serve(get({ 'if-none-match': etag }), at('/'), render, policy)).status).toBe(304)
    const gzipped = await pages.serve(get({ 'accept-encoding': 'gzip' }), at('/'), render, policy)
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(gzipped.headers.get('vary')).toBe('Accept-Encoding')
    expect(await first.text()).toBe('<html><script>go()</script></html>')
    expect(pages.cache.stats()).toMatchObject({ hits: 12, misses: 1, entries: 1 })
  })

  it('gives a page one ETag whatever time the router stamped on its render, and another for other content', () => {
    const render = (time: number, title: string) =>
      `<h1>${title}</h1><script>$R[11]={i:"__root__#",u:${time},s:"success"},$R[17]={i:"/blog/$slug#",u:${time + 15},s:"success"}</script>`
    expect(pageEtag(render(1795681272808, 'A'), 'b1')).toBe(pageEtag(render(1795681299999, 'A'), 'b1'))
    expect(pageEtag(render(1795681272808, 'A'), 'b1')).not.toBe(pageEtag(render(1795681272808, 'B'), 'b1'))
    expect(pageEtag(render(1795681272808, 'A'), 'b1')).not.toBe(pageEtag(render(1795681272808, 'A'), 'b2'))
  })

  it("gives the installed router's page one ETag across renders at different times (its load times are left out)", async () => {
    // What shared-page.ts (MATCH_LOAD_TIME) relies on: the times are the only part that differs. An
    // upgrade that renames or moves them fails here (docs/upgrading.md).
    vi.useFakeTimers({ toFake: ['Date'], now: 1_795_681_272_808 })
    try {
      const first = await routerPage()
      vi.setSystemTime(1_795_681_299_999)
      const second = await routerPage()
      expect(second, 'two renders at different times differ (the router stamps its matches)').not.toBe(first)
      expect(pageEtag(second, 'b1'), "the router's load times are not where MATCH_LOAD_TIME looks").toBe(
        pageEtag(first, 'b1'),
      )
    } finally {
      vi.useRealTimers()
    }
  })

  it('serves a stored page marked stale, with no-cache for CDNs, once the version cannot be read', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const pages = new SharedPages(1_000_000)
    const { state, source } = versions(1)
    pages.cache.follow(source)
    const { calls, render } = counting(() => page('<p>blog</p>'))
    const fresh = await pages.serve(get(), at('/blog'), render, policy)
    state.next = new Error('the database is away')
    vi.setSystemTime(Date.now() + TRUST_MS + 1)
    const stale = await pages.serve(get(), at('/blog'), render, policy)
    expect(calls.count).toBe(1)
    expect(stale.headers.get('x-render-cache')).toBe('stale')
    expect(stale.headers.get('cache-control')).toBe('no-cache')
    expect(stale.headers.get('etag')).toBe(fresh.headers.get('etag'))
    expect(await stale.text()).toBe('<p>blog</p>')
    expect(fresh.headers.get('x-render-cache')).toBeNull()
  })

  it('reads how long pages may be served stale from RENDER_CACHE_STALE_SECONDS', () => {
    expect(renderCacheStaleMs({})).toBe(600_000)
    expect(renderCacheStaleMs({ RENDER_CACHE_STALE_SECONDS: '30' })).toBe(30_000)
    expect(renderCacheStaleMs({ RENDER_CACHE_STALE_SECONDS: 'soon' })).toBe(600_000)
  })

  it('keeps the pages people read when one page is asked for in 80 spellings (percent-encoded letters)', async () => {
    const pages = new SharedPages(1_000_000)
    pages.cache.follow(steady)
    const render = () => Promise.resolve(page(`<p>${'x'.repeat(60_000)}</p>`))
    for (const path of ['/', '/product', '/about-us']) await pages.serve(get(), at(path), render, policy)
    // Each letter as itself, %XX or %xx: 3^4 - 1 other spellings of /blog, each rendered as the blog.
    const spellings = Array.from('blog').reduce<string[]>(
      (heads, letter) => {
        const hex = letter.charCodeAt(0).toString(16)
        return heads.flatMap((head) => [head + letter, `${head}%${hex.toUpperCase()}`, `${head}%${hex}`])
      },
      ['/'],
    )
    for (const spelling of spellings.filter((path) => path !== '/blog'))
      await pages.serve(get(), at(spelling), render, policy)
    for (const path of ['/', '/product', '/about-us']) expect(pages.cache.get(path), path).toBeDefined()
  })

  it('keeps 404 pages in memory but tells CDNs not to', async () => {
    const pages = new SharedPages(1_000_000)
    pages.cache.follow(steady)
    const { calls, render } = counting(() => page('<p>not found</p>', { status: 404 }))
    const answer = await pages.serve(get(), at('/nope'), render, policy)
    expect(answer.status).toBe(404)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    await pages.serve(get(), at('/nope'), render, policy)
    expect(calls.count).toBe(1)
  })

  it.each([
    ['an error', () => page('<p>failed</p>', { status: 500 })],
    ['a redirect', () => new Response(null, { status: 307, headers: { location: '/blog' } })],
    ['a page that sets a cookie', () => page('<p>hi</p>', { headers: { 'set-cookie': 'a=1' } })],
    ['a personal page', () => page('<p>hi</p>', { headers: { 'cache-control': 'private' } })],
    ['a page with a nonce', () => page('<script nonce="abc">x()</script>')],
  ])('never keeps %s', async (_what, make) => {
    const pages = new SharedPages(1_000_000)
    pages.cache.follow(steady)
    const { calls, render } = counting(make)
    const first = await pages.serve(get(), at('/'), render, policy)
    await pages.serve(get(), at('/'), render, policy)
    expect(calls.count).toBe(2)
    expect(pages.cache.stats().entries).toBe(0)
    expect(first.headers.get('cache-control')).not.toContain('public')
  })

  it('does not hand a personal render to the requests that waited for it', async () => {
    const pages = new SharedPages(1_000_000)
    pages.cache.follow(steady)
    const { calls, render } = counting(() => page('<p>yours</p>', { headers: { 'set-cookie': 'a=1' } }))
    await Promise.all([pages.serve(get(), at('/'), render, policy), pages.serve(get(), at('/'), render, policy)])
    expect(calls.count).toBe(2)
  })

  it('renders a page that fails (the database is away) once for the requests that wait on it, and keeps none', async () => {
    const pages = new SharedPages(1_000_000)
    pages.cache.follow(steady)
    const { calls, render } = counting(() =>
      unavailableOnFailure(page('<p>Error loading blog list</p>', { status: 500 }), { database: true }),
    )
    const answers = await Promise.all(Array.from({ length: 20 }, () => pages.serve(get(), at('/blog'), render, policy)))
    expect(calls.count).toBe(1)
    for (const answer of answers) {
      expect(answer.status).toBe(503)
      expect(answer.headers.get('cache-control')).toBe('no-store')
      expect(answer.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS))
      expect(await answer.text()).toBe('<p>Error loading blog list</p>')
    }
    expect(pages.cache.stats().entries).toBe(0)
    await pages.serve(get(), at('/blog'), render, policy)
    expect(calls.count).toBe(2)
  })

  it('renders afresh after an invalidation, even while an older render is still running', async () => {
    const pages = new SharedPages(1_000_000)
    pages.cache.follow(steady)
    let content = 'old'
    const { calls, render } = counting(() => page(`<p>${content}</p>`))
    const before = pages.serve(get(), at('/'), render, policy)
    await vi.waitFor(() => expect(calls.count).toBe(1))
    content = 'new'
    pages.cache.invalidate()
    const after = await pages.serve(get(), at('/'), render, policy)
    await before
    expect(calls.count).toBe(2)
    expect(await after.text()).toBe('<p>new</p>')
    expect(await (await pages.serve(get(), at('/'), render, policy)).text()).toBe('<p>new</p>')
  })

  it('answers HEAD without a body', async () => {
    const pages = new SharedPages(1_000_000)
    pages.cache.follow(steady)
    const answer = await pages.serve(
      new Request('http://site.test/', { method: 'HEAD' }),
      at('/'),
      () => Promise.resolve(page('<p>x</p>')),
      policy,
    )
    expect(answer.status).toBe(200)
    expect(answer.body).toBeNull()
    expect(answer.headers.get('content-length')).toBe('8')
  })
})
