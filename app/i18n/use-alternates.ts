import { useMatches } from '@tanstack/react-router'
import type { Locale } from './locale.ts'

export type Alternates = Partial<Record<Locale, string>>

/**
 * The current page's paths in each language, when its loader names them (`alternates` in loader
 * data: a blog article's translated slug). Undefined for pages mapped by the route table alone.
 */
export function useAlternates(): Alternates | undefined {
  return useMatches({
    // Loader data differs per route and the router types it per route only; `alternates` is the one
    // field this reads, written by the blog's loaders (blog/article-page.ts, blog/list-page.ts).
    select: (matches) => (matches.at(-1)?.loaderData as { alternates?: Alternates } | undefined)?.alternates,
  })
}
