// Builds each page's <head> entries from the seo_* messages (SPEC section 3: title, description
// and keywords per page and language, with brand-name defaults). Canonical URLs, hreflang and
// structured data join here with the search issue.
import type { SiteConfig } from '../config/site.ts'
import type { RoutePath } from '../i18n/route-table.ts'
import { m } from '../paraglide/messages.js'

type Text = () => string
interface SeoEntry {
  title: Text
  description: Text
  keywords: Text
}

/** Pages whose head does not depend on data. */
export type StaticRoute = Exclude<RoutePath, `${string}$${string}`>

const seo: Record<StaticRoute, SeoEntry> = {
  '/': { title: m.seo_home_title, description: m.seo_home_description, keywords: m.seo_home_keywords },
  '/product': { title: m.seo_product_title, description: m.seo_product_description, keywords: m.seo_product_keywords },
  '/about-us': { title: m.seo_about_title, description: m.seo_about_description, keywords: m.seo_about_keywords },
  '/blog': { title: m.seo_blog_title, description: m.seo_blog_description, keywords: m.seo_blog_keywords },
  '/book-demo': { title: m.seo_book_demo_title, description: m.seo_book_demo_description, keywords: m.seo_book_demo_keywords },
  '/strategic-partnerships': {
    title: m.seo_strategic_partnerships_title,
    description: m.seo_strategic_partnerships_description,
    keywords: m.seo_strategic_partnerships_keywords,
  },
  '/partners': { title: m.seo_partners_title, description: m.seo_partners_description, keywords: m.seo_partners_keywords },
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
  '/privacy-policy': { title: m.seo_privacy_title, description: m.seo_privacy_description, keywords: m.seo_privacy_keywords },
  '/cookie-policy': { title: m.seo_cookies_title, description: m.seo_cookies_description, keywords: m.seo_cookies_keywords },
  '/imprint': { title: m.seo_imprint_title, description: m.seo_imprint_description, keywords: m.seo_imprint_keywords },
  '/thirdpartyterms': {
    title: m.seo_third_party_terms_title,
    description: m.seo_third_party_terms_description,
    keywords: m.seo_third_party_terms_keywords,
  },
}

type Brand = Pick<SiteConfig, 'brandName'>

/** "Page | Brand"; the home page leads with the brand: "Brand – promise". */
export function pageTitle(route: StaticRoute, site: Brand): string {
  return route === '/' ? `${site.brandName} – ${seo[route].title()}` : `${seo[route].title()} | ${site.brandName}`
}

export function pageHead(route: StaticRoute, site: Brand) {
  return metaTags(pageTitle(route, site), seo[route].description(), seo[route].keywords())
}

function metaTags(title: string, description: string, keywords: string) {
  return {
    meta: [{ title }, { name: 'description', content: description }, { name: 'keywords', content: keywords }],
  }
}

/** A blog article: its own SEO title, description and keywords from the database. */
export function articleHead(article: { seoTitle: string; seoDescription: string; seoKeywords: string[] }, site: Brand) {
  return metaTags(`${article.seoTitle} | ${site.brandName}`, article.seoDescription, article.seoKeywords.join(', '))
}

/** A blog category page. */
export function categoryHead(category: { name: string }, site: Brand) {
  return metaTags(
    `${m.seo_category_title({ category: category.name })} | ${site.brandName}`,
    m.seo_category_description({ category: category.name }),
    `${category.name}, ${m.seo_category_keywords()}`,
  )
}

/** Defaults for any page without its own entry (the root route), per SPEC section 3. */
export function defaultHead(site: Brand) {
  return metaTags(`${site.brandName} – ${m.seo_default_title()}`, m.seo_default_description(), m.seo_default_keywords())
}

export function notFoundTitle(site: Brand): string {
  return `${m.seo_not_found_title()} | ${site.brandName}`
}
