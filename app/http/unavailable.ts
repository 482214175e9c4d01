// A page whose render failed: 503 with Retry-After while the database fails (it comes back; the page
// it shows is the route's translated error page, "Error loading blog list" with a retry), 500 for any
// other failure (a bug, which waiting does not cure). What failed is noted while the page renders
// (app/http/server-fn-errors.ts); the failure itself is in the log.

/** Seconds a client (or a crawler) is asked to wait before it tries again. */
export const RETRY_AFTER_SECONDS = 30

/** What a render learns of its failures while it runs, in its request context (app/start.ts). */
export interface RenderFailures {
  /** A server function failed because the database did. */
  database: boolean
}

export function unavailableOnFailure(response: Response, failures: RenderFailures): Response {
  if (response.status < 500) return response
  const headers = new Headers(response.headers)
  headers.set('cache-control', 'no-store')
  if (!failures.database)
    return new Response(response.body, { status: 500, statusText: 'Internal Server Error', headers })
  headers.set('retry-after', String(RETRY_AFTER_SECONDS))
  return new Response(response.body, { status: 503, statusText: 'Service Unavailable', headers })
}
