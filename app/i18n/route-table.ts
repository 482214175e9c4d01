// The single source of truth for the site's URLs: every route file's canonical (English) path
// and its German path, or `null` for an English-only page. Keyed by the generated route tree, so
// adding a route file without deciding its German path is a compile error (and so is a stale key).
// Paraglide's URL patterns, the router rewrite, redirects and the language switcher derive from it.
// Imported by vite.config.ts too: keep its imports free of framework code.
import type { FileRoutesByTo } from '../routeTree.gen'
import { keysOf } from '../lib/typed-object.ts'

/** Pages: every route but the endpoints under /api/ (server routes without a screen). */
export type RoutePath = Exclude<keyof FileRoutesByTo, `/api/${string}`>
export type GermanPath = '/de' | `/de/${string}`

export const routeTable = {
  '/': '/de',
  '/product': '/de/produkt',
  '/about-us': '/de/ueber-uns',
  '/blog': '/de/blog',
  '/blog/$slug': '/de/blog/$slug',
  '/blog/category/$categorySlug': '/de/blog/category/$categorySlug',
  '/book-demo': '/de/demo-buchen',
  '/strategic-partnerships': '/de/strategische-partnerschaften',
  // Not a page of the original site map: the partners page the copy implies (implementation partners).
  '/partners': '/de/partner',
  '/brand-analysis': null,
  '/careers': '/de/karriere',
  '/business-value-calculator': '/de/business-value-rechner',
  '/privacy-policy': '/de/datenschutz',
  '/cookie-policy': '/de/cookie-richtlinie',
  '/imprint': '/de/impressum',
  '/thirdpartyterms': null,
  '/search': '/de/suche',
  '/security': '/de/sicherheit',
} as const satisfies Record<RoutePath, GermanPath | null>

/**
 * German paths a page had before, each with the path it has now: a request for one is answered with a
 * 301, so old links and search results keep working. German slugs spell umlauts out (ü → ue).
 */
export const formerGermanPaths: Record<string, GermanPath> = {
  '/de/uber-uns': '/de/ueber-uns',
}

/** Every route path, in the table's order. */
export const routePaths: RoutePath[] = keysOf(routeTable)
