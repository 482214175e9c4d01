// Server entry: methods, health checks, the host allow-list, body limits, cross-site refusal, canonical
// redirects, then Paraglide scopes the locale to the request. Page requests are answered with the page
// every visitor gets, from the render cache (app/http/shared-page.ts), with a hash-based CSP; a form
// post's answer is rendered for its visitor with a nonce. Every answer leaves with the security headers.
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomBytes } from 'node:crypto'
import handler from '@tanstack/react-start/server-entry'
import { allowedMethods, SERVER_FUNCTIONS } from './allowed-methods.ts'
import { serverSiteConfig } from './config/site.server.ts'
import { type AllowedHosts, misdirectedRequest, readAllowedHosts } from './http/allowed-hosts.ts'
import { limitBody } from './http/body-limit.ts'
import { withPageCaching } from './http/cache-control.ts'
import { compressResponse } from './http/compress.ts'
import { cspNonce } from './http/csp-nonce.ts'
import { withDeferredScripts } from './http/deferred-scripts.ts'
import { isSharedPageRequest, processSharedPages, renderCacheStatsResponse } from './http/shared-page.ts'
import { healthResponse } from '../db/health.server.ts'
import { processMemory } from '../db/memory.server.ts'
import { methodRefusal, withoutBodyForHead } from './http/methods.ts'
import { logRequest, requestId } from './http/request-log.ts'
import { crossSiteRefusal, isCrossSiteRequest } from './http/same-origin.ts'
import { contentSecurityPolicy, hashContentSecurityPolicy, policyOrigins, withSecurityHeaders } from './http/security-headers.ts'
import { honestServerFnError } from './http/server-fn-errors.ts'
import { seoFileResponse } from './seo/seo-files.server.ts'
import { VISITOR_COUNTRY_PATH, visitorCountryResponse } from './i18n/visitor-country.ts'
import { canonicalRedirect } from './i18n/paths.ts'
import { pageKey, pageUrl } from './i18n/page-search.ts'
import { newsletterFormPost } from './newsletter/form-post.server.ts'
import { VITALS_PATH } from './vitals/policy.ts'
import { vitalsResponse } from './vitals/endpoint.server.ts'
import { paraglideMiddleware } from './paraglide/server.js'

const nonces = new AsyncLocalStorage<string | undefined>()
cspNonce.install(() => nonces.getStore())

let hosts: AllowedHosts | undefined
const allowedHosts = () => (hosts ??= readAllowedHosts(serverSiteConfig().siteUrl))
/** The render cache's figures, for `npm run bench` only (RENDER_CACHE_STATS=1, never in production). */
const RENDER_CACHE_STATS_PATH = '/api/render-cache'

type Render = (page: Request) => Promise<Response>

/**
 * The page every visitor gets: rendered from a clean request for its key (no cookie, no header of
 * the visitor's, and the shared render's marker instead of a nonce), then served from the render cache until the content changes.
 */
function sharedPage(request: Request, url: URL, render: Render): Promise<Response> {
  const renderPage = (marker: string) => nonces.run(marker, () => render(new Request(pageUrl(url), { headers: { accept: 'text/html' } })))
  const policy = (hashes: string[]) => hashContentSecurityPolicy(hashes, policyOrigins(serverSiteConfig()))
  return processSharedPages().serve(request, pageKey(url), renderPage, policy)
}

async function respond(original: Request, url: URL): Promise<Response> {
  // First the method (TRACE would fail on the first copy of the request), then health checks, which
  // load balancers send to any name or IP address, then the host: nothing else sees a foreign one.
  const refused = methodRefusal(original.method, allowedMethods(url.pathname)) ?? (await healthResponse(url.pathname)) ?? misdirectedRequest(original, allowedHosts())
  if (refused) return refused
  if (url.pathname.startsWith(SERVER_FUNCTIONS) && isCrossSiteRequest(original)) return crossSiteRefusal()
  const request = await limitBody(original)
  if (request instanceof Response) return request
  if (url.pathname === VISITOR_COUNTRY_PATH) return visitorCountryResponse(request)
  if (url.pathname === VITALS_PATH) return vitalsResponse(request)
  if (url.pathname === RENDER_CACHE_STATS_PATH && process.env.RENDER_CACHE_STATS === '1') return renderCacheStatsResponse({ ...processSharedPages().cache.stats(), memory: await processMemory() })
  const file = await seoFileResponse(request, url.pathname)
  if (file) return compressResponse(request, file)
  const target = canonicalRedirect(url.pathname)
  if (target) {
    return new Response(null, {
      status: 301,
      headers: { location: target + url.search, 'cache-control': 'public, max-age=3600' },
    })
  }
  // Pass the original request on: handing over the middleware's copy causes redirect loops.
  const render: Render = (page) => paraglideMiddleware(page, () => handler.fetch(page))
  if (url.pathname.startsWith(SERVER_FUNCTIONS)) return compressResponse(request, await honestServerFnError(await render(request)))
  if (isSharedPageRequest(request, url)) return sharedPage(request, url, render)
  // The newsletter form without JavaScript posts to the page it is on.
  const posted = await newsletterFormPost(request, url, render)
  return compressResponse(request, withPageCaching(await withDeferredScripts(posted ?? (await render(request)), nonces.getStore())))
}

export default {
  async fetch(request: Request): Promise<Response> {
    const started = performance.now()
    const url = new URL(request.url)
    const id = requestId(request)
    const nonce = randomBytes(16).toString('base64')
    const answer = withSecurityHeaders(request, await nonces.run(nonce, () => respond(request, url)), contentSecurityPolicy(nonce, policyOrigins(serverSiteConfig())))
    const response = withoutBodyForHead(request, answer)
    response.headers.set('x-request-id', id)
    logRequest(id, request, url, response.status, started)
    return response
  },
}
