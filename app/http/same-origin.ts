// Where a request comes from. Browsers say so in Sec-Fetch-Site; older ones send Origin, and Referer.
// A change made from the site's own pages (a server function's call, which Start's CSRF middleware
// checks, app/http/server-fn-csrf.ts, and the newsletter form posted without JavaScript) takes one
// rule, `isOwnPageRequest`; the vitals beacon takes `isCrossSiteRequest`. The Host compared with Origin
// has passed the allow-list first (app/http/allowed-hosts.ts, in app/server.ts before any caller of
// this): "same origin" means one of the site's own names, so a rebound name (Host and Origin both
// evil.example) never gets this far.

/** True when `origin` names the host this request was sent to (the scheme is left out: behind a TLS proxy the request's URL says http). */
export function isOwnOrigin(origin: string, request: Request): boolean {
  try {
    return new URL(origin).host === (request.headers.get('host') ?? new URL(request.url).host)
  } catch {
    return false // "null" or garbage: an opaque origin
  }
}

/**
 * The rule of Start's CSRF middleware as app/http/server-fn-csrf.ts configures it (record 0065):
 * Sec-Fetch-Site must say same-origin; without it, Origin must name this host; without that, Referer.
 * A request that names no origin at all is refused: every browser that posts from our pages names one.
 */
export function isOwnPageRequest(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site')
  if (site !== null) return site === 'same-origin'
  const origin = request.headers.get('origin') ?? request.headers.get('referer')
  return origin !== null && isOwnOrigin(origin, request)
}

/** True when a browser sent this request from another site (or another subdomain). A request with neither header is not a browser's. */
export function isCrossSiteRequest(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site')
  if (site) return site !== 'same-origin' && site !== 'none'
  const origin = request.headers.get('origin')
  return origin !== null && !isOwnOrigin(origin, request)
}

export function crossSiteRefusal(): Response {
  return new Response(JSON.stringify({ error: 'Cross-site requests are not accepted.' }), {
    status: 403,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  })
}
