// The search page's URL (`?q=…&page=N`) and the server function's input. The URL takes anything: a
// query that is empty or too long is answered with a message on the page, never with an error.
import * as v from 'valibot'
import { LocaleSchema } from '../i18n/locale.ts'
import type { PageSearchKey } from '../i18n/page-search.ts'
import { firstValue, PageParam, PageSchema } from '../lib/search-params.ts'
import { normalizeQuery, queryStart } from './answer.ts'
import { MAX_QUERY_LENGTH } from './policy.ts'

export const SearchParams = v.object({
  // Kept as the router read it, so the URL it writes back is the one the visitor sent. The router
  // reads `q=2026` as a number and `q=true` as a boolean (app/router.tsx).
  q: v.fallback(
    v.optional(v.pipe(v.unknown(), v.transform(firstValue), v.union([v.string(), v.number(), v.boolean()]))),
    undefined,
  ),
  page: PageParam,
} satisfies Record<PageSearchKey<'/search'>, v.GenericSchema>)
export type SearchParams = v.InferOutput<typeof SearchParams>

/**
 * What the page asks the server to search for: the query as typed, normalized, and cut one character
 * past the longest query the search runs, so that a query of any length is answered "too long".
 */
export function queryOfPage(value: SearchParams['q']): string {
  return queryStart(normalizeQuery(value === undefined ? '' : String(value)), MAX_QUERY_LENGTH + 1)
}

/** What the page asks the server; the server normalizes and checks the query again (another caller may send anything). */
export const SearchInput = v.object({
  locale: LocaleSchema,
  q: v.pipe(v.string(), v.maxLength(10_000)),
  page: PageSchema,
})
export type SearchInput = v.InferOutput<typeof SearchInput>
