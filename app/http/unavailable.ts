// A page whose render failed answers 503 with Retry-After, never 500: what fails a page's render
// is what it loads (the blog from the database), and the page it shows is the route's translated
// error page ("Error loading blog list" with a retry). The failure itself is in the log.

/** Seconds a client (or a crawler) is asked to wait before it tries again. */
export const RETRY_AFTER_SECONDS = 30

export function unavailableOnFailure(response: Response): Response {
  if (response.status < 500) return response
  const headers = new Headers(response.headers)
  headers.set('retry-after', String(RETRY_AFTER_SECONDS))
  headers.set('cache-control', 'no-store')
  return new Response(response.body, { status: 503, statusText: 'Service Unavailable', headers })
}
