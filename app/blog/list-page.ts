// Shared by the blog index and the category pages: load (in the route loader, so server rendering
// and hydration share one fetch) and read (in the component) one page of the list.
import type { QueryClient } from '@tanstack/react-query'
import { useSuspenseQuery } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { pathOfPage } from '../i18n/paths.ts'
import { getLocale } from '../paraglide/runtime.js'
import { articleListQuery, categoriesQuery } from './queries.ts'
import { isSlug } from './schemas.ts'

interface ListParams {
  categorySlug?: string
  page: number
}

export async function loadBlogList(queryClient: QueryClient, params: ListParams) {
  const locale = getLocale()
  if (params.categorySlug !== undefined && !isSlug(params.categorySlug)) throw notFound()
  const [list] = await Promise.all([
    queryClient.ensureQueryData(articleListQuery({ locale, ...params })),
    queryClient.ensureQueryData(categoriesQuery(locale)),
  ])
  if (!list || (params.page > list.pageCount && list.total > 0)) throw notFound()
  return {
    category: list.category ? { name: list.category.name, slugs: list.category.slugs } : null,
    // The same category in both languages, for the language switcher (slugs differ per language).
    alternates: list.category
      ? {
          en: pathOfPage('/blog/category/$categorySlug', { categorySlug: list.category.slugs.en }, 'en'),
          de: pathOfPage('/blog/category/$categorySlug', { categorySlug: list.category.slugs.de }, 'de'),
        }
      : undefined,
  }
}

export function useBlogList(params: ListParams) {
  const locale = getLocale()
  const { data: list } = useSuspenseQuery(articleListQuery({ locale, ...params }))
  const { data: categories } = useSuspenseQuery(categoriesQuery(locale))
  // The loader has answered a missing list with the not-found page already.
  if (!list) throw notFound()
  return { list, categories, locale }
}
