// Server entry: methods, health checks, the host allow-list, body limits, canonical redirects, then
// Paraglide scopes the locale to the request and Start answers: its request middleware (app/start.ts:
// server functions' checks, forms posted to pages, the search's 429) and server routes (app/routes/api/,
// the demo form's POST). What stays here runs in front of the render cache, whose pages never reach
// Start (docs/upgrading.md). Page requests are first asked whether they arrive for the German page
// (app/i18n/language-redirect.server.ts), then answered with the page every visitor gets, from the
// render cache (app/http/shared-page.ts), with a hash-based CSP; a form post's answer is rendered for
// its visitor with a nonce. Every answer leaves with the security headers.
import { randomBytes } from 'node:crypto'
import handler from '@tanstack/react-start/server-entry'
import { allowedMethods, hasOwnForm, isPagePath } from './allowed-methods.ts'
import { serverSiteConfig } from './config/site.server.ts'
import { type AllowedHosts, misdirectedRequest, readAllowedHosts, requestUrl } from './http/allowed-hosts.ts'
import { limitBody } from './http/body-limit.ts'
import { withPageCaching } from './http/cache-control.ts'
import { compressResponse } from './http/compress.ts'
import { failedRequestPage } from './http/failed-request.ts'
import { withDeferredScripts } from './http/deferred-scripts.ts'
import { isSharedPageRequest, processSharedPages } from './http/shared-page.ts'
import { isDatabaseFailure } from '../db/failure.ts'
import { healthResponse } from '../db/health.server.ts'
import { processMemory } from '../db/memory.server.ts'
import { methodRefusal, withoutBodyForHead } from './http/methods.ts'
import { withRelativeLocation } from './http/relative-location.ts'
import { logRequest, requestId } from './http/request-log.ts'
import { errorMessage, log } from './log/log.ts'
import { contentSecurityPolicy, policyOrigins, withSecurityHeaders } from './http/security-headers.ts'
import { isServerFunctionPath, unnamedFunctionRefusal } from './http/server-functions.ts'
import { type RenderFailures, unavailableOnFailure } from './http/unavailable.ts'
import { seoFileResponse } from './seo/seo-files.server.ts'
import { languageDetection, languageRedirect, withLanguageVary } from './i18n/language-redirect.server.ts'
import { localeOfPath } from './i18n/locale.ts'
import { canonicalRedirect } from './i18n/paths.ts'
import { pageKey, pageUrl } from './i18n/page-search.ts'
import { tooLargeFormPost } from './newsletter/form-post.server.ts'
import { countSearchPage } from './search/search-limit.server.ts'
import { VITALS_PATH } from './vitals/policy.ts'
import { paraglideMiddleware } from './paraglide/server.js'
import type { RequestContext } from './start.ts'

let hosts: AllowedHosts | undefined
const allowedHosts = () => (hosts ??= readAllowedHosts(serverSiteConfig().siteUrl, process.env, import.meta.env.DEV))
/**
 * The render cache's figures, for `npm run bench` and the browser tests (RENDER_CACHE_STATS=1, never in
 * production). A runtime flag, not a build-time one: both measure the production build itself.
 */
const RENDER_CACHE_STATS_PATH = '/api/render-cache'

/** Renders a page request with Start, with the request's nonce unless `context` gives another. */
type Render = (page: Request, context?: Partial<RequestContext>) => Promise<Response>

/** Renders with Start, each render with `base` (the request's nonce, what the pipeline knows) in its context. */
function renderWith(base: RequestContext): Render {
  // Pass the original request on: handing over the middleware's copy causes redirect loops.
  return (page, context) => paraglideMiddleware(page, () => handler.fetch(page, { context: { ...base, ...context } }))
}

/** A page whose render fails answers 503 with Retry-After when the database failed, else 500. */
function pageRender(render: Render): Render {
  return async (page, context) => {
    const failures: RenderFailures = { database: false }
    return unavailableOnFailure(await render(page, { ...context, failures }), failures)
  }
}

/**
 * The page every visitor gets: rendered from a clean request for its key (no cookie, no header of
 * the visitor's, and the shared render's marker instead of a nonce), then served from the render cache until the content changes.
 */
function serveSharedPage(request: Request, url: URL, render: Render): Promise<Response> {
  const renderPage = (marker: string) =>
    render(new Request(pageUrl(url), { headers: { accept: 'text/html' } }), { nonce: marker })
  const policy = (hashes: string[]) => contentSecurityPolicy({ hashes }, policyOrigins(serverSiteConfig()))
  return processSharedPages().serve(request, pageKey(url), renderPage, policy)
}

async function handleRequest(original: Request, url: URL, nonce: string): Promise<Response> {
  // First the method (TRACE would fail on the first copy of the request), then health checks, which
  // load balancers send to any name or IP address, then the host: nothing else sees a foreign one.
  const refused =
    methodRefusal(original.method, allowedMethods(url.pathname)) ??
    (await healthResponse(url.pathname)) ??
    misdirectedRequest(original, allowedHosts())
  if (refused) return refused
  const request = await limitBody(original)
  if (request instanceof Response) {
    if (!isPagePath(url.pathname)) return request
    // A form posted to a page gets the page back, with the form's message; a page with a form of its
    // own says so in its route's POST handler, told by the context (the body stays unread).
    const page = hasOwnForm(url.pathname)
      ? await pageRender(renderWith({ nonce, formTooLarge: true }))(withoutBody(original))
      : await tooLargeFormPost(original, url, pageRender(renderWith({ nonce })), request)
    page.headers.set('connection', 'close')
    return compressResponse(original, await withDeferredScripts(page, nonce))
  }
  // Endpoints are Start's server routes (app/routes/api/); only their exact path goes there.
  if (url.pathname === VITALS_PATH) return renderWith({ nonce })(request)
  if (url.pathname === RENDER_CACHE_STATS_PATH && process.env.RENDER_CACHE_STATS === '1')
    return Response.json(
      { ...processSharedPages().cache.stats(), memory: await processMemory() },
      { headers: { 'cache-control': 'no-store' } },
    )
  const file = await seoFileResponse(url.pathname)
  if (file) return compressResponse(request, file)
  const target = canonicalRedirect(url.pathname)
  if (target) {
    return new Response(null, {
      status: 301,
      headers: { location: target + url.search, 'cache-control': 'public, max-age=3600' },
    })
  }
  // Every request for the search page counts against its client's limit, whatever its method; each
  // render of this request carries the count.
  const searchCount = await countSearchPage(request, url)
  const render = renderWith({ nonce, ...(searchCount && { searchCount }) })
  if (isServerFunctionPath(url.pathname))
    return compressResponse(request, unnamedFunctionRefusal(request, url.pathname) ?? (await render(request)))
  const renderPage = pageRender(render)
  // A search over its client's limit is answered for that visitor alone (429: Start's request
  // middleware, app/search/search-limit.server.ts), never from a shared page.
  if (isPagePath(url.pathname) && isSharedPageRequest(request) && searchCount?.allowed !== false) {
    // Language selection first: the render cache keys pages by URL, the redirect is per visitor.
    const language = await languageDetection(request, url)
    if (language?.redirect) return languageRedirect(language.redirect, language)
    return withLanguageVary(await serveSharedPage(request, url, renderPage), language)
  }
  // A form posted to a page is Start's (app/page-posts.ts; a page's own form, its route's POST handler).
  return compressResponse(request, withPageCaching(await withDeferredScripts(await renderPage(request), nonce)))
}

/** The request without its body (a refused, unread one), for a render that must not read it. */
function withoutBody(request: Request): Request {
  const headers = new Headers(request.headers)
  for (const name of ['content-type', 'content-length', 'transfer-encoding']) headers.delete(name)
  return new Request(request.url, { method: request.method, headers })
}

/** A throw inside the pipeline: logged, and answered with every header like any other answer. */
function failedRequest(error: unknown, id: string, url: URL): Response {
  // First lines only: a failed query's second line holds its parameters.
  const firstLine = (reason: unknown) => errorMessage(reason).split('\n')[0]
  const cause = error instanceof Error && error.cause !== undefined ? firstLine(error.cause) : undefined
  log('error', 'request failed', { requestId: id, path: url.pathname, error: firstLine(error), cause })
  return failedRequestPage(isDatabaseFailure(error) ? 503 : 500, localeOfPath(url.pathname))
}

export default {
  async fetch(request: Request): Promise<Response> {
    const started = performance.now()
    const url = requestUrl(request)
    const id = requestId(request)
    const nonce = randomBytes(16).toString('base64')
    const answered =
      url instanceof Response
        ? url
        : withRelativeLocation(
            await handleRequest(request, url, nonce).catch((error: unknown) => failedRequest(error, id, url)),
            url,
          )
    const answer = withSecurityHeaders(
      request,
      answered,
      contentSecurityPolicy({ nonce }, policyOrigins(serverSiteConfig())),
    )
    const response = withoutBodyForHead(request, answer)
    response.headers.set('x-request-id', id)
    logRequest(id, request, url instanceof Response ? undefined : url, response.status, started)
    return response
  },
}
