// Cache headers for rendered pages. Pages are the same for every visitor (no cookies, no
// personalisation; language comes from the URL), so a CDN may keep them briefly and serve a stale
// copy while it refreshes. Browsers always revalidate (max-age=0), so a new deploy shows at once.
export const PAGE_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400'

/** Adds the page cache header to a GET 200 HTML answer that did not set its own. */
export function withPageCaching(request: Request, response: Response): Response {
  const html = (response.headers.get('content-type') ?? '').startsWith('text/html')
  if (!html || response.headers.has('cache-control')) return response
  const cacheable = (request.method === 'GET' || request.method === 'HEAD') && response.status === 200
  const headers = new Headers(response.headers)
  // Errors and not-found pages must not stick in a cache after the cause is fixed.
  headers.set('cache-control', cacheable ? PAGE_CACHE : 'no-store')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
