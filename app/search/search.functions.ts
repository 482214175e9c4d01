// The search as a server function: what the search page's loader calls (directly while the server
// renders, with the pipeline's count of the request; over HTTP after a client-side navigation, when it
// counts against the rate limit itself).
import { createServerFn, getGlobalStartContext } from '@tanstack/react-start'
import { getRequest, setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import { errorMessage, log } from '../log/log.ts'
import { validInput } from '../http/valid-input.ts'
import { normalizeQuery, queryLength, queryStart, type SearchAnswer } from './answer.ts'
import { MAX_QUERY_LENGTH, UNAVAILABLE_RETRY_SECONDS } from './policy.ts'
import { SearchInput } from './schemas.ts'
import { countSearch } from './search-limit.server.ts'
import { runSearch } from './search.server.ts'

export const searchSite = createServerFn({ method: 'GET' })
  .validator(validInput(SearchInput))
  .handler(async ({ data }): Promise<SearchAnswer> => {
    const query = normalizeQuery(data.q)
    if (query === '') return { state: 'empty' }
    if (queryLength(query) > MAX_QUERY_LENGTH) {
      // Refused, not run: the visitor's request is what has to change.
      setResponseStatus(400)
      return { state: 'too-long', max: MAX_QUERY_LENGTH, query: queryStart(query, MAX_QUERY_LENGTH) }
    }
    // Every search counts: the pipeline counted a request for the search page, whatever its method.
    const count = getGlobalStartContext()?.searchCount ?? (await countSearch(getRequest()))
    if (!count.allowed) {
      setResponseStatus(429)
      setResponseHeader('retry-after', String(count.retryAfterSeconds))
      return { state: 'limited', retryAfterSeconds: count.retryAfterSeconds, query }
    }
    try {
      return { state: 'results', results: await runSearch({ locale: data.locale, query, page: data.page }) }
    } catch (error) {
      // errorMessage leaves a failed query's parameters (the visitor's search) out of the log.
      log('error', 'search failed', { error: errorMessage(error) })
      setResponseStatus(503)
      setResponseHeader('retry-after', String(UNAVAILABLE_RETRY_SECONDS))
      return { state: 'unavailable', query }
    }
  })
