// The blog pages' data, read from the Query cache the loaders prime (app/blog/queries.ts).
import { type QueryKey, type UseSuspenseQueryOptions, useSuspenseQuery } from '@tanstack/react-query'
import type { Locale } from '../i18n/locale.ts'
import { articleQuery, categoriesQuery, listPageQuery } from './queries.ts'
import type { ArticleDetail, ArticlePage, CategoryCount } from './types.ts'

/**
 * A page's data from the cache its loader primed. The first render after the server's has an empty
 * cache (the loader ran on the server): the loader's data, which travels with the page, is the
 * query's initial data, so nothing is fetched again. `loaded` also stands in if a refresh finds the
 * entry gone, until the next navigation answers with its 404.
 */
export function useBlogQuery<T, K extends QueryKey>(
  options: UseSuspenseQueryOptions<T, Error, T, K>,
  loaded: NonNullable<T>,
): NonNullable<T> {
  return useSuspenseQuery({ ...options, initialData: loaded }).data ?? loaded
}

/** The list and the categories of a blog index or category page. */
export function useListPage(
  input: { locale: Locale; categorySlug?: string; page: number },
  loaded: { list: ArticlePage; categories: CategoryCount[] },
) {
  return {
    list: useBlogQuery(listPageQuery(input), loaded.list),
    categories: useBlogQuery(categoriesQuery(input.locale), loaded.categories),
  }
}

export function useArticle(input: { locale: Locale; slug: string }, loaded: ArticleDetail): ArticleDetail {
  return useBlogQuery(articleQuery(input), loaded)
}
