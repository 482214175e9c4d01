// A redirect within the site says where to go as a path. The framework builds an absolute Location
// from the request's URL (Start's 308 for `//blog`), whose scheme is http behind a TLS proxy: the
// visitor would be sent from https to http. A path keeps the scheme and host the visitor used.

/** `response` with its Location as a path when it points at `url`'s own origin; otherwise unchanged. */
export function withRelativeLocation(response: Response, url: URL): Response {
  const location = response.headers.get('location')
  const target = location === null ? null : URL.parse(location, url)
  // A path that starts with two slashes would name another host: such a Location stays absolute.
  if (!target || target.origin !== url.origin || target.pathname.startsWith('//')) return response
  const path = target.pathname + target.search + target.hash
  if (path === location) return response
  const headers = new Headers(response.headers)
  headers.set('location', path)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
