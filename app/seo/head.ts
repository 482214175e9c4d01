// Builds each page's <head> entries: title, description and keywords from the seo_* messages, the
// canonical URL and hreflang alternates from the route table and the configured public URL, Open
// Graph and Twitter tags with a share image, and JSON-LD where a page supports rich results.
import type { SiteConfig } from '../config/site.ts'
import { pathOfBilingualPage, pathOfPage } from '../i18n/paths.ts'
import { articlePaths } from '../blog/article-paths.ts'
import type { RoutePath } from '../i18n/route-table.ts'
import type { Locale } from '../i18n/locale.ts'
import { m } from '../paraglide/messages.js'
import { getLocale } from '../paraglide/runtime.js'
import { claimFigure, type FigureClaimId } from '../content/claims.ts'
import { feedPath } from './feed-path.ts'
import { canonicalLinks, type LocalizedPaths, socialMeta } from './links.ts'
import { articleShareImagePath, shareImagePath } from './share-image.ts'
import { blogPosting, breadcrumbs, type JsonLd, jsonLdScript, organization, webSite } from './structured-data.ts'

// The loaders reach every builder through this module, which is loaded on first use (./route-head.ts).
export { faqPage } from './structured-data.ts'
export { jobPostings } from './job-postings.ts'

type Text = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string
interface SeoEntry {
  title: Text
  description: Text
  keywords: Text
}

/** Pages whose head does not depend on data. */
export type StaticRoute = Exclude<RoutePath, `${string}$${string}`>

/** A description that states a claim, with the claim's figure from app/content/claims.ts. */
const withFigure =
  (message: (inputs: { figure: string }, options?: { locale?: Locale }) => string, claim: FigureClaimId): Text =>
  (_, options) =>
    message({ figure: claimFigure(claim, options?.locale ?? getLocale()) }, options)

const seo: Record<StaticRoute, SeoEntry> = {
  '/': {
    title: m.seo_home_title,
    description: withFigure(m.seo_home_description, 'contentCreation'),
    keywords: m.seo_home_keywords,
  },
  '/product': {
    title: m.seo_product_title,
    description: m.seo_product_description,
    keywords: m.seo_product_keywords,
  },
  '/about-us': { title: m.seo_about_title, description: m.seo_about_description, keywords: m.seo_about_keywords },
  '/blog': { title: m.seo_blog_title, description: m.seo_blog_description, keywords: m.seo_blog_keywords },
  '/book-demo': {
    title: m.seo_book_demo_title,
    description: m.seo_book_demo_description,
    keywords: m.seo_book_demo_keywords,
  },
  '/strategic-partnerships': {
    title: m.seo_strategic_partnerships_title,
    description: m.seo_strategic_partnerships_description,
    keywords: m.seo_strategic_partnerships_keywords,
  },
  '/partners': {
    title: m.seo_partners_title,
    description: m.seo_partners_description,
    keywords: m.seo_partners_keywords,
  },
  '/brand-analysis': {
    title: m.seo_brand_analysis_title,
    description: m.seo_brand_analysis_description,
    keywords: m.seo_brand_analysis_keywords,
  },
  '/careers': { title: m.seo_careers_title, description: m.seo_careers_description, keywords: m.seo_careers_keywords },
  '/business-value-calculator': {
    title: m.seo_calculator_title,
    description: m.seo_calculator_description,
    keywords: m.seo_calculator_keywords,
  },
  '/privacy-policy': {
    title: m.seo_privacy_title,
    description: m.seo_privacy_description,
    keywords: m.seo_privacy_keywords,
  },
  '/cookie-policy': {
    title: m.seo_cookies_title,
    description: m.seo_cookies_description,
    keywords: m.seo_cookies_keywords,
  },
  '/imprint': { title: m.seo_imprint_title, description: m.seo_imprint_description, keywords: m.seo_imprint_keywords },
  '/search': { title: m.seo_search_title, description: m.seo_search_description, keywords: m.seo_search_keywords },
  '/security': {
    title: m.seo_security_title,
    description: m.seo_security_description,
    keywords: m.seo_security_keywords,
  },
  '/thirdpartyterms': {
    title: m.seo_third_party_terms_title,
    description: m.seo_third_party_terms_description,
    keywords: m.seo_third_party_terms_keywords,
  },
}

/**
 * Campaign landing pages: reached from ads and campaign links, not from the site's navigation. They
 * ask search engines not to index them and stay out of the sitemap (docs/decisions/0030-partners-and-brand-analysis-pages.md).
 */
export const CAMPAIGN_PAGES: readonly StaticRoute[] = ['/brand-analysis']

/** Pages search engines are asked not to index, and which stay out of the sitemap: campaign pages and search results. */
export const NOINDEX_PAGES: readonly StaticRoute[] = [...CAMPAIGN_PAGES, '/search']

type Brand = Pick<SiteConfig, 'brandName'>

/** A page's SEO texts (the share-image script draws each page's title in each language). */
export const seoEntry = (route: StaticRoute): SeoEntry => seo[route]
export type SeoSite = Pick<SiteConfig, 'brandName' | 'siteUrl' | 'social'>

/** "Page | Brand"; the home page leads with the brand: "Brand – promise". */
export function pageTitle(route: StaticRoute, site: Brand): string {
  return route === '/' ? `${site.brandName} – ${seo[route].title()}` : `${seo[route].title()} | ${site.brandName}`
}

const pathsOf = (route: RoutePath, params: Record<string, string> = {}): LocalizedPaths => ({
  en: pathOfPage(route, params, 'en'),
  de: pathOfPage(route, params, 'de'),
})

const feedLink = (locale: Locale) => ({
  rel: 'alternate',
  type: 'application/rss+xml',
  title: m.seo_feed_title(),
  href: feedPath(locale),
})

interface HeadInput {
  title: string
  description: string
  keywords: string
  paths: LocalizedPaths
  image: string
  imageAlt: string
  type: 'website' | 'article'
  /** Kept in the canonical URL (a list page's ?page=N). */
  query?: string
  jsonLd?: JsonLd[]
  feed?: boolean
}

export function buildHead(site: SeoSite, input: HeadInput) {
  const locale = getLocale()
  return {
    meta: [
      { title: input.title },
      { name: 'description', content: input.description },
      { name: 'keywords', content: input.keywords },
      ...socialMeta(site, { ...input, locale }),
    ],
    scripts: (input.jsonLd ?? []).map(jsonLdScript),
    links: [...canonicalLinks(site, input.paths, locale, input.query), ...(input.feed ? [feedLink(locale)] : [])],
  }
}

/** A page without data: its SEO entry, canonical and hreflang, share image; the home page adds JSON-LD. */
export function pageHead(route: StaticRoute, site: SeoSite, options: { page?: number; jsonLd?: JsonLd[] } = {}) {
  const locale = getLocale()
  const description = seo[route].description()
  const jsonLd = route === '/' ? [organization(site), webSite(site, locale, description)] : []
  const head = buildHead(site, {
    title: pageTitle(route, site),
    description,
    keywords: seo[route].keywords(),
    paths: pathsOf(route),
    image: shareImagePath(route, locale),
    imageAlt: seo[route].title(),
    type: 'website',
    query: options.page && options.page > 1 ? `?page=${options.page}` : '',
    jsonLd: [...jsonLd, ...(options.jsonLd ?? [])],
    feed: route === '/blog',
  })
  return NOINDEX_PAGES.includes(route)
    ? { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
    : head
}

export interface ArticleSeo {
  slug: string
  title: string
  seoTitle: string
  seoDescription: string
  seoKeywords: string[]
  coverImage: string
  coverAlt: string
  publishedOn: string
  updatedOn: string
  category: { name: string; slug: string }
  counterpartSlug: string | null
}

/** A blog article: its own SEO fields, BlogPosting and BreadcrumbList, the cover as share image. */
export function articleHead(article: ArticleSeo, site: SeoSite) {
  const locale = getLocale()
  const paths = articlePaths(article, locale)
  const self = pathOfBilingualPage('/blog/$slug', { slug: article.slug }, locale)
  const categoryPath = pathOfBilingualPage(
    '/blog/category/$categorySlug',
    { categorySlug: article.category.slug },
    locale,
  )
  const image = articleShareImagePath(article.coverImage)
  return buildHead(site, {
    title: `${article.seoTitle} | ${site.brandName}`,
    description: article.seoDescription,
    keywords: article.seoKeywords.join(', '),
    paths,
    image,
    imageAlt: article.coverAlt,
    type: 'article',
    feed: true,
    jsonLd: [
      blogPosting(site, {
        headline: article.title,
        description: article.seoDescription,
        path: self,
        image,
        publishedOn: article.publishedOn,
        updatedOn: article.updatedOn,
        category: { name: article.category.name, path: categoryPath },
        keywords: article.seoKeywords,
        locale,
      }),
      breadcrumbs(site, [
        { name: m.common_nav_home(), path: pathOfBilingualPage('/', {}, locale) },
        { name: m.common_nav_blog(), path: pathOfBilingualPage('/blog', {}, locale) },
        { name: article.category.name, path: categoryPath },
        { name: article.title, path: self },
      ]),
    ],
  })
}

/** A blog category page; `slugs` are the category's slugs in both languages. */
export function categoryHead(category: { name: string; slugs: Record<Locale, string> }, site: SeoSite, page = 1) {
  const locale = getLocale()
  return buildHead(site, {
    title: `${m.seo_category_title({ category: category.name })} | ${site.brandName}`,
    description: m.seo_category_description({ category: category.name }),
    keywords: `${category.name}, ${m.seo_category_keywords()}`,
    paths: {
      en: pathOfPage('/blog/category/$categorySlug', { categorySlug: category.slugs.en }, 'en'),
      de: pathOfPage('/blog/category/$categorySlug', { categorySlug: category.slugs.de }, 'de'),
    },
    image: shareImagePath('/blog', locale),
    imageAlt: m.seo_blog_title(),
    type: 'website',
    query: page > 1 ? `?page=${page}` : '',
    feed: true,
  })
}
