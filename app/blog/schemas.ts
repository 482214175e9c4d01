// Input shapes of the blog's server functions, shared with the route loaders (which turn a
// malformed slug into a 404 before any call).
import * as v from 'valibot'
import { LocaleSchema } from '../i18n/locale.ts'
import type { PageSearchKey } from '../i18n/page-search.ts'
import { PageParam, PageSchema } from '../lib/search-params.ts'

export const SlugSchema = v.pipe(v.string(), v.maxLength(80), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/))

export const ListInput = v.object({
  locale: LocaleSchema,
  categorySlug: v.optional(SlugSchema),
  page: v.optional(PageSchema, 1),
})
export const ArticleInput = v.object({ locale: LocaleSchema, slug: SlugSchema })
export const CategoriesInput = v.object({ locale: LocaleSchema })

export type ListInput = v.InferInput<typeof ListInput>

export const isSlug = (value: string) => v.is(SlugSchema, value)

/** Cards per list page. */
export const PAGE_SIZE = 9
/** Related articles under an article. */
export const RELATED_COUNT = 3

/** The list pages' search params. */
export const BlogSearch = v.object({
  page: PageParam,
} satisfies Record<PageSearchKey<'/blog' | '/blog/category/$categorySlug'>, v.GenericSchema>)
