// Cross-site request refusal (CSRF) for server functions and form posts. Browsers say where a request
// comes from in Sec-Fetch-Site; older ones send Origin. Requests with neither come from non-browser
// clients, which cannot carry a visitor's ambient authority (the site has no sessions or cookies).
// The Host compared with Origin has passed the allow-list first (app/http/allowed-hosts.ts, in
// app/server.ts before any caller of this): "same origin" means one of the site's own names, so a
// rebound name (Host and Origin both evil.example) never gets this far.

/** True when a browser sent this request from another site (or another subdomain). */
export function isCrossSiteRequest(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site')
  if (site) return site !== 'same-origin' && site !== 'none'
  const origin = request.headers.get('origin')
  if (origin === null) return false
  try {
    return new URL(origin).host !== (request.headers.get('host') ?? new URL(request.url).host)
  } catch {
    return true // "null" or garbage: an opaque origin
  }
}

export function crossSiteRefusal(): Response {
  return new Response(JSON.stringify({ error: 'Cross-site requests are not accepted.' }), {
    status: 403,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  })
}
