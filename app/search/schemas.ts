// The search page's URL (`?q=…&page=N`) and the server function's input. The URL takes anything: a
// query that is empty or too long is answered with a message on the page, never with an error.
import * as v from 'valibot'
import { PageSchema } from '../blog/schemas.ts'
import { LocaleSchema } from '../i18n/locale.ts'
import type { PageSearchKey } from '../i18n/page-search.ts'

/** The query as typed: the router reads `q=2026` as a number and `q=true` as a boolean (app/router.tsx). */
export const queryText = (value: string | number | boolean | undefined): string =>
  value === undefined ? '' : String(value)

export const SearchParams = v.object({
  // Kept as the router read it, so the URL it writes back is the one the visitor sent.
  q: v.fallback(v.optional(v.union([v.string(), v.number(), v.boolean()])), undefined),
  page: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (v.is(PageSchema, Number(value)) ? Number(value) : undefined)),
    ),
  ),
} satisfies Record<PageSearchKey<'/search'>, v.GenericSchema>)

/** What the page asks the server: the query as typed (the server trims and checks it). */
export const SearchInput = v.object({
  locale: LocaleSchema,
  q: v.pipe(v.string(), v.maxLength(10_000)),
  page: PageSchema,
})
export type SearchInput = v.InferOutput<typeof SearchInput>
