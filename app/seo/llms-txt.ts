// /llms.txt (llmstxt.org): a Markdown index of the site for answer engines, with the main pages and
// every article in each language, so a model can find the right page without crawling the HTML.
import type { ArticleCard } from '../blog/types.ts'
import { pathOfPage } from '../i18n/paths.ts'
import { type Locale, locales } from '../i18n/locale.ts'
import { m } from '../paraglide/messages.js'
import { absoluteUrl } from './links.ts'
import { seoEntry } from './head.ts'
import { sitemapRoutes } from './sitemap.ts'

interface LlmsSite {
  brandName: string
  siteUrl: string
}

export function llmsTxt(site: LlmsSite, articles: Record<Locale, ArticleCard[]>): string {
  const link = (title: string, path: string, description: string) =>
    `- [${oneLine(title)}](${absoluteUrl(site, path)}): ${oneLine(description)}`
  const lines = [
    `# ${site.brandName}`,
    '',
    `> ${seoEntry('/').description({}, { locale: 'en' })}`,
    '',
    m.seo_llms_intro({ brand: site.brandName }, { locale: 'en' }),
  ]
  for (const locale of locales) {
    lines.push('', `## ${m.seo_llms_pages({}, { locale })}`, '')
    for (const route of sitemapRoutes) {
      const path = pathOfPage(route, {}, locale)
      const seo = seoEntry(route)
      if (path !== null) lines.push(link(seo.title({}, { locale }), path, seo.description({}, { locale })))
    }
    lines.push('', `## ${m.seo_llms_articles({}, { locale })}`, '')
    for (const article of articles[locale]) {
      const path = pathOfPage('/blog/$slug', { slug: article.slug }, locale)
      if (path !== null) lines.push(link(article.title, path, article.excerpt))
    }
  }
  return `${lines.join('\n')}\n`
}

/** A title or description on one line, with nothing that would close the Markdown link early. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').replace(/[[\]]/g, '').trim()
