// The search entries of the site's own pages, in each language: the title a search engine gets
// (app/seo/head.ts), the page's own intro as its description and its section headings, from the
// message files. Built from the texts the build carries, so a new build or a change of the messages
// refreshes them at start.
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }
import type { SearchEntry } from '../../db/search-index.ts'
import { pathOfPage } from '../i18n/paths.ts'
import { type Locale, locales } from '../i18n/locale.ts'
import { seoEntry, type StaticRoute } from '../seo/head.ts'
import { sitemapRoutes } from '../seo/sitemap.ts'

/**
 * The message keys of each page: `<first prefix>intro` is its intro, and keys that start with one of
 * the prefixes and end in `_title` are its headings.
 */
const sectionPrefixes: Partial<Record<StaticRoute, readonly string[]>> = {
  '/': ['home_'],
  '/blog': ['pages_blog_'],
  '/product': ['pages_product_'],
  '/about-us': ['pages_about_'],
  '/book-demo': ['pages_book_demo_'],
  '/strategic-partnerships': ['pages_strategic_partnerships_'],
  '/partners': ['pages_partners_'],
  '/careers': ['pages_careers_'],
  '/business-value-calculator': ['pages_calculator_', 'pages_calc_'],
  '/privacy-policy': ['pages_privacy_'],
  '/cookie-policy': ['pages_cookies_'],
  '/imprint': ['pages_imprint_'],
  '/security': ['pages_security_'],
  '/thirdpartyterms': ['pages_third_party_terms_'],
}

const messages: Record<Locale, Record<string, string>> = { en, de }

/** A heading's text with the brand filled in and any other placeholder left out. */
const fill = (text: string, brand: string) =>
  text
    .replace(/\{brand\}/g, () => brand)
    .replace(/\{\w+\}/g, '')
    .replace(/\s+/g, ' ')
    .trim()

const prefixesOf = (route: StaticRoute): readonly string[] => sectionPrefixes[route] ?? []

export function sectionHeadings(route: StaticRoute, locale: Locale, brand: string): string[] {
  const prefixes = prefixesOf(route)
  const texts = Object.entries(messages[locale])
    .filter(([key]) => key.endsWith('_title') && prefixes.some((prefix) => key.startsWith(prefix)))
    .map(([, text]) => fill(text, brand))
  return [...new Set(texts)].filter(Boolean)
}

export function pageSearchEntries(brand: string): SearchEntry[] {
  return locales.flatMap((locale) =>
    sitemapRoutes.flatMap((route): SearchEntry[] => {
      const path = pathOfPage(route, {}, locale)
      if (path === null) return []
      const seo = seoEntry(route)
      const [prefix] = prefixesOf(route)
      const intro = prefix ? messages[locale][`${prefix}intro`] : undefined
      return [
        {
          key: `page:${route}:${locale}`,
          locale,
          kind: 'page',
          articleId: null,
          path,
          title: fill(seo.title({}, { locale }), brand),
          description: fill(intro ?? seo.title({}, { locale }), brand),
          category: '',
          body: sectionHeadings(route, locale, brand).join('\n'),
          publishedOn: null,
        },
      ]
    }),
  )
}
