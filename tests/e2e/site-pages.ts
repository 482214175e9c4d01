// The pages the per-page checks visit, known when the tests are listed (before the server runs):
// the route table in both languages, the articles and categories of content/blog (which the seed
// writes to the database and the sitemap lists), and a calculator result shared by URL.
// site-pages.spec.ts checks that the running site's sitemap lists no page missing here.
import { categoryContent } from '../../content/blog/categories.ts'
import { loadBlogContent } from '../../db/seed.ts'
import { pathOfPage } from '../../app/i18n/paths.ts'
import { CALCULATOR_WITH_QUERY, NOT_FOUND_PATHS, routeTablePaths } from '../../scripts/lib/site-paths.ts'

const locales = ['en', 'de'] as const

export const contentPaths: string[] = [
  ...categoryContent.flatMap((category) =>
    locales.map((locale) =>
      pathOfPage('/blog/category/$categorySlug', { categorySlug: category[locale].slug }, locale),
    ),
  ),
  ...loadBlogContent().map((source) => pathOfPage('/blog/$slug', { slug: source.frontmatter.slug }, source.locale)),
].filter((path) => path !== null)

/** Every page of the site, each path once. */
export const sitePagePaths: string[] = [...new Set([...routeTablePaths(), ...contentPaths, CALCULATOR_WITH_QUERY])]

/** The pages hydration.spec.ts loads with their scripts: every page, a German result and the not-found pages. */
export const hydratedPaths: string[] = [
  ...sitePagePaths,
  '/de/business-value-rechner?team=8&campaigns=12&pieces=20&budget=15000',
  ...NOT_FOUND_PATHS,
]
