// The article route's data, as list-page.ts is the lists': loaded in the route loader through the
// Query cache (server rendering and hydration share one fetch: the router sends the loader's data with
// the page).
import { notFound } from '@tanstack/react-router'
import { getLocale } from '../paraglide/runtime.js'
import { articlePaths } from './article-paths.ts'
import { articleQuery, loadQuery } from './queries.ts'
import { isSlug } from './schemas.ts'

export async function loadArticle(slug: string) {
  const locale = getLocale()
  // A slug that cannot exist (quotes, SQL, unicode, 10,000 characters) is a 404 without a query.
  if (!isSlug(slug)) throw notFound()
  const article = await loadQuery(articleQuery({ locale, slug }))
  if (!article) throw notFound()
  const paths = articlePaths(article, locale)
  // The language switcher's target: the translated article, else (no entry) the other blog index.
  const alternates = paths.en !== null && paths.de !== null ? { en: paths.en, de: paths.de } : undefined
  return { article, alternates }
}
