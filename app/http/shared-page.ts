// Pages rendered once for every visitor and served from memory until the content changes.
// A page request (GET or HEAD, see `isSharedPageRequest`) is rendered from a clean request for its
// key (path plus the search parameters the page reads), stamped with a marker nonce that only says
// which scripts are the router's and is removed before anyone gets the page; the finished HTML gets a
// CSP naming those scripts by hash, so the same bytes are valid for every visitor and any CDN.
// 200 and 404 pages that nothing marks as personal are kept in the process's RenderCache with their
// gzip copy (made at once) and brotli copy (made once, in the background); each request gets the copy
// it accepts, or 304 for its ETag (./conditional-response.ts). Concurrent requests for a key that is
// not stored share one render.
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import { BUILD_ID } from './build-id.ts'
import { PERSONAL_PAGE_CACHE, sharedPageCache, STALE_PAGE_CACHE } from './cache-control.ts'
import { isCompressible } from './compress.ts'
import { deferScripts } from './deferred-scripts.ts'
import { carriesNonce, SHARED_RENDER_NONCE, sharedPageHtml } from './inline-scripts.ts'
import { responseFromCache, type StoredAnswer } from './conditional-response.ts'
import { RenderCache, type Sized } from './render-cache.ts'
import { renderCacheBytes } from '../config/numeric-settings.ts'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/**
 * Whether a request for a page (app/allowed-methods.ts, `isPagePath`) may be answered with the page
 * every visitor gets: GET or HEAD (a form post may not), without credentials of its own.
 */
export function isSharedPageRequest(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  // A request that carries credentials for something other than the site's cookies is not anonymous.
  return !request.headers.has('authorization')
}

/**
 * A render that says it belongs to one visitor: it sets a cookie, says `private` or varies by request.
 * `no-store` only forbids keeping it: a failed render's 503 (app/http/unavailable.ts) says so, and is
 * the same for everyone who asked at that moment.
 */
export function isPersonal(headers: Headers): boolean {
  if (headers.has('set-cookie')) return true
  if (/\bprivate\b/i.test(headers.get('cache-control') ?? '')) return true
  const vary = (headers.get('vary') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
  return vary.some((name) => name !== 'accept-encoding')
}

export class CachedPage implements Sized, StoredAnswer {
  br: Uint8Array<ArrayBuffer> | undefined
  readonly #headerBytes: number

  constructor(
    readonly status: number,
    /** Every header but the encoding and length, which depend on the copy sent. */
    readonly headers: Headers,
    /** The body as rendered, uncompressed. */
    readonly body: Uint8Array<ArrayBuffer>,
    readonly gzip: Uint8Array<ArrayBuffer> | undefined,
  ) {
    let size = 0
    for (const [name, value] of headers) size += (name.length + value.length) * 2
    this.#headerBytes = size
  }

  get bytes(): number {
    return this.body.byteLength + (this.gzip?.byteLength ?? 0) + (this.br?.byteLength ?? 0) + this.#headerBytes
  }
}

interface Rendered {
  page: CachedPage
  /** May be kept and sent to anyone: 200 or 404 HTML, not personal, no nonce in it. */
  storable: boolean
  /** May be sent to the other requests that waited for the same render. */
  shareable: boolean
}

/**
 * Where a page is kept: its key (path plus the search parameters the page reads), and whether it is a
 * plain page (a route's page at its one URL, without parameters; app/i18n/page-search.ts), the only
 * kind that may fill the whole cache when it renders 200. Any other spelling shares the rest.
 */
export interface PageKey {
  key: string
  plain: boolean
}

/** The page's Content Security Policy for the hashes of its inline scripts. */
export type HashPolicy = (hashes: string[]) => string
/** Renders the key's URL for every visitor, with `marker` as the router's nonce. */
export type SharedRender = (marker: string) => Promise<Response>

/**
 * The router stamps each route match in the page's dehydrated state with the time it was loaded
 * (`{i:"__root__#",u:1795681272808,…}`): the one part of a page that differs between renders.
 * Upstream: no option for deterministic output yet; the request to file: docs/upgrading.md ("Workarounds").
 */
const MATCH_LOAD_TIME = /([{,]i:"(?:[^"\\]|\\.)*",u:)\d+/g

/**
 * The ETag of a page: its build and the hash of its HTML without the router's load times, so the
 * same page of the same build has the same ETag on every instance and after every re-render, and a
 * CDN's revalidation at any instance gets 304.
 */
export function pageEtag(html: string, build = BUILD_ID): string {
  const stable = html.replace(MATCH_LOAD_TIME, '$10')
  return `W/"${build}-${createHash('sha256').update(stable).digest('base64url').slice(0, 22)}"`
}

async function renderForCache(render: SharedRender, policy: HashPolicy): Promise<Rendered> {
  // The marker is handed to the render from here: the entry never needs to know it.
  const response = await render(SHARED_RENDER_NONCE)
  const rendered = new Uint8Array(await response.arrayBuffer())
  const type = response.headers.get('content-type') ?? ''
  const shared = type.startsWith('text/html')
    ? sharedPageHtml(deferScripts(new TextDecoder().decode(rendered), SHARED_RENDER_NONCE))
    : undefined
  const body = shared ? new TextEncoder().encode(shared.html) : rendered
  const personal = isPersonal(response.headers)
  // A nonce left after the marker's removal came from somewhere else: such a page is one visitor's.
  const storable =
    !personal &&
    (response.status === 200 || response.status === 404) &&
    shared !== undefined &&
    !carriesNonce(shared.html)
  const headers = new Headers(response.headers)
  for (const name of ['content-length', 'content-encoding', 'transfer-encoding']) headers.delete(name)
  if (shared) headers.set('content-security-policy', policy(shared.hashes))
  if (storable) {
    // A CDN may keep a page, not a 404: a missing page must show as soon as it is published.
    headers.set('cache-control', response.status === 200 ? sharedPageCache(process.env) : PERSONAL_PAGE_CACHE)
    if (response.status === 200) headers.set('etag', pageEtag(shared.html))
  } else if (!headers.has('cache-control')) {
    headers.set('cache-control', PERSONAL_PAGE_CACHE)
  }
  const compressible = body.byteLength > 0 && isCompressible(type)
  if (compressible) headers.append('vary', 'Accept-Encoding')
  const gzipped = compressible ? new Uint8Array(await gzipAsync(body, { level: 9 })) : undefined
  return { page: new CachedPage(response.status, headers, body, gzipped), storable, shareable: !personal }
}

/** Says a page comes from a cache whose content version could not be confirmed lately, and keeps a CDN from holding it. */
function markedStale(response: Response): Response {
  response.headers.set('x-render-cache', 'stale')
  response.headers.set('cache-control', STALE_PAGE_CACHE)
  return response
}

export class SharedPages {
  readonly cache: RenderCache<CachedPage>
  readonly #flights = new Map<string, Promise<Rendered>>()

  constructor(maxBytes: number) {
    this.cache = new RenderCache<CachedPage>(maxBytes)
  }

  /**
   * Answers `request` with the page stored under `key`, or renders it with `render` (which must
   * render the key's URL with the marker it is given as its nonce and nothing from the visitor), stores
   * it when it may be, and answers.
   */
  async serve(request: Request, { key, plain }: PageKey, render: SharedRender, policy: HashPolicy): Promise<Response> {
    await this.cache.confirmVersion()
    const stored = this.cache.get(key)
    if (stored) {
      this.cache.count('hit')
      return this.cache.stale ? markedStale(responseFromCache(request, stored)) : responseFromCache(request, stored)
    }
    const generation = this.cache.generation
    // A flight belongs to its generation: after an invalidation, requests start a fresh render.
    const flightKey = `${generation} ${key}`
    const waiting = this.#flights.get(flightKey)
    if (waiting) {
      const rendered = await waiting
      this.cache.count(this.cache.enabled ? 'hit' : 'bypass')
      return responseFromCache(
        request,
        rendered.shareable ? rendered.page : (await renderForCache(render, policy)).page,
      )
    }
    this.cache.count(this.cache.enabled ? 'miss' : 'bypass')
    const flight = renderForCache(render, policy).then((rendered) => {
      if (rendered.storable) this.#store(key, rendered.page, plain && rendered.page.status === 200, generation)
      return rendered
    })
    this.#flights.set(flightKey, flight)
    try {
      return responseFromCache(request, (await flight).page)
    } finally {
      this.#flights.delete(flightKey)
    }
  }

  #store(key: string, page: CachedPage, plain: boolean, generation: number): void {
    if (!this.cache.set(key, page, plain, generation) || page.body.byteLength === 0) return
    // Brotli at its best quality is slow (record 0047): made once, off the request, sent once ready,
    // and only for plain pages: a flood of distinct URLs (calculator values, made-up paths) must not
    // cost a brotli pass each; they are sent gzipped.
    if (!plain) return
    brotliAsync(page.body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: page.body.byteLength },
    }).then(
      (br) => {
        page.br = new Uint8Array(br)
        this.cache.grew(key, page)
      },
      () => undefined, // the gzip copy serves instead
    )
  }
}

// Once per process: the Nitro plugin that keeps the cache true and the server entry share this module
// (build/nitro-owned-modules.ts).
let processPages: { build: string; pages: SharedPages } | undefined

/**
 * The process's shared pages for `build`. A different build starts from an empty cache. It is off
 * until the server has it follow the content version (server/plugins/render-cache.ts).
 */
export function processSharedPages(build = BUILD_ID): SharedPages {
  const current = processPages
  if (current?.build === build) return current.pages
  const pages = new SharedPages(renderCacheBytes(process.env))
  processPages = { build, pages }
  return pages
}
