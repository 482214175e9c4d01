// The search page's URL (`?q=…&page=N`) and the server function's input. The URL takes anything: a
// query that is empty or too long is answered with a message on the page, never with an error.
import * as v from 'valibot'
import { PageSchema } from '../blog/schemas.ts'
import { LocaleSchema } from '../i18n/locale.ts'
import type { PageSearchKey } from '../i18n/page-search.ts'

const firstText = (value: unknown): string | undefined => {
  const first = Array.isArray(value) ? value[0] : value
  return typeof first === 'string' || typeof first === 'number' ? String(first) : undefined
}

export const SearchParams = v.object({
  q: v.optional(v.pipe(v.unknown(), v.transform(firstText))),
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
