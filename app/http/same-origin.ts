// Where a request comes from. Server functions are guarded by Start's CSRF middleware
// (app/http/server-fn-csrf.ts); this rule guards the two endpoints that are not server functions: the
// newsletter form posted to a page without JavaScript, and the vitals beacon. Browsers say where a
// request comes from in Sec-Fetch-Site; older ones send Origin. The Host compared with Origin has
// passed the allow-list first (app/http/allowed-hosts.ts, in app/server.ts before any caller of this):
// "same origin" means one of the site's own names, so a rebound name (Host and Origin both
// evil.example) never gets this far.

/** True when `origin` names the host this request was sent to (the scheme is left out: behind a TLS proxy the request's URL says http). */
export function isOwnOrigin(origin: string, request: Request): boolean {
  try {
    return new URL(origin).host === (request.headers.get('host') ?? new URL(request.url).host)
  } catch {
    return false // "null" or garbage: an opaque origin
  }
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
