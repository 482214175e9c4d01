// The search's rate limit per client, counted in PostgreSQL like the newsletter's (so it holds across
// instances). A page request is counted in the request pipeline, before the render cache (a refused
// visitor must not get, or leave, a shared page); a call of the server function from the browser is
// counted where it runs. The decision reaches the render in Start's request context.
import { getDb } from '../../db/client.server.ts'
import { clientAddress } from '../http/client-address.ts'
import { errorMessage, log } from '../http/request-log.ts'
import { hitRateLimits, type RateLimitResult } from '../http/rate-limit/rate-limit.server.ts'
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

/**
 * For a search page request over its client's limit: renders the page for this visitor alone, with
 * the refusal in its request context (the page says when to try again), answered 429 with Retry-After.
 * Undefined for every other request.
 */
export async function refusedSearchPage(
  request: Request,
  url: URL,
  render: (request: Request, context: { searchRefusal: number }) => Promise<Response>,
): Promise<Response | undefined> {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || !isSearchPath(url.pathname)) return undefined
  if (!isRunnableQuery(url.searchParams.get('q'))) return undefined
  const counted = await countSearch(request)
  if (counted.allowed) return undefined
  const page = await render(request, { searchRefusal: counted.retryAfterSeconds })
  const headers = new Headers(page.headers)
  headers.set('cache-control', 'no-store')
  headers.set('retry-after', String(counted.retryAfterSeconds))
  return new Response(page.body, { status: page.status === 200 ? 429 : page.status, headers })
}
