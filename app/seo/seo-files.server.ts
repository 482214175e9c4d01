// robots.txt, sitemap.xml, llms.txt and the RSS feeds: answered before the page router and the locale handling,
// with their own content types and cache headers (a CDN may keep them an hour).
import { getDb } from '../../db/client.server.ts'
import { listArticleUrls, listCategorySlugs, listFeedArticles } from '../blog/blog.server.ts'
import { serverSiteConfig } from '../config/site.server.ts'
import type { Locale } from '../i18n/locale.ts'
import { m } from '../paraglide/messages.js'
import { feedPath } from './feed-path.ts'
import { rssXml } from './feed.ts'
import { llmsTxt } from './llms-txt.ts'
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap.ts'
import { errorMessage, log } from '../log/log.ts'

const cacheControl = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400'
const FEED_SIZE = 50
/** Every article fits: llms.txt is an index, not a feed. */
const LLMS_TXT_ARTICLES = 1000

const feeds: Record<string, Locale> = { [feedPath('en')]: 'en', [feedPath('de')]: 'de' }

/** robots.txt, sitemap.xml, llms.txt or a feed. */
export function isSeoFilePath(pathname: string): boolean {
  return (
    pathname === '/robots.txt' ||
    pathname === '/sitemap.xml' ||
    pathname === '/llms.txt' ||
    Object.hasOwn(feeds, pathname)
  )
}

/** The response for one of these files, or null when the path is not one of them (methods: app/allowed-methods.ts). */
export async function seoFileResponse(pathname: string): Promise<Response | null> {
  const locale = feeds[pathname]
  if (!isSeoFilePath(pathname)) return null
  const site = serverSiteConfig()
  if (pathname === '/robots.txt') return text(robotsTxt(site.siteUrl), 'text/plain; charset=utf-8')
  try {
    const db = await getDb()
    if (pathname === '/sitemap.xml') {
      const [articles, categories] = await Promise.all([listArticleUrls(db), listCategorySlugs(db)])
      return text(sitemapXml(site.siteUrl, sitemapEntries(articles, categories)), 'application/xml; charset=utf-8')
    }
    if (pathname === '/llms.txt') {
      const [en, de] = await Promise.all([
        listFeedArticles(db, 'en', LLMS_TXT_ARTICLES),
        listFeedArticles(db, 'de', LLMS_TXT_ARTICLES),
      ])
      return text(llmsTxt(site, { en, de }), 'text/markdown; charset=utf-8')
    }
    if (!locale) return null
    const articles = await listFeedArticles(db, locale, FEED_SIZE)
    const feedText = {
      title: m.seo_feed_title({}, { locale: locale }),
      description: m.seo_feed_description({}, { locale: locale }),
    }
    return text(rssXml(site, locale, feedText, articles), 'application/rss+xml; charset=utf-8')
  } catch (error) {
    log('error', 'database did not answer', { path: pathname, error: errorMessage(error) })
    return new Response('Service temporarily unavailable', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60', 'cache-control': 'no-store' },
    })
  }
}

function text(body: string, contentType: string): Response {
  return new Response(body, { status: 200, headers: { 'content-type': contentType, 'cache-control': cacheControl } })
}
