// Pure path logic derived from the route table: which page a URL shows, in which language,
// its counterpart in the other language, and where a non-canonical URL should redirect.
// No framework imports, so it runs in the router, the server entry, Vite's config and tests.
import { formerGermanPaths, type GermanPath, type RoutePath, routePaths, routeTable } from './route-table.ts'
import { type Locale, localeOfPath, otherLocale } from './locale.ts'

export type Params = Record<string, string>
export interface PageMatch {
  route: RoutePath
  params: Params
  locale: Locale
}

// Routes with fewer parameters first, so a literal segment wins over a `$param` one.
const routes = routePaths
  .map((route): [RoutePath, GermanPath | null] => [route, routeTable[route]])
  .sort(([a], [b]) => paramCount(a) - paramCount(b))

function paramCount(pattern: string): number {
  return segmentsOf(pattern).filter((segment) => segment.startsWith('$')).length
}

function segmentsOf(path: string): string[] {
  return path === '/' ? [] : path.slice(1).split('/')
}

function matchPattern(pattern: string, pathname: string): Params | null {
  const expected = segmentsOf(pattern)
  const actual = segmentsOf(pathname)
  if (expected.length !== actual.length) return null
  const params: Params = {}
  for (const [index, segment] of expected.entries()) {
    const value = actual[index] ?? ''
    if (segment.startsWith('$')) {
      if (value === '') return null
      params[segment.slice(1)] = value
    } else if (segment !== value) {
      return null
    }
  }
  return params
}

function fillPattern(pattern: string, params: Params): string {
  const filled = segmentsOf(pattern).map((segment) =>
    segment.startsWith('$') ? (params[segment.slice(1)] ?? '') : segment,
  )
  return `/${filled.join('/')}`
}

/** The page a canonical localized pathname shows, or null (not found). */
export function matchLocalizedPath(pathname: string): PageMatch | null {
  const locale = localeOfPath(pathname)
  for (const [route, german] of routes) {
    const pattern = locale === 'de' ? german : route
    if (pattern === null) continue
    const params = matchPattern(pattern, pathname)
    if (params) return { route, params, locale }
  }
  return null
}

/** The path of a page in a language, or null when the page does not exist in it. */
export function pathOfPage(route: RoutePath, params: Params, locale: Locale): string | null {
  const pattern = locale === 'de' ? routeTable[route] : route
  return pattern === null ? null : fillPattern(pattern, params)
}

/** A route with a German path: it exists in both languages. */
export type BilingualRoute = { [R in RoutePath]: (typeof routeTable)[R] extends null ? never : R }[RoutePath]

/** `pathOfPage` for a route that exists in both languages: always a path. */
export function pathOfBilingualPage(route: BilingualRoute, params: Params, locale: Locale): string {
  return fillPattern(locale === 'de' ? routeTable[route] : route, params)
}

/** A page's value in each language, from the one for `locale` and the one for the other language. */
export function byLocale<T>(locale: Locale, own: T, other: T): Record<Locale, T> {
  return locale === 'de' ? { de: own, en: other } : { en: own, de: other }
}

/** Router input: the canonical route path for a localized URL; unknown URLs pass unchanged (404). */
export function routerPathOf(pathname: string): string {
  const page = matchLocalizedPath(pathname)
  return page ? fillPattern(page.route, page.params) : pathname
}

/**
 * Router output: a canonical (English) route path as shown in `locale`. English-only pages keep
 * their English path; paths that are no route (already localized, or unknown) pass unchanged.
 */
export function localizePath(routePathname: string, locale: Locale): string {
  if (locale === 'en' || localeOfPath(routePathname) === 'de') return routePathname
  for (const [route] of routes) {
    const params = matchPattern(route, routePathname)
    if (params) return pathOfPage(route, params, 'de') ?? routePathname
  }
  return routePathname
}

/**
 * Where a request for a non-canonical path should go: trailing slashes stripped, a leading `/en`
 * dropped, English segments under `/de` replaced by the German ones, a former German path replaced
 * by the current one. Null when the path is
 * canonical or when no page answers the corrected path either (then it is a 404).
 */
export function canonicalRedirect(pathname: string): string | null {
  // Every page path is lower case and spells its letters out; the router decodes and matches any case,
  // so `/Blog` or `/blo%67` would otherwise be a page of its own (a duplicate for search engines, and
  // one more copy in the render cache per spelling).
  let target = normalPath(stripTrailingSlashes(pathname))
  if (target === '/en' || target.startsWith('/en/')) target = target.slice(3) || '/'
  target = formerGermanPaths[target] ?? target
  if (localeOfPath(target) === 'de' && !matchLocalizedPath(target)) {
    const english = matchLocalizedPath(target.slice(3) || '/')
    const german = english && pathOfPage(english.route, english.params, 'de')
    if (german) target = german
  }
  return target !== pathname && matchLocalizedPath(target) ? target : null
}

/**
 * A path in lower case, with RFC 3986's normal form of percent-encoding (§6.2.2): unreserved characters
 * (letters, digits, `-._~`) decoded, every other escape kept with upper-case hex digits (`%2F` is no
 * path separator).
 */
function normalPath(pathname: string): string {
  const decoded = pathname.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16))
    return /[A-Za-z0-9\-._~]/.test(char) ? char : escape
  })
  return decoded.toLowerCase().replace(/%[0-9a-f]{2}/g, (escape) => escape.toUpperCase())
}

/** A page of the route table at its one URL: the path the router and the render cache key it by. */
export function isCanonicalPagePath(pathname: string): boolean {
  return matchLocalizedPath(pathname) !== null && canonicalRedirect(pathname) === null
}

function stripTrailingSlashes(pathname: string): string {
  return pathname.replace(/(.)\/+$/, '$1') || '/'
}

function splitHref(href: string): { pathname: string; suffix: string } {
  const cut = href.search(/[?#]/)
  return cut === -1 ? { pathname: href, suffix: '' } : { pathname: href.slice(0, cut), suffix: href.slice(cut) }
}

/** The nearest page above a route that needs no parameters: `/blog/$slug` falls back to `/blog`. */
function staticAncestor(route: RoutePath): RoutePath {
  let path: string = route
  for (;;) {
    const known = routePaths.find((candidate) => candidate === path)
    if (known && !known.includes('$')) return known
    path = path.slice(0, path.lastIndexOf('/')) || '/'
  }
}

/**
 * The language switcher's target for the current href (path, query and hash): the counterpart
 * page in the other language. `counterpart` is the other language's path when the page knows it
 * (a blog article's translated slug); pages with parameters otherwise fall back to their nearest
 * static ancestor, English-only pages to the German home, and unknown paths get the `/de` prefix
 * added or removed. Query string and hash are kept.
 */
export function switchLanguageHref(href: string, counterpart?: string): string {
  const { pathname, suffix } = splitHref(href)
  const target = otherLocale(localeOfPath(pathname))
  return (counterpart ?? counterpartPath(pathname, target)) + suffix
}

function counterpartPath(pathname: string, target: Locale): string {
  const page = matchLocalizedPath(stripTrailingSlashes(pathname))
  if (page) {
    const route = Object.keys(page.params).length > 0 ? staticAncestor(page.route) : page.route
    return pathOfPage(route, page.params, target) ?? pathOfBilingualPage('/', {}, target)
  }
  if (target === 'de') return pathname === '/' ? '/de' : `/de${pathname}`
  return stripTrailingSlashes(pathname.slice(3) || '/')
}

/**
 * The German path of an English page when the route table alone knows it: pages with parameters
 * (articles, categories) name their counterpart in their loader data instead. Null otherwise.
 */
export function germanPathOf(pathname: string): string | null {
  const page = matchLocalizedPath(pathname)
  if (!page || page.locale === 'de' || page.route.includes('$')) return null
  return pathOfPage(page.route, page.params, 'de')
}
