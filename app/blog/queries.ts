// The blog's data, fetched through TanStack Query in the browser (SPEC section 9: 3 retries, delay
// doubling from 1 s up to 30 s, cache lifetime 5 minutes). The blog is the only data the browser
// fetches, so Query is loaded with the first blog navigation (a chunk of its own), not with every
// page. During server rendering the server functions run directly: a failure must answer at once
// (the page's error state, with a retry button), not after seconds of retries; the loader's data
// travels to the browser with the page (the router dehydrates it). The server functions are imported
// on use too: their client code (seroval) stays out of every first load (app/client.tsx).
import type { QueryClient } from '@tanstack/query-core'
import type { Locale } from '../i18n/locale.ts'

let browserClient: Promise<QueryClient> | undefined

function queryClient(): Promise<QueryClient> {
  browserClient ??= import('@tanstack/query-core').then(
    ({ QueryClient }) =>
      new QueryClient({
        defaultOptions: {
          queries: {
            retry: 3,
            retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
            gcTime: 5 * 60_000,
            staleTime: 60_000,
          },
        },
      }),
  )
  return browserClient
}

type BlogFunctions = typeof import('./blog.functions.ts')

async function query<T>(queryKey: readonly unknown[], queryFn: (functions: BlogFunctions) => Promise<T>): Promise<T> {
  if (typeof window === 'undefined') return queryFn(await import('./blog.functions.ts'))
  const [client, functions] = await Promise.all([queryClient(), import('./blog.functions.ts')])
  return client.fetchQuery({ queryKey, queryFn: () => queryFn(functions) })
}

export const fetchListPage = (input: { locale: Locale; categorySlug?: string; page: number }) =>
  query(['blog', 'list', input.locale, input.categorySlug ?? null, input.page], (f) => f.fetchArticleList({ data: input }))

export const fetchArticlePage = (input: { locale: Locale; slug: string }) =>
  query(['blog', 'article', input.locale, input.slug], (f) => f.fetchArticle({ data: input }))

export const fetchCategoryList = (locale: Locale) => query(['blog', 'categories', locale], (f) => f.fetchCategories({ data: { locale } }))
