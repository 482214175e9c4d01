// The blog's RSS 2.0 feed per language (linked from the blog pages' heads).
import type { ArticleCard } from '../blog/types.ts'
import { regionTag } from '../i18n/intl.ts'
import { pathOfBilingualPage } from '../i18n/paths.ts'
import type { Locale } from '../i18n/locale.ts'
import { feedPath } from './feed-path.ts'
import { absoluteUrl } from './links.ts'
import { escapeXml } from './sitemap.ts'

export interface FeedText {
  title: string
  description: string
}

export function rssXml(
  site: { siteUrl: string; brandName: string },
  locale: Locale,
  text: FeedText,
  articles: ArticleCard[],
): string {
  const blog = absoluteUrl(site, pathOfBilingualPage('/blog', {}, locale))
  const items = articles.map((article) => {
    const url = absoluteUrl(site, pathOfBilingualPage('/blog/$slug', { slug: article.slug }, locale))
    return [
      '<item>',
      `<title>${escapeXml(article.title)}</title>`,
      `<link>${escapeXml(url)}</link>`,
      `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `<pubDate>${new Date(`${article.publishedOn}T08:00:00Z`).toUTCString()}</pubDate>`,
      `<category>${escapeXml(article.category.name)}</category>`,
      `<description>${escapeXml(article.excerpt)}</description>`,
      '</item>',
    ].join('')
  })
  const newest = articles[0]?.publishedOn
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeXml(`${site.brandName} – ${text.title}`)}</title>`,
    `<link>${escapeXml(blog)}</link>`,
    `<description>${escapeXml(text.description)}</description>`,
    `<language>${regionTag(locale)}</language>`,
    `<atom:link href="${escapeXml(absoluteUrl(site, feedPath(locale)))}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`<lastBuildDate>${new Date(`${newest}T08:00:00Z`).toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}
