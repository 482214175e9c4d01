// The blog's data as TanStack Query options (docs/decisions/0097-blog-data-through-react-query.md):
// the route loaders prime the cache (loadQuery), the pages read it with `useSuspenseQuery`
// (use-blog-data.ts). A key holds the whole input its function is called with (Query hashes objects
// by their defined fields, in sorted order). The loaders are part of every page's first load, so the
// Query client and the server functions' client code (seroval) are imported on use (app/client.tsx).
import { type QueryExecuteOptions, type QueryKey, queryOptions } from '@tanstack/react-query'
import type { Locale } from '../i18n/locale.ts'
import { loadOnce } from '../lib/load-once.ts'

// Each imported once per page (app/lib/load-once.ts). If one cannot load, the query or loader fails
// like a failed request: the blog's error page (BlogError) with its retry, the rest of the site works.
const blogFunctions = loadOnce(() => import('./blog.functions.ts'))
const queryClientModule = loadOnce(() => import('./query-client.ts'))

export const listPageQuery = (input: { locale: Locale; categorySlug?: string; page: number }) =>
  queryOptions({
    queryKey: ['blog', 'list', input],
    queryFn: async () => (await blogFunctions()).fetchArticleList({ data: input }),
  })

export const articleQuery = (input: { locale: Locale; slug: string }) =>
  queryOptions({
    queryKey: ['blog', 'article', input],
    queryFn: async () => (await blogFunctions()).fetchArticle({ data: input }),
  })

export const categoriesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['blog', 'categories', locale],
    queryFn: async () => (await blogFunctions()).fetchCategories({ data: { locale } }),
  })

/** A loader's data through the cache: cached data at once (refreshed behind it when stale), else a fetch. */
export async function loadQuery<T, K extends QueryKey>(options: QueryExecuteOptions<T, Error, T, T, K>): Promise<T> {
  const { blogQueryClient } = await queryClientModule()
  const client = blogQueryClient()
  const cached = client.getQueryData(options.queryKey) !== undefined
  const data = await client.query({ ...options, staleTime: 'static' })
  // The refresh of stale cached data: query() fetches only when the entry is stale. Its failure leaves
  // the cached data in place, and the page has its data already.
  if (cached) client.query(options).catch(() => undefined)
  return data
}
