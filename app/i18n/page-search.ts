// The search parameters a page reads, and a URL's search reduced to them. Any other parameter
// (utm_source, gclid, a typo, random junk) leaves a page's HTML unchanged: the server renders and
// caches a page by its path and these parameters only (app/http/shared-page.ts), and the language
// switcher's first render shows the same reduced search (app/layout/LanguageSwitcher.tsx).
// The routes' search schemas are typed against this table (app/blog/schemas.ts, app/calculator/inputs.ts).
import type { PageKey } from '../http/shared-page.ts'
import { isCanonicalPagePath, matchLocalizedPath } from './paths.ts'
import type { RoutePath } from './route-table.ts'

export const pageSearchKeys = {
  '/blog': ['page'],
  '/blog/category/$categorySlug': ['page'],
  '/business-value-calculator': ['team', 'campaigns', 'pieces', 'budget', 'cost'],
  // The calculator's inputs, carried to the demo page by its call to action.
  '/book-demo': ['team', 'campaigns', 'pieces', 'budget', 'cost'],
  '/search': ['q', 'page'],
} as const satisfies Partial<Record<RoutePath, readonly string[]>>

/** The search parameter names of a route in the table. */
export type PageSearchKey<R extends keyof typeof pageSearchKeys> = (typeof pageSearchKeys)[R][number]

function keysOfPath(pathname: string): readonly string[] {
  const route = matchLocalizedPath(pathname)?.route
  const keys: Partial<Record<RoutePath, readonly string[]>> = pageSearchKeys
  return (route && keys[route]) || []
}

function nameOf(pair: string): string {
  const raw = pair.split('=', 1)[0] ?? ''
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '))
  } catch {
    return raw
  }
}

/**
 * `search` (with or without its `?`) reduced to the parameters the page at `pathname` reads, in the
 * table's order; the pairs themselves are kept exactly as written (the router parses them, not us).
 * `?` plus the pairs, or '' when none is left.
 */
export function pageSearch(pathname: string, search: string): string {
  const keys = keysOfPath(pathname)
  if (keys.length === 0 || search.length <= 1) return ''
  const pairs = search.replace(/^\?/, '').split('&').filter(Boolean)
  const kept = keys.flatMap((key) => pairs.filter((pair) => nameOf(pair) === key))
  return kept.length > 0 ? `?${kept.join('&')}` : ''
}

/** The URL a page is rendered and cached by: the same path, with only the search the page reads. */
export function pageUrl(url: URL): URL {
  const page = new URL(url)
  page.search = pageSearch(url.pathname, url.search)
  page.hash = ''
  return page
}

/** The render cache's key of a URL's page; only a route's page at its one URL, without parameters, is plain. */
export function pageKey(url: URL): PageKey {
  const search = pageSearch(url.pathname, url.search)
  return { key: url.pathname + search, plain: search === '' && isCanonicalPagePath(url.pathname) }
}
