// The search's rate limit per client, counted in PostgreSQL like the newsletter's (so it holds across
// instances). Every request for the search page is counted in the request pipeline, whatever its
// method (a form posted to the page renders the search too), before the render cache (a refused
// visitor must not get, or leave, a shared page, and a page the cache serves is counted too: so the
// count stays in app/server.ts, in front of the cache, not in Start); every render of that request
// carries the count in Start's request context, and the server function counts any search that comes
// without one (a call from the browser).
import { createMiddleware } from '@tanstack/react-start'
import { getDb } from '../../db/client.server.ts'
import { clientAddress } from '../http/client-address.ts'
import { errorMessage, log } from '../log/log.ts'
import { hitRateLimits, type RateLimitResult } from '../rate-limit/rate-limit.server.ts'
import { normalizeQuery, queryLength } from './answer.ts'
import { isSearchPath } from './search-path.ts'
import { MAX_QUERY_LENGTH, SEARCH_RATE_LIMIT } from './policy.ts'

/** Counts one search of the request's client; a database that does not answer lets it through (the search then says so). */
export async function countSearch(request: Request): Promise<RateLimitResult> {
  try {
    return await hitRateLimits(await getDb(), [
      { scope: 'search-client', subject: clientAddress(request) ?? 'unknown', rule: SEARCH_RATE_LIMIT },
    ])
  } catch (error) {
    log('warn', 'search rate limit not counted', { error: errorMessage(error) })
    return { allowed: true, retryAfterSeconds: 0 }
  }
}

/** A query the search will run: not empty, not too long. Only those are counted. */
const isRunnableQuery = (raw: string | null): raw is string => {
  const query = normalizeQuery(raw ?? '')
  return query !== '' && queryLength(query) <= MAX_QUERY_LENGTH
}

/** The count of a request for the search page with a query the search will run; undefined for any other request. */
export async function countSearchPage(request: Request, url: URL): Promise<RateLimitResult | undefined> {
  if (!isSearchPath(url.pathname) || !isRunnableQuery(url.searchParams.get('q'))) return undefined
  return countSearch(request)
}

/**
 * Start's request middleware for a read of the search page over its client's limit (`searchCount`,
 * the pipeline's, in the request context): the page rendered for this visitor alone (it says when to
 * try again), answered 429 with Retry-After. A form post renders the same refusal with its own status.
 */
export const searchRefusal = createMiddleware().server(async ({ request, context, next }) => {
  const count = context.searchCount
  const result = await next()
  if (count === undefined || count.allowed || (request.method !== 'GET' && request.method !== 'HEAD')) return result
  const page = result.response
  const headers = new Headers(page.headers)
  headers.set('cache-control', 'no-store')
  headers.set('retry-after', String(count.retryAfterSeconds))
  return new Response(page.body, { status: page.status === 200 ? 429 : page.status, headers })
})
