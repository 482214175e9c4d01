// /sitemap.xml: every public URL in each language it exists in, with xhtml:link alternates for each
// pair (Google's format for localized versions) and the articles' last-modified dates.
import type { ArticleUrlRow } from '../blog/types.ts'
import { pathOfPage } from '../i18n/paths.ts'
import { routePaths } from '../i18n/route-table.ts'
import { type Locale } from '../i18n/locale.ts'
import { absoluteUrl, type LocalizedPaths } from './links.ts'
import { NOINDEX_PAGES, type StaticRoute } from './head.ts'

export interface SitemapEntry {
  paths: LocalizedPaths
  lastModified?: Record<Locale, string | undefined>
}

/** Every page of the site that is not about one article or category and is meant to be indexed. */
export const sitemapRoutes: StaticRoute[] = routePaths.filter(
  (route): route is StaticRoute => !route.includes('$') && !NOINDEX_PAGES.some((page) => page === route),
)

export function sitemapEntries(
  articles: ArticleUrlRow[],
  categories: Array<{ key: string; locale: Locale; slug: string }>,
): SitemapEntry[] {
  const entries: SitemapEntry[] = sitemapRoutes.map((route) => ({
    paths: { en: pathOfPage(route, {}, 'en'), de: pathOfPage(route, {}, 'de') },
  }))
  for (const group of groupBy(categories, (row) => row.key)) {
    entries.push({
      paths: localized(group, (row) =>
        pathOfPage('/blog/category/$categorySlug', { categorySlug: row.slug }, row.locale),
      ),
    })
  }
  for (const group of groupBy(articles, (row) => row.articleId)) {
    entries.push({
      paths: localized(group, (row) => pathOfPage('/blog/$slug', { slug: row.slug }, row.locale)),
      lastModified: {
        en: group.find((row) => row.locale === 'en')?.updatedOn,
        de: group.find((row) => row.locale === 'de')?.updatedOn,
      },
    })
  }
  return entries
}

export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const site = { siteUrl }
  const urls = entries.flatMap((entry) =>
    (['en', 'de'] as const).flatMap((locale) => {
      const path = entry.paths[locale]
      if (path === null) return []
      const lines = [`<url><loc>${escapeXml(absoluteUrl(site, path))}</loc>`]
      const lastModified = entry.lastModified?.[locale]
      if (lastModified) lines.push(`<lastmod>${lastModified}</lastmod>`)
      if (entry.paths.en !== null && entry.paths.de !== null) {
        for (const [hreflang, target] of [
          ['en', entry.paths.en],
          ['de', entry.paths.de],
          ['x-default', entry.paths.en],
        ] as const) {
          lines.push(
            `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(site, target))}"/>`,
          )
        }
      }
      lines.push('</url>')
      return [lines.join('')]
    }),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /_serverFn/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n')
}

export function escapeXml(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  )
}

function localized<T extends { locale: Locale }>(rows: T[], pathOf: (row: T) => string | null): LocalizedPaths {
  const paths: LocalizedPaths = { en: null, de: null }
  for (const row of rows) paths[row.locale] = pathOf(row)
  return paths
}

function groupBy<T>(rows: T[], key: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>()
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row])
  return [...groups.values()]
}
