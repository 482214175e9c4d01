// Shared by the blog index and the category pages: one page of the list and the categories, loaded
// in the route loader through the Query cache (server rendering and hydration share one fetch: the
// router sends the loader's data with the page, and the page reads it as the query's initial data).
import { notFound } from '@tanstack/react-router'
import { pathOfPage } from '../i18n/paths.ts'
import { getLocale } from '../paraglide/runtime.js'
import { categoriesQuery, listPageQuery, loadQuery } from './queries.ts'
import { isSlug } from './schemas.ts'

interface ListParams {
  categorySlug?: string
  page: number
}

export async function loadBlogList(params: ListParams) {
  const locale = getLocale()
  if (params.categorySlug !== undefined && !isSlug(params.categorySlug)) throw notFound()
  const [list, categories] = await Promise.all([
    loadQuery(listPageQuery({ locale, ...params })),
    loadQuery(categoriesQuery(locale)),
  ])
  if (!list || (params.page > list.pageCount && list.total > 0)) throw notFound()
  return {
    list,
    categories,
    locale,
    // The same category in both languages, for the language switcher (slugs differ per language).
    alternates: list.category
      ? {
          en: pathOfPage('/blog/category/$categorySlug', { categorySlug: list.category.slugs.en }, 'en'),
          de: pathOfPage('/blog/category/$categorySlug', { categorySlug: list.category.slugs.de }, 'de'),
        }
      : undefined,
  }
}
